from enum import StrEnum

class FeedEventType(StrEnum):
    CHALLENGE = "challenge"
    CHALLENGE_ENDED = "challenge_ended"
    GAME_ENDED = "game_ended"
    GAME_STARTED = "game_started"
    SEAT_ASSIGNED = "seat_assigned"
    SEAT_LEFT = "seat_left"
    TOURNAMENT_INVITED = "tournament_invited"
    TOURNAMENT_OPEN = "tournament_open"

    def __str__(self) -> str:
        return str(self.value)
