from enum import StrEnum

class SequencedCardsRemovedEventType(StrEnum):
    CARDSREMOVED = "CardsRemoved"

    def __str__(self) -> str:
        return str(self.value)
