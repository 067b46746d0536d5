from enum import StrEnum

class GambitEffect(StrEnum):
    CHOICE = "choice"
    FORCED_PICKUP = "forced_pickup"

    def __str__(self) -> str:
        return str(self.value)
