from enum import StrEnum

class RulesetRefCardsItemPlacement(StrEnum):
    ALWAYS = "always"
    ANYWHERE = "anywhere"
    IN_TURN = "in_turn"
    UP_TO = "up_to"

    def __str__(self) -> str:
        return str(self.value)
