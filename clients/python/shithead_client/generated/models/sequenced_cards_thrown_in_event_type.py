from enum import StrEnum

class SequencedCardsThrownInEventType(StrEnum):
    CARDSTHROWNIN = "CardsThrownIn"

    def __str__(self) -> str:
        return str(self.value)
