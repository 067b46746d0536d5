from enum import StrEnum

class RulesetGroups(StrEnum):
    FUNCTION = "function"
    RANK = "rank"

    def __str__(self) -> str:
        return str(self.value)
