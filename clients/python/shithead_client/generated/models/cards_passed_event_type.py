from enum import StrEnum

class CardsPassedEventType(StrEnum):
    CARDSPASSED = "CardsPassed"

    def __str__(self) -> str:
        return str(self.value)
