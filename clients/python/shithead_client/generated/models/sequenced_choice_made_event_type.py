from enum import StrEnum

class SequencedChoiceMadeEventType(StrEnum):
    CHOICEMADE = "ChoiceMade"

    def __str__(self) -> str:
        return str(self.value)
