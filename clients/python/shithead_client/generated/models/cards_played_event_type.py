from enum import StrEnum

class CardsPlayedEventType(StrEnum):
    CARDSPLAYED = "CardsPlayed"

    def __str__(self) -> str:
        return str(self.value)
