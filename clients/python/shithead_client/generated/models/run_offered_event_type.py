from enum import StrEnum

class RunOfferedEventType(StrEnum):
    RUNOFFERED = "RunOffered"

    def __str__(self) -> str:
        return str(self.value)
