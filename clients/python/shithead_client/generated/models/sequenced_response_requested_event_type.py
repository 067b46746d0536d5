from enum import StrEnum

class SequencedResponseRequestedEventType(StrEnum):
    RESPONSEREQUESTED = "ResponseRequested"

    def __str__(self) -> str:
        return str(self.value)
