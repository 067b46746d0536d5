from enum import StrEnum

class SequencedRunOfferedEventType(StrEnum):
    RUNOFFERED = "RunOffered"

    def __str__(self) -> str:
        return str(self.value)
