from enum import StrEnum

class TournamentGameResultReason(StrEnum):
    FIRST_OUT = "first_out"
    FORFEIT = "forfeit"
    LAST_PLAYER = "last_player"
    TURN_CAP = "turn_cap"

    def __str__(self) -> str:
        return str(self.value)
