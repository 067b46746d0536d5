from enum import StrEnum

class DirectoryBotKind(StrEnum):
    PULL = "pull"
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
