from enum import StrEnum

class SequencedCardsPassedEventType(StrEnum):
    CARDSPASSED = "CardsPassed"

    def __str__(self) -> str:
        return str(self.value)
