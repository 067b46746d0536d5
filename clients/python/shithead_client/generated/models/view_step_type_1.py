from enum import StrEnum

class ViewStepType1(StrEnum):
    CHOOSE = "choose"
    DISCARD = "discard"
    LINK = "link"
    PASSING = "passing"
    RESPOND_BURN = "respond_burn"
    RESPOND_FORCED = "respond_forced"
    RESPOND_GAMBIT = "respond_gambit"
    RESPOND_SHOT = "respond_shot"
    RUN = "run"
    SAMPLE_ANSWER = "sample_answer"
    SAMPLE_RETURN = "sample_return"
    START = "start"
    TAKE = "take"
    TOSS = "toss"
    TURNED = "turned"

    def __str__(self) -> str:
        return str(self.value)
