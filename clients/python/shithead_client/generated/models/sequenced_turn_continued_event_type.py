from enum import StrEnum

class SequencedTurnContinuedEventType(StrEnum):
    TURNCONTINUED = "TurnContinued"

    def __str__(self) -> str:
        return str(self.value)
