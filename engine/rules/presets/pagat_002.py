"""``classic``: the widely played standard game of ``002_7b5430d6923f0043.txt`` (the pagat.com
page); the variations listed in its tail are options on it.
"""

from __future__ import annotations

import dataclasses

from ..model import Ruleset, changed
from ..options import Option
from ..parts import FourOfAKind, Layer, Layout
from ..powers import CardRule
from .shared import P, card_rule, flag, set_card, turn_cap_option

CLASSIC = Ruleset(
    name="classic",
    title="Shithead (standard rules)",
    source="002_7b5430d6923f0043.txt: the pagat.com description and its variations",
    description=(
        "2-5 players, 3 face-down, 3 face-up and 3 in hand; swap before play; the first 3 dealt "
        "face up starts (else the first 3 in a hand, then 4s...); equal or higher; 2 resets; 10 "
        "burns and the player goes again; four of a kind burns; pick up the pile when you cannot "
        "or will not play; face-up cards after the hand, then blind face-down cards; the last "
        "player holding cards loses. Readings chosen: who starts is decided by where the cards "
        "were dealt, so a 3 dealt face up counts even if swapped into the hand, and a 3 dealt "
        "to the hand counts as called from it even if laid face up in the exchange; the text "
        "both says a ten 'may be played on "
        "any turn' and that 'in the main description a ten cannot be played on a jack, queen, king "
        "or ace'; the preset takes the latter and the option ten_anytime gives the former. A group "
        "of jokers reverses the direction once."
    ),
    min_players=2,
    max_players=5,
    layout=Layout(slots=3, layers=(Layer(visibility="hidden"), Layer(visibility="public")), hand=3),
    hand_min=3,
    first_player="lowest_dealt",
    first_player_ranks="3456789TJQKA2",
    cards=(
        CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="next"),)),
        CardRule(cards="T", placement="up_to", up_to="T", powers=(P(kind="burn"),)),
    ),
    four_of_a_kind=FourOfAKind(count=4, mimic_bridges=False),
    after_pickup="next_player",
    face_up_pickup="take_one",
)


def _classic_jokers(rs: Ruleset) -> Ruleset:
    rs = changed(rs, jokers=2, max_players=6)
    return set_card(
        rs,
        CardRule(cards="JK", placement="always", powers=(P(kind="transparent"), P(kind="reverse"))),
    )


def _classic_egilsson_fives(rs: Ruleset) -> Ruleset:
    return set_card(
        rs,
        CardRule(
            cards="5",
            placement="anywhere",
            powers=(P(kind="lower_than", rank="5", inclusive=False),),
        ),
    )


CLASSIC_OPTIONS: tuple[Option, ...] = (
    flag(
        "ten_anytime",
        "a ten may be played on any card, clearing the pile",
        lambda rs: set_card(
            rs, dataclasses.replace(card_rule(rs, "T"), placement="always", up_to="")
        ),
    ),
    flag(
        "jokers",
        "six players with two jokers: played any time, alone or together, they only "
        "reverse the direction and the next player must beat the card below",
        _classic_jokers,
    ),
    flag(
        "find_winner",
        "play to find a winner: the first player out of cards wins",
        lambda rs: changed(rs, objective="first_out"),
    ),
    flag(
        "pickup_leaves_face_up",
        "picking up while on face-up cards leaves them all on the table",
        lambda rs: changed(rs, face_up_pickup="stay"),
    ),
    Option(
        name="deal",
        summary="'swap': 3 face up dealt, swap with the hand; 'choose': a hand of "
        "six, any three laid face up",
        default="swap",
        type=("swap", "choose"),
        apply=lambda rs, v: changed(
            rs,
            layout=dataclasses.replace(
                rs.layout, setup=v, hand=rs.layout.hand + (rs.layout.slots if v == "choose" else 0)
            ),
        ),
    ),
    flag(
        "finnish_layout",
        "four face-down and four face-up cards (Finland); 2-4 players, as "
        "eleven cards each for five would not fit in one deck",
        lambda rs: changed(
            rs, max_players=min(rs.max_players, 4), layout=dataclasses.replace(rs.layout, slots=4)
        ),
    ),
    flag(
        "hand_of_four",
        "hands of four cards (Ten-Two Slide)",
        lambda rs: changed(
            rs, hand_min=4, layout=dataclasses.replace(rs.layout, hand=rs.layout.hand + 1)
        ),
    ),
    flag(
        "egilsson_fives",
        "fives go on any card and the next card must be lower than 5 (Egilsson)",
        _classic_egilsson_fives,
    ),
    flag(
        "chance_card",
        "instead of playing, try the top card of the stock (Egilsson)",
        lambda rs: changed(rs, chance_card=True),
    ),
    turn_cap_option(),
)
