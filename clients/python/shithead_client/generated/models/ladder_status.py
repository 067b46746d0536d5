from enum import StrEnum

class LadderStatus(StrEnum):
    CANCELLED = "cancelled"
    RUNNING = "running"
    WAITING_FOR_BOTS = "waiting_for_bots"
    WAITING_FOR_QUOTA = "waiting_for_quota"
    WAITING_FOR_WORKER = "waiting_for_worker"

    def __str__(self) -> str:
        return str(self.value)
