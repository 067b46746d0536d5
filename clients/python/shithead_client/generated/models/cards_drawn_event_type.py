from enum import StrEnum

class CardsDrawnEventType(StrEnum):
    CARDSDRAWN = "CardsDrawn"

    def __str__(self) -> str:
        return str(self.value)
