from enum import StrEnum

class RulesetTurnDraw(StrEnum):
    NONE = "none"
    OPTIONAL = "optional"
    REQUIRED_AT_MIN = "required_at_min"

    def __str__(self) -> str:
        return str(self.value)
