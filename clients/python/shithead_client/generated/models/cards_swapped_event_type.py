from enum import StrEnum

class CardsSwappedEventType(StrEnum):
    CARDSSWAPPED = "CardsSwapped"

    def __str__(self) -> str:
        return str(self.value)
