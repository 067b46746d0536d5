from enum import StrEnum

class PassRequestedEventType(StrEnum):
    PASSREQUESTED = "PassRequested"

    def __str__(self) -> str:
        return str(self.value)
