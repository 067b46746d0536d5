from enum import StrEnum

class CardTakenEventType(StrEnum):
    CARDTAKEN = "CardTaken"

    def __str__(self) -> str:
        return str(self.value)
