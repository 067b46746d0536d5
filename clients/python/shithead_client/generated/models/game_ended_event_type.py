from enum import StrEnum

class GameEndedEventType(StrEnum):
    GAMEENDED = "GameEnded"

    def __str__(self) -> str:
        return str(self.value)
