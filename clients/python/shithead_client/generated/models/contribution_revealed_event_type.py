from enum import StrEnum

class ContributionRevealedEventType(StrEnum):
    CONTRIBUTIONREVEALED = "ContributionRevealed"

    def __str__(self) -> str:
        return str(self.value)
