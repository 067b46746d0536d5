from enum import StrEnum

class CardsGivenEventType(StrEnum):
    CARDSGIVEN = "CardsGiven"

    def __str__(self) -> str:
        return str(self.value)
