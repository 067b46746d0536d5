from enum import StrEnum

class SequencedCardStackedEventType(StrEnum):
    CARDSTACKED = "CardStacked"

    def __str__(self) -> str:
        return str(self.value)
