"""A property of every competition: its results, untouched, verify against its games'
replays, and every forgery of them is refused, even signed with the key that signed the rest.

The competitions are generated: tournaments of built-in and push bots (answering, or failing
every other call, so their games hold default moves and strikes), round robin or Swiss, two
or three seats a game, with and without duplicate deals, played in this process by the
service's own runner (:func:`api.play.tournaments.replay_in_memory`, the seat loop every
runner plays with) and exported as the service exports them.
"""

from __future__ import annotations

from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import given, settings
from hypothesis import strategies as st

from api.play.tournaments import entrant_names, participant_row, replay_in_memory
from engine.results import build_results, verify_results
from engine.signing import checker, keys_by_id, sign
from engine.tournament import GameResult, TournamentSpec, rounds
from tests.competitions import TOURNAMENT_FORGERIES, forged, verified

KEY = Ed25519PrivateKey.generate()
CHECK = checker(keys_by_id([KEY.public_key()]))
#: What a participant may be: a built-in bot, or a push bot at one of the tests' paths.
KINDS = ("random", "heuristic", "push:random", "push:flaky")


def entrant(kind: str, push_bots: Any) -> dict[str, Any]:
    if kind.startswith("push:"):
        path = kind.split(":", 1)[1]
        return {"name": path, "push": {"url": push_bots.url(path), "timeout_ms": 10_000, "secret": None}}
    return {"bot": kind}


@st.composite
def competitions(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(2, 4))
    kinds = draw(st.lists(st.sampled_from(KINDS), min_size=n, max_size=n))
    seats = draw(st.integers(2, min(3, n)))
    fmt = draw(st.sampled_from(["round_robin", "swiss"]))
    return {
        "kinds": kinds, "seats": seats, "format": fmt,
        "rounds": draw(st.integers(1, 2)) if fmt == "swiss" else None,
        "duplicate": draw(st.booleans()),
        "seed": draw(st.text("abcdefghij0123456789", min_size=1, max_size=8)),
        "turn_cap": draw(st.sampled_from([12, 30])),
    }


def play(c: dict[str, Any], push_bots: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Play the competition; its signed results document and its games' signed replays."""
    entrants = [entrant(k, push_bots) for k in c["kinds"]]
    names = entrant_names(entrants)
    spec = TournamentSpec(preset="classic", options={"turn_cap": c["turn_cap"]}, participants=tuple(names),
                          seed=c["seed"], format=c["format"], rounds=c["rounds"], seats_per_game=c["seats"],
                          duplicate=c["duplicate"])
    results: dict[int, GameResult] = {}
    replays = []
    for rnd in rounds(spec, results):
        for g in rnd.games:
            if g.index in results:
                continue
            result, replay = replay_in_memory(spec, entrants, names, g)
            results[g.index] = GameResult(index=result.index, scores=result.scores, reason=result.reason,
                                          strikes=result.strikes, events=result.events,
                                          log_hash=result.log_hash, game_id=replay["game_id"])
            replays.append(sign(replay, KEY))
    rows = [participant_row(i, e, names[i]) for i, e in enumerate(entrants)]
    return sign(build_results("t-" + c["seed"], spec, names, rows, results), KEY), replays


@settings(max_examples=12, deadline=None)
@given(competitions())
def test_a_competitions_results_verify_untouched_and_refuse_every_forgery(push_bots: Any,
                                                                          c: dict[str, Any]) -> None:
    doc, replays = play(c, push_bots)
    verdict = verify_results(doc, replays, check_signature=CHECK)
    assert verified(verdict), verdict
    for name, forgery in forged(doc, TOURNAMENT_FORGERIES):
        # signed by the same key: a results document is refused for what it says, not only
        # for a signature that does not match it
        refused = verify_results(sign(forgery, KEY), replays, check_signature=CHECK)
        assert refused["status"] == "invalid" and not refused["pointer"].startswith("/signature"), (name, refused)
    # a game's replay missing, or another game's given in its place
    if len(replays) > 1:
        missing = verify_results(doc, replays[1:], check_signature=CHECK)
        assert missing["status"] == "invalid", missing
        other = dict(replays[1], game_id=replays[0]["game_id"])
        swapped = verify_results(doc, [other, *replays[1:]], check_signature=CHECK)
        assert swapped["status"] == "invalid", swapped
