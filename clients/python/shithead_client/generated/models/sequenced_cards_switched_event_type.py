from enum import StrEnum

class SequencedCardsSwitchedEventType(StrEnum):
    CARDSSWITCHED = "CardsSwitched"

    def __str__(self) -> str:
        return str(self.value)
