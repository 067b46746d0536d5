"""A property of every competition: its results, untouched, verify against its games'
replays, and every forgery of them is refused, even signed with the key that signed the rest.

Ladders too: a ladder's games rated one after another by the service's update
(:mod:`engine.ladder`), every update recomputed by the verifier.

The competitions are generated: tournaments of built-in and push bots (answering, or failing
every other call, so their games hold default moves and strikes), round robin or Swiss, two
or three seats a game, with and without duplicate deals, played in this process by the
service's own runner (:func:`api.play.tournament_games.replay_in_memory`, the seat loop every
runner plays with) and exported as the service exports them.
"""

from __future__ import annotations

from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import given, settings
from hypothesis import strategies as st

from api.play.entrants import Entrant, PushBot, entrant_names
from api.play.tournament_games import replay_in_memory
from engine import ladder
from engine.results import build_results, verify_results
from engine.signing import checker, keys_by_id, sign
from engine.tournament import GameResult, TournamentSpec, all_games, rounds
from tests.competitions import TOURNAMENT_FORGERIES, _changed, forged, verified

KEY = Ed25519PrivateKey.generate()
CHECK = checker(keys_by_id([KEY.public_key()]))
#: What a participant may be: a built-in bot, or a push bot at one of the tests' paths.
KINDS = ("random", "heuristic", "push:random", "push:flaky")


def entrant(kind: str, push_bots: Any) -> Entrant:
    if kind.startswith("push:"):
        path = kind.split(":", 1)[1]
        return Entrant(name=path, push=PushBot(url=push_bots.url(path), timeout_ms=10_000))
    return Entrant(bot=kind)


@st.composite
def competitions(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(2, 4))
    kinds = draw(st.lists(st.sampled_from(KINDS), min_size=n, max_size=n))
    seats = draw(st.integers(2, min(3, n)))
    fmt = draw(st.sampled_from(["round_robin", "swiss"]))
    return {
        "kinds": kinds,
        "seats": seats,
        "format": fmt,
        "rounds": draw(st.integers(1, 2)) if fmt == "swiss" else None,
        "duplicate": draw(st.booleans()),
        "seed": draw(st.text("abcdefghij0123456789", min_size=1, max_size=8)),
        "turn_cap": draw(st.sampled_from([12, 30])),
    }


def play(c: dict[str, Any], push_bots: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Play the competition; its signed results document and its games' signed replays."""
    entrants = [entrant(k, push_bots) for k in c["kinds"]]
    names = entrant_names(entrants)
    spec = TournamentSpec(
        preset="classic",
        options={"turn_cap": c["turn_cap"]},
        participants=tuple(names),
        seed=c["seed"],
        format=c["format"],
        rounds=c["rounds"],
        seats_per_game=c["seats"],
        duplicate=c["duplicate"],
    )
    results: dict[int, GameResult] = {}
    replays = []
    for rnd in rounds(spec, results):
        for g in rnd.games:
            if g.index in results:
                continue
            result, replay = replay_in_memory(spec, entrants, names, g)
            results[g.index] = GameResult(
                index=result.index,
                scores=result.scores,
                reason=result.reason,
                strikes=result.strikes,
                events=result.events,
                log_hash=result.log_hash,
                game_id=replay["game_id"],
            )
            replays.append(sign(replay, KEY))
    rows = [e.row(i, names[i]) for i, e in enumerate(entrants)]
    return sign(build_results("t-" + c["seed"], spec, names, rows, results), KEY), replays


@settings(max_examples=12, deadline=None)
@given(competitions())
def test_a_competitions_results_verify_untouched_and_refuse_every_forgery(
    push_bots: Any, c: dict[str, Any]
) -> None:
    doc, replays = play(c, push_bots)
    verdict = verify_results(doc, replays, check_signature=CHECK)
    assert verified(verdict), verdict
    for name, forgery in forged(doc, TOURNAMENT_FORGERIES):
        # signed by the same key: a results document is refused for what it says, not only
        # for a signature that does not match it
        refused = verify_results(sign(forgery, KEY), replays, check_signature=CHECK)
        assert refused["status"] == "invalid" and not refused["pointer"].startswith("/signature"), (
            name,
            refused,
        )
    # a game's replay missing, or another game's given in its place
    if len(replays) > 1:
        missing = verify_results(doc, replays[1:], check_signature=CHECK)
        assert missing["status"] == "invalid", missing
        other = dict(replays[1], game_id=replays[0]["game_id"])
        swapped = verify_results(doc, [other, *replays[1:]], check_signature=CHECK)
        assert swapped["status"] == "invalid", swapped


def _ladder_rating(d: dict[str, Any]) -> bool:
    d["ratings"][-1]["sigma"] = round(d["ratings"][-1]["sigma"] - 0.001, 4)
    return True


def _ladder_update(d: dict[str, Any]) -> bool:
    d["games"][0]["seats"][-1]["after"]["mu"] += 0.25
    return True


def _ladder_drop(d: dict[str, Any]) -> bool:
    del d["games"][0]
    for i, g in enumerate(d["games"]):
        g["index"] = i
    return True


def _ladder_swap(d: dict[str, Any]) -> bool:
    """Two games that share a bot trade places (their indexes kept)."""
    games = d["games"]
    for i in range(len(games) - 1):
        a, b = games[i], games[i + 1]
        if {s["bot"] for s in a["seats"]} & {s["bot"] for s in b["seats"]}:
            games[i], games[i + 1] = b, a
            a["index"], b["index"] = i + 1, i
            return True
    return False


def _ladder_score(d: dict[str, Any]) -> bool:
    seat = d["games"][-1]["seats"][0]
    seat["score"] = 0.0 if seat["score"] else 1.0
    return True


LADDER_FORGERIES = (
    ("a changed rating", lambda d: _changed(d, _ladder_rating)),
    ("a changed update", lambda d: _changed(d, _ladder_update)),
    ("a dropped game", lambda d: _changed(d, _ladder_drop)),
    ("two games swapped", lambda d: _changed(d, _ladder_swap)),
    ("a changed score", lambda d: _changed(d, _ladder_score)),
)


@settings(max_examples=10, deadline=None)
@given(
    bots=st.integers(2, 4),
    seats=st.integers(2, 3),
    seed=st.text("abcdef0123", min_size=1, max_size=6),
    kinds=st.lists(st.sampled_from(["random", "heuristic"]), min_size=4, max_size=4),
)
def test_a_ladders_results_recompute_untouched_and_refuse_every_forgery(
    bots: int, seats: int, seed: str, kinds: list[str]
) -> None:
    """A ladder's games (here a round robin's schedule, played by built-in bots named as the
    ladder's bots), rated one after another by the service's update, verify with every update
    recomputed; every forgery is refused, even signed."""
    seats = min(seats, bots)
    entrants = [Entrant(bot=kinds[i], name=f"bot{i}") for i in range(bots)]
    names = entrant_names(entrants)
    spec = TournamentSpec(
        preset="classic",
        options={"turn_cap": 20},
        participants=tuple(names),
        seed=seed,
        seats_per_game=seats,
        duplicate=False,
    )
    m = ladder.model()
    ratings: dict[str, dict[str, Any]] = {}
    logged, replays = [], []
    for g in all_games(spec, {}):
        result, replay = replay_in_memory(spec, entrants, names, g)
        seated = [names[p] for p in g.seats]
        before = [ratings.get(n) or ladder.fresh(m) for n in seated]
        after = ladder.rate(m, before, list(result.scores))
        ratings.update(zip(seated, after, strict=True))
        logged.append(
            ladder.logged(
                replay["game_id"], result.log_hash, seated, list(result.scores), before, after
            )
        )
        replays.append(sign(replay, KEY))
    doc = sign(
        ladder.build_ladder_results(
            "l-" + seed, {"preset": "classic", "options": {"turn_cap": 20}}, seats, logged, ratings
        ),
        KEY,
    )
    assert verified(ladder.verify_ladder_results(doc, replays, check_signature=CHECK))
    for name, forgery in forged(doc, LADDER_FORGERIES):
        refused = ladder.verify_ladder_results(sign(forgery, KEY), replays, check_signature=CHECK)
        assert refused["status"] == "invalid" and not refused["pointer"].startswith("/signature"), (
            name,
            refused,
        )
