from enum import StrEnum

class RulesetObjective(StrEnum):
    AVOID_LAST = "avoid_last"
    FIRST_OUT = "first_out"

    def __str__(self) -> str:
        return str(self.value)
