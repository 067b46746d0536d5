"""``special-cards``: the configurable computer version of ``004_6497f54132fb23d3.txt``, with
its documented defaults; every choice it offers is an option.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ..model import Ruleset, changed
from ..options import Option
from ..parts import FourOfAKind, Layer, Layout
from ..powers import CardRule, Placement, RulesetError
from .shared import P, card_rule, flag, set_card, turn_cap_option

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
        return CardRule(
            cards=rank,
            placement="up_to",
            up_to=up_to,
            powers=(P(kind="lower_than", rank=rank, inclusive=True),),
        )
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
    return changed(rs, first_player_ranks="".join(c for c in _ORDER if c not in special))


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
            cards.append(
                CardRule(
                    cards="2",
                    placement="anywhere",
                    powers=(P(kind="free_play", who="self", on_empty=False),),
                )
            )
        elif rank != "none":
            new = _role_power(role, rank)
            same = next((r for r in cards if r.cards == rank), None)
            if same is not None:
                cards.remove(same)
                new = dataclasses.replace(new, powers=(*same.powers, *new.powers))
            cards.append(new)
        return _start_order(changed(rs, cards=tuple(cards)))

    return apply


def _roles_clash(rs: Ruleset) -> str | None:
    kinds = {k: role for role, (k, _) in _ROLE_POWERS.items()}
    for r in rs.cards:
        roles = [kinds[p.kind] for p in r.powers if p.kind in kinds]
        if len(roles) > 1 and r.cards not in ("JK", "2", "T"):
            return (
                f"{' and '.join(roles)} are both on {r.cards}s; give each special card its own rank"
            )
    return None


def _ltc_on(rs: Ruleset, v: str) -> Ruleset:
    rank = _role_rank(rs, "ltc")
    if rank == "none":
        raise RulesetError("options clash: ltc_on needs a lower-than card (option ltc)")
    new = _role_power("ltc", rank, v)
    return set_card(rs, new)


_JOKER_ROLES: dict[str, CardRule] = {
    "pickup": CardRule(
        cards="JK",
        placement="always",
        powers=(P(kind="forced_pickup", counters=("JK",), counter_mode="pass_on"),),
    ),
    "invisible_reverse": CardRule(
        cards="JK", placement="always", powers=(P(kind="transparent"), P(kind="reverse"))
    ),
    "clear": CardRule(cards="JK", placement="always", powers=(P(kind="burn"),)),
    "highest": CardRule(cards="JK", placement="anywhere", powers=(P(kind="shoot"),)),
}


def _jokers_004(rs: Ruleset, v: str) -> Ruleset:
    cards = tuple(r for r in rs.cards if r.cards != "JK")
    if v == "none":
        return changed(rs, jokers=0, cards=cards, values=())
    values = (("JK", 15),) if v == "highest" else ()
    return changed(rs, jokers=2, cards=(*cards, _JOKER_ROLES[v]), values=values)


def _shot_answers(rs: Ruleset, ranks: list[str]) -> Ruleset:
    """Only ``ranks`` (besides aces and jokers, which shoot on, and cards laid on anything:
    the invisible card, which shoots back) may go on the shooting ace: the joker requires
    them of the card laid on it."""
    rule = card_rule(rs, "JK")
    if not any(p.kind == "shoot" for p in rule.powers):
        return rs  # refused by _shot_clash
    kept = tuple(p for p in rule.powers if p.kind != "requires")
    need = P(kind="requires", ranks=(*ranks, "A"))  # aces answer anyway (they shoot on)
    return set_card(rs, dataclasses.replace(rule, powers=(*kept, need)))


def _shot_clash(rs: Ruleset) -> str | None:
    if any(p.kind == "shoot" for p in card_rule(rs, "JK").powers):
        return None
    return "shot_answers needs the shooting ace (option jokers 'highest')"


def _zone_size(rs: Ruleset, v: int) -> Ruleset:
    return _zones(rs, v, v, v)


def _zones(rs: Ruleset, down: int, up: int, hand: int) -> Ruleset:
    """``down`` cards face down, ``up`` face up on them, ``hand`` in the hand (refilled to
    that size); as many players as the deck deals to (2 to 5)."""
    deck = 52 + rs.jokers
    lay = dataclasses.replace(
        rs.layout, slots=max(down, up), hand=hand, counts=(down, up) if up != down else ()
    )
    return changed(
        rs, hand_min=hand, layout=lay, max_players=max(2, min(5, deck // (down + up + hand)))
    )


def _zone(which: str) -> Callable[[Ruleset, Any], Ruleset]:
    """One zone's count (after ``zone_size``, which sets all three)."""

    def apply(rs: Ruleset, v: int) -> Ruleset:
        down, up = rs.layout.layer_counts()
        sizes = {"face_down": down, "face_up": up, "hand": rs.layout.hand, which: v}
        return _zones(rs, sizes["face_down"], sizes["face_up"], sizes["hand"])

    return apply


SPECIAL_CARDS = _start_order(
    Ruleset(
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
            "stock (options: 3 to 5 each, zone_size for all three; the face-up cards lie on the "
            "face-down ones, the extra face-up cards of a larger face-up zone in places of their "
            "own with nothing beneath, and the extra face-down cards of a larger face-down zone "
            "uncovered, played blind after every face-up card); a player who cannot play may try the top of the stock (the chance card). The "
            "lowest card that is not special starts. Readings chosen: the text leaves each special "
            "card's rank to the program's settings; the defaults are the ranks above, and each is "
            "an option (any rank, or none). A 2 chosen as the go-again card is a free play for its "
            "player, except on an empty pile, and an invisible card laid on it gives another go. "
            "Jokers may be laid on any card (as the highest card, not on the lower-than card). A "
            "pick-up leaves the table cards where they are. A player who can play must play (or "
            "try the chance card): the text has the pick-up only for one who 'cannot go' and the "
            "program's pick-up only for when 'you have to pick up'; the option voluntary_pickup "
            "lets a player pick up by choice, as in the standard game."
        ),
        min_players=2,
        max_players=3,
        jokers=2,
        layout=Layout(
            slots=5, layers=(Layer(visibility="hidden"), Layer(visibility="public")), hand=5
        ),
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
        voluntary_pickup=False,
        after_pickup="next_player",
        face_up_pickup="stay",
    )
)


def special_options(base: Ruleset) -> tuple[Option, ...]:
    def role(name: str, summary: str) -> Option:
        choices = ("none", "2", *_RANK_CHOICES[1:]) if name == "go_again" else _RANK_CHOICES
        return Option(
            name=name,
            summary=summary,
            default=_role_rank(base, name),
            type=choices,
            apply=_set_role(name),
            clash=_roles_clash,
        )

    return (
        Option(
            name="ten_on",
            summary="what a ten may be played on: cards up to a 'T', or up to an 'A' (anything)",
            default="T",
            type=("T", "A"),
            apply=lambda rs, v: set_card(rs, dataclasses.replace(card_rule(rs, "T"), up_to=v)),
        ),
        flag(
            "no_four_burn",
            "four of a kind does not burn",
            lambda rs: changed(rs, four_of_a_kind=None),
        ),
        role("ltc", "the lower-than card's rank (the next card must be the same value or lower)"),
        Option(
            name="ltc_on",
            summary="what the lower-than card may be laid on: up to 'itself', "
            "'one_below' it, up to a 'king', or an 'ace' (anything)",
            default="itself",
            type=tuple(_LTC_BASE),
            apply=_ltc_on,
        ),
        role("invisible", "the invisible card's rank (the next player beats the card below)"),
        role("miss_a_go", "the miss-a-go card's rank (one player skipped per card)"),
        role("go_again", "the go-again card's rank (its player goes again, higher)"),
        role("reverse", "the reverse card's rank (once per play)"),
        role("trump", "a rank as the pick-up (trump) card, besides or instead of the jokers"),
        Option(
            name="jokers",
            summary="the jokers' role: the 'pickup' card, 'invisible_reverse', "
            "'clear', the 'highest' card (the shooting ace), or 'none' (no jokers)",
            default="pickup",
            type=("pickup", "invisible_reverse", "clear", "highest", "none"),
            apply=_jokers_004,
        ),
        Option(
            name="shot_answers",
            summary="the ranks that may be laid on the shooting ace, "
            "play then going on as normal (aces and jokers always shoot on, the invisible "
            "card always shoots back); null: every card that goes on anything (the 2, the "
            "go-again card, a pick-up rank)",
            default=None,
            type="ranks",
            choices=tuple("23456789TJQK"),
            apply=_shot_answers,
            clash=_shot_clash,
        ),
        Option(
            name="zone_size",
            summary="cards face down, face up and in hand (3 to 5); the "
            "hand is refilled to this size",
            default=5,
            type="int",
            minimum=3,
            maximum=5,
            apply=_zone_size,
        ),
        *(
            Option(
                name=zone,
                summary=f"cards {what} (3 to 5), where they differ from zone_size" + extra,
                default=None,
                type="int",
                minimum=3,
                maximum=5,
                apply=_zone(zone),
            )
            for zone, what, extra in (
                ("face_down", "face down", ""),
                ("face_up", "face up", "; those beyond face_down lie with nothing beneath"),
                ("hand", "in hand", "; the hand is refilled to this size"),
            )
        ),
        flag(
            "no_chance_card",
            "no chance card: a player who cannot play picks up",
            lambda rs: changed(rs, chance_card=False),
        ),
        flag(
            "voluntary_pickup",
            "a player may pick up the pile by choice although they could "
            "play (else only a player who cannot play picks up)",
            lambda rs: changed(rs, voluntary_pickup=True),
        ),
        turn_cap_option(),
    )
