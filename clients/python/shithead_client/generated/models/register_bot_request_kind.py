from enum import StrEnum

class RegisterBotRequestKind(StrEnum):
    PULL = "pull"
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
