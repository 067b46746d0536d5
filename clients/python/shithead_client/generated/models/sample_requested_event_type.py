from enum import StrEnum

class SampleRequestedEventType(StrEnum):
    SAMPLEREQUESTED = "SampleRequested"

    def __str__(self) -> str:
        return str(self.value)
