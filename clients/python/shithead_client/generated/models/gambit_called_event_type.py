from enum import StrEnum

class GambitCalledEventType(StrEnum):
    GAMBITCALLED = "GambitCalled"

    def __str__(self) -> str:
        return str(self.value)
