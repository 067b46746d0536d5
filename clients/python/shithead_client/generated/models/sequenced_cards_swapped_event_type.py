from enum import StrEnum

class SequencedCardsSwappedEventType(StrEnum):
    CARDSSWAPPED = "CardsSwapped"

    def __str__(self) -> str:
        return str(self.value)
