from enum import StrEnum

class PushBotNoticeType(StrEnum):
    GAME_ENDED = "game_ended"
    GAME_STARTED = "game_started"
    SEAT_LEFT = "seat_left"

    def __str__(self) -> str:
        return str(self.value)
