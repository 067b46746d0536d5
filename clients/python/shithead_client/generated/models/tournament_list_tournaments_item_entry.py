from enum import StrEnum

class TournamentListTournamentsItemEntry(StrEnum):
    INVITE = "invite"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
