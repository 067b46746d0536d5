from enum import StrEnum

class SequencedPileTakenEventType(StrEnum):
    PILETAKEN = "PileTaken"

    def __str__(self) -> str:
        return str(self.value)
