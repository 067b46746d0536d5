from enum import StrEnum

class SequencedCardTurnedEventType(StrEnum):
    CARDTURNED = "CardTurned"

    def __str__(self) -> str:
        return str(self.value)
