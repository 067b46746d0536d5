from enum import StrEnum

class SequencedCardsDiscardedEventType(StrEnum):
    CARDSDISCARDED = "CardsDiscarded"

    def __str__(self) -> str:
        return str(self.value)
