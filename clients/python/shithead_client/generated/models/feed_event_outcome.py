from enum import StrEnum

class FeedEventOutcome(StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"
    EXPIRED = "expired"
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
