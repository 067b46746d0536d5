"""Setup ends however a seat behaves: the ruleset's ``setup_cap`` bounds the swaps and stacks
each seat may make, and the one that reaches it also makes the seat ready.

No rule text limits the exchange ("Before play begins, each player may exchange any number of
cards from his hand with his face-up cards", 002); a service cannot wait for ever on a seat
that keeps exchanging, so the cap is a ruleset setting, as the turn cap is for play.
"""

from __future__ import annotations

import pytest

from engine import Action, Game, NotYourTurnError, build_ruleset
from engine.events import CardsSwapped, SeatReady, TurnStarted
from engine.game import PLAYING, SETUP, State, replay
from engine.rules import ruleset_from_dict
from engine.rules.presets import PRESETS
from tests.helpers import event_names, new_game


def capped_game(cap: int) -> tuple[Game, State, list[object]]:
    _, state, events = new_game(
        "classic",
        hands=("4C 5C 6C", "4D 5D 6D"),
        table=(("7C 8C 9C", "3H KH AH"), ("7D 8D 9D", "JC QC KC")),
    )
    game = Game(state.game.ruleset.replace(setup_cap=cap), 2)
    st = State.from_snapshot(game, state.to_snapshot())
    return game, st, list(events)


def first_swap(state: State, seat: int) -> Action:
    return next(a for a in state.legal_actions(seat) if a.kind == "swap")


def test_the_swap_that_reaches_the_cap_makes_the_seat_ready() -> None:
    game, st, log = capped_game(3)
    for _ in range(2):
        evs = st.apply(0, first_swap(st, 0))
        assert event_names(evs) == ["CardsSwapped"]
        log += evs
    assert st.arrangements_left(0) == 1 and 0 in st.to_act()
    evs = st.apply(0, first_swap(st, 0))
    log += evs
    assert [type(e) for e in evs] == [CardsSwapped, SeatReady]
    assert st.ready[0] and st.to_act() == [1] and st.legal_actions(0) == []
    with pytest.raises(NotYourTurnError):
        st.apply(0, Action("ready"))
    # the other seat's own count is untouched; its ready starts play as always
    assert st.arrangements_left(1) == 3
    evs = st.apply(1, Action("ready"))
    log += evs
    assert type(evs[-1]) is TurnStarted and st.phase == PLAYING
    # the log folds to the same state, and the count survives a snapshot
    assert replay(game, log) == st
    again = State.from_snapshot(game, st.to_snapshot())
    assert again == st and again.arranged == [3, 0]


def test_the_last_seat_to_reach_the_cap_starts_play() -> None:
    _, st, _ = capped_game(1)
    st.apply(1, Action("ready"))
    evs = st.apply(0, first_swap(st, 0))
    assert event_names(evs)[:3] == ["CardsSwapped", "SeatReady", "TurnStarted"]


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_ends_setup_for_a_seat_that_only_ever_swaps(name: str) -> None:
    rs = build_ruleset(name)
    assert rs.setup_cap == 100
    players = max(rs.min_players, 2)
    game = Game(rs, players)
    st, _ = game.start(seed=f"swapper-{name}")
    moves = 0
    while st.phase == SETUP:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if seat == 0:  # swaps (or stacks) whenever it may, and never sends ready while it can
            arranging = [a for a in legal if a.kind in ("swap", "stack")]
            action = (arranging or [a for a in legal if a.kind != "ready"] or legal)[0]
        else:
            action = next((a for a in legal if a.kind == "ready"), legal[0])
        st.apply(seat, action)
        moves += 1
        assert moves <= rs.setup_cap + 50, "setup did not end"
    assert st.arranged[0] <= rs.setup_cap


def test_a_ruleset_stored_before_the_cap_has_none() -> None:
    data = build_ruleset("classic").to_dict()
    del data["setup_cap"]
    old = ruleset_from_dict(data)
    assert old.setup_cap == 0
    _, st, _ = capped_game(3)
    game = Game(old, 2)
    st = State.from_snapshot(game, st.to_snapshot())
    for _ in range(150):
        st.apply(0, first_swap(st, 0))
    assert not st.ready[0] and st.arrangements_left(0) is None
