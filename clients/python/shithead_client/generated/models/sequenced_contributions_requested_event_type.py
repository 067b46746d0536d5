from enum import StrEnum

class SequencedContributionsRequestedEventType(StrEnum):
    CONTRIBUTIONSREQUESTED = "ContributionsRequested"

    def __str__(self) -> str:
        return str(self.value)
