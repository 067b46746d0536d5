from enum import StrEnum

class SequencedSkipsDeferredEventType(StrEnum):
    SKIPSDEFERRED = "SkipsDeferred"

    def __str__(self) -> str:
        return str(self.value)
