from enum import StrEnum

class SequencedDirectionReversedEventType(StrEnum):
    DIRECTIONREVERSED = "DirectionReversed"

    def __str__(self) -> str:
        return str(self.value)
