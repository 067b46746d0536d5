from enum import StrEnum

class RulesetFirstPlayer(StrEnum):
    LEFT_OF_DEALER = "left_of_dealer"
    LOWEST_CARD = "lowest_card"
    LOWEST_DEALT = "lowest_dealt"

    def __str__(self) -> str:
        return str(self.value)
