from enum import StrEnum

class SequencedCardsPlayedEventType(StrEnum):
    CARDSPLAYED = "CardsPlayed"

    def __str__(self) -> str:
        return str(self.value)
