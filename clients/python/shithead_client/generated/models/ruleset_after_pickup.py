from enum import StrEnum

class RulesetAfterPickup(StrEnum):
    NEXT_PLAYER = "next_player"
    PICKER = "picker"

    def __str__(self) -> str:
        return str(self.value)
