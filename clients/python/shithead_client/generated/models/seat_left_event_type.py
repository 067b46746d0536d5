from enum import StrEnum

class SeatLeftEventType(StrEnum):
    SEATLEFT = "SeatLeft"

    def __str__(self) -> str:
        return str(self.value)
