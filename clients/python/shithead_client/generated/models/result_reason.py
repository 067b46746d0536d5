from enum import StrEnum

class ResultReason(StrEnum):
    ABORTED = "aborted"
    FIRST_OUT = "first_out"
    FORFEIT = "forfeit"
    LAST_PLAYER = "last_player"
    RESIGNED = "resigned"
    TURN_CAP = "turn_cap"

    def __str__(self) -> str:
        return str(self.value)
