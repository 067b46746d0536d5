from enum import StrEnum

class TossDeclinedEventType(StrEnum):
    TOSSDECLINED = "TossDeclined"

    def __str__(self) -> str:
        return str(self.value)
