from enum import StrEnum

class RulesetLayoutLayersItem(StrEnum):
    HIDDEN = "hidden"
    OWNER = "owner"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
