from enum import StrEnum

class CardTurnedEventType(StrEnum):
    CARDTURNED = "CardTurned"

    def __str__(self) -> str:
        return str(self.value)
