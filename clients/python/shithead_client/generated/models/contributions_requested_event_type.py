from enum import StrEnum

class ContributionsRequestedEventType(StrEnum):
    CONTRIBUTIONSREQUESTED = "ContributionsRequested"

    def __str__(self) -> str:
        return str(self.value)
