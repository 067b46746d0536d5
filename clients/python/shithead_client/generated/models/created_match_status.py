from enum import StrEnum

class CreatedMatchStatus(StrEnum):
    OVER = "over"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
