from enum import StrEnum

class SequencedModeChangedEventType(StrEnum):
    MODECHANGED = "ModeChanged"

    def __str__(self) -> str:
        return str(self.value)
