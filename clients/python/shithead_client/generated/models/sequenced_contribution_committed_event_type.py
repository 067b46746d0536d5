from enum import StrEnum

class SequencedContributionCommittedEventType(StrEnum):
    CONTRIBUTIONCOMMITTED = "ContributionCommitted"

    def __str__(self) -> str:
        return str(self.value)
