"""A ladder's ratings: the one update the service makes per game, and its results document.

A ladder rates each game that ends with OpenSkill's Plackett-Luce model, each seat's rank
from its score (a win 1, a draw 0.5, a loss 0: every winner shares first place), each bot
starting from the model's default rating. Every value is rounded to :data:`DIGITS` places
when it is stored, and the next game starts from the rounded value, so the updates can be
recomputed exactly: :func:`rate` is what the service computes and what the verifier
recomputes.

Format ``shithead-ladder-results/1``: the ladder's id, ruleset and seats per game, the
``model``, every rated ``game`` in the order it was rated (its id, the last hash of its
replay, and per seat the bot, its score and its ``mu``/``sigma`` before and after) and the
``ratings`` they give (each rated bot's ``mu``, ``sigma``, ordinal and tallies).
:func:`verify_ladder_results` checks, with the engine and the ``openskill`` library alone,
that every game has a replay that verifies, ends on the recorded hash, was played under the
ladder's ruleset by the listed bots (its seats' names) and gives the listed scores; that each
bot's rating before a game is its rating after its previous one (its first: the default);
that each update is the model's; and that the ratings are the last of them.

A seat whose bot left the game (its replay's ``SeatLeft``) scores 0, a loss, however its
substitute played on (:func:`seat_scores`); an aborted game has no result and is never rated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .bots.base import score
from .replays import Failure, SignatureCheck, check_fields, pointer, verdict
from .results import verified_replay
from .rules import ruleset_from_dict
from .verdict import Reference

FORMAT = "shithead-ladder-results/1"
KEYS = frozenset(
    {"format", "ladder_id", "ruleset", "seats_per_game", "model", "games", "ratings", "signature"}
)
#: The rating model, as the document names it.
MODEL = {"library": "openskill", "model": "PlackettLuce", "ranks": "1 - score", "digits": 4}
DIGITS = 4
GAME_KEYS = frozenset({"index", "game_id", "final_hash", "seats"})
SEAT_KEYS = frozenset({"bot", "score", "before", "after"})


#: The reason of a game that ended with no result (:mod:`engine.exits`): never rated.
ABORTED = "aborted"


def seat_scores(
    reason: str, winner: int, loser: int, objective: str, left: Sequence[int], players: int
) -> list[float]:
    """Each seat's score in a rated game: :func:`engine.bots.base.score`, except that a seat
    whose player left (``left``) has lost, whatever its substitute made of the game."""
    return [
        0.0 if seat in left else score(reason, winner, loser, objective, seat)
        for seat in range(players)
    ]


def left_seats(events: Sequence[Any]) -> list[int]:
    """The seats a replay's events (its ``event`` objects) show were left to a bot."""
    return [e["seat"] for e in events if isinstance(e, dict) and e.get("type") == "SeatLeft"]


def model() -> Any:
    from openskill.models import PlackettLuce

    return PlackettLuce()


def fresh(m: Any = None) -> dict[str, Any]:
    """A bot's rating before its first game."""
    r = (m or model()).rating()
    return {
        "mu": round(r.mu, DIGITS),
        "sigma": round(r.sigma, DIGITS),
        "ordinal": round(r.ordinal(), DIGITS),
        "games": 0,
        "wins": 0,
        "draws": 0,
        "losses": 0,
    }


def rate(
    m: Any, before: Sequence[Mapping[str, Any]], scores: Sequence[float]
) -> list[dict[str, Any]]:
    """The seats' ratings after a game, from their ratings before it and their scores."""
    teams = [[m.rating(mu=b["mu"], sigma=b["sigma"])] for b in before]
    rated = m.rate(teams, ranks=[1.0 - s for s in scores])
    out = []
    for b, s, team in zip(before, scores, rated, strict=True):
        new = team[0]
        out.append(
            {
                "mu": round(new.mu, DIGITS),
                "sigma": round(new.sigma, DIGITS),
                "ordinal": round(new.ordinal(), DIGITS),
                "games": int(b["games"]) + 1,
                "wins": int(b["wins"]) + (s >= 1.0),
                "draws": int(b["draws"]) + (0.0 < s < 1.0),
                "losses": int(b["losses"]) + (s <= 0.0),
            }
        )
    return out


def logged(
    game_id: str,
    final_hash: str,
    bots: Sequence[str],
    scores: Sequence[float],
    before: Sequence[Mapping[str, Any]],
    after: Sequence[Mapping[str, Any]],
) -> dict[str, Any]:
    """A rated game as the ladder's log keeps it (a document's game, without its index)."""
    return {
        "game_id": game_id,
        "final_hash": final_hash,
        "seats": [
            {
                "bot": b,
                "score": s,
                "before": {"mu": x["mu"], "sigma": x["sigma"]},
                "after": {"mu": y["mu"], "sigma": y["sigma"]},
            }
            for b, s, x, y in zip(bots, scores, before, after, strict=True)
        ],
    }


def build_ladder_results(
    ladder_id: str,
    ruleset: Mapping[str, Any],
    seats_per_game: int,
    games: Sequence[Mapping[str, Any]],
    ratings: Mapping[str, Mapping[str, Any]],
) -> dict[str, Any]:
    """A ladder's results document: its rated games (as logged, oldest first) and ratings."""
    return {
        "format": FORMAT,
        "ladder_id": ladder_id,
        "ruleset": dict(ruleset),
        "seats_per_game": seats_per_game,
        "model": dict(MODEL),
        "games": [{"index": i, **g} for i, g in enumerate(games)],
        "ratings": [{"bot": name, **ratings[name]} for name in sorted(ratings)],
    }


def verify_ladder_results(
    doc: Any,
    replays: Sequence[Any],
    *,
    check_signature: SignatureCheck | None = None,
    reference: Callable[[], Reference | None] | None = None,
) -> dict[str, Any]:
    """The verdict on a ladder's results document, given its games' replays (in any order);
    decided as a replay's is (:func:`engine.verdict.decide`)."""
    return verdict(doc, lambda: _verify(doc, replays), check_signature, reference=reference)


def _verify(doc: Any, replays: Sequence[Any]) -> dict[str, Any]:
    check_fields(doc, FORMAT, KEYS, "a ladder's results document")
    if doc["model"] != MODEL:
        raise Failure("/model", f"the ladder rates with {MODEL}")
    rules = doc["ruleset"]
    if not isinstance(rules, dict) or set(rules) != {"preset", "options"}:
        raise Failure("/ruleset", "the ruleset is {preset, options}")
    games = doc["games"]
    if not isinstance(games, list):
        raise Failure("/games", "games is a list")
    by_id = {
        r["game_id"]: r
        for r in replays
        if isinstance(r, dict) and isinstance(r.get("game_id"), str)
    }
    m = model()
    current: dict[str, dict[str, Any]] = {}
    for i, g in enumerate(games):
        if (
            not isinstance(g, dict)
            or set(g) != GAME_KEYS
            or g["index"] != i
            or not isinstance(g["game_id"], str)
        ):
            raise Failure(
                pointer("games", i), f"game {i} is {{index: {i}, game_id, final_hash, seats}}"
            )
        seats = g["seats"]
        if (
            not isinstance(seats, list)
            or len(seats) != doc["seats_per_game"]
            or not all(
                isinstance(s, dict) and set(s) == SEAT_KEYS and isinstance(s["bot"], str)
                for s in seats
            )
        ):
            raise Failure(pointer("games", i, "seats"), "each seat is {bot, score, before, after}")
        replay = verified_replay(by_id, g["game_id"], i)
        if g["final_hash"] != replay["events"][-1]["hash"]:
            raise Failure(
                pointer("games", i, "final_hash"), "the game's replay ends on another hash"
            )
        if replay["preset"] != rules["preset"] or replay["options"] != rules["options"]:
            raise Failure(
                pointer("games", i, "game_id"), "the game was not played under the ladder's rules"
            )
        bots = [s["bot"] for s in seats]
        if [s["name"] for s in replay["seats"]] != bots or len(set(bots)) != len(bots):
            raise Failure(pointer("games", i, "seats"), "the game's seats are not these bots")
        r = replay["result"]
        if r["reason"] == ABORTED:
            raise Failure(
                pointer("games", i, "game_id"), "the game was aborted: it has no result to rate"
            )
        objective = ruleset_from_dict(replay["ruleset"]).objective
        winner = -1 if r["winner"] is None else r["winner"]
        loser = -1 if r["loser"] is None else r["loser"]
        left = left_seats([e.get("event") for e in replay["events"]])
        scores = seat_scores(r["reason"], winner, loser, objective, left, len(bots))
        before = [current.get(b) or fresh(m) for b in bots]
        after = rate(m, before, scores)
        for seat, s in enumerate(seats):
            if s["score"] != scores[seat] or isinstance(s["score"], bool):
                raise Failure(
                    pointer("games", i, "seats", seat, "score"),
                    f"the game's replay gives {scores[seat]}",
                )
            for key, want in (("before", before[seat]), ("after", after[seat])):
                if s[key] != {"mu": want["mu"], "sigma": want["sigma"]}:
                    raise Failure(
                        pointer("games", i, "seats", seat, key),
                        f"the rating {key} the game is mu {want['mu']}, sigma {want['sigma']}",
                    )
        current.update(zip(bots, after, strict=True))
    want_ratings = [{"bot": name, **current[name]} for name in sorted(current)]
    if doc["ratings"] != want_ratings:
        rows = doc["ratings"] if isinstance(doc["ratings"], list) else []
        at = next(
            (k for k, (a, b) in enumerate(zip(rows, want_ratings, strict=False)) if a != b),
            min(len(rows), len(want_ratings)),
        )
        raise Failure(pointer("ratings", at), "the ratings are not the ones the games give")
    return {
        "status": "valid",
        "valid": True,
        "pointer": None,
        "reason": f"every one of the {len(games)} rated games verifies against its replay, and every "
        "rating update is the model's",
        "games": len(games),
    }


__all__ = [
    "FORMAT",
    "MODEL",
    "build_ladder_results",
    "fresh",
    "logged",
    "rate",
    "verify_ladder_results",
]
