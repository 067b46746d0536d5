from enum import StrEnum

class RulesetStartMode(StrEnum):
    DEALER_CALLS = "dealer_calls"
    NORMAL = "normal"
    REVERSED = "reversed"

    def __str__(self) -> str:
        return str(self.value)
