from enum import StrEnum

class RulesetFaceUpPickup(StrEnum):
    STAY = "stay"
    TAKE_ONE = "take_one"

    def __str__(self) -> str:
        return str(self.value)
