from enum import StrEnum

class ParticipantRequestType0(StrEnum):
    HEURISTIC = "heuristic"
    ISMCTS = "ismcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
