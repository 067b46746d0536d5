from enum import StrEnum

class ClockRequestOnTimeout(StrEnum):
    AUTO = "auto"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
