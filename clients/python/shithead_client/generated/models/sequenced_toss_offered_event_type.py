from enum import StrEnum

class SequencedTossOfferedEventType(StrEnum):
    TOSSOFFERED = "TossOffered"

    def __str__(self) -> str:
        return str(self.value)
