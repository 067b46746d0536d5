from enum import StrEnum

class CardsSwitchedEventType(StrEnum):
    CARDSSWITCHED = "CardsSwitched"

    def __str__(self) -> str:
        return str(self.value)
