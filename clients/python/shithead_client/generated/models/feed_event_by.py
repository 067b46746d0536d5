from enum import StrEnum

class FeedEventBy(StrEnum):
    CHALLENGE = "challenge"
    CREATE = "create"
    EXPIRY = "expiry"
    LADDER = "ladder"
    LOBBY = "lobby"
    TOURNAMENT = "tournament"

    def __str__(self) -> str:
        return str(self.value)
