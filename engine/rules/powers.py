"""A card's rule and its powers: the power catalog, :class:`Power`, :class:`CardRule`, and the
selectors that name the cards a rule is for.

Every card power found in the rule texts the service implements is in :data:`POWER_CATALOG`;
what a card does is a :class:`CardRule` (where it may be placed) with a tuple of powers from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from ..cards import (
    JOKER_RANK,
    RANKS,
    SAMPLE_RANK,
    CardError,
    is_red,
    parse_card,
    parse_rank,
    rank_of,
)


class RulesetError(ValueError):
    """A ruleset (or a combination of options) the engine cannot honour."""

    code = "invalid_ruleset"


# --- the power catalog -------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class PowerSpec:
    kind: str
    summary: str
    params: tuple[str, ...] = ()
    #: Whether this engine version plays the power. Unsupported powers are refused by
    #: validation with a clear error instead of being silently ignored.
    supported: bool = True
    #: Powers that act only when the card is played alone, for that purpose.
    single_only: bool = False


POWER_CATALOG: dict[str, PowerSpec] = {
    p.kind: p
    for p in (
        PowerSpec(
            kind="free_play",
            params=("who", "on_empty"),
            summary="anything may be played on it; who='self' plays again, 'next' gives the next player a free start",
        ),
        PowerSpec(kind="burn", summary="clears the pile from the game and the player goes again"),
        PowerSpec(
            kind="mimic",
            summary="takes the identity (and effect) of the card it is played on; on nothing it is nothing",
        ),
        PowerSpec(kind="transparent", summary="invisible: the next player plays on the card below"),
        PowerSpec(
            kind="lower_than",
            params=("rank", "inclusive"),
            summary="the next player must play lower than (or equal to, if inclusive) the given rank",
        ),
        PowerSpec(
            kind="requires",
            params=("ranks",),
            summary="the next player must play one of the listed ranks (face-card, power-card, even and odd rules)",
        ),
        PowerSpec(
            kind="cancel",
            params=("targets",),
            single_only=True,
            summary="played alone on a card with one of the target powers, cancels that power; play resumes off it",
        ),
        PowerSpec(
            kind="wild",
            params=("exclude", "in_turn"),
            single_only=True,
            summary="may be played as any other card except those excluded (in_turn: only as a "
            "card that could be played there in numerical order); any ace may be played on it",
        ),
        PowerSpec(
            kind="link",
            params=("many", "off_top", "per_turn", "extra"),
            summary="laid between two plays of one turn to chain them (Link2); the chained play "
            "must be legal on the card before the link. many: a link may be several cards; "
            "off_top: a link may be laid straight on the pile's top card; per_turn: at most "
            "that many plain links in a turn (0: no limit), each card in extra (and a wild "
            "card laid as a link) giving one more",
        ),
        PowerSpec(
            kind="reverse",
            params=("each",),
            summary="reverses the direction of play (each: once per card, so two cancel)",
        ),
        PowerSpec(
            kind="skip",
            params=("per_card",),
            summary="the next player(s) miss a turn, one per card",
        ),
        PowerSpec(
            kind="go_again",
            summary="the player plays again and must play higher (no "
            "card may be laid on it out of turn)",
        ),
        PowerSpec(
            kind="forced_pickup",
            params=("counters", "counter_mode", "blocked_by_four", "wild_fourth"),
            summary="the next player must pick up the pile unless they lay one of the counter "
            "cards alone (which sends it back, or passes it on) or, where allowed, any four of "
            "a kind (which discards it; wild_fourth: a wild card may complete three of a "
            "kind to do so); the card then leaves the game",
        ),
        PowerSpec(
            kind="switch",
            params=("exclude",),
            summary="instead of playing, lay one such card per card of the top play (equal cards "
            "only, none of the excluded ranks) where it could be played in turn, taking the "
            "top play into the hand; the turn ends (ace as switch card)",
        ),
        PowerSpec(
            kind="mode_toggle",
            params=("each",),
            summary="switches between the normal and the reversed game (card values and "
            "who picks up; each: once per card, so two laid together cancel)",
        ),
        PowerSpec(
            kind="pass_cards",
            summary="every player still in passes one hand card per such card laid to the "
            "next player in the direction of play, all choosing at once unseen; short of "
            "hand cards, face-up then face-down table cards (black jacks)",
        ),
        PowerSpec(
            kind="hand_pass",
            summary="when four of its rank lie on top of the pile (laid by one player or "
            "several), every player passes their whole hand in the direction of play; "
            "they do not clear the pile (four 3s)",
        ),
        PowerSpec(
            kind="sample",
            params=("specials", "masquerade"),
            summary="laid alone, its player asks a neighbour for a special card (one of "
            "the specials' ranks, or a masquerade rank), the lowest or the highest other "
            "card; the neighbour gives a whole group of it, and gets one whole group of "
            "the player's hand back (sample cards)",
        ),
        PowerSpec(
            kind="shoot",
            summary="the shooting ace: its player picks a target, who must answer with an "
            "ace or another shooting card (and shoots on), an invisible card (which shoots "
            "back), or any card that may go on it (play goes on as normal), or pick up",
        ),
    )
}

PowerKind = str


@dataclass(frozen=True, kw_only=True)
class Power:
    kind: PowerKind
    who: Literal["self", "next"] = "self"
    rank: str = ""
    inclusive: bool = True
    ranks: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    many: bool = True
    off_top: bool = False
    per_card: int = 1
    counters: tuple[str, ...] = ()
    counter_mode: Literal["reflect", "pass_on"] = "pass_on"
    blocked_by_four: bool = False
    wild_fourth: bool = False
    in_turn: bool = False
    per_turn: int = 0
    extra: tuple[str, ...] = ()
    #: ``free_play`` for self: whether it gives another go when laid on an empty pile.
    on_empty: bool = True
    #: ``reverse``, ``mode_toggle``: once per card laid (two laid together cancel out).
    each: bool = False
    #: ``sample``: the ranks that are special cards, and the ranks that may be given as
    #: specials although they are not (Hollidge's 8s, the masquerade cards).
    specials: tuple[str, ...] = ()
    masquerade: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        spec = POWER_CATALOG.get(self.kind)
        out: dict[str, Any] = {"kind": self.kind}
        for name in spec.params if spec else ():
            value = getattr(self, name)
            out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Power:
        if not isinstance(data, Mapping):
            raise RulesetError("a power is an object with a 'kind'")
        data = dict(data)
        kind = data.pop("kind", None)
        if not isinstance(kind, str) or kind not in POWER_CATALOG:
            raise RulesetError(f"unknown power {kind!r}; known: {', '.join(sorted(POWER_CATALOG))}")
        allowed = set(POWER_CATALOG[kind].params)
        unknown = set(data) - allowed
        if unknown:
            raise RulesetError(f"power {kind!r} takes no parameter(s) {sorted(unknown)}")
        defaults = cls(kind=kind)
        for key, value in data.items():
            default = getattr(defaults, key)
            if isinstance(default, tuple):
                if not isinstance(value, list | tuple) or not all(
                    isinstance(v, str) for v in value
                ):
                    raise RulesetError(f"power {kind!r}: {key} must be a list of strings")
                data[key] = tuple(value)
            elif type(value) is not type(default):
                raise RulesetError(
                    f"power {kind!r}: {key} must be {type(default).__name__}, got {value!r}"
                )
        return cls(kind=kind, **data)


Placement = Literal["in_turn", "anywhere", "always", "up_to"]


@dataclass(frozen=True, kw_only=True)
class CardRule:
    """What the cards matching ``cards`` do.

    ``cards`` is a rank (``"8"``, ``"T"``, ``"JK"`` for jokers), one card (``"AS"``), or a
    colour and rank (``"red:J"``, ``"black:2"``). The most specific rule wins.

    ``placement`` says what it may be played on: ``in_turn`` (equal or higher, or what the
    card below requires), ``anywhere`` (on any card, but still bound by what the card below
    requires, e.g. less-than-8), ``always`` (on anything at all), ``up_to`` (on cards up to
    the rank ``up_to``).
    """

    cards: str
    placement: Placement = "in_turn"
    up_to: str = ""
    powers: tuple[Power, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"cards": self.cards, "placement": self.placement}
        if self.placement == "up_to":
            out["up_to"] = self.up_to
        out["powers"] = [p.to_dict() for p in self.powers]
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CardRule:
        if not isinstance(data, Mapping):
            raise RulesetError("a card rule is an object {cards, placement, up_to, powers}")
        data = dict(data)
        raw = data.pop("powers", ())
        if not isinstance(raw, list | tuple):
            raise RulesetError("a card rule's powers are a list")
        for key in ("cards", "placement", "up_to"):
            if key in data and not isinstance(data[key], str):
                raise RulesetError(f"a card rule's {key} is a string")
        if not isinstance(data.get("cards"), str):
            raise RulesetError("a card rule names its cards: 'cards': '7', 'AS', 'red:J' or 'JK'")
        powers = tuple(Power.from_dict(p) for p in raw)
        try:
            return cls(powers=powers, **data)
        except TypeError as exc:
            raise RulesetError(f"bad card rule {data!r}: {exc}") from None


# --- selectors -------------------------------------------------------------------------


@lru_cache(maxsize=1024)
def selector_cards(selector: str, deck: frozenset[int]) -> frozenset[int]:
    """The cards of ``deck`` a :class:`CardRule` selector names. Remembered: validation and
    the compiled tables ask the same few selectors of the same few decks again and again
    (a bad selector raises every time; an error is never remembered)."""
    sel = selector.strip()
    colour = ""
    if ":" in sel:
        colour, sel = sel.split(":", 1)
        if colour not in ("red", "black"):
            raise RulesetError(f"bad card selector {selector!r}: colour must be red or black")
    try:
        if len(sel) >= 2 and sel.upper() not in ("10", "JK") and not colour:
            return frozenset({parse_card(sel)}) & deck
        rank = parse_rank(sel)
    except CardError as exc:
        raise RulesetError(f"bad card selector {selector!r}: {exc}") from None
    return frozenset(
        c for c in deck if rank_of(c) == rank and (not colour or is_red(c) == (colour == "red"))
    )


def selector_specificity(selector: str) -> int:
    if ":" in selector:
        return 1
    s = selector.strip().upper()
    return 2 if len(s) >= 2 and s not in ("10", "JK") else 0


def rank_symbol(r: int) -> str:
    if r == JOKER_RANK:
        return "JK"
    if r == SAMPLE_RANK:
        return "X"
    return RANKS[r]
