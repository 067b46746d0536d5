"""Property tests: random playouts of every preset (with random options) keep the invariants.

Each example draws a preset, a set of its options, a player count, a dealer, a deal seed
and a policy seed, then plays up to ``MAX_ACTIONS`` actions with a seeded random policy
that picks among the legal actions of a seat in ``state.to_act()``. The policy is either
uniform over all legal actions, or "eager" (it never picks up voluntarily while it can do
anything else), so that games also reach their end rounds and natural ends. The
``turn_cap`` option is sometimes drawn low so that games also end by the cap.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import assume, event, given
from hypothesis import strategies as st

from engine import (
    PRESETS,
    Action,
    EngineError,
    Game,
    GameOverError,
    InvalidActionError,
    NotYourTurnError,
    RulesetError,
    State,
    build_ruleset,
    card_name,
    evolve,
    replay,
)
from engine.actions import ACTION_KINDS
from engine.cards import CARD_NAMES, N_CARDS, cards_of
from engine.errors import UnknownSeatError
from engine.events import CardsDrawn, Dealt, GameEnded, event_from_dict, event_to_dict
from engine.view import redact_event, view, visible_cards

PRESET_NAMES = sorted(PRESETS)
MAX_ACTIONS = 400
CARD_NAME_SET = frozenset(CARD_NAMES)
# The fields "as" (views) and "as_card" (events) name the card a wild card is *called as*:
# a rank representative chosen by the rules (e.g. "play AS as 9C" names the lowest club of
# the called rank), not a card whose position is shown, so card_names_in leaves them out.


# --- scenarios --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Scenario:
    preset: str
    options: tuple[tuple[str, Any], ...]
    players: int
    dealer: int
    seed: str
    policy_seed: int
    eager: bool

    def game(self) -> Game:
        return Game(
            build_ruleset(self.preset, dict(self.options)), self.players, dealer=self.dealer
        )


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    name = draw(st.sampled_from(PRESET_NAMES))
    options: dict[str, Any] = {}
    for opt in PRESETS[name].options:
        if opt.name == "turn_cap":
            # mostly the default cap; sometimes a low one, so games also end by the cap
            cap = draw(st.sampled_from([None, None, None, 10, 25, 60]))
            if cap is not None:
                options["turn_cap"] = cap
        elif opt.type == "bool":
            if draw(st.booleans()):
                options[opt.name] = not opt.default
        elif opt.type == "int":
            value = draw(st.integers(opt.minimum, opt.maximum))
            if opt.default is None and draw(st.booleans()):
                continue  # as the preset has it (face_down as zone_size sets it)
            if value != opt.default:
                options[opt.name] = value
        elif opt.type == "ranks":
            picked = draw(st.sampled_from([None, ["5", "9"], []]))
            if picked is not None:
                options[opt.name] = picked
        else:
            assert isinstance(opt.type, tuple)
            value = draw(st.sampled_from(opt.type))
            if value != opt.default:
                options[opt.name] = value
    try:
        rs = build_ruleset(name, options)
    except RulesetError:
        # some option combinations do not fit the deck (see test_rulesets.py)
        assume(False)
        raise
    players = draw(st.integers(rs.min_players, rs.max_players))
    dealer = draw(st.integers(0, players - 1))
    seed = draw(st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-", min_size=1, max_size=12))
    policy_seed = draw(st.integers(0, 2**32 - 1))
    eager = draw(st.booleans())
    event(f"{name} {players}p")
    return Scenario(name, tuple(sorted(options.items())), players, dealer, seed, policy_seed, eager)


@dataclass
class Step:
    """One applied action: the state before it, who did what, the events it caused."""

    before: State
    seat: int
    action: Action
    events: list[Any]


@dataclass
class Playout:
    game: Game
    state: State
    events: list[Any]
    rnd: random.Random


def choose(rnd: random.Random, state: State, eager: bool) -> tuple[int, Action]:
    seat = rnd.choice(state.to_act())
    legal = state.legal_actions(seat)
    if eager:
        others = [a for a in legal if a.kind != "pickup"]
        return seat, rnd.choice(others or legal)
    return seat, rnd.choice(legal)


def run(
    sc: Scenario,
    *,
    before_each: Callable[[Playout], None] | None = None,
    on_step: Callable[[Playout, Step], None] | None = None,
) -> Playout:
    """Play ``sc`` for up to ``MAX_ACTIONS`` actions.

    ``before_each(pl)`` sees every state in which an action is chosen (not the final one:
    call it on the returned playout); ``on_step(pl, step)`` runs after each action.
    """
    game = sc.game()
    state, events = game.start(seed=sc.seed)
    pl = Playout(game, state, list(events), random.Random(sc.policy_seed))
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            break
        if before_each is not None:
            before_each(pl)
        seat, action = choose(pl.rnd, state, sc.eager)
        before = state.copy()
        new = state.apply(seat, action)
        assert new, f"{action.text()} caused no event"
        pl.events.extend(new)
        if on_step is not None:
            on_step(pl, Step(before, seat, action, new))
    event("ended" if state.is_over() else "unfinished")
    if state.result is not None:
        event(f"end: {state.result.reason}")
    return pl


# --- helpers ----------------------------------------------------------------------------------


def card_locations(state: State) -> list[int]:
    """Every card of the game wherever it is, once per place it is found."""
    found: list[int] = []
    for hand in state.hands:
        found.extend(cards_of(hand))
    for table in state.tables:
        for slot in table:
            found.extend(slot)
    for _, cards, _ in state.pile:
        found.extend(cards_of(cards))
    found.extend(state.stock)
    for stock in state.stocks:  # a stock per player (the red/black split deck)
        found.extend(stock)
    for below in state.buried:  # on a player's own pile, below the live plays
        found.extend(cards_of(below))
    found.extend(cards_of(state.removed))
    found.extend(cards_of(state.aside))  # set aside unseen before the deal (the Chaos deal)
    for passing in state.outbox:  # passed on, not yet delivered (black jacks)
        found.extend(cards_of(passing))
    if state.turned >= 0:
        found.append(state.turned)
    return found


# A card name as a JSON string value, except where it is the card a wild card is called as.
_CARD_VALUE = re.compile(r'(?<!"as": )(?<!"as_card": )"([2-9TJQKARBX][CDHSJ12])"')


def card_names_in(obj: Any) -> set[str]:
    """Every card name among the string values of a JSON-like object."""
    return {m for m in _CARD_VALUE.findall(json.dumps(obj)) if m in CARD_NAME_SET}


def names(cards: set[int]) -> set[str]:
    return {card_name(c) for c in cards}


def viewers(state: State) -> list[int | None]:
    return [None, *range(state.players)]


# --- properties -------------------------------------------------------------------------------


def check_conservation(state: State) -> None:
    deck = state.game.deck()
    found = card_locations(state)
    assert sorted(found) == deck, "cards lost or duplicated"
    pile = 0
    for _, cards, _ in state.pile:
        pile |= cards
    assert pile == state.pile_mask
    if state.turned >= 0:
        assert state.turned in deck


@given(scenarios())
def test_cards_are_conserved(sc: Scenario) -> None:
    pl = run(sc, before_each=lambda pl: check_conservation(pl.state))
    check_conservation(pl.state)


@given(scenarios(), st.lists(st.integers(0, 10**6), min_size=3, max_size=3))
def test_replay_equals_the_live_state(sc: Scenario, picks: list[int]) -> None:
    checkpoints: list[tuple[int, State]] = []

    def record(pl: Playout) -> None:
        checkpoints.append((len(pl.events), pl.state.copy()))

    def fold(pl: Playout, step: Step) -> None:
        # evolve, the fold replay uses, gives the same state event by event
        st_ = step.before.copy()
        for ev in step.events:
            evolve(st_, ev)
        assert st_ == pl.state

    pl = run(sc, on_step=fold, before_each=record)
    game, state, events = pl.game, pl.state, pl.events
    assert replay(game, events) == state
    assert replay(game, events).snapshot() == state.snapshot()
    # a few prefixes: the state after k events equals the copy taken at that moment
    for p in picks:
        k, copy = checkpoints[p % len(checkpoints)]
        assert replay(game, events[:k]) == copy, k
    # the wire form of the log replays to the same state
    wire = json.loads(json.dumps([event_to_dict(ev) for ev in events]))
    decoded = [event_from_dict(d) for d in wire]
    assert decoded == events
    assert replay(game, decoded) == state
    # a replayed state plays on exactly like the live one
    again = replay(game, events)
    if not state.is_over():
        for seat in state.to_act():
            assert again.legal_actions(seat) == state.legal_actions(seat)


def check_someone_can_act(pl: Playout) -> None:
    state = pl.state
    assert state.phase != 0, "dealt state still in the dealing phase"
    to_act = state.to_act()
    if state.is_over():
        assert to_act == []
        assert isinstance(state.result, GameEnded)
        assert isinstance(pl.events[-1], GameEnded)
        for seat in range(state.players):
            assert state.legal_actions(seat) == []
        return
    assert to_act, "nobody may act in an unfinished game"
    assert len(set(to_act)) == len(to_act)
    for seat in range(state.players):
        legal = state.legal_actions(seat)
        if seat in to_act:
            assert legal, f"seat {seat} must act but has no legal action"
            assert len(set(legal)) == len(legal), "duplicate legal actions"
        else:
            assert legal == []
    assert state.result is None
    assert not any(isinstance(ev, GameEnded) for ev in pl.events)


@given(scenarios())
def test_someone_can_always_act_until_the_end(sc: Scenario) -> None:
    pl = run(sc, before_each=check_someone_can_act)
    check_someone_can_act(pl)


def _mutations(
    rnd: random.Random, legal: list[Action], deck: list[int], n_slots: int
) -> list[Action]:
    a = rnd.choice(legal)
    other_card = rnd.randrange(N_CARDS)  # jokers and sample cards too, in or out of the deck
    deck_card = rnd.choice(deck)
    cands = [
        a._replace(cards=a.cards ^ (1 << other_card)),
        a._replace(cards=a.cards ^ (1 << deck_card)),
        a._replace(cards=1 << deck_card),
        a._replace(cards=sum(1 << c for c in deck)),
        a._replace(link=a.link ^ (1 << deck_card)),
        a._replace(as_card=rnd.randrange(N_CARDS)),
        a._replace(as_card=-1),
        a._replace(slot=rnd.randrange(-1, n_slots + 2)),
        a._replace(kind=rnd.choice(ACTION_KINDS)),
        Action(rnd.choice(ACTION_KINDS)),
        Action("flip", slot=rnd.randrange(n_slots + 2)),
        Action("pickup", 1 << deck_card),
        Action("play", 0),
    ]
    return [c for c in cands if c not in legal]


def _assert_rejected(
    state: State, seat: int, action: Any, error: type[EngineError] = EngineError
) -> None:
    before = state.snapshot()
    with pytest.raises(error):
        state.apply(seat, action)
    assert state.snapshot() == before, f"rejected {action!r} changed the state"


def check_illegal_rejected(pl: Playout) -> None:
    state, rnd = pl.state, pl.rnd
    deck = state.game.deck()
    n_slots = state.game.ruleset.layout.slots
    legal_before = [list(state.legal_actions(s)) for s in range(state.players)]
    if state.is_over():
        for seat in range(state.players):
            _assert_rejected(state, seat, Action("pass"), GameOverError)
            _assert_rejected(state, seat, Action("play", 1 << deck[0]), GameOverError)
        return
    to_act = state.to_act()
    for seat in to_act:
        for cand in _mutations(rnd, legal_before[seat], deck, n_slots):
            _assert_rejected(state, seat, cand)
    acting = to_act[0]
    some_legal = rnd.choice(legal_before[acting])
    for seat in range(state.players):
        if seat not in to_act:
            # the acting seat's own legal action, by a seat that may not act now
            _assert_rejected(state, seat, some_legal, NotYourTurnError)
    for seat in (-1, state.players, state.players + 7):
        _assert_rejected(state, seat, some_legal, UnknownSeatError)
    # a tuple that looks like an action is not an Action
    _assert_rejected(state, acting, tuple(some_legal), InvalidActionError)
    # nothing rejected disturbed what may be done next
    assert [state.legal_actions(s) for s in range(state.players)] == legal_before


@given(scenarios())
def test_illegal_actions_are_rejected_without_change(sc: Scenario) -> None:
    pl = run(sc, before_each=check_illegal_rejected)
    check_illegal_rejected(pl)


@pytest.mark.parametrize(
    "action",
    [Action("play", 1 << 60), Action("play", 1 << 2, as_card=99)],
    ids=["card-bit-60", "as-card-99"],
)
def test_an_action_naming_no_card_is_rejected_as_an_engine_error(action: Action) -> None:
    game = Game(build_ruleset("classic"), 2)
    state, _ = game.start(seed="no-such-card")
    while state.phase == 1:
        state.apply(state.to_act()[0], Action("ready"))
    _assert_rejected(state, state.turn, action)


def check_views(pl: Playout) -> None:
    state = pl.state
    for viewer in viewers(state):
        v = view(state, viewer)
        seen = visible_cards(state, viewer)
        shown = card_names_in(v)
        allowed = names(seen)
        assert shown <= allowed, (viewer, shown - allowed)
        stocks = state.stocks or [state.stock]
        assert v["stock_count"] == sum(len(stock) for stock in stocks)
        for s, entry in enumerate(v["seats"]):
            # once the game is over every view shows every hand
            assert ("hand" in entry) == (s == viewer or state.is_over())
            assert entry["hand_count"] == state.hands[s].bit_count()
            if state.stocks:
                assert entry["stock_count"] == len(state.stocks[s])
        assert v["aside_count"] == state.aside.bit_count()
        if state.is_over():
            assert seen == set(state.game.deck())  # nothing is secret after the end
            continue
        # visible_cards itself: never a stock or the cards set aside, never another hand
        for stock in stocks:
            assert not seen & set(stock)
        assert not seen & set(cards_of(state.aside))
        for s in range(state.players):
            if s != viewer:
                assert not seen & set(cards_of(state.hands[s]))


def check_redacted_events(before: State, events: list[Any], after_all: State) -> None:
    cur = before
    seen_before = {v: names(visible_cards(cur, v)) for v in viewers(cur)}
    for ev in events:
        nxt = evolve(cur.copy(), ev)
        seen_after = {v: names(visible_cards(nxt, v)) for v in viewers(nxt)}
        wire = event_to_dict(ev)
        for viewer in viewers(cur):
            d = redact_event(cur, ev, viewer)
            # redacting from a wire form the caller has already gives the same, and leaves it be
            assert redact_event(cur, ev, viewer, wire) == d and wire == event_to_dict(ev)
            assert d["type"] == type(ev).__name__
            shown = card_names_in(d)
            allowed = seen_before[viewer] | seen_after[viewer]
            assert shown <= allowed, (viewer, type(ev).__name__, shown - allowed)
            if isinstance(ev, Dealt):
                assert d["deck"] is None
                assert d["deck_size"] == len(ev.deck)
                assert shown <= seen_after[viewer]
            if isinstance(ev, CardsDrawn):
                assert d["count"] == ev.cards.bit_count()
                if viewer == ev.seat:
                    assert d["cards"] == [card_name(c) for c in cards_of(ev.cards)]
                else:
                    assert d["cards"] is None
        cur, seen_before = nxt, seen_after
    assert cur == after_all


def test_card_names_in_finds_values_but_not_called_cards() -> None:
    obj = {
        "AS": 1,
        "hand": ["7C", "TH"],
        "pile": [{"cards": ["AS"], "as": "9C"}],
        "ev": {"as_card": "KD", "turned": "RJ", "x": "as", "y": "10H", "z": "7CX"},
    }
    assert card_names_in(obj) == {"7C", "TH", "AS", "RJ"}


@given(scenarios())
def test_views_and_redacted_events_show_only_visible_cards(sc: Scenario) -> None:
    def on_step(pl: Playout, step: Step) -> None:
        check_redacted_events(step.before, step.events, pl.state)

    # the deal itself
    game = sc.game()
    _, deal = game.start(seed=sc.seed)
    check_redacted_events(game.new_state(), deal, game.start(seed=sc.seed)[0])
    pl = run(sc, on_step=on_step, before_each=check_views)
    check_views(pl)
