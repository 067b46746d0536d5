from enum import StrEnum

class SequencedHandsPassedEventType(StrEnum):
    HANDSPASSED = "HandsPassed"

    def __str__(self) -> str:
        return str(self.value)
