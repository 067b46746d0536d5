from enum import StrEnum

class CardsRemovedEventType(StrEnum):
    CARDSREMOVED = "CardsRemoved"

    def __str__(self) -> str:
        return str(self.value)
