from enum import StrEnum

class SequencedFaceUpPlacedEventType(StrEnum):
    FACEUPPLACED = "FaceUpPlaced"

    def __str__(self) -> str:
        return str(self.value)
