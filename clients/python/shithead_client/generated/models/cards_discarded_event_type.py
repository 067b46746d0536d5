from enum import StrEnum

class CardsDiscardedEventType(StrEnum):
    CARDSDISCARDED = "CardsDiscarded"

    def __str__(self) -> str:
        return str(self.value)
