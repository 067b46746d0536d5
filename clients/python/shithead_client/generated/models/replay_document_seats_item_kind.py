from enum import StrEnum

class ReplayDocumentSeatsItemKind(StrEnum):
    BOT = "bot"
    PERSON = "person"
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
