from enum import StrEnum

class GambitStopMode(StrEnum):
    BLOCK = "block"
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
