from enum import StrEnum

class SeatResignedEventType(StrEnum):
    SEATRESIGNED = "SeatResigned"

    def __str__(self) -> str:
        return str(self.value)
