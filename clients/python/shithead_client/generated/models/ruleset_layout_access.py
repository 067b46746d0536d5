from enum import StrEnum

class RulesetLayoutAccess(StrEnum):
    LAYER = "layer"
    UNCOVERED = "uncovered"

    def __str__(self) -> str:
        return str(self.value)
