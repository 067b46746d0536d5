from enum import StrEnum

class DirectionReversedEventType(StrEnum):
    DIRECTIONREVERSED = "DirectionReversed"

    def __str__(self) -> str:
        return str(self.value)
