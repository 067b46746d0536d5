from enum import StrEnum

class TurnStartedEventType(StrEnum):
    TURNSTARTED = "TurnStarted"

    def __str__(self) -> str:
        return str(self.value)
