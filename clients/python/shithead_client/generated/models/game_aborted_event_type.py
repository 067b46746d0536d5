from enum import StrEnum

class GameAbortedEventType(StrEnum):
    GAMEABORTED = "GameAborted"

    def __str__(self) -> str:
        return str(self.value)
