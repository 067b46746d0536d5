from enum import StrEnum

class CreatedTournamentParticipantsItemBot(StrEnum):
    HEURISTIC = "heuristic"
    ISMCTS = "ismcts"
    PUSH = "push"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
