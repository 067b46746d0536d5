from enum import StrEnum

class CardLeftFaceUpEventType(StrEnum):
    CARDLEFTFACEUP = "CardLeftFaceUp"

    def __str__(self) -> str:
        return str(self.value)
