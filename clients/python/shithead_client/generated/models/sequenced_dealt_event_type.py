from enum import StrEnum

class SequencedDealtEventType(StrEnum):
    DEALT = "Dealt"

    def __str__(self) -> str:
        return str(self.value)
