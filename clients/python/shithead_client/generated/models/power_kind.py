from enum import StrEnum

class PowerKind(StrEnum):
    BURN = "burn"
    CANCEL = "cancel"
    FORCED_PICKUP = "forced_pickup"
    FREE_PLAY = "free_play"
    GO_AGAIN = "go_again"
    HAND_PASS = "hand_pass"
    LINK = "link"
    LOWER_THAN = "lower_than"
    MIMIC = "mimic"
    MODE_TOGGLE = "mode_toggle"
    PASS_CARDS = "pass_cards"
    REQUIRES = "requires"
    REVERSE = "reverse"
    SAMPLE = "sample"
    SHOOT = "shoot"
    SKIP = "skip"
    SWITCH = "switch"
    TRANSPARENT = "transparent"
    WILD = "wild"

    def __str__(self) -> str:
        return str(self.value)
