from enum import StrEnum

class SequencedSeatReadyEventType(StrEnum):
    SEATREADY = "SeatReady"

    def __str__(self) -> str:
        return str(self.value)
