from enum import StrEnum

class HistoryGameOutcome(StrEnum):
    DRAW = "draw"
    LOSS = "loss"
    PLACED = "placed"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
