from enum import StrEnum

class SequencedPassRequestedEventType(StrEnum):
    PASSREQUESTED = "PassRequested"

    def __str__(self) -> str:
        return str(self.value)
