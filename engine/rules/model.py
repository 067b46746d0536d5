"""A ruleset: the layout, hands, start, end and table rules of one rule system, with the
card rules of :mod:`engine.rules.powers` and the parts of :mod:`engine.rules.parts`; its
JSON form, and :func:`validate`, which refuses a ruleset (or a combination of options) the
engine cannot honour and says why.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ..cards import (
    BLACK_JOKER,
    N_CARDS,
    RED_JOKER,
    SAMPLE_1,
    SAMPLE_2,
    THIRD_JOKER,
    CardError,
    parse_card,
    parse_rank,
)
from .parts import FourOfAKind, Gambit, Layer, Layout, MatchRules
from .powers import (
    POWER_CATALOG,
    CardRule,
    Power,
    RulesetError,
    selector_cards,
    selector_specificity,
)

ObjectiveKind = Literal["avoid_last", "first_out"]


@dataclass(frozen=True, kw_only=True)
class Ruleset:
    name: str
    title: str = ""
    source: str = ""
    description: str = ""
    min_players: int = 2
    max_players: int = 5
    jokers: int = 0
    #: Blank "sample cards" in the deck (Hollidge), 0 to 2.
    samples: int = 0
    #: A group played together is cards of one ``rank``, or of one ``function`` (cards that
    #: work identically, whatever their rank: a black 2 with a black 2, the 7 of clubs with
    #: the jokers); sample cards are always played alone.
    groups: Literal["rank", "function"] = "rank"
    layout: Layout = field(default_factory=Layout)
    #: While the stock lasts, the hand is topped up to this many cards after each play.
    hand_min: int = 3
    hand_max: int = 0
    #: At the start of a turn: ``none``; ``optional`` (may draw one card); ``required_at_min``
    #: (must draw one card while holding ``hand_min`` or fewer, may draw with more).
    turn_draw: Literal["none", "optional", "required_at_min"] = "none"
    #: A card is turned from the stock to start the pile.
    start_card: bool = False
    #: A start card (turned, or thrown in at the deal) restricts the next play as the same
    #: card played would (a turned 8 asks for less than 8), though its other powers never
    #: act; ``False``: it is only a value to equal or beat, with no effect of its own.
    start_card_restricts: bool = True
    #: ``lowest_dealt``: the first of the lowest rank dealt face up, else held; ``lowest_card``:
    #: the holder of the lowest card, ranks in ``first_player_ranks`` order, then suits C D H S.
    first_player: Literal["lowest_dealt", "lowest_card", "left_of_dealer"] = "lowest_dealt"
    #: The rank order searched by ``lowest_dealt``.
    first_player_ranks: str = "3456789TJQKA2"
    #: Values used to compare cards, by rank symbol (2..A, JK); unlisted ranks use 2..14.
    values: tuple[tuple[str, int], ...] = ()
    cards: tuple[CardRule, ...] = ()
    four_of_a_kind: FourOfAKind | None = None
    gambits: tuple[Gambit, ...] = ()
    #: After picking up: ``next_player`` starts the new pile, or the ``picker`` does.
    after_pickup: Literal["next_player", "picker"] = "next_player"
    #: Picking up while playing face-up table cards: ``take_one`` face-up card goes to the
    #: hand with the pile, or the face-up cards all ``stay``.
    face_up_pickup: Literal["take_one", "stay"] = "take_one"
    voluntary_pickup: bool = True
    #: Freshly drawn cards of the rank just played may be added to that play.
    runs_of_drawn: bool = False
    #: Playing the last hand cards, equal face-up cards may join the same play.
    combine_with_table: bool = False
    #: Instead of playing, a player may try the top card of the stock.
    chance_card: bool = False
    #: The chance card only for a player who cannot play otherwise.
    chance_when_stuck: bool = False
    #: The first blind table card a player turns may be left face up for another one.
    first_blind_free: bool = False
    objective: ObjectiveKind = "avoid_last"
    #: Card values in the reversed game (``mode_toggle`` switches to it); empty: one mode only.
    reversed_values: tuple[tuple[str, int], ...] = ()
    #: How a game with two modes starts: ``normal``, ``reversed``, or the dealer ``calls`` it.
    start_mode: Literal["normal", "reversed", "dealer_calls"] = "normal"
    #: In the reversed game, a player who cannot beat the pile makes its ``placer`` pick it up.
    reversed_pickup: Literal["self", "placer"] = "self"
    #: ... except after a play that skipped players: the first of them picks it up (the
    #: player whose go it would have been; Hollidge's red jacks).
    skipped_picks_up: bool = False
    #: Cards of these ranks (one order per mode, tried in turn until someone holds one) are
    #: thrown from the dealt hands onto the pile; the player after the last thrower starts.
    throw_in: tuple[str, ...] = ()
    #: ``shared``: one pile and one stock; ``own`` (two players, the red/black split deck):
    #: each player is dealt from one colour half of the deck (seat 0 black: clubs, spades and
    #: the black joker; seat 1 red), draws from its own stock and plays onto its own pile,
    #: off the top card of the other player's: a pick-up takes the other player's pile, a
    #: clear burns it along with the clearing cards.
    piles: Literal["shared", "own"] = "shared"
    #: In setup, hand cards may be stacked on a face-up card of the same rank.
    stacking: bool = False
    #: Cards removed unseen from the top of the shuffled deck before the deal (the Chaos deal).
    set_aside: int = 0
    #: After a card of this rank is played, any other player may toss theirs out of turn.
    toss: str = ""
    #: A player whose play empties the hand goes out at once, even while the stock lasts
    #: (no table cards: the first out of hand wins).
    out_before_refill: bool = False
    #: After this many turns the game ends as a draw (so bot games always end).
    turn_cap: int = 1000
    #: Arrangements (swaps, stacks) each seat may make in setup: the one that reaches it also
    #: makes the seat ready, so that setup ends however a seat behaves (0: no cap, as in
    #: rulesets stored before there was one).
    setup_cap: int = 100
    #: What carries over between the games of a match.
    match: MatchRules = field(default_factory=MatchRules)
    options: tuple[tuple[str, Any], ...] = ()

    # -- convenience ----------------------------------------------------------------------

    def value_table(self, *, reversed_mode: bool = False) -> list[int]:
        vals = [r + 2 for r in range(13)] + [0, 0]
        for sym, v in self.values:
            vals[parse_rank(sym)] = v
        if reversed_mode:
            for sym, v in self.reversed_values:
                vals[parse_rank(sym)] = v
        return vals

    def to_dict(self) -> dict[str, Any]:
        return ruleset_to_dict(self)

    def replace(self, **changes: Any) -> Ruleset:
        return validate(dataclasses.replace(self, **changes))


_FIELDS = frozenset(f.name for f in dataclasses.fields(Ruleset))


def changed(rs: Ruleset, **changes: Any) -> Ruleset:
    """``dataclasses.replace(rs, **changes)``, unvalidated as it is, at a fraction of its
    cost: the ruleset's fields copied as they are, not passed one by one through the
    generated ``__init__`` (which sets each of a frozen class's fields with
    ``object.__setattr__``; a ruleset has no ``__post_init__``). The presets' options make
    a new ruleset for each change they apply, thousands of times where options combine."""
    unknown = changes.keys() - _FIELDS
    if unknown:
        raise TypeError(f"Ruleset has no field {sorted(unknown)[0]!r}")
    new = object.__new__(Ruleset)
    new.__dict__.update(rs.__dict__, **changes)
    return new


# --- JSON ------------------------------------------------------------------------------


def ruleset_to_dict(rs: Ruleset) -> dict[str, Any]:
    lay = rs.layout
    return {
        "name": rs.name,
        "title": rs.title,
        "source": rs.source,
        "description": rs.description,
        "min_players": rs.min_players,
        "max_players": rs.max_players,
        "jokers": rs.jokers,
        "samples": rs.samples,
        "groups": rs.groups,
        "layout": {
            "slots": lay.slots,
            "layers": [layer.visibility for layer in lay.layers],
            "hand": lay.hand,
            "setup": lay.setup,
            "access": lay.access,
            **({"counts": list(lay.counts)} if lay.counts else {}),
        },
        "hand_min": rs.hand_min,
        "hand_max": rs.hand_max,
        "turn_draw": rs.turn_draw,
        "start_card": rs.start_card,
        "first_player": rs.first_player,
        "first_player_ranks": rs.first_player_ranks,
        "values": {sym: v for sym, v in rs.values},
        "cards": [c.to_dict() for c in rs.cards],
        "four_of_a_kind": (
            {
                **_fields_of(rs.four_of_a_kind),
                "ranks": list(rs.four_of_a_kind.ranks),
                "together": list(rs.four_of_a_kind.together),
            }
            if rs.four_of_a_kind
            else None
        ),
        "gambits": [
            {**_fields_of(g), "counters": list(g.counters), "stoppers": list(g.stoppers)}
            for g in rs.gambits
        ],
        "after_pickup": rs.after_pickup,
        "face_up_pickup": rs.face_up_pickup,
        "voluntary_pickup": rs.voluntary_pickup,
        "runs_of_drawn": rs.runs_of_drawn,
        "combine_with_table": rs.combine_with_table,
        "chance_card": rs.chance_card,
        "chance_when_stuck": rs.chance_when_stuck,
        "first_blind_free": rs.first_blind_free,
        "objective": rs.objective,
        "reversed_values": {sym: v for sym, v in rs.reversed_values},
        "start_mode": rs.start_mode,
        "reversed_pickup": rs.reversed_pickup,
        "skipped_picks_up": rs.skipped_picks_up,
        "throw_in": list(rs.throw_in),
        "stacking": rs.stacking,
        "piles": rs.piles,
        "out_before_refill": rs.out_before_refill,
        "set_aside": rs.set_aside,
        "toss": rs.toss,
        "turn_cap": rs.turn_cap,
        "setup_cap": rs.setup_cap,
        "match": _fields_of(rs.match),
        "options": {k: list(v) if isinstance(v, tuple) else v for k, v in rs.options},
        **_written_if_changed(rs),
    }


def _fields_of(part: FourOfAKind | Gambit | MatchRules) -> dict[str, Any]:
    """``dataclasses.asdict`` of a part whose fields are values or tuples of strings, without
    its deep copy (a tenth of the time; a ruleset is written out for every game made)."""
    return {f.name: getattr(part, f.name) for f in dataclasses.fields(part)}


#: Fields added after rulesets were first stored: written only when they differ from their
#: default, so a ruleset (and the replays that embed it) from before they existed
#: serialises exactly as it did.
_LATER_FIELDS = ("start_card_restricts",)


def _written_if_changed(rs: Ruleset) -> dict[str, Any]:
    defaults = _DEFAULT_RULESET
    return {f: getattr(rs, f) for f in _LATER_FIELDS if getattr(rs, f) != getattr(defaults, f)}


_DEFAULT_RULESET = Ruleset(name="default")


def ruleset_from_dict(data: Mapping[str, Any]) -> Ruleset:
    d = dict(data)
    try:
        lay = d.pop("layout", None)
        if lay is not None:
            lay = dict(lay)
            lay["layers"] = tuple(Layer(visibility=v) for v in lay.get("layers", ()))
            lay["counts"] = tuple(lay.get("counts", ()))
            d["layout"] = Layout(**lay)
        d["values"] = tuple((str(k), int(v)) for k, v in dict(d.get("values", {})).items())
        d["reversed_values"] = tuple(
            (str(k), int(v)) for k, v in dict(d.get("reversed_values", {})).items()
        )
        d["throw_in"] = tuple(d.get("throw_in", ()))
        d["cards"] = tuple(CardRule.from_dict(c) for c in d.get("cards", ()))
        fk = d.get("four_of_a_kind")
        d["four_of_a_kind"] = (
            FourOfAKind(
                **{
                    **fk,
                    "ranks": tuple(fk.get("ranks", ())),
                    "together": tuple(fk.get("together", ())),
                }
            )
            if fk
            else None
        )
        d["gambits"] = tuple(
            Gambit(
                **{
                    **g,
                    "counters": tuple(g.get("counters", ())),
                    "stoppers": tuple(g.get("stoppers", ())),
                }
            )
            for g in d.get("gambits", ())
        )
        d["options"] = tuple(
            (k, tuple(v) if isinstance(v, list) else v)
            for k, v in dict(d.get("options", {})).items()
        )
        d.setdefault("setup_cap", 0)  # stored before setup was capped: its games had no cap
        if "match" in d:
            d["match"] = MatchRules(**d["match"])
        return validate(Ruleset(**d))
    except TypeError as exc:
        raise RulesetError(f"bad ruleset: {exc}") from None


# --- the deck and validation -----------------------------------------------------------

#: What is built from a ruleset must build from this one too: :mod:`engine.rules.compiled`
#: adds its lookup tables here (one kind per rank, ...), and :func:`validate` runs every
#: check last. The data does not import what is built on it, so the builder registers
#: itself; ``engine.rules`` imports it as the package loads, before anything can validate.
_BUILD_CHECKS: list[Callable[[Ruleset], object]] = []


def check_builds_with(check: Callable[[Ruleset], object]) -> None:
    """Have :func:`validate` also run ``check`` (which raises if ``rs`` cannot be built)."""
    _BUILD_CHECKS.append(check)


def deck_cards(rs: Ruleset) -> frozenset[int]:
    cards = set(range(52))
    if rs.jokers >= 1:
        cards.add(RED_JOKER)
    if rs.jokers >= 2:
        cards.add(BLACK_JOKER)
    if rs.jokers >= 3:
        cards.add(THIRD_JOKER)
    cards.update((SAMPLE_1, SAMPLE_2)[: rs.samples])
    return frozenset(cards)


def _check_rank(sym: str, where: str) -> None:
    try:
        parse_rank(sym)
    except CardError as exc:
        raise RulesetError(f"{where}: {exc}") from None


def _check_card(sym: str, where: str) -> None:
    try:
        parse_card(sym)
    except CardError as exc:
        raise RulesetError(f"{where}: {exc}") from None


def _check_selector(sel: str, where: str) -> None:
    try:
        selector_cards(sel, frozenset(range(N_CARDS)))
    except RulesetError as exc:
        raise RulesetError(f"{where}: {exc}") from None


#: Rulesets :func:`validate` passed, by their ``repr``. A ruleset is frozen and its verdict
#: depends on its fields alone, so one met again (built from a preset and options once
#: more, read back from its JSON, given to each game of a match) is not checked and its
#: tables not built again. The key is the ``repr``, not the ruleset: values that compare
#: equal but are not alike (``2`` and ``2.0``, ``1`` and ``True``) are told apart, so a
#: ruleset the checks would refuse never passes as an equal one they accepted. Bounded as
#: the engine's own table of built rulesets is.
_VALID: dict[str, None] = {}


def validate(rs: Ruleset) -> Ruleset:
    """Check a ruleset; return it unchanged or raise :class:`RulesetError` saying why."""
    key = repr(rs)
    if key in _VALID:
        return rs
    _validate(rs)
    if len(_VALID) >= 256:
        _VALID.clear()
    _VALID[key] = None
    return rs


def _validate(rs: Ruleset) -> Ruleset:
    if not rs.name:
        raise RulesetError("a ruleset needs a name")
    if not 2 <= rs.min_players <= rs.max_players <= 8:
        raise RulesetError(
            f"players must satisfy 2 <= min_players <= max_players <= 8, got "
            f"{rs.min_players}..{rs.max_players}"
        )
    if rs.jokers not in (0, 1, 2, 3):
        raise RulesetError("jokers must be 0 to 3 (a third joker: J3)")
    if rs.samples not in (0, 1, 2):
        raise RulesetError("samples must be 0, 1 or 2")
    if rs.groups not in ("rank", "function"):
        raise RulesetError("groups must be 'rank' or 'function'")
    lay = rs.layout
    if not 0 <= lay.slots <= 8:
        raise RulesetError("layout.slots must be between 0 and 8")
    if lay.setup != "none" and (not lay.layers or lay.layers[-1].visibility == "hidden"):
        raise RulesetError("a swap or choose setup needs a top layer its owner can see")
    if lay.counts:
        if (
            len(lay.counts) != len(lay.layers)
            or not all(isinstance(c, int) and c >= 1 for c in lay.counts)
            or max(lay.counts) != lay.slots
        ):
            raise RulesetError(
                "layout.counts gives one count (at least 1) per layer, the "
                "largest equal to layout.slots"
            )
        peak = lay.counts.index(max(lay.counts))
        if any(
            a > b for a, b in zip(lay.counts[:peak], lay.counts[1 : peak + 1], strict=True)
        ) or any(a < b for a, b in zip(lay.counts[peak:], lay.counts[peak + 1 :], strict=False)):
            raise RulesetError(
                f"layout.counts {list(lay.counts)}: each layer fills the first slots, so the "
                "layers of a slot must follow each other (the counts rise, then fall)"
            )
    if lay.setup == "choose" and lay.hand < lay.top_count():
        raise RulesetError("a choose setup needs at least as many hand cards as slots")
    per_seat = (
        sum(lay.layer_counts()) + lay.hand - (lay.top_count() if lay.setup == "choose" else 0)
    )
    deck_size = len(deck_cards(rs))
    dealt = per_seat * rs.max_players + (1 if rs.start_card else 0) + rs.set_aside
    if dealt > deck_size:
        raise RulesetError(
            f"the layout deals {per_seat} cards to each of {rs.max_players} players"
            f"{' plus a start card' if rs.start_card else ''}"
            f"{f' with {rs.set_aside} set aside' if rs.set_aside else ''}, more than the "
            f"{deck_size}-card deck"
        )
    if not 0 <= rs.set_aside <= 8:
        raise RulesetError("set_aside must be 0 to 8 cards")
    if rs.toss:
        _check_rank(rs.toss, "toss")
    if rs.hand_min < 0 or (rs.hand_max and rs.hand_max < rs.hand_min):
        raise RulesetError("hand_max must be 0 (no maximum) or at least hand_min")
    if rs.turn_cap < 1:
        raise RulesetError("turn_cap must be at least 1")
    if rs.setup_cap < 0:
        raise RulesetError("setup_cap must be 0 (no cap) or more")
    for sym in rs.first_player_ranks:
        _check_rank(sym, "first_player_ranks")
    for sym, _ in rs.values:
        _check_rank(sym, "values")
    seen: set[str] = set()
    for rule in rs.cards:
        if rule.cards in seen:
            raise RulesetError(f"two card rules for {rule.cards!r}")
        seen.add(rule.cards)
        selector_cards(rule.cards, frozenset(range(N_CARDS)))
        if rule.placement not in ("in_turn", "anywhere", "always", "up_to"):
            raise RulesetError(f"{rule.cards}: unknown placement {rule.placement!r}")
        if rule.placement == "up_to":
            _check_rank(rule.up_to, f"{rule.cards}: up_to")
        elif rule.up_to:
            raise RulesetError(f"{rule.cards}: up_to is only for placement 'up_to'")
        kinds = [p.kind for p in rule.powers]
        if len(set(kinds)) != len(kinds):
            raise RulesetError(f"{rule.cards}: a power is listed twice")
        for p in rule.powers:
            spec = POWER_CATALOG.get(p.kind)
            if spec is None:
                raise RulesetError(f"{rule.cards}: unknown power {p.kind!r}")
            if not spec.supported:
                raise RulesetError(
                    f"{rule.cards}: power {p.kind!r} ({spec.summary}) is in the catalog but "
                    "not yet played by this engine version"
                )
            _validate_power(rule, p)
        if "mimic" in kinds and "transparent" in kinds:
            raise RulesetError(f"{rule.cards}: a card cannot both mimic and be transparent")
        if "lower_than" in kinds and "requires" in kinds:
            raise RulesetError(
                f"{rule.cards}: lower_than and requires clash (one restriction per card)"
            )
        single = [k for k in kinds if POWER_CATALOG[k].single_only]
        if single and selector_specificity(rule.cards) != 2:
            raise RulesetError(
                f"{rule.cards}: {', '.join(single)} acts on one card played alone; give it to "
                "a single card such as 'AS', not to a rank"
            )
    if rs.four_of_a_kind and rs.four_of_a_kind.count not in (3, 4):
        raise RulesetError("four_of_a_kind.count must be 3 or 4")
    if rs.four_of_a_kind and rs.four_of_a_kind.transparent_runs and rs.four_of_a_kind.in_one_play:
        raise RulesetError(
            "four_of_a_kind: transparent_runs counts plays in a row, in_one_play "
            "only one play; choose one"
        )
    for g in rs.gambits:
        _check_rank(g.rank, "gambit rank")
        for c in g.counters:
            _check_card(c, "gambit counter")
        if g.remove:
            _check_card(g.remove, "gambit remove")
        for c in g.stoppers:
            _check_selector(c, "gambit stoppers")
        if g.effect not in ("forced_pickup", "choice"):
            raise RulesetError(f"unknown gambit effect {g.effect!r}")
        if g.stop_mode not in ("block", "steal"):
            raise RulesetError("gambit stop_mode must be 'block' or 'steal'")
        if not 1 <= g.count <= 8 or not 0 <= g.bottom <= 8:
            raise RulesetError("gambit count must be 1 to 8 and bottom 0 to 8")
    if len({g.rank for g in rs.gambits}) != len(rs.gambits):
        raise RulesetError("two gambits for one rank")
    if rs.match.next_dealer not in ("loser", "left") or not 1 <= rs.match.games <= 99:
        raise RulesetError("match: next_dealer must be 'loser' or 'left' and games 1 to 99")
    if rs.match.spoils and not rs.start_card:
        raise RulesetError("match.spoils needs a start card to give the winner")
    if rs.objective not in ("avoid_last", "first_out"):
        raise RulesetError(f"unknown objective {rs.objective!r}")
    for sym, _ in rs.reversed_values:
        _check_rank(sym, "reversed_values")
    toggles = any(p.kind == "mode_toggle" for rule in rs.cards for p in rule.powers)
    if (
        (toggles or rs.start_mode != "normal")
        and not rs.reversed_values
        and rs.reversed_pickup == "self"
    ):
        raise RulesetError(
            "a reversed game (mode_toggle power or start_mode) needs what changes in it: "
            "reversed_values (the card values) or reversed_pickup 'placer'"
        )
    if rs.start_mode not in ("normal", "reversed", "dealer_calls"):
        raise RulesetError(f"unknown start_mode {rs.start_mode!r}")
    if rs.throw_in and len(rs.throw_in) != (2 if rs.reversed_values else 1):
        raise RulesetError("throw_in lists one rank order per game mode")
    for order in rs.throw_in:
        for sym in order:
            _check_rank(sym, "throw_in")
    if rs.piles not in ("shared", "own"):
        raise RulesetError("piles must be 'shared' or 'own'")
    if rs.piles == "own":
        half = len(deck_cards(rs)) // 2
        if rs.min_players != 2 or rs.max_players != 2:
            raise RulesetError("a pile per player (the red/black split deck) is for two players")
        if (
            rs.first_player != "left_of_dealer"
            or rs.samples
            or rs.set_aside
            or rs.reversed_pickup != "self"
        ):
            raise RulesetError(
                "a pile per player needs the first player left of the dealer, "
                "no sample cards, nothing set aside and no placer pick-up"
            )
        if per_seat + (1 if rs.start_card else 0) > half:
            raise RulesetError(
                f"the layout deals {per_seat} cards to each player, more than "
                f"the {half}-card colour half"
            )
    if rs.stacking and rs.layout.setup != "swap":
        raise RulesetError("stacking equal cards on face-up cards needs a swap setup")
    if rs.four_of_a_kind:
        for sym in rs.four_of_a_kind.ranks:
            _check_rank(sym, "four_of_a_kind.ranks")
        for sym in rs.four_of_a_kind.together:
            _check_rank(sym, "four_of_a_kind.together")
    for check in _BUILD_CHECKS:  # the tables must build too (e.g. one kind per rank)
        check(rs)
    return rs


def _validate_power(rule: CardRule, p: Power) -> None:
    where = f"{rule.cards}: {p.kind}"
    if p.kind == "free_play" and p.who not in ("self", "next"):
        raise RulesetError(f"{where}: who must be 'self' or 'next'")
    if p.kind == "lower_than":
        _check_rank(p.rank, where)
    if p.kind == "requires":
        if not p.ranks:
            raise RulesetError(f"{where}: list at least one rank")
        for r in p.ranks:
            _check_rank(r, where)
    if p.kind == "cancel":
        unknown = set(p.targets) - {"burn", "lower_than", "requires"}
        if unknown or not p.targets:
            raise RulesetError(f"{where}: targets must be among burn, lower_than, requires")
    if p.kind == "forced_pickup":
        for c in p.counters:
            _check_selector(c, f"{where}: counters")
        if p.counter_mode not in ("reflect", "pass_on"):
            raise RulesetError(f"{where}: counter_mode must be 'reflect' or 'pass_on'")
    if p.kind in ("wild", "switch"):
        for c in p.exclude:
            _check_selector(c, f"{where}: exclude")
    if p.kind == "link":
        if p.per_turn < 0:
            raise RulesetError(f"{where}: per_turn must be 0 (no limit) or more")
        for c in p.extra:
            _check_card(c, f"{where}: extra")
    if p.kind == "sample":
        for r in (*p.specials, *p.masquerade):
            _check_rank(r, where)
    if p.kind == "skip" and p.per_card < 1:
        raise RulesetError(f"{where}: per_card must be at least 1")
