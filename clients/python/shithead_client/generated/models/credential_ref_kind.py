from enum import StrEnum

class CredentialRefKind(StrEnum):
    BOT = "bot"
    ORGANISER = "organiser"

    def __str__(self) -> str:
        return str(self.value)
