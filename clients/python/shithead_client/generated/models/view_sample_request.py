from enum import StrEnum

class ViewSampleRequest(StrEnum):
    HIGH = "high"
    LOW = "low"
    SPECIAL = "special"

    def __str__(self) -> str:
        return str(self.value)
