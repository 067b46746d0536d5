from enum import StrEnum

class GameOnExpiryType3Type1(StrEnum):
    ABORT = "abort"
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)
