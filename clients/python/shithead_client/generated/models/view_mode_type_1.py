from enum import StrEnum

class ViewModeType1(StrEnum):
    NORMAL = "normal"
    REVERSED = "reversed"

    def __str__(self) -> str:
        return str(self.value)
