from enum import StrEnum

class CauseActionBot(StrEnum):
    HEURISTIC = "heuristic"
    ISMCTS = "ismcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
