from enum import StrEnum

class ListBotsSort(StrEnum):
    NAME = "name"
    RATING = "rating"

    def __str__(self) -> str:
        return str(self.value)
