from enum import StrEnum

class DealtEventType(StrEnum):
    DEALT = "Dealt"

    def __str__(self) -> str:
        return str(self.value)
