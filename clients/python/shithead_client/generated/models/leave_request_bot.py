from enum import StrEnum

class LeaveRequestBot(StrEnum):
    HEURISTIC = "heuristic"
    ISMCTS = "ismcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
