from enum import StrEnum

class SequencedPileBurnedEventType(StrEnum):
    PILEBURNED = "PileBurned"

    def __str__(self) -> str:
        return str(self.value)
