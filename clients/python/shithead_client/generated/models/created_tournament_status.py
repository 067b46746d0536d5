from enum import StrEnum

class CreatedTournamentStatus(StrEnum):
    CANCELLED = "cancelled"
    DONE = "done"
    FAILED = "failed"
    RUNNING = "running"
    UPCOMING = "upcoming"

    def __str__(self) -> str:
        return str(self.value)
