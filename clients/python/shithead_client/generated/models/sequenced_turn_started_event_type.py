from enum import StrEnum

class SequencedTurnStartedEventType(StrEnum):
    TURNSTARTED = "TurnStarted"

    def __str__(self) -> str:
        return str(self.value)
