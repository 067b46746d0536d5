from enum import StrEnum

class TournamentParticipantsItemBot(StrEnum):
    HEURISTIC = "heuristic"
    ISMCTS = "ismcts"
    PULL = "pull"
    PUSH = "push"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
