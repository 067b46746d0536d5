"""Bots: legal moves on every preset, no access to hidden cards, determinism.

Every bot is driven only through ``choose(view, legal, history)`` with ``view =
bot_view(state, seat)``, ``legal = state.legal_actions(seat)`` and the seat's redacted
history. Games are capped with the presets' ``turn_cap`` option so the file stays fast.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import PRESETS, Action, Game, build_ruleset, replay
from engine.bots import (
    BOTS,
    Determinizer,
    ISMCTSBot,
    Table,
    make_bot,
    outcome,
    play_game,
    seat_history,
)
from engine.bots.knowledge import known_hands
from engine.cards import cards_of
from engine.events import CardsDrawn, Dealt, PileTaken
from engine.game import OVER, PLAYING, State
from engine.view import BOT_PUBLIC_FIELDS, BOT_SECRET_FIELDS, bot_view

CAP = 60
FAST_ISMCTS = {"iterations": 12, "rollout_depth": 8}


def configs() -> Iterator[tuple[str, int]]:
    for name, preset in PRESETS.items():
        rs = preset.ruleset
        for players in (2, 3):
            if rs.min_players <= players <= rs.max_players:
                yield name, players


CONFIGS = list(configs())


def capped_game(name: str, players: int, cap: int = CAP) -> Game:
    return Game(build_ruleset(name, {"turn_cap": cap}), players)


def new_bot(name: str, game: Game, seed: int) -> Any:
    return make_bot(name, game, seed, **(FAST_ISMCTS if name == "ismcts" else {}))


class Checked:
    """Wraps a bot: every answer must be one of the legal actions it was given."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.needs_view = True
        self.needs_history = True
        self.decisions = 0

    def choose(
        self, view: dict[str, Any], legal: list[Action], history: list[dict[str, Any]]
    ) -> Action:
        assert legal, "a seat asked to act has legal actions"
        before = list(legal)
        choice = self.bot.choose(view, legal, history)
        assert choice in before, f"{type(self.bot).__name__} chose {choice.text()!r}, not legal"
        assert legal == before, "a bot must not change the list it is given"
        self.decisions += 1
        return choice


def decision_points(game: Game, seed: int, bots: list[Any]) -> Iterator[tuple[Table, int]]:
    """Every decision in a game played by ``bots``: (table, seat), before the seat acts."""
    table = Table(game, seed=f"points-{seed}", watch=range(game.players))
    rng = random.Random(seed)
    while table.state.phase != OVER:
        to_act = table.state.to_act()
        seat = to_act[0] if len(to_act) == 1 else rng.choice(to_act)
        yield table, seat
        view, legal, history = table.inputs(seat)
        table.act(seat, bots[seat].choose(view, legal, history))


# -- legality ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CONFIGS)
def test_every_bot_plays_only_legal_moves(name: str, players: int) -> None:
    game = capped_game(name, players)
    kinds = list(BOTS)
    for seed in range(4):
        seats = [
            Checked(new_bot(kinds[(seed + s) % len(kinds)], game, seed * 10 + s))
            for s in range(players)
        ]
        st = play_game(game, seats, seed=f"legal-{name}-{seed}", order_seed=seed)
        assert st.phase == OVER
        assert all(b.decisions for b in seats)


def test_random_bot_never_picks_up_while_it_can_do_anything_else() -> None:
    game = capped_game("classic", 2, cap=200)
    bot = make_bot("random", game, 1)
    table = Table(game, seed="no-pickup")
    while table.state.phase != OVER:
        seat = table.state.to_act()[0]
        legal = table.state.legal_actions(seat)
        a = bot.choose({}, legal, [])
        if any(x.kind != "pickup" for x in legal):
            assert a.kind != "pickup"
        table.act(seat, a)


def test_heuristic_beats_random_on_classic() -> None:
    game = Game(build_ruleset("classic"), 2)
    score = 0.0
    for deal in range(30):
        for h in (0, 1):
            bots = [make_bot("heuristic", game, deal), make_bot("random", game, deal)]
            if h:
                bots.reverse()
            score += outcome(play_game(game, bots, seed=f"hr-{deal}"), h)
    assert score / 60 >= 0.8


def test_heuristic_sets_up_high_and_power_cards_face_up() -> None:
    game = Game(build_ruleset("classic"), 2)
    cv = make_bot("heuristic", game).cv  # type: ignore[attr-defined]
    for seed in range(20):
        table = Table(game, seed=f"setup-{seed}")
        st = table.state
        bot = make_bot("heuristic", game)
        while st.phase == 1:
            seat = st.to_act()[0]
            table.act(seat, bot.choose(bot_view(st, seat), st.legal_actions(seat), []))
        for seat in range(2):
            up = [slot[-1] for slot in st.tables[seat]]
            hand = list(cards_of(st.hands[seat]))
            assert min(cv.keep[c] for c in up) >= max(cv.keep[c] for c in hand)


# -- determinizations -------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CONFIGS)
def test_determinizations_match_what_the_seat_sees(name: str, players: int) -> None:
    """Every sampled state shows the deciding seat exactly its view and its legal moves."""
    game = capped_game(name, players, cap=60)
    rng = random.Random(7)
    bots = [new_bot("heuristic" if s % 2 == 0 else "random", game, s) for s in range(players)]
    checked = 0
    for seed in range(2):
        for table, seat in decision_points(game, seed, bots):
            st = table.state
            if st.phase != PLAYING:
                continue
            view, legal, history = table.inputs(seat)
            det = Determinizer(game, view, history)
            truth = det.hidden_assignment(st)
            for _ in range(2):
                sample = det.sample(rng)
                assert bot_view(sample, seat) == view
                assert sample.legal_actions(seat) == legal
                assert sorted(cards_of(sample.hands[seat])) == sorted(cards_of(st.hands[seat]))
                # the hidden cards are a permutation of the true hidden cards
                assert _hidden_cards(det.hidden_assignment(sample)) == _hidden_cards(truth)
                checked += 1
    assert checked > 20


def test_split_deck_determinizations_keep_each_half_in_its_places() -> None:
    """With a pile and a stock per player (green-ctrb-2006), a sampled state deals each
    player's blind table cards and stock from that player's own colour half, as the deal does."""
    from engine.cards import is_red

    game = capped_game("green-ctrb-2006", 2, cap=60)
    rng = random.Random(3)
    bots = [new_bot("heuristic", game, 0), new_bot("random", game, 1)]
    checked = 0
    for table, seat in decision_points(game, 0, bots):
        if table.state.phase != PLAYING:
            continue
        view, legal, history = table.inputs(seat)
        sample = Determinizer(game, view, history).sample(rng)
        assert sample.legal_actions(seat) == legal
        for s in range(2):
            own = [c for slot in sample.tables[s] for c in slot] + sample.stocks[s]
            assert all(is_red(c) == (s == 1) for c in own), (s, own)
        checked += 1
    assert checked > 20


def test_every_state_field_is_public_or_secret_for_bots() -> None:
    """A new State field must be classified in engine/view.py (BOT_PUBLIC/SECRET_FIELDS)."""
    fields = set(State(Game(build_ruleset("classic"), 2)).to_snapshot())
    public, secret = set(BOT_PUBLIC_FIELDS), set(BOT_SECRET_FIELDS)
    assert not public & secret
    assert fields - public - secret == set(), "classify these fields in engine/view.py"


def _hidden_cards(assignment: tuple[Any, ...]) -> list[int]:
    hands, blind, stock, aside, passing = assignment
    out = (
        [c for h in (*hands, *passing) for c in cards_of(h)]
        + list(blind)
        + list(stock)
        + list(cards_of(aside))
    )
    return sorted(out)


def test_cards_seen_picked_up_stay_in_the_takers_hand() -> None:
    game = Game(build_ruleset("classic", {"turn_cap": 120}), 2)
    bots = [make_bot("random", game, 1), make_bot("random", game, 2)]
    rng = random.Random(3)
    seen_pickup = 0
    for table, seat in decision_points(game, 5, bots):
        if table.state.phase != PLAYING or not any(isinstance(e, PileTaken) for e in table.events):
            continue
        view, _, history = table.inputs(seat)
        known = known_hands(game.players, seat, history)
        other = 1 - seat
        if not known[other]:
            continue
        seen_pickup += 1
        assert known[other] & ~table.state.hands[other] == 0, "known cards are really there"
        det = Determinizer(game, view, history)
        for _ in range(3):
            assert det.sample(rng).hands[other] & known[other] == known[other]
    assert seen_pickup > 10


# -- no access to hidden cards ----------------------------------------------------------------


class Poison(list[Any]):
    """Stands in for a hidden zone of the true state: any use raises. A list to the type
    checks of the compiled engine (which would read it as an empty one: the bots, which
    are never compiled, are what must not touch it)."""

    def __getattribute__(self, name: str) -> Any:
        raise AssertionError(f"the bot touched the true hidden cards ({name})")

    def __len__(self) -> int:
        raise AssertionError("the bot touched the true hidden cards")

    def __iter__(self) -> Any:
        raise AssertionError("the bot touched the true hidden cards")

    def __getitem__(self, key: Any) -> Any:
        raise AssertionError("the bot touched the true hidden cards")


def _midgame(name: str = "classic", seed: int = 11, skip: int = 30) -> tuple[Game, Table, int]:
    game = Game(build_ruleset(name), 2)
    bots = [make_bot("heuristic", game, 0), make_bot("heuristic", game, 1)]
    n = 0
    for table, seat in decision_points(game, seed, bots):
        st = table.state
        if st.phase == PLAYING and seat == 0:
            n += 1
            if n >= skip and len(st.legal_actions(0)) > 1 and len(st.stock) >= 3:
                view, _, history = table.inputs(0)
                if Determinizer(game, view, history).need[1] >= 3:
                    return game, table, seat
    raise AssertionError("no midgame decision found")


def test_ismcts_never_reads_the_true_state() -> None:
    game, table, seat = _midgame()
    view, legal, history = table.inputs(seat)
    st = table.state
    saved = st.hands, st.tables, st.stock
    st.hands, st.tables, st.stock = Poison(), Poison(), Poison()  # type: ignore[assignment]
    try:
        bot = ISMCTSBot(game, 3, iterations=60)
        choice = bot.choose(view, legal, history)
    finally:
        st.hands, st.tables, st.stock = saved
    assert choice in legal
    assert bot.last_iterations == 60


def test_ismcts_samples_do_not_follow_the_truth(monkeypatch: pytest.MonkeyPatch) -> None:
    game, table, seat = _midgame()
    view, legal, history = table.inputs(seat)
    truth_det = Determinizer(game, view, history)
    truth = truth_det.hidden_assignment(table.state)
    samples: list[tuple[Any, ...]] = []
    real_sample = Determinizer.sample

    def spy(self: Determinizer, rng: random.Random) -> State:
        st = real_sample(self, rng)
        samples.append(self.hidden_assignment(st))
        return st

    monkeypatch.setattr(Determinizer, "sample", spy)
    ISMCTSBot(game, 5, iterations=200).choose(view, legal, history)
    assert len(samples) == 200
    assert truth_det.need[1] >= 2, "the opponent holds unknown cards"
    same_hand = sum(s[0] == truth[0] for s in samples)
    same_stock = sum(s[2] == truth[2] for s in samples)
    assert same_hand <= 10  # chance level: a few in thousands
    assert same_stock == 0
    # the opponent's unknown cards are spread over the unknown pool, not the true ones
    true_unknown = truth[0][0] & ~truth_det.known[1]
    hits = sum((s[0][0] & true_unknown).bit_count() for s in samples) / len(samples)
    expected = truth_det.need[1] * true_unknown.bit_count() / len(truth_det.unknown)
    assert hits < expected + 0.5


def _permute(ev: Any, a: int, b: int) -> Any:
    """``ev`` with cards ``a`` and ``b`` exchanged everywhere."""

    def card(c: int) -> int:
        return b if c == a else a if c == b else c

    def mask(m: int) -> int:
        bit_a, bit_b = m >> a & 1, m >> b & 1
        m &= ~((1 << a) | (1 << b))
        return m | (bit_a << b) | (bit_b << a)

    if isinstance(ev, Dealt):
        return Dealt(tuple(card(c) for c in ev.deck))
    if isinstance(ev, CardsDrawn):
        return CardsDrawn(ev.seat, mask(ev.cards))
    if isinstance(ev, PileTaken):
        return PileTaken(ev.seat, mask(ev.cards), mask(ev.extra))
    return ev


def test_same_view_and_history_give_the_same_decision() -> None:
    """Two true states that differ only in cards the seat never saw: one decision."""
    game, table, seat = _midgame(skip=12)
    view, legal, history = table.inputs(seat)
    st = table.state
    known = known_hands(2, seat, history)[1]
    opp = [c for c in cards_of(st.hands[1] & ~known)]
    stock = list(st.stock)
    pairs = [(x, y) for x in opp for y in stock if x >> 2 != y >> 2]
    assert pairs, "an unknown opponent card and a stock card of another rank"
    a, b = pairs[0]
    events2 = [_permute(e, a, b) for e in table.events]
    st2 = replay(game, events2)
    assert st2.hands[1] != st.hands[1] and st2.stock != st.stock
    assert bot_view(st2, seat) == view
    assert st2.legal_actions(seat) == legal
    history2 = seat_history(game, events2, seat)
    assert history2 == history
    for seed in (1, 2):
        first = ISMCTSBot(game, seed, iterations=80).choose(view, legal, history)
        second = ISMCTSBot(game, seed, iterations=80).choose(
            bot_view(st2, seat), st2.legal_actions(seat), history2
        )
        assert first == second


# -- determinism -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["classic", "green-cutthroat-2018"])
def test_same_seed_same_moves(name: str) -> None:
    game = capped_game(name, 3 if name == "classic" else 2, cap=30)

    def run() -> list[Any]:
        bots = [new_bot(k, game, 4) for k in ("ismcts", "heuristic", "random")[: game.players]]
        table = Table(game, seed="same", watch=range(game.players))
        rng = random.Random(9)
        while table.state.phase != OVER:
            to_act = table.state.to_act()
            s = to_act[0] if len(to_act) == 1 else rng.choice(to_act)
            table.act(s, bots[s].choose(*table.inputs(s)))
        return table.events

    assert run() == run()


def test_time_budget_uses_the_injected_clock() -> None:
    game, table, seat = _midgame()
    view, legal, history = table.inputs(seat)
    ticks = iter(range(10_000))

    def clock() -> float:
        return next(ticks) / 1000.0  # each reading advances 1 ms

    bot = ISMCTSBot(game, 1, iterations=None, time_limit=0.025, clock=clock)
    a = bot.choose(view, legal, history)
    assert a in legal
    assert 20 <= bot.last_iterations <= 26
    with pytest.raises(ValueError):
        ISMCTSBot(game, 1, time_limit=0.05)


# -- the benchmark command ----------------------------------------------------------------------


def test_bench_bots_json(capsys: pytest.CaptureFixture[str]) -> None:
    from bench.bots import main, wilson

    assert (
        main(
            [
                "--games",
                "4",
                "--matchups",
                "random:heuristic",
                "--tournament-games",
                "2",
                "--workers",
                "1",
                "--ismcts-seconds",
                "0.2",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    (m,) = out["matchups"]
    assert set(m) == {"a", "b", "games", "a_win_rate", "ci_low", "ci_high"}
    assert m["games"] == 4 and m["ci_low"] <= m["a_win_rate"] <= m["ci_high"]
    assert out["tournament_games_per_s"] > 0
    ismcts = out["ismcts"]
    assert ismcts["searches"] >= 1 and ismcts["iterations"] >= ismcts["searches"]
    assert ismcts["iterations_per_s"] > 0 and ismcts["engine"] in ("compiled", "pure")
    lo, hi = wilson(0.5, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
