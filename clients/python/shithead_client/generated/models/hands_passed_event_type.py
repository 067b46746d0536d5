from enum import StrEnum

class HandsPassedEventType(StrEnum):
    HANDSPASSED = "HandsPassed"

    def __str__(self) -> str:
        return str(self.value)
