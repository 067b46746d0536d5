from enum import StrEnum

class ListGamesStatus(StrEnum):
    OPEN = "open"
    OVER = "over"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
