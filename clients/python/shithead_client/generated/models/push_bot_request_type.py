from enum import StrEnum

class PushBotRequestType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
