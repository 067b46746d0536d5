from enum import StrEnum

class SequencedDealForfeitedEventType(StrEnum):
    DEALFORFEITED = "DealForfeited"

    def __str__(self) -> str:
        return str(self.value)
