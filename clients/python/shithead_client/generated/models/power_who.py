from enum import StrEnum

class PowerWho(StrEnum):
    NEXT = "next"
    SELF = "self"

    def __str__(self) -> str:
        return str(self.value)
