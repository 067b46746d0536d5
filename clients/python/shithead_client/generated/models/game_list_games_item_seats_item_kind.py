from enum import StrEnum

class GameListGamesItemSeatsItemKind(StrEnum):
    BOT = "bot"
    OPEN = "open"
    PERSON = "person"

    def __str__(self) -> str:
        return str(self.value)
