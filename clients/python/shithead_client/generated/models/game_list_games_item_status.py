from enum import StrEnum

class GameListGamesItemStatus(StrEnum):
    OVER = "over"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
