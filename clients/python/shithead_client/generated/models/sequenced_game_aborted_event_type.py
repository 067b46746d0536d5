from enum import StrEnum

class SequencedGameAbortedEventType(StrEnum):
    GAMEABORTED = "GameAborted"

    def __str__(self) -> str:
        return str(self.value)
