from enum import StrEnum

class SequencedCardTakenEventType(StrEnum):
    CARDTAKEN = "CardTaken"

    def __str__(self) -> str:
        return str(self.value)
