from enum import StrEnum

class ReplayDocumentPhase(StrEnum):
    DEALING = "dealing"
    OVER = "over"
    PLAYING = "playing"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
