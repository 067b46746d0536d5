from enum import StrEnum

class ActionKind(StrEnum):
    CALL = "call"
    CHANCE = "chance"
    CHOOSE = "choose"
    COMMIT = "commit"
    DISCARD = "discard"
    DRAW = "draw"
    FLIP = "flip"
    GIVE = "give"
    PASS = "pass"
    PICKUP = "pickup"
    PLACE = "place"
    PLAY = "play"
    READY = "ready"
    REVEAL = "reveal"
    STACK = "stack"
    SWAP = "swap"
    SWITCH = "switch"
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
