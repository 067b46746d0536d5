from enum import StrEnum

class VerifyResultStatus(StrEnum):
    CONSISTENT = "consistent"
    CONSISTENT_SO_FAR = "consistent_so_far"
    INVALID = "invalid"
    UNAUTHENTICATED = "unauthenticated"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
