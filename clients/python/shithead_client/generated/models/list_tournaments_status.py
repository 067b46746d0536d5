from enum import StrEnum

class ListTournamentsStatus(StrEnum):
    FINISHED = "finished"
    RUNNING = "running"
    UPCOMING = "upcoming"

    def __str__(self) -> str:
        return str(self.value)
