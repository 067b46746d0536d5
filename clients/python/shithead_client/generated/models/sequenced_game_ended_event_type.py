from enum import StrEnum

class SequencedGameEndedEventType(StrEnum):
    GAMEENDED = "GameEnded"

    def __str__(self) -> str:
        return str(self.value)
