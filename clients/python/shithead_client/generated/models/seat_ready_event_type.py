from enum import StrEnum

class SeatReadyEventType(StrEnum):
    SEATREADY = "SeatReady"

    def __str__(self) -> str:
        return str(self.value)
