from enum import StrEnum

class VerifyResultOrigin(StrEnum):
    UNCHECKED = "unchecked"
    UNKNOWN = "unknown"
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
