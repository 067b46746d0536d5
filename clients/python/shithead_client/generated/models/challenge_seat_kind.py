from enum import StrEnum

class ChallengeSeatKind(StrEnum):
    ACCOUNT = "account"
    BOT = "bot"
    OPEN = "open"
    PERSON = "person"
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
