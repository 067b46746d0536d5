from enum import StrEnum

class PileTakenEventType(StrEnum):
    PILETAKEN = "PileTaken"

    def __str__(self) -> str:
        return str(self.value)
