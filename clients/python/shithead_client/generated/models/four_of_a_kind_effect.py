from enum import StrEnum

class FourOfAKindEffect(StrEnum):
    BURN = "burn"

    def __str__(self) -> str:
        return str(self.value)
