from enum import StrEnum

class SeatFinishedEventType(StrEnum):
    SEATFINISHED = "SeatFinished"

    def __str__(self) -> str:
        return str(self.value)
