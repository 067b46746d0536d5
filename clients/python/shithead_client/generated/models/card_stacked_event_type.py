from enum import StrEnum

class CardStackedEventType(StrEnum):
    CARDSTACKED = "CardStacked"

    def __str__(self) -> str:
        return str(self.value)
