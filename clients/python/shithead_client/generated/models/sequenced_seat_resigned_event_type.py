from enum import StrEnum

class SequencedSeatResignedEventType(StrEnum):
    SEATRESIGNED = "SeatResigned"

    def __str__(self) -> str:
        return str(self.value)
