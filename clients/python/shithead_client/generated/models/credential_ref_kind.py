from enum import StrEnum

class CredentialRefKind(StrEnum):
    BOT = "bot"
    OPERATOR = "operator"
    ORGANISER = "organiser"
    SERVICE = "service"

    def __str__(self) -> str:
        return str(self.value)
