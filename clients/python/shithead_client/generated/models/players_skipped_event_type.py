from enum import StrEnum

class PlayersSkippedEventType(StrEnum):
    PLAYERSSKIPPED = "PlayersSkipped"

    def __str__(self) -> str:
        return str(self.value)
