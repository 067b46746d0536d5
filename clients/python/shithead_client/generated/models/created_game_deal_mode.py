from enum import StrEnum

class CreatedGameDealMode(StrEnum):
    CONTRIBUTED = "contributed"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
