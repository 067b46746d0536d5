from enum import StrEnum

class Phase(StrEnum):
    DEALING = "dealing"
    OVER = "over"
    PLAYING = "playing"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
