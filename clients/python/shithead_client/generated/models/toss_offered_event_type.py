from enum import StrEnum

class TossOfferedEventType(StrEnum):
    TOSSOFFERED = "TossOffered"

    def __str__(self) -> str:
        return str(self.value)
