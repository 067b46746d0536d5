from enum import StrEnum

class RulesetLayoutSetup(StrEnum):
    CHOOSE = "choose"
    NONE = "none"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
