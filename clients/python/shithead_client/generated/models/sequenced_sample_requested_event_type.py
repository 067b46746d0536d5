from enum import StrEnum

class SequencedSampleRequestedEventType(StrEnum):
    SAMPLEREQUESTED = "SampleRequested"

    def __str__(self) -> str:
        return str(self.value)
