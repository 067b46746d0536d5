from enum import StrEnum

class CreateGameRequestDealMode(StrEnum):
    CONTRIBUTED = "contributed"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
