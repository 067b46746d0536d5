from enum import StrEnum

class SequencedSeatFinishedEventType(StrEnum):
    SEATFINISHED = "SeatFinished"

    def __str__(self) -> str:
        return str(self.value)
