from enum import StrEnum

class SequencedCardsPlayedEventSource(StrEnum):
    HAND = "hand"
    TABLE = "table"
    TURNED = "turned"

    def __str__(self) -> str:
        return str(self.value)
