from enum import StrEnum

class OptionInfoType(StrEnum):
    BOOL = "bool"
    CHOICE = "choice"
    INT = "int"
    RANKS = "ranks"

    def __str__(self) -> str:
        return str(self.value)
