from enum import StrEnum

class RulesetReversedPickup(StrEnum):
    PLACER = "placer"
    SELF = "self"

    def __str__(self) -> str:
        return str(self.value)
