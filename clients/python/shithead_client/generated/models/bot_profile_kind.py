from enum import StrEnum

class BotProfileKind(StrEnum):
    PULL = "pull"
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
