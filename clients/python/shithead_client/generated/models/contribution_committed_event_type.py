from enum import StrEnum

class ContributionCommittedEventType(StrEnum):
    CONTRIBUTIONCOMMITTED = "ContributionCommitted"

    def __str__(self) -> str:
        return str(self.value)
