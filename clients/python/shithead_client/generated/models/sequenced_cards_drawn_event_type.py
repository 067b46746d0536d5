from enum import StrEnum

class SequencedCardsDrawnEventType(StrEnum):
    CARDSDRAWN = "CardsDrawn"

    def __str__(self) -> str:
        return str(self.value)
