from enum import StrEnum

class SequencedContributionRevealedEventType(StrEnum):
    CONTRIBUTIONREVEALED = "ContributionRevealed"

    def __str__(self) -> str:
        return str(self.value)
