from enum import StrEnum

class SequencedCardLeftFaceUpEventType(StrEnum):
    CARDLEFTFACEUP = "CardLeftFaceUp"

    def __str__(self) -> str:
        return str(self.value)
