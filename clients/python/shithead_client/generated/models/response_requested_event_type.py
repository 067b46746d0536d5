from enum import StrEnum

class ResponseRequestedEventType(StrEnum):
    RESPONSEREQUESTED = "ResponseRequested"

    def __str__(self) -> str:
        return str(self.value)
