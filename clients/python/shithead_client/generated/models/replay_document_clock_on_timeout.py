from enum import StrEnum

class ReplayDocumentClockOnTimeout(StrEnum):
    AUTO = "auto"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
