from enum import StrEnum

class VerifyResultSignature(StrEnum):
    ABSENT = "absent"
    UNCHECKED = "unchecked"
    UNKNOWN_KEY = "unknown_key"
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
