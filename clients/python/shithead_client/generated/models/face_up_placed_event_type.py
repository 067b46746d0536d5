from enum import StrEnum

class FaceUpPlacedEventType(StrEnum):
    FACEUPPLACED = "FaceUpPlaced"

    def __str__(self) -> str:
        return str(self.value)
