from enum import StrEnum

class ChallengeStatus(StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"
    EXPIRED = "expired"
    FAILED = "failed"
    PENDING = "pending"
    STARTING = "starting"

    def __str__(self) -> str:
        return str(self.value)
