from enum import StrEnum

class TurnContinuedEventType(StrEnum):
    TURNCONTINUED = "TurnContinued"

    def __str__(self) -> str:
        return str(self.value)
