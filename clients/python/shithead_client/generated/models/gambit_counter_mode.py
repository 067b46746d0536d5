from enum import StrEnum

class GambitCounterMode(StrEnum):
    PASS_ON = "pass_on"
    REFLECT = "reflect"

    def __str__(self) -> str:
        return str(self.value)
