"""The pure tournament core: schedules, duplicate deals, Swiss pairings and standings."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from engine import Game, build_ruleset
from engine.pairing import pair_tables
from engine.tournament import (
    GameResult,
    ScheduledGame,
    TournamentError,
    TournamentSpec,
    all_games,
    deal_games,
    derive,
    is_complete,
    plan,
    rounds,
    standings,
    unique_names,
)


def spec(**kw: Any) -> TournamentSpec:
    base: dict[str, Any] = {"preset": "classic", "participants": ("a", "b", "c"), "seed": "s"}
    return TournamentSpec(**{**base, **kw})


def result(g: ScheduledGame, scores: list[float], strikes: list[int] | None = None) -> GameResult:
    return GameResult(
        index=g.index,
        scores=tuple(scores),
        reason="turn_cap" if 0.5 in scores else "last_player",
        strikes=tuple(strikes or [0] * len(scores)),
        events=10,
        log_hash="0" * 64,
    )


def decide(
    games: list[ScheduledGame], winner: dict[int, int] | None = None
) -> dict[int, GameResult]:
    """Results where the participant with the lowest number wins (or ``winner[game]``)."""
    out = {}
    for g in games:
        best = min(g.seats) if winner is None or g.index not in winner else winner[g.index]
        out[g.index] = result(g, [1.0 if p == best else 0.0 for p in g.seats])
    return out


# -- the schedule ----------------------------------------------------------------------------


def test_the_schedule_is_a_function_of_the_tournament() -> None:
    a = all_games(spec(games_per_pairing=3), {})
    assert a == all_games(spec(games_per_pairing=3), {})
    other = all_games(spec(games_per_pairing=3, seed="t"), {})
    assert [g.seats for g in a] == [g.seats for g in other]
    assert not {g.deal_seed for g in a} & {g.deal_seed for g in other}
    assert not {g.bot_seed for g in a} & {g.bot_seed for g in other}
    # the bots' seeds come from the tournament seed and the game's index, nothing else
    assert [g.bot_seed for g in a] == [derive("s", "bots", i) for i in range(len(a))]
    assert [g.index for g in a] == list(range(len(a)))


def test_round_robin_meets_every_pair_in_both_seats() -> None:
    s = spec(participants=("a", "b", "c", "d"), games_per_pairing=2)
    games = all_games(s, {})
    assert len(games) == s.total_games() == 6 * 2 * 2
    by_pair = Counter(frozenset(g.seats) for g in games)
    assert set(by_pair) == {frozenset(p) for p in itertools.combinations(range(4), 2)}
    assert set(by_pair.values()) == {4}
    for p, q in itertools.combinations(range(4), 2):
        assert Counter(g.seats.index(p) for g in games if set(g.seats) == {p, q}) == {0: 2, 1: 2}


def test_duplicate_deals_repeat_the_deal_with_the_seats_rotated() -> None:
    s = spec(participants=("a", "b", "c", "d"), seats_per_game=3, games_per_pairing=2)
    games = all_games(s, {})
    assert len(games) == 4 * 2 * 3  # C(4, 3) tables x 2 deals x 3 rotations
    game = Game(build_ruleset("classic"), 3)
    for (_table, _deal), group in itertools.groupby(games, key=lambda g: (g.table, g.deal)):
        deal = list(group)
        assert [g.rotation for g in deal] == [0, 1, 2]
        assert len({g.deal_seed for g in deal}) == 1
        decks = {game.start(seed=g.deal_seed)[1][0].deck for g in deal}
        assert len(decks) == 1, "every rotation is dealt the same cards"
        # each participant holds each seat's cards once
        for p in deal[0].seats:
            assert sorted(g.seats.index(p) for g in deal) == [0, 1, 2]
        first = deal[0].seats
        for g in deal:
            assert g.seats == tuple(first[(s + g.rotation) % 3] for s in range(3))
    # every table of a round plays the same deals; the deals differ from each other
    assert len({g.deal_seed for g in games}) == 2


def test_without_duplicate_each_deal_is_played_once_with_the_seats_turning() -> None:
    s = spec(participants=("a", "b"), games_per_pairing=4, duplicate=False)
    games = all_games(s, {})
    assert len(games) == 4 and len({g.deal_seed for g in games}) == 4
    assert [g.seats for g in games] == [(0, 1), (1, 0), (0, 1), (1, 0)]


@pytest.mark.parametrize(
    ("kw", "code"),
    [
        ({"participants": ("a",)}, "invalid_tournament"),
        ({"preset": "nope"}, "invalid_ruleset"),
        ({"options": {"turn_cap": 1}}, "invalid_ruleset"),
        ({"seats_per_game": 4}, "invalid_seats"),
        ({"seats_per_game": 9, "participants": tuple("abcdefghij")}, "invalid_seats"),
        ({"format": "knockout"}, "invalid_tournament"),
        ({"games_per_pairing": 0}, "invalid_tournament"),
        ({"format": "swiss", "rounds": 0}, "invalid_tournament"),
        ({"rounds": 3}, "invalid_tournament"),
    ],
)
def test_impossible_tournaments_are_refused(kw: dict[str, Any], code: str) -> None:
    with pytest.raises(TournamentError) as err:
        spec(**kw)
    assert err.value.code == code


def test_specs_and_games_survive_json() -> None:
    s = spec(format="swiss", options={"turn_cap": 99}, duplicate=False)
    assert s.rounds == 2  # ceil(log2(3))
    assert TournamentSpec.from_dict(s.to_dict()) == s
    g = all_games(s, {})[0]
    assert ScheduledGame.from_dict(g.to_dict()) == g
    r = result(g, [1.0, 0.0], [2, 0])
    assert GameResult.from_dict(r.to_dict()) == r


# -- Swiss --------------------------------------------------------------------------------------


def test_swiss_rounds_come_one_at_a_time() -> None:
    s = spec(participants=tuple("abcdef"), format="swiss", rounds=3)
    results: dict[int, GameResult] = {}
    gen = rounds(s, results)
    first = next(gen)
    assert first.number == 1 and len(first.games) == 3 * 2
    with pytest.raises(RuntimeError):
        next(gen)  # round 2 depends on round 1's results
    assert len(plan(s, results)) == 1
    results.update(decide(list(first.games)))
    second = next(rounds(s, results))
    assert second.number == 1  # a new generator starts again from round 1
    assert [r.number for r in plan(s, results)] == [1, 2]
    assert plan(s, results)[1].games[0].index == len(first.games)
    assert not is_complete(s, results)


def test_swiss_seats_equal_scores_together_without_rematches() -> None:
    s = spec(participants=tuple("abcdefgh"), format="swiss", rounds=3)
    results: dict[int, GameResult] = {}
    met: set[frozenset[int]] = set()
    for rnd in rounds(s, results):
        tables = {frozenset(g.seats) for g in rnd.games}
        assert not tables & met, "no rematch while another pairing exists"
        met |= tables
        if rnd.number == 2:
            # round 1 winners (the lower number of each table) meet each other
            winners = {min(t) for t in plan(s, results)[0].games for t in [t.seats]}
            for t in tables:
                assert (set(t) <= winners) or not (set(t) & winners)
        results.update(decide(list(rnd.games)))
    assert is_complete(s, results)
    top = standings(s, results)[0]
    assert top.participant == 0 and top.wins == 3 * 2


def test_pair_tables_prefers_close_ranks_and_avoids_rematches() -> None:
    assert pair_tables([0, 1, 2, 3], 2, {}) == [(0, 1), (2, 3)]
    assert pair_tables([0, 1, 2, 3], 2, {(0, 1): 1}) == [(0, 2), (1, 3)]
    assert pair_tables([0, 1, 2, 3], 2, {(0, 1): 1, (0, 2): 1, (0, 3): 1}) == [(0, 1), (2, 3)]
    # three seats: the best left, then those it has met least
    assert pair_tables([0, 1, 2, 3, 4, 5], 3, {(0, 1): 1}) == [(0, 2, 3), (1, 4, 5)]


def test_swiss_byes_go_to_the_lowest_ranked_who_had_fewest() -> None:
    s = spec(participants=tuple("abcde"), format="swiss", rounds=5)
    results: dict[int, GameResult] = {}
    byes: list[int] = []
    for rnd in rounds(s, results):
        assert len(rnd.byes) == 1 and len(rnd.games) == 2 * 2
        assert not any(rnd.byes[0] in g.seats for g in rnd.games)
        byes.append(rnd.byes[0])
        results.update(decide(list(rnd.games)))
    assert sorted(byes) == [0, 1, 2, 3, 4], "five rounds, five different byes"
    assert byes[0] == max(range(5), key=lambda p: derive("s", "order", p)), (
        "the lowest seeded first"
    )
    assert sum(row.byes for row in standings(s, results)) == 5


# -- standings ----------------------------------------------------------------------------------


def test_standings_count_points_and_rate_the_winner_higher() -> None:
    s = spec(participants=("a", "b", "c"), games_per_pairing=2)
    games = all_games(s, {})
    results = decide(games)
    draw = games[0]
    results[draw.index] = result(draw, [0.5, 0.5], [1, 3])
    rows = standings(s, results, unique_names(["x", "y", "x"]))
    assert [r.name for r in rows] == ["x", "y", "x#2"]
    a = rows[0]
    assert (a.games, a.wins, a.draws, a.losses) == (8, 7, 1, 0) and a.points == 7.5
    assert rows[1].points == 4.5 and rows[2].points == 0.0
    assert sum(r.strikes for r in rows) == 4
    assert rows[0].ordinal > rows[1].ordinal > rows[2].ordinal
    assert rows[0].ordinal == pytest.approx(rows[0].mu - 3 * rows[0].sigma)
    assert rows[2].sigma < 25 / 3, "playing makes a rating surer"
    # a rating is the same whatever order the results arrive in
    shuffled = dict(reversed(list(results.items())))
    assert standings(s, shuffled) == standings(s, results)


@pytest.mark.parametrize(
    "kw",
    [
        {},
        {"games_per_pairing": 3},
        {"duplicate": False, "games_per_pairing": 2},
        {"participants": ("a", "b", "c", "d"), "seats_per_game": 3, "games_per_pairing": 2},
        {
            "participants": ("a", "b", "c", "d", "e"),
            "format": "swiss",
            "rounds": 3,
            "games_per_pairing": 2,
        },
    ],
)
def test_the_games_of_a_deal_are_every_game_dealt_its_seed(kw: dict[str, Any]) -> None:
    """``deal_games`` (what the service withholds together) names exactly the games of a
    round dealt one deal seed: every rotation at every table, and nothing else."""
    s = spec(**kw)
    results: dict[int, GameResult] = {}
    while not is_complete(s, results):
        results.update(decide([g for g in all_games(s, results) if g.index not in results]))
    games = all_games(s, results)
    by_seed: dict[str, list[int]] = {}
    for g in games:
        by_seed.setdefault(g.deal_seed, []).append(g.index)
        assert g.index in deal_games(s, g.round, g.deal)
    for g in games:
        assert sorted(deal_games(s, g.round, g.deal)) == by_seed[g.deal_seed]


def test_a_salt_changes_every_derived_seed_and_is_kept_in_the_spec() -> None:
    """The service's tournaments derive from the seed and a secret salt: the same seed deals
    other games, and the spec (so the results document) carries the salt for the verifier."""
    salt = "ab" * 32
    plain, salted = spec(), spec(salt=salt)
    seeds = {g.deal_seed for g in all_games(plain, {})} | {g.bot_seed for g in all_games(plain, {})}
    assert not seeds & (
        {g.deal_seed for g in all_games(salted, {})} | {g.bot_seed for g in all_games(salted, {})}
    )
    assert "salt" not in plain.to_dict() and salted.to_dict()["salt"] == salt
    assert TournamentSpec.from_dict(salted.to_dict()) == salted
    with pytest.raises(TournamentError, match="salt"):
        spec(salt="not hex")
