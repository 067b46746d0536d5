from enum import StrEnum

class CardsThrownInEventType(StrEnum):
    CARDSTHROWNIN = "CardsThrownIn"

    def __str__(self) -> str:
        return str(self.value)
