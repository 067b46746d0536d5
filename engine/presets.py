"""The presets: each rule system of the source texts as a ruleset, with its options.

Every preset is data. An option is a named, typed change to a preset's data, declared
next to it; :func:`build_ruleset` applies chosen options and validates the result.
Readings chosen where a text is vague or contradicts itself are listed in each preset's
``description`` (and in ``docs/rulesets.md``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .rules import (
    CardRule,
    FourOfAKind,
    Gambit,
    Layer,
    Layout,
    MatchRules,
    Placement,
    Power,
    Ruleset,
    RulesetError,
    selector_cards,
    validate,
)

P = Power

# --- option machinery ------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Option:
    name: str
    summary: str
    default: Any
    #: ``bool``, ``int`` or a tuple of allowed string values.
    type: str | tuple[str, ...]
    apply: Callable[[Ruleset, Any], Ruleset]
    minimum: int = 0
    maximum: int = 0
    #: Given the finished ruleset, why this option (chosen) cannot be honoured, or ``None``.
    clash: Callable[[Ruleset], str | None] | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "summary": self.summary, "default": self.default}
        if isinstance(self.type, tuple):
            out["type"] = "choice"
            out["choices"] = list(self.type)
        else:
            out["type"] = self.type
        if self.type == "int":
            out["minimum"], out["maximum"] = self.minimum, self.maximum
        return out

    def check(self, value: Any) -> Any:
        if isinstance(self.type, tuple):
            if value not in self.type:
                raise RulesetError(f"option {self.name!r} must be one of {list(self.type)}, got {value!r}")
        elif self.type == "bool":
            if not isinstance(value, bool):
                raise RulesetError(f"option {self.name!r} must be true or false, got {value!r}")
        elif self.type == "int" and (
            isinstance(value, bool) or not isinstance(value, int) or not self.minimum <= value <= self.maximum
        ):
            raise RulesetError(
                f"option {self.name!r} must be an integer from {self.minimum} to {self.maximum}, got {value!r}"
            )
        return value


def set_card(rs: Ruleset, rule: CardRule) -> Ruleset:
    """``rs`` with the card rule for ``rule.cards`` replaced (or added)."""
    rules = [r for r in rs.cards if r.cards != rule.cards]
    rules.append(rule)
    return dataclasses.replace(rs, cards=tuple(rules))


def card_rule(rs: Ruleset, selector: str) -> CardRule:
    for r in rs.cards:
        if r.cards == selector:
            return r
    return CardRule(cards=selector)


def add_power(rs: Ruleset, selector: str, power: Power) -> Ruleset:
    rule = card_rule(rs, selector)
    return set_card(rs, dataclasses.replace(rule, powers=(*rule.powers, power)))


def _flag(name: str, summary: str, when_on: Callable[[Ruleset], Ruleset]) -> Option:
    return Option(
        name=name, summary=summary, default=False, type="bool",
        apply=lambda rs, v: when_on(rs) if v else rs,
    )


def _turn_cap_option() -> Option:
    return Option(
        name="turn_cap", summary="turns after which the game ends as a draw", default=1000,
        type="int", minimum=10, maximum=100_000,
        apply=lambda rs, v: dataclasses.replace(rs, turn_cap=v),
    )


# --- the standard game (pagat) ---------------------------------------------------------

CLASSIC = Ruleset(
    name="classic",
    title="Shithead (standard rules)",
    source="002_7b5430d6923f0043.txt: the pagat.com description and its variations",
    description=(
        "2-5 players, 3 face-down, 3 face-up and 3 in hand; swap before play; the first 3 dealt "
        "face up starts (else the first 3 in a hand, then 4s...); equal or higher; 2 resets; 10 "
        "burns and the player goes again; four of a kind burns; pick up the pile when you cannot "
        "or will not play; face-up cards after the hand, then blind face-down cards; the last "
        "player holding cards loses. Reading chosen: the text both says a ten 'may be played on "
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
    rs = dataclasses.replace(rs, jokers=2, max_players=6)
    return set_card(rs, CardRule(
        cards="JK", placement="always", powers=(P(kind="transparent"), P(kind="reverse")),
    ))


def _classic_egilsson_fives(rs: Ruleset) -> Ruleset:
    return set_card(rs, CardRule(
        cards="5", placement="anywhere", powers=(P(kind="lower_than", rank="5", inclusive=False),),
    ))


CLASSIC_OPTIONS: tuple[Option, ...] = (
    _flag("ten_anytime", "a ten may be played on any card, clearing the pile",
          lambda rs: set_card(rs, dataclasses.replace(card_rule(rs, "T"), placement="always", up_to=""))),
    _flag("jokers", "six players with two jokers: played any time, alone or together, they only "
          "reverse the direction and the next player must beat the card below",
          _classic_jokers),
    _flag("find_winner", "play to find a winner: the first player out of cards wins",
          lambda rs: dataclasses.replace(rs, objective="first_out")),
    _flag("pickup_leaves_face_up", "picking up while on face-up cards leaves them all on the table",
          lambda rs: dataclasses.replace(rs, face_up_pickup="stay")),
    Option(name="deal", summary="'swap': 3 face up dealt, swap with the hand; 'choose': a hand of "
           "six, any three laid face up", default="swap", type=("swap", "choose"),
           apply=lambda rs, v: dataclasses.replace(
               rs, layout=dataclasses.replace(
                   rs.layout, setup=v,
                   hand=rs.layout.hand + (rs.layout.slots if v == "choose" else 0)))),
    _flag("finnish_layout", "four face-down and four face-up cards (Finland); 2-4 players, as "
          "eleven cards each for five would not fit in one deck",
          lambda rs: dataclasses.replace(
              rs, max_players=min(rs.max_players, 4),
              layout=dataclasses.replace(rs.layout, slots=4))),
    _flag("hand_of_four", "hands of four cards (Ten-Two Slide)",
          lambda rs: dataclasses.replace(
              rs, hand_min=4, layout=dataclasses.replace(rs.layout, hand=rs.layout.hand + 1))),
    _flag("egilsson_fives", "fives go on any card and the next card must be lower than 5 (Egilsson)",
          _classic_egilsson_fives),
    _flag("chance_card", "instead of playing, try the top card of the stock (Egilsson)",
          lambda rs: dataclasses.replace(rs, chance_card=True)),
    _turn_cap_option(),
)

# --- John Green, 2018 ------------------------------------------------------------------

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
        slots=3, layers=(Layer(visibility="hidden"), Layer(visibility="public")), hand=6,
        setup="choose", access="uncovered",
    ),
    cards=(
        CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="self"),)),
        CardRule(cards="3", placement="anywhere", powers=(P(kind="mimic"),)),
        CardRule(cards="8", placement="anywhere",
                 powers=(P(kind="lower_than", rank="8", inclusive=True),)),
        CardRule(cards="T", placement="anywhere", powers=(P(kind="burn"),)),
    ),
    four_of_a_kind=FourOfAKind(count=4, mimic_bridges=True),
    **_GREEN_2018_COMMON,  # type: ignore[arg-type]
)

_THREE_REVERSES = _flag(
    "three_reverses", "with three or more players a 3 also reverses the direction of play",
    lambda rs: add_power(rs, "3", P(kind="reverse")),
)

GREEN_SHITHEAD_2018_OPTIONS: tuple[Option, ...] = (_THREE_REVERSES, _turn_cap_option())

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
        slots=3, layers=(Layer(visibility="hidden"), Layer(visibility="owner")), hand=6,
        setup="choose", access="uncovered",
    ),
    cards=(
        CardRule(cards="2", placement="anywhere",
                 powers=(P(kind="free_play", who="next"), P(kind="link", many=True, off_top=False))),
        CardRule(cards="3", placement="anywhere", powers=(P(kind="mimic"),)),
        CardRule(cards="6", powers=(P(kind="requires", ranks=("J", "Q", "K", "A", "6")),)),
        CardRule(cards="8", placement="anywhere",
                 powers=(P(kind="lower_than", rank="8", inclusive=True),)),
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
    _flag("queens_gambit", "the Queens Gambit with the 5 of spades as its counter card",
          lambda rs: dataclasses.replace(
              rs, gambits=(Gambit(rank="Q", counters=("5S",), remove="QS"),))),
    _THREE_REVERSES,
    _turn_cap_option(),
)

# --- John Green, 2003-06 ---------------------------------------------------------------

GREEN_SHITHEAD_2006 = Ruleset(
    name="green-shithead-2006",
    title="Shit Head (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Shit Head",
    description=(
        "Used rules: 2 as free play for self, 3 as match, 8 as less than 8, 10 as clear, four of "
        "a kind as clear. Three face down, a hand of six from which three are laid face up, one "
        "card turned to start the deck. Draw at the start of each turn (optional above three "
        "cards), minimum of three. The player who picks up starts the new deck. Face-up cards "
        "before face-down ones; picking up from the table takes one face-up card of your choice. "
        "Your last hand cards may be played together with equal face-up cards. Readings chosen: "
        "the turned start card must be equalled or beaten like a played card but has no effect "
        "of its own; "
        "in Shit Head a 10 may be played even on an 8 ('in CT ... you can no longer play 10's on "
        "8's'); 3s bridge but do not count towards four of a kind, as in the author's 2018 rules."
    ),
    min_players=2,
    max_players=5,
    layout=Layout(
        slots=3, layers=(Layer(visibility="hidden"), Layer(visibility="public")), hand=6,
        setup="choose", access="layer",
    ),
    hand_min=3,
    turn_draw="required_at_min",
    start_card=True,
    first_player="left_of_dealer",
    cards=(
        CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="self"),)),
        CardRule(cards="3", placement="anywhere", powers=(P(kind="mimic"),)),
        CardRule(cards="8", placement="anywhere",
                 powers=(P(kind="lower_than", rank="8", inclusive=True),)),
        CardRule(cards="T", placement="always", powers=(P(kind="burn"),)),
    ),
    four_of_a_kind=FourOfAKind(count=4, mimic_bridges=True),
    after_pickup="picker",
    face_up_pickup="take_one",
    combine_with_table=True,
    match=MatchRules(winner_starts=True),
)

# --- John Green, 2003-06: the Cut Throat ladder (000) ----------------------------------

_CT_DESCRIPTION = (
    "Cut Throat plays like Shit Head (draw at the start of a turn, one card turned to start "
    "the deck, the player who picks up starts the new deck) with a harder deal: eight face-down "
    "bottom cards in two layers of four (the top four before the bottom four) and a hand of "
    "five, which is the minimum; the hand maximum is ten (it limits what a player may stock: "
    "optional draws and voluntary pick-ups). The first bottom card a player picks is a free "
    "look: it may be left face up and another picked; a second card equal to it takes the "
    "first along. Four of a kind no longer clears. Readings chosen: three players at most (eight "
    "table cards and five in hand each, plus the turned card, fit one deck three times); the "
    "hand maximum never forces anyone to discard and does not stop a forced pick-up."
)

_CT_CARDS = (
    CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="next"),)),
    CardRule(cards="3", placement="anywhere", powers=(P(kind="mimic"),)),
    CardRule(cards="6", powers=(P(kind="requires", ranks=("J", "Q", "K", "A", "6")),)),
    CardRule(cards="8", placement="anywhere",
             powers=(P(kind="lower_than", rank="8", inclusive=True),)),
    CardRule(cards="T", placement="anywhere", powers=(P(kind="burn"),)),
    CardRule(cards="J", powers=(P(kind="requires", ranks=("2", "3", "8", "JK", "J")),)),
)

GREEN_CT_2006 = Ruleset(
    name="green-ct-2006",
    title="Cut Throat (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat",
    description=(
        "Used rules: 2 as free play for the next player, 3 as match, 8 as less than 8, 10 as "
        "clear (not on an 8), 6 as face card (J, Q, K, A or 6 next), J as power card (2, 3, 8, "
        "joker or J next); 6s and Js are played in turn. " + _CT_DESCRIPTION
    ),
    min_players=2,
    max_players=3,
    layout=Layout(slots=4, layers=(Layer(visibility="hidden"), Layer(visibility="hidden")),
                  hand=5, setup="none", access="layer"),
    hand_min=5,
    hand_max=10,
    turn_draw="required_at_min",
    start_card=True,
    first_player="left_of_dealer",
    cards=_CT_CARDS,
    four_of_a_kind=None,
    after_pickup="picker",
    face_up_pickup="stay",
    first_blind_free=True,
    match=MatchRules(winner_starts=True),
)

_CANCEL_2006 = P(kind="cancel", targets=("burn", "lower_than", "requires"))

GREEN_CTS_2006 = dataclasses.replace(
    GREEN_CT_2006,
    name="green-cts-2006",
    title="Cut Throat Spades (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Spades",
    description=(
        "Cut Throat with jokers as forced pick-up, cancel cards and counter jokers. A joker (a "
        "power card: on anything but a 6) makes the next player pick up the deck; that player "
        "may instead lay the 5 or the queen of spades, which passes the pick-up on to the next "
        "player (so the deck can be passed twice), or any four of a kind, which discards the "
        "joker (play continues off the four). The joker leaves the game once it is resolved. "
        "The 4, 7, 9 and K of spades, laid alone, cancel a 6, 8, 10 or J (a 10's clear waits "
        "for the next player's answer); play resumes off the cancel card. " + _CT_DESCRIPTION
    ),
    jokers=2,
    cards=(
        *_CT_CARDS,
        CardRule(cards="JK", placement="anywhere", powers=(
            P(kind="forced_pickup", counters=("5S", "QS"), counter_mode="pass_on",
              blocked_by_four=True),
        )),
        CardRule(cards="4S", powers=(_CANCEL_2006,)),
        CardRule(cards="7S", powers=(_CANCEL_2006,)),
        CardRule(cards="9S", powers=(_CANCEL_2006,)),
        CardRule(cards="KS", powers=(_CANCEL_2006,)),
    ),
)

_LINK_MANY = P(kind="link", many=True, off_top=True)
_LINK_ONE = P(kind="link", many=False, off_top=True, per_turn=1, extra=("2S",))
_WILD_2006 = P(kind="wild", exclude=("T", "JK", "5S", "QS"), in_turn=True)

_CTSR_DESCRIPTION = (
    "2s also link plays into one turn (Link2: 8, 2, 6). The card after a link must be playable "
    "on the card before it; a link may be laid straight on the top card of the deck but cannot "
    "start an empty deck; a 10 may be linked only to a cancel card that stops it. A 2 played "
    "for itself is still a free play for the next player. The ace of spades is wild: it may be "
    "played as any card it could be in numerical order there (not as a 10, a joker or a "
    "counter joker, nor as a power card out of turn: no 8 on a 6), as a cancel card, or as a "
    "2 in a link; any ace may be played on it. Readings chosen: with many links (the default) "
    "a link may be several 2s at once and a turn may hold any number of links; the option "
    "links='one' makes each link one 2 and allows one plain 2 per turn, the 2 of spades and "
    "the ace of spades (as a 2) each adding one more link."
)

GREEN_CTSR_2006 = dataclasses.replace(
    GREEN_CTS_2006,
    name="green-ctsr-2006",
    title="Cut Throat Spades Revised (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Spades Revised",
    description=(
        "Cut Throat Spades with links and the ace of spades wild. " + _CTSR_DESCRIPTION + " "
        + GREEN_CTS_2006.description
    ),
    cards=(
        *(r for r in GREEN_CTS_2006.cards if r.cards != "2"),
        CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="next"), _LINK_MANY)),
        CardRule(cards="AS", powers=(_WILD_2006,)),
    ),
)

_GAMBIT_RANKS = "4579KA"

_CTG_DESCRIPTION = (
    "Gambits: four 4s, 5s, 7s, 9s, kings or aces laid together from the hand, where that rank "
    "may be played in turn, may be called a gambit (or played for their value). Its spade "
    "leaves the game; the next player may stop it with a joker (which leaves the game too); "
    "otherwise its player chooses: discard four hand cards out of the game, draw four cards, "
    "or make the next player draw four; a gambit that was the last hand cards, with the stock "
    "gone, may instead take two face-down cards into the hand. The turn then ends and the next "
    "player plays on the gambit. Four queens called as the Queens Gambit force the next "
    "player to pick up the deck like a joker: the 5 of spades passes it on, a joker stops it, "
    "and the queen of spades leaves the game. Ace as switch: instead of playing, lay one ace "
    "per card of the top play (equal cards only; not 10s or jokers; only where an ace could "
    "be played) and take those cards into the hand; the turn ends. Bottom cards: any face-down "
    "card with no card on top of it may be picked once the hand is empty. Readings chosen: "
    "four of a kind that blocks a joker is not a gambit; a stopped gambit's turn still ends."
)


def _gambits_2006(stop_mode: str) -> tuple[Gambit, ...]:
    choice = tuple(
        Gambit(rank=r, effect="choice", optional=True, stoppers=("JK",), stop_mode=stop_mode,  # type: ignore[arg-type]
               remove=f"{r}S")
        for r in _GAMBIT_RANKS
    )
    queens = Gambit(rank="Q", effect="forced_pickup", optional=True, counters=("5S",),
                    counter_mode="pass_on", stoppers=("JK",), remove="QS")
    return (*choice, queens)


GREEN_CTG_2006 = dataclasses.replace(
    GREEN_CTSR_2006,
    name="green-ctg-2006",
    title="Cut Throat Gambit (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Gambit",
    description="Cut Throat Spades Revised with gambits and the ace as switch card. " + _CTG_DESCRIPTION,
    layout=dataclasses.replace(GREEN_CT_2006.layout, access="uncovered"),
    cards=(*GREEN_CTSR_2006.cards, CardRule(cards="A", powers=(P(kind="switch", exclude=("T", "JK")),))),
    gambits=_gambits_2006("block"),
)

GREEN_CTR_2006 = dataclasses.replace(
    GREEN_CTG_2006,
    name="green-ctr-2006",
    title="Cut Throat Ruse (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Ruse",
    description=(
        "Cut Throat Gambit without bottom cards: a hand of five (minimum five, maximum ten), "
        "drawing from the stock as usual, and the first player to play out every card in "
        "hand wins, even while the stock remains (a play that empties the hand wins before "
        "any draw). Readings chosen: two to five players. " + _CTG_DESCRIPTION.split(" Bottom cards:")[0]
    ),
    max_players=5,
    layout=Layout(slots=0, hand=5, setup="none"),
    objective="first_out",
    out_before_refill=True,
    first_blind_free=False,
)


# --- the optional rules of 000, on every preset of that text -----------------------------
#
# "You can mix and match most rules here for custom games": each rule of the Cut Throat
# ladder is an option whose default is the preset's own choice, so any rung can be built
# from any other, and the optional rules of the card values section come on top.

_EVEN = P(kind="requires", ranks=("2", "4", "6", "8", "T"))
_ODD = P(kind="requires", ranks=("A", "3", "5", "7", "9"))
_JOKER_2006 = CardRule(cards="JK", placement="anywhere", powers=(
    P(kind="forced_pickup", counters=("5S", "QS"), counter_mode="pass_on", blocked_by_four=True),
))


def _has_power(rs: Ruleset, selector: str, kind: str) -> bool:
    return any(p.kind == kind for p in card_rule(rs, selector).powers)


def _with_power(rs: Ruleset, selector: str, power: Power | None, kind: str) -> Ruleset:
    """``rs`` with ``selector``'s power of ``kind`` replaced by ``power`` (None: removed)."""
    rule = card_rule(rs, selector)
    powers = tuple(p for p in rule.powers if p.kind != kind) + ((power,) if power else ())
    if not powers and rule.placement == "in_turn":
        return dataclasses.replace(rs, cards=tuple(r for r in rs.cards if r.cards != selector))
    return set_card(rs, dataclasses.replace(rule, powers=powers))


def _links(rs: Ruleset, v: str) -> Ruleset:
    return _with_power(rs, "2", {"none": None, "many": _LINK_MANY, "one": _LINK_ONE}[v], "link")


def _link_default(rs: Ruleset) -> str:
    link = next((p for p in card_rule(rs, "2").powers if p.kind == "link"), None)
    return "none" if link is None else ("many" if link.many else "one")


def _jokers(rs: Ruleset, v: bool) -> Ruleset:
    if v:
        return set_card(dataclasses.replace(rs, jokers=2), _JOKER_2006)
    return dataclasses.replace(rs, jokers=0, cards=tuple(r for r in rs.cards if r.cards != "JK"))


def _cancel_cards(rs: Ruleset, v: bool) -> Ruleset:
    for sel in ("4S", "7S", "9S", "KS"):
        rs = _with_power(rs, sel, _CANCEL_2006 if v else None, "cancel")
    return rs


def _even_odd(rs: Ruleset, v: str) -> Ruleset:
    if v == "all":
        return _with_power(_with_power(rs, "4", _EVEN, "requires"), "9", _ODD, "requires")
    return _with_power(_with_power(rs, "4S", _EVEN, "requires"), "9S", _ODD, "requires")


def _gambits_default(rs: Ruleset) -> bool:
    return bool(rs.gambits)


def _steal_default(rs: Ruleset) -> bool:
    return any(g.stop_mode == "steal" for g in rs.gambits)


def _wild_four_default(rs: Ruleset) -> bool:
    return any(p.wild_fourth for p in card_rule(rs, "JK").powers)


def _joker_steals(rs: Ruleset, v: bool) -> Ruleset:
    return dataclasses.replace(rs, gambits=tuple(
        dataclasses.replace(g, stop_mode="steal" if v else "block") if g.effect == "choice" else g
        for g in rs.gambits
    ))


def _ace_completes_four(rs: Ruleset, v: bool) -> Ruleset:
    rule = card_rule(rs, "JK")
    return set_card(rs, dataclasses.replace(rule, powers=tuple(
        dataclasses.replace(p, wild_fourth=v) if p.kind == "forced_pickup" else p for p in rule.powers
    )))


def _steal_clash(rs: Ruleset) -> str | None:
    if not any(g.effect == "choice" for g in rs.gambits):
        return "joker_steals_gambit needs gambits to steal (option gambits)"
    if not rs.jokers:
        return "joker_steals_gambit needs jokers in the deck (option jokers)"
    return None


def _wild_four_clash(rs: Ruleset) -> str | None:
    forced = next((p for p in card_rule(rs, "JK").powers if p.kind == "forced_pickup"), None)
    if forced is None or not rs.jokers:
        return "ace_completes_four needs jokers as forced pick-up (option jokers)"
    if not forced.blocked_by_four:
        return "ace_completes_four needs a joker that four of a kind can block"
    if not _has_power(rs, "AS", "wild"):
        return "ace_completes_four needs the ace of spades wild (option ace_of_spades_wild)"
    return None


def _options_000(base: Ruleset) -> tuple[Option, ...]:
    """The options of a preset of 000, with the preset's own choices as defaults."""
    return (
        _flag("three_reverses", "3s reverse the direction of play (more than two players)",
              lambda rs: add_power(rs, "3", P(kind="reverse"))),
        Option(name="links", summary="2s as links: 'none'; 'many' (any number of links in a "
               "turn, a link may be several 2s); 'one' (one 2 per link and one plain link per "
               "turn; the 2 of spades and the ace of spades as a 2 each add one more)",
               default=_link_default(base), type=("none", "many", "one"), apply=_links),
        Option(name="jokers", summary="two jokers as forced pick-up: the 5 and queen of spades "
               "(counter jokers) pass it on, any four of a kind discards it",
               default=_has_power(base, "JK", "forced_pickup"), type="bool", apply=_jokers),
        Option(name="cancel_cards", summary="the 4, 7, 9 and king of spades, laid alone, "
               "cancel a 6, 8, 10 or jack", default=_has_power(base, "4S", "cancel"),
               type="bool", apply=_cancel_cards),
        Option(name="ace_of_spades_wild", summary="the ace of spades is wild (not as a 10, a "
               "joker or a counter joker; only as a card playable in turn)",
               default=_has_power(base, "AS", "wild"), type="bool",
               apply=lambda rs, v: _with_power(rs, "AS", _WILD_2006 if v else None, "wild")),
        Option(name="gambits", summary="four 4s, 5s, 7s, 9s, kings or aces may be called a "
               "gambit (discard, draw or force four), four queens the Queens Gambit",
               default=_gambits_default(base), type="bool",
               apply=lambda rs, v: dataclasses.replace(rs, gambits=_gambits_2006("block") if v else ())),
        Option(name="ace_switch", summary="ace as switch card: aces laid in place of the top "
               "play take it into the hand", default=_has_power(base, "A", "switch"), type="bool",
               apply=lambda rs, v: _with_power(
                   rs, "A", P(kind="switch", exclude=("T", "JK")) if v else None, "switch")),
        Option(name="joker_steals_gambit", summary="a joker laid on a gambit steals it: its "
               "player makes the gambit's choice (else the joker only stops it)",
               default=_steal_default(base), type="bool", apply=_joker_steals, clash=_steal_clash),
        Option(name="ace_completes_four", summary="the ace of spades may complete three of a "
               "kind into a four that blocks a joker", default=_wild_four_default(base),
               type="bool", apply=_ace_completes_four, clash=_wild_four_clash),
        Option(name="even_odd", summary="'all': after a 4 the next card must be even (2 4 6 8 "
               "10), after a 9 odd (A 3 5 7 9), face cards neither; 'spades': only the 4 and 9 "
               "of spades", default="off", type=("off", "all", "spades"), apply=_even_odd),
        _flag("toss_fives", "after a 5 is played every other player may toss their 5s out of "
              "turn; then play goes on from the player after the one who played the first 5",
              lambda rs: dataclasses.replace(rs, toss="5")),
        _flag("chaos_deal", "the Chaos deal: four cards are removed unseen before the deal",
              lambda rs: dataclasses.replace(rs, set_aside=4)),
        _turn_cap_option(),
    )

# --- Duthie's reverse shithead (003) ---------------------------------------------------

REVERSE = Ruleset(
    name="reverse",
    title="Reverse Shithead (Andrew Duthie)",
    source="003_836957043fb7bf61.txt: Reverse shithead (Duthie)",
    description=(
        "Two games in one. Normal: 2s and 10s beat everything, aces high. Reversed: aces are "
        "worth 1 and kings are highest, 2s are beaten by everything but aces, and a player who "
        "cannot beat the pile makes its placer pick it up. Every 7 switches the game and the "
        "direction. Jacks make the next player miss a turn (one per jack); four jacks played "
        "together skip four turns (the placer's own included) and clear the pile, and the turn "
        "lands where the skips end. Jokers (option) skip the next player and take on the card "
        "below. You must play if you can. At the deal, 3s (kings when the game starts reversed) "
        "are thrown from the hands onto the pile, and the player after the last thrower starts "
        "(4s, or queens, if nobody has one, and so on). Equal cards may be stacked on a face-up "
        "card. The dealer calls whether the game starts normal or reversed; it always starts "
        "clockwise. Readings chosen: 10s beat everything but do not clear the pile (the text "
        "never says they clear and calls them cards you do not want in the reversed game); "
        "thrown-in cards come from the dealt hands, which are topped up to three, and players "
        "throw in turn from the dealer's left, so the last thrower is the last in that order; "
        "a pair of 7s switches once; in the "
        "reversed game the player who could not beat starts the new pile (a blind card that "
        "cannot beat joins its player's hand while the placer takes the pile); the 'regular "
        "shithead' rules not restated (pick-up taking a face-up card, the last player holding "
        "cards loses) are those of the standard game."
    ),
    min_players=2,
    max_players=5,
    layout=Layout(slots=3, layers=(Layer(visibility="hidden"), Layer(visibility="public")), hand=3),
    hand_min=3,
    cards=(
        CardRule(cards="2", placement="anywhere"),
        CardRule(cards="T", placement="anywhere"),
        CardRule(cards="7", powers=(P(kind="mode_toggle"), P(kind="reverse"))),
        CardRule(cards="J", powers=(P(kind="skip", per_card=1),)),
    ),
    four_of_a_kind=FourOfAKind(count=4, ranks=("J",), go_again=False, in_one_play=True,
                               mimic_bridges=False),
    voluntary_pickup=False,
    reversed_values=(("A", 1),),
    start_mode="dealer_calls",
    reversed_pickup="placer",
    throw_in=("3456789TJQKA", "KQJT98765432"),
    stacking=True,
    after_pickup="next_player",
    face_up_pickup="take_one",
)


def _reverse_jokers(rs: Ruleset) -> Ruleset:
    rs = dataclasses.replace(rs, jokers=2)
    return set_card(rs, CardRule(
        cards="JK", placement="anywhere", powers=(P(kind="mimic"), P(kind="skip", per_card=1)),
    ))


REVERSE_OPTIONS: tuple[Option, ...] = (
    _flag("jokers", "two jokers: each skips the next player and takes on the card below it",
          _reverse_jokers),
    Option(name="start_mode", summary="how the game starts: the dealer calls it, or always "
           "normal, or always reversed", default="dealer_calls",
           type=("dealer_calls", "normal", "reversed"),
           apply=lambda rs, v: dataclasses.replace(rs, start_mode=v)),
    _turn_cap_option(),
)

# --- the configurable computer game (004) ----------------------------------------------

#: Rank roles of 004, each a power given to one rank (``ltc`` takes its rank from the option).
_ROLE_POWERS: dict[str, tuple[str, Placement]] = {
    "ltc": ("lower_than", "up_to"),
    "invisible": ("transparent", "always"),
    "miss_a_go": ("skip", "in_turn"),
    "go_again": ("go_again", "anywhere"),
    "reverse": ("reverse", "in_turn"),
    "trump": ("forced_pickup", "anywhere"),
}
_RANK_CHOICES = ("none", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A")
_LTC_BASE: dict[str, int | str] = {"itself": 0, "one_below": -1, "king": "K", "ace": "A"}
_ORDER = "3456789TJQKA"


def _role_power(role: str, rank: str, ltc_on: str = "itself") -> CardRule:
    kind, placement = _ROLE_POWERS[role]
    if role == "ltc":
        base = _LTC_BASE[ltc_on]
        up_to = base if isinstance(base, str) else _ORDER[max(0, _ORDER.index(rank) + base)]
        return CardRule(cards=rank, placement="up_to", up_to=up_to,
                        powers=(P(kind="lower_than", rank=rank, inclusive=True),))
    if role == "trump":
        power = P(kind="forced_pickup", counters=(rank,), counter_mode="pass_on")
    elif role == "miss_a_go":
        power = P(kind="skip", per_card=1)
    else:
        power = P(kind=kind)
    return CardRule(cards=rank, placement=placement, powers=(power,))


def _role_rank(rs: Ruleset, role: str) -> str:
    kind = _ROLE_POWERS[role][0]
    for r in rs.cards:
        if r.cards not in ("JK", "2", "T") and any(p.kind == kind for p in r.powers):
            return r.cards
    return "none"


def _start_order(rs: Ruleset) -> Ruleset:
    """The lowest card that is not a special card starts."""
    special = {r.cards for r in rs.cards}
    return dataclasses.replace(rs, first_player_ranks="".join(c for c in _ORDER if c not in special))


def _set_role(role: str) -> Callable[[Ruleset, Any], Ruleset]:
    """Move a role's power to ``rank``; two roles meeting on one rank are refused once every
    option is applied (so two roles may trade ranks)."""
    kind = _ROLE_POWERS[role][0]

    def apply(rs: Ruleset, rank: str) -> Ruleset:
        cards = []
        for r in rs.cards:
            if r.cards in ("JK", "2", "T") or not any(p.kind == kind for p in r.powers):
                cards.append(r)
                continue
            rest = tuple(p for p in r.powers if p.kind != kind)
            if rest:
                cards.append(dataclasses.replace(r, powers=rest))
        if rank == "2":  # 004's special rules for a 2 chosen as the go-again card
            cards = [r for r in cards if r.cards != "2"]
            cards.append(CardRule(cards="2", placement="anywhere", powers=(
                P(kind="free_play", who="self", on_empty=False),)))
        elif rank != "none":
            new = _role_power(role, rank)
            same = next((r for r in cards if r.cards == rank), None)
            if same is not None:
                cards.remove(same)
                new = dataclasses.replace(new, powers=(*same.powers, *new.powers))
            cards.append(new)
        return _start_order(dataclasses.replace(rs, cards=tuple(cards)))
    return apply


def _roles_clash(rs: Ruleset) -> str | None:
    kinds = {k: role for role, (k, _) in _ROLE_POWERS.items()}
    for r in rs.cards:
        roles = [kinds[p.kind] for p in r.powers if p.kind in kinds]
        if len(roles) > 1 and r.cards not in ("JK", "2", "T"):
            return (f"{' and '.join(roles)} are both on {r.cards}s; give each "
                    "special card its own rank")
    return None


def _ltc_on(rs: Ruleset, v: str) -> Ruleset:
    rank = _role_rank(rs, "ltc")
    if rank == "none":
        raise RulesetError("options clash: ltc_on needs a lower-than card (option ltc)")
    new = _role_power("ltc", rank, v)
    return set_card(rs, new)


_JOKER_ROLES: dict[str, CardRule] = {
    "pickup": CardRule(cards="JK", placement="always", powers=(
        P(kind="forced_pickup", counters=("JK",), counter_mode="pass_on"),)),
    "invisible_reverse": CardRule(cards="JK", placement="always",
                                  powers=(P(kind="transparent"), P(kind="reverse"))),
    "clear": CardRule(cards="JK", placement="always", powers=(P(kind="burn"),)),
    "highest": CardRule(cards="JK", placement="anywhere", powers=(P(kind="shoot"),)),
}


def _jokers_004(rs: Ruleset, v: str) -> Ruleset:
    cards = tuple(r for r in rs.cards if r.cards != "JK")
    if v == "none":
        return dataclasses.replace(rs, jokers=0, cards=cards, values=())
    values = (("JK", 15),) if v == "highest" else ()
    return dataclasses.replace(rs, jokers=2, cards=(*cards, _JOKER_ROLES[v]), values=values)


def _zone_size(rs: Ruleset, v: int) -> Ruleset:
    deck = 54 if rs.jokers else 52
    return dataclasses.replace(
        rs, hand_min=v, max_players=max(2, min(5, deck // (3 * v))),
        layout=dataclasses.replace(rs.layout, slots=v, hand=v),
    )


SPECIAL_CARDS = _start_order(Ruleset(
    name="special-cards",
    title="Shithead with standard special card rules (configurable computer version)",
    source="004_6497f54132fb23d3.txt: standard special card rules",
    description=(
        "2 resets (anything goes on it; it goes on anything but the pick-up and go-again "
        "cards). 10 burns the pile and its player goes again (played on cards up to a 10; "
        "option: up to an ace). Four or more of a value, at once or in a row, burn and the last "
        "player goes again; invisible cards count only as four laid together. The lower-than "
        "card (7) asks for the same value or lower and is laid on a 7 or lower (options: one "
        "below, up to a king, up to an ace). The invisible card (8) is seen through: beat the "
        "card below. The miss-a-go card (9) skips one player per card. The go-again card (4) "
        "goes on anything but the pick-up card and its player goes again, higher (a 2 may not "
        "go on it). The reverse card (J) reverses the direction once per play. Jokers are the "
        "pick-up card: the next player lays a joker too or picks up, and they leave the game "
        "once used (options: invisible and reverse, clear, or the highest card: the shooting "
        "ace). Five cards face down, five face up, five in hand, refilled to five from the "
        "stock; a player who cannot play may try the top of the stock (the chance card). The "
        "lowest card that is not special starts. Readings chosen: the text leaves each special "
        "card's rank to the program's settings; the defaults are the ranks above, and each is "
        "an option (any rank, or none). A 2 chosen as the go-again card is a free play for its "
        "player, except on an empty pile, and an invisible card laid on it gives another go. "
        "Jokers may be laid on any card (as the highest card, not on the lower-than card). A "
        "pick-up leaves the table cards where they are."
    ),
    min_players=2,
    max_players=3,
    jokers=2,
    layout=Layout(slots=5, layers=(Layer(visibility="hidden"), Layer(visibility="public")), hand=5),
    hand_min=5,
    first_player="lowest_dealt",
    cards=(
        CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="next"),)),
        CardRule(cards="T", placement="up_to", up_to="T", powers=(P(kind="burn"),)),
        _role_power("ltc", "7"),
        _role_power("invisible", "8"),
        _role_power("miss_a_go", "9"),
        _role_power("go_again", "4"),
        _role_power("reverse", "J"),
        _JOKER_ROLES["pickup"],
    ),
    four_of_a_kind=FourOfAKind(count=4, mimic_bridges=False),
    chance_card=True,
    chance_when_stuck=True,
    after_pickup="next_player",
    face_up_pickup="stay",
))


def _special_options(base: Ruleset) -> tuple[Option, ...]:
    def role(name: str, summary: str) -> Option:
        choices = ("none", "2", *_RANK_CHOICES[1:]) if name == "go_again" else _RANK_CHOICES
        return Option(name=name, summary=summary, default=_role_rank(base, name),
                      type=choices, apply=_set_role(name), clash=_roles_clash)

    return (
        Option(name="ten_on", summary="what a ten may be played on: cards up to a 'T', or up to "
               "an 'A' (anything)", default="T", type=("T", "A"),
               apply=lambda rs, v: set_card(rs, dataclasses.replace(card_rule(rs, "T"), up_to=v))),
        _flag("no_four_burn", "four of a kind does not burn",
              lambda rs: dataclasses.replace(rs, four_of_a_kind=None)),
        role("ltc", "the lower-than card's rank (the next card must be the same value or lower)"),
        Option(name="ltc_on", summary="what the lower-than card may be laid on: up to 'itself', "
               "'one_below' it, up to a 'king', or an 'ace' (anything)", default="itself",
               type=tuple(_LTC_BASE), apply=_ltc_on),
        role("invisible", "the invisible card's rank (the next player beats the card below)"),
        role("miss_a_go", "the miss-a-go card's rank (one player skipped per card)"),
        role("go_again", "the go-again card's rank (its player goes again, higher)"),
        role("reverse", "the reverse card's rank (once per play)"),
        role("trump", "a rank as the pick-up (trump) card, besides or instead of the jokers"),
        Option(name="jokers", summary="the jokers' role: the 'pickup' card, 'invisible_reverse', "
               "'clear', the 'highest' card (the shooting ace), or 'none' (no jokers)",
               default="pickup", type=("pickup", "invisible_reverse", "clear", "highest", "none"),
               apply=_jokers_004),
        Option(name="zone_size", summary="cards face down, face up and in hand (3 to 5); the "
               "hand is refilled to this size", default=5, type="int", minimum=3, maximum=5,
               apply=_zone_size),
        _flag("no_chance_card", "no chance card: a player who cannot play picks up",
              lambda rs: dataclasses.replace(rs, chance_card=False)),
        _turn_cap_option(),
    )


# --- registry --------------------------------------------------------------------------


@dataclass(frozen=True)
class Preset:
    ruleset: Ruleset
    options: tuple[Option, ...]

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        raise RulesetError(
            f"preset {self.ruleset.name!r} has no option {name!r}; it has "
            f"{', '.join(o.name for o in self.options)}"
        )

    def describe(self) -> dict[str, Any]:
        return describe(self.ruleset, self.options)


PRESETS: dict[str, Preset] = {
    p.ruleset.name: p
    for p in (
        Preset(validate(CLASSIC), CLASSIC_OPTIONS),
        Preset(validate(GREEN_SHITHEAD_2018), GREEN_SHITHEAD_2018_OPTIONS),
        Preset(validate(GREEN_CUTTHROAT_2018), GREEN_CUTTHROAT_2018_OPTIONS),
        Preset(validate(GREEN_SHITHEAD_2006), _options_000(GREEN_SHITHEAD_2006)),
        Preset(validate(REVERSE), REVERSE_OPTIONS),
        Preset(validate(GREEN_CT_2006), _options_000(GREEN_CT_2006)),
        Preset(validate(GREEN_CTS_2006), _options_000(GREEN_CTS_2006)),
        Preset(validate(GREEN_CTSR_2006), _options_000(GREEN_CTSR_2006)),
        Preset(validate(GREEN_CTG_2006), _options_000(GREEN_CTG_2006)),
        Preset(validate(GREEN_CTR_2006), _options_000(GREEN_CTR_2006)),
        Preset(validate(SPECIAL_CARDS), _special_options(SPECIAL_CARDS)),
    )
}


def get_preset(name: str) -> Preset:
    try:
        return PRESETS[name]
    except KeyError:
        raise RulesetError(
            f"unknown preset {name!r}; presets: {', '.join(sorted(PRESETS))}"
        ) from None


def build_ruleset(
    preset: str, options: Mapping[str, Any] | None = None,
    cards: Sequence[Mapping[str, Any]] = (),
) -> Ruleset:
    """The preset's ruleset with ``options`` applied, then ``cards``: card rules (as in
    ``CardRule.to_dict``) that replace the preset's rule for the same cards, which is how a
    card's powers are reassigned. Unknown or ill-typed options, options that clash and card
    rules the engine cannot honour are refused with a :class:`RulesetError` saying why."""
    p = get_preset(preset)
    rs = p.ruleset
    chosen: dict[str, Any] = {}
    for name, value in (options or {}).items():
        opt = p.option(name)
        chosen[name] = opt.check(value)
    applied = []
    for opt in p.options:  # declaration order, so results do not depend on the caller's order
        if opt.name in chosen and chosen[opt.name] != opt.default:
            rs = opt.apply(rs, chosen[opt.name])
            applied.append(opt)
    for opt in applied:
        why = opt.clash(rs) if opt.clash else None
        if why:
            raise RulesetError(f"options clash: {why}")
    for data in cards:
        rule = CardRule.from_dict(data)
        selector_cards(rule.cards, frozenset(range(56)))  # a bad selector is refused by name
        rs = set_card(rs, rule) if rule.powers or rule.placement != "in_turn" else (
            dataclasses.replace(rs, cards=tuple(r for r in rs.cards if r.cards != rule.cards)))
    rs = dataclasses.replace(rs, options=tuple(sorted(chosen.items())))
    if cards:
        rs = dataclasses.replace(rs, name=f"{rs.name}+custom")
    try:
        return validate(rs)
    except RulesetError as exc:
        if cards or applied:
            changed = [o.name for o in applied] + [f"cards {d.get('cards')!r}" for d in cards]
            raise RulesetError(f"{exc} (with {', '.join(changed)})") from None
        raise


def _describe_match(rs: Ruleset) -> dict[str, Any]:
    m = rs.match
    carried = [
        "the loser deals the next game" if m.next_dealer == "loser" else "the deal passes left",
    ]
    if m.winner_starts:
        carried.append("the winner plays first")
    if m.spoils:
        carried.append("the start card goes face down to the winner (its spoils), who plays first")
    if m.loser_no_swap:
        carried.append("the previous loser may not swap")
    return {"games": m.games, "carried_over": carried}


def _names(symbols: Sequence[str]) -> str:
    words = [{"T": "10", "JK": "joker"}.get(x, x) for x in symbols]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def power_text(p: Power) -> str:
    """One readable sentence for a power with its parameters."""
    k = p.kind
    if k == "free_play":
        return ("a free play: its player plays again, anything goes" if p.who == "self"
                else "a free play for the next player: anything may be laid on it")
    if k == "burn":
        return "clears the pile out of the game; its player goes again"
    if k == "mimic":
        return "takes the identity and effect of the card it is laid on"
    if k == "transparent":
        return "invisible: the next player plays on the card below"
    if k == "lower_than":
        return f"the next card must be lower than {_names([p.rank])}" + (
            " or equal" if p.inclusive else "")
    if k == "requires":
        return f"the next card must be a {_names(p.ranks)}"
    if k == "cancel":
        return ("laid alone, cancels the card below's "
                + _names([{"burn": "clear", "lower_than": "lower-than rule",
                           "requires": "face/power-card rule"}[t] for t in p.targets]))
    if k == "wild":
        text = "laid alone as any other card"
        if p.exclude:
            text += f" except {_names(p.exclude)}"
        if p.in_turn:
            text += ", only as a card playable there in numerical order"
        return text + "; any ace may be laid on it"
    if k == "link":
        text = "links two plays into one turn (Link2)"
        if p.off_top:
            text += "; may be laid straight on the top card"
        if p.per_turn:
            text += f"; {p.per_turn} plain link(s) a turn"
            if p.extra:
                text += f", {_names(p.extra)} one more each"
        return text
    if k == "reverse":
        return "reverses the direction of play"
    if k == "skip":
        return f"the next {p.per_card} player(s) per card miss a turn"
    if k == "go_again":
        return "its player goes again and must play higher"
    if k == "forced_pickup":
        text = "the next player must pick up the pile"
        if p.counters:
            text += (f" unless they lay {_names(p.counters)}, which "
                     + ("sends it back" if p.counter_mode == "reflect" else "passes it on"))
        if p.blocked_by_four:
            text += "; any four of a kind discards it"
            if p.wild_fourth:
                text += " (a wild card may make the fourth)"
        return text + "; then it leaves the game"
    if k == "switch":
        return ("laid in place of the top play (one per card, like cards only"
                + (f", never {_names(p.exclude)}" if p.exclude else "")
                + "), taking it into the hand")
    if k == "mode_toggle":
        return "switches between the normal and the reversed game"
    if k == "shoot":
        return ("the shooting ace: aimed at a player, who shoots on with an ace, shoots back "
                "with an invisible card, plays on it, or picks up")
    from .rules import POWER_CATALOG

    return POWER_CATALOG[k].summary


def describe(rs: Ruleset, options: tuple[Option, ...] = ()) -> dict[str, Any]:
    """A readable description generated from the ruleset data."""
    cards = []
    for rule in rs.cards:
        where = {
            "in_turn": "played in turn (equal or higher)",
            "anywhere": "may be played on any card (still bound by the card below's rule)",
            "always": "may be played on anything",
            "up_to": f"may be played on cards up to {_names([rule.up_to])}",
        }[rule.placement]
        cards.append({
            "cards": rule.cards,
            "placement": where,
            "powers": [f"{p.kind}: {power_text(p)}" for p in rule.powers],
        })
    lay = rs.layout
    extras = []
    fk = rs.four_of_a_kind
    if fk:
        extras.append(
            f"{fk.count} of a kind" + (f" of {_names(fk.ranks)}" if fk.ranks else "")
            + (" laid together" if fk.in_one_play else "") + " clears the pile"
            + ("; its player goes again" if fk.go_again else "")
        )
    for g in rs.gambits:
        what = ("its player discards, draws, or makes the next player draw "
                f"{g.count}" if g.effect == "choice" else "the next player picks up the pile")
        extras.append(
            f"four {_names([g.rank])}s {'may be called' if g.optional else 'are'} a gambit: {what}"
            + (f"; {_names(g.stoppers)} {'steals' if g.stop_mode == 'steal' else 'stops'} it"
               if g.stoppers else "")
        )
    return {
        "name": rs.name,
        "title": rs.title,
        "source": rs.source,
        "description": rs.description,
        "players": {"min": rs.min_players, "max": rs.max_players},
        "layout": {
            "face_down": lay.slots * sum(1 for x in lay.layers if x.visibility != "public"),
            "face_up": lay.slots * sum(1 for x in lay.layers if x.visibility == "public"),
            "hand": lay.hand - (lay.slots if lay.setup == "choose" else 0),
            "hand_min": rs.hand_min,
            "hand_max": rs.hand_max or None,
            "jokers": rs.jokers,
        },
        "objective": ("the first player out of cards wins" if rs.objective == "first_out"
                      else "the last player holding cards loses"),
        "cards": cards,
        "table_rules": extras,
        "match": _describe_match(rs),
        "options": [o.to_dict() for o in options],
    }
