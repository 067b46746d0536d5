"""John Green's 2018 rules (``001_8510e208aeb1b3bd.txt``): ``green-shithead-2018`` and
``green-cutthroat-2018`` (the Queens Gambit as an option).
"""

from __future__ import annotations

from ..model import Ruleset, changed
from ..options import Option
from ..parts import FourOfAKind, Gambit, Layer, Layout, MatchRules
from ..powers import CardRule
from .shared import P, add_power, flag, turn_cap_option

_GREEN_2018_COMMON = dict(
    min_players=2,
    max_players=5,
    hand_min=3,
    turn_draw="required_at_min",
    start_card=True,
    first_player="left_of_dealer",
    after_pickup="picker",
    face_up_pickup="stay",
    runs_of_drawn=True,
    match=MatchRules(spoils=True),
)

GREEN_SHITHEAD_2018 = Ruleset(
    name="green-shithead-2018",
    title="Shithead (John Green, 2018)",
    source="001_8510e208aeb1b3bd.txt: Shithead",
    description=(
        "Nine cards each: three face down, a hand of six from which three are laid face up. The "
        "dealer turns the first card of the pile; play begins left of the dealer. Draw at the "
        "start of each turn (optional while holding more than three), keep at least three. 2 is a "
        "free play for its player, 3 matches the card below, 8 is less-than-8, 10 clears (not on "
        "an 8), four of a kind clears (3s bridge but do not count). Freshly drawn cards of the "
        "rank just played may join the play. You may pick up voluntarily; the picker starts the "
        "new pile. In the end round any uncovered table card may be played. Readings chosen: the "
        "turn-start draw is compulsory with exactly three cards ('start each turn by drawing'); "
        "the turned first card restricts the next play like a played card but has no effect of "
        "its own."
    ),
    layout=Layout(
        slots=3,
        layers=(Layer(visibility="hidden"), Layer(visibility="public")),
        hand=6,
        setup="choose",
        access="uncovered",
    ),
    cards=(
        CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="self"),)),
        CardRule(cards="3", placement="anywhere", powers=(P(kind="mimic"),)),
        CardRule(
            cards="8",
            placement="anywhere",
            powers=(P(kind="lower_than", rank="8", inclusive=True),),
        ),
        CardRule(cards="T", placement="anywhere", powers=(P(kind="burn"),)),
    ),
    four_of_a_kind=FourOfAKind(count=4, mimic_bridges=True),
    **_GREEN_2018_COMMON,  # type: ignore[arg-type]
)

_THREE_REVERSES = flag(
    "three_reverses",
    "with three or more players a 3 also reverses the direction of play",
    lambda rs: add_power(rs, "3", P(kind="reverse")),
)

GREEN_SHITHEAD_2018_OPTIONS: tuple[Option, ...] = (_THREE_REVERSES, turn_cap_option())

_CANCEL = P(kind="cancel", targets=("burn", "lower_than", "requires"))

GREEN_CUTTHROAT_2018 = Ruleset(
    name="green-cutthroat-2018",
    title="Cutthroat (John Green, 2018)",
    source="001_8510e208aeb1b3bd.txt: Cutthroat",
    description=(
        "Shithead 2018 with the covering cards laid face DOWN (known to their owner) and no four "
        "of a kind clear. 2 is a free play for the NEXT player when played by itself, and links "
        "plays into one turn (Link2: 44, 2, 555; the chained play must be legal on the play "
        "before the link; a link cannot start a pile). 6 needs a face card (J Q K A or 6) next, J "
        "needs a power card (2 3 8 10 or J) next; both are played in turn. The 4, 7, 9 and K of "
        "spades, played alone, cancel a 6, J, 8 or 10 (a 10's clear waits for the next player's "
        "answer). The ace of spades is wild (not as a 10 or the 5 of spades); an ace can always "
        "be played on it. Option: the Queens Gambit (four queens at once force the next player "
        "to pick up; the 5 of spades sends it back; the queen of spades then leaves the game). "
        "Readings chosen: a player who went out with a gambit cannot have it sent back."
    ),
    layout=Layout(
        slots=3,
        layers=(Layer(visibility="hidden"), Layer(visibility="owner")),
        hand=6,
        setup="choose",
        access="uncovered",
    ),
    cards=(
        CardRule(
            cards="2",
            placement="anywhere",
            powers=(P(kind="free_play", who="next"), P(kind="link", many=True, off_top=False)),
        ),
        CardRule(cards="3", placement="anywhere", powers=(P(kind="mimic"),)),
        CardRule(cards="6", powers=(P(kind="requires", ranks=("J", "Q", "K", "A", "6")),)),
        CardRule(
            cards="8",
            placement="anywhere",
            powers=(P(kind="lower_than", rank="8", inclusive=True),),
        ),
        CardRule(cards="T", placement="anywhere", powers=(P(kind="burn"),)),
        CardRule(cards="J", powers=(P(kind="requires", ranks=("2", "3", "8", "T", "J")),)),
        CardRule(cards="4S", powers=(_CANCEL,)),
        CardRule(cards="7S", powers=(_CANCEL,)),
        CardRule(cards="9S", powers=(_CANCEL,)),
        CardRule(cards="KS", powers=(_CANCEL,)),
        CardRule(cards="AS", powers=(P(kind="wild", exclude=("T", "5S")),)),
    ),
    four_of_a_kind=None,
    **{**_GREEN_2018_COMMON, "match": MatchRules(spoils=True, games=3)},  # type: ignore[arg-type]
)

GREEN_CUTTHROAT_2018_OPTIONS: tuple[Option, ...] = (
    flag(
        "queens_gambit",
        "the Queens Gambit with the 5 of spades as its counter card",
        lambda rs: changed(rs, gambits=(Gambit(rank="Q", counters=("5S",), remove="QS"),)),
    ),
    _THREE_REVERSES,
    turn_cap_option(),
)
