from enum import StrEnum

class SequencedCardsGivenEventType(StrEnum):
    CARDSGIVEN = "CardsGiven"

    def __str__(self) -> str:
        return str(self.value)
