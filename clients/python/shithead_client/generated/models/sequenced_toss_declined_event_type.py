from enum import StrEnum

class SequencedTossDeclinedEventType(StrEnum):
    TOSSDECLINED = "TossDeclined"

    def __str__(self) -> str:
        return str(self.value)
