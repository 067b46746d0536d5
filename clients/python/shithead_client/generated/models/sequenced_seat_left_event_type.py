from enum import StrEnum

class SequencedSeatLeftEventType(StrEnum):
    SEATLEFT = "SeatLeft"

    def __str__(self) -> str:
        return str(self.value)
