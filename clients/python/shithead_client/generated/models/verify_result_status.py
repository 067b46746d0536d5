from enum import StrEnum

class VerifyResultStatus(StrEnum):
    CONSISTENT_SO_FAR = "consistent_so_far"
    INVALID = "invalid"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
