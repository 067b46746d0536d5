from enum import StrEnum

class ChoiceMadeEventType(StrEnum):
    CHOICEMADE = "ChoiceMade"

    def __str__(self) -> str:
        return str(self.value)
