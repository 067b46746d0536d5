from enum import StrEnum

class MatchRulesNextDealer(StrEnum):
    LEFT = "left"
    LOSER = "loser"

    def __str__(self) -> str:
        return str(self.value)
