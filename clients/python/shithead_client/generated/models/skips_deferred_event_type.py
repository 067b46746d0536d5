from enum import StrEnum

class SkipsDeferredEventType(StrEnum):
    SKIPSDEFERRED = "SkipsDeferred"

    def __str__(self) -> str:
        return str(self.value)
