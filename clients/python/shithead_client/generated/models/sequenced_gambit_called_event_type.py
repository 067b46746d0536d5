from enum import StrEnum

class SequencedGambitCalledEventType(StrEnum):
    GAMBITCALLED = "GambitCalled"

    def __str__(self) -> str:
        return str(self.value)
