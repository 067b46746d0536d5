from enum import StrEnum

class SequencedPlayersSkippedEventType(StrEnum):
    PLAYERSSKIPPED = "PlayersSkipped"

    def __str__(self) -> str:
        return str(self.value)
