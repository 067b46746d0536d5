from enum import StrEnum

class DealForfeitedEventType(StrEnum):
    DEALFORFEITED = "DealForfeited"

    def __str__(self) -> str:
        return str(self.value)
