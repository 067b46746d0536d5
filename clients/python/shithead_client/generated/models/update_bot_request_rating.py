from enum import StrEnum

class UpdateBotRequestRating(StrEnum):
    KEEP = "keep"
    RESET = "reset"

    def __str__(self) -> str:
        return str(self.value)
