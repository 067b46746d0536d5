from enum import StrEnum

class PileBurnedEventType(StrEnum):
    PILEBURNED = "PileBurned"

    def __str__(self) -> str:
        return str(self.value)
