from enum import StrEnum

class CauseActionKindType1(StrEnum):
    ABORT = "abort"
    EXPIRE = "expire"
    LEAVE = "leave"
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
