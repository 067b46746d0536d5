from enum import StrEnum

class ModeChangedEventType(StrEnum):
    MODECHANGED = "ModeChanged"

    def __str__(self) -> str:
        return str(self.value)
