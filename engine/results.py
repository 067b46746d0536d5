"""A tournament's results as one document, verified against its games' replays.

Format ``shithead-tournament-results/1``: the tournament's id, its ``spec`` (preset, options,
seed, format, rounds, games per pairing, seats per game, duplicate; the participants by their
display names), the ``participants`` (name and bot; a registered bot, ``pull`` or ``push``, with its ``account``), every scheduled ``game`` (its place in
the schedule, its seats, the stored game's id, the last hash of its replay, its event count,
scores, end reason and strikes) and the ``standings``; signed like a replay.

:func:`verify_results` checks, with nothing but the engine, that

* the schedule is the one the spec gives (Swiss pairings follow from the earlier results),
* every game has a replay that verifies, ends on the recorded hash, was dealt from the seed the
  schedule gives that game, has the spec's ruleset and the scheduled participants in its seats,
  and gives the recorded scores, end reason and strikes,
* the standings are the ones those results give,

and answers like :func:`engine.replays.verify_document` (``status``, ``pointer``, ``reason``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .bots.base import score
from .causes import strike
from .deal import commitment
from .replays import Failure, SignatureCheck, check_fields, pointer, verdict, verify_document
from .rules import ruleset_from_dict
from .salts import SALT_KEY, check_salt
from .tournament import (
    GameResult,
    TournamentError,
    TournamentSpec,
    all_games,
    is_complete,
    standings,
)
from .verdict import Reference

FORMAT = "shithead-tournament-results/1"
KEYS = frozenset(
    {"format", "tournament_id", "spec", "participants", "games", "standings", "signature"}
)
#: What a registered bot participant's ``bot`` says: how it plays (it names its ``account``).
REGISTERED_KINDS = ("pull", "push")
GAME_KEYS = (
    "index",
    "round",
    "table",
    "deal",
    "rotation",
    "seats",
    "game_id",
    "final_hash",
    "events",
    "scores",
    "reason",
    "strikes",
)


def build_results(
    tournament_id: str,
    spec: TournamentSpec,
    names: Sequence[str],
    participants: Sequence[Mapping[str, Any]],
    results: Mapping[int, GameResult],
) -> dict[str, Any]:
    """The results document of a finished tournament (``results`` by game index)."""
    games = []
    for g in all_games(spec, results):
        r = results[g.index]
        games.append(
            {
                "index": g.index,
                "round": g.round,
                "table": g.table,
                "deal": g.deal,
                "rotation": g.rotation,
                "seats": list(g.seats),
                "game_id": r.game_id,
                "final_hash": r.log_hash,
                "events": r.events,
                "scores": list(r.scores),
                "reason": r.reason,
                "strikes": list(r.strikes),
            }
        )
    return {
        "format": FORMAT,
        "tournament_id": tournament_id,
        "spec": {**spec.to_dict(), "participants": list(names)},
        "participants": [dict(p) for p in participants],
        "games": games,
        "standings": [s.to_dict() for s in standings(spec, results, names)],
    }


def verify_results(
    doc: Any,
    replays: Sequence[Any],
    *,
    check_signature: SignatureCheck | None = None,
    reference: Callable[[], Reference | None] | None = None,
) -> dict[str, Any]:
    """The verdict on a results document, given its games' replays (in any order); decided as
    a replay's is (:func:`engine.verdict.decide`)."""
    return verdict(doc, lambda: _verify(doc, replays), check_signature, reference=reference)


def verified_replay(by_id: Mapping[str, Any], game_id: str, i: int) -> Any:
    """The given replay of game ``i`` (``game_id``), once it holds together: the results'
    signature vouches for its last hash, so for the whole replay (its own signature is not
    needed)."""
    replay = by_id.get(game_id)
    if replay is None:
        raise Failure(pointer("games", i, "game_id"), "no replay of this game was given")
    verdict = verify_document(replay)
    if verdict["status"] != "consistent":
        raise Failure(
            pointer("games", i, "game_id"),
            f"the game's replay does not verify: {verdict['pointer']}: {verdict['reason']}",
        )
    return replay


def _verify(doc: Any, replays: Sequence[Any]) -> dict[str, Any]:
    check_fields(doc, FORMAT, KEYS, "a results document")
    try:
        spec = TournamentSpec.from_dict(doc["spec"])
    except (TournamentError, KeyError, TypeError, ValueError, AttributeError) as exc:
        raise Failure("/spec", f"the tournament's spec cannot be read: {exc}") from None
    if not isinstance(doc["spec"], dict) or not all(isinstance(p, str) for p in spec.participants):
        raise Failure("/spec/participants", "the spec names its participants")
    normal = spec.to_dict()
    for key, value in normal.items():
        if key not in doc["spec"] or not _same(doc["spec"][key], value):
            raise Failure(pointer("spec", key), f"the spec reads as {json.dumps(value)} here")
    for key in doc["spec"]:
        if key not in normal:
            raise Failure(pointer("spec", key), f"unknown field {key!r} in the spec")
    names = list(spec.participants)
    people = doc["participants"]
    if not isinstance(people, list) or len(people) != len(names):
        raise Failure("/participants", "participants lists every participant of the spec")
    for p, entry in enumerate(people):
        if (
            not isinstance(entry, dict)
            or not isinstance(entry.get("bot"), str)
            or not _same(entry, _participant(p, names[p], entry))
        ):
            raise Failure(
                pointer("participants", p),
                f"participant {p} is {{participant, name: {names[p]!r}, bot}}, with the account of a "
                "registered bot (whose bot is pull or push)",
            )
    games = doc["games"]
    if not isinstance(games, list):
        raise Failure("/games", "games is a list")
    results: dict[int, GameResult] = {}
    for i, g in enumerate(games):
        if not isinstance(g, dict) or set(g) != set(GAME_KEYS):
            raise Failure(pointer("games", i), f"a game holds exactly {', '.join(GAME_KEYS)}")
        for key, ok in (
            ("index", _is_int(g["index"])),
            ("round", _is_int(g["round"])),
            ("table", _is_int(g["table"])),
            ("deal", _is_int(g["deal"])),
            ("rotation", _is_int(g["rotation"])),
            ("events", _is_int(g["events"])),
            ("seats", isinstance(g["seats"], list) and all(map(_is_int, g["seats"]))),
            ("game_id", isinstance(g["game_id"], str)),
            ("final_hash", isinstance(g["final_hash"], str)),
            ("reason", isinstance(g["reason"], str)),
            (
                "scores",
                isinstance(g["scores"], list)
                and all(isinstance(x, (int, float)) for x in g["scores"]),
            ),
            ("strikes", isinstance(g["strikes"], list) and all(map(_is_int, g["strikes"]))),
        ):
            if not ok:
                raise Failure(pointer("games", i, key), f"{key} has the wrong type")
        try:
            results[g["index"]] = GameResult(
                index=g["index"],
                scores=tuple(g["scores"]),
                reason=g["reason"],
                strikes=tuple(g["strikes"]),
                events=g["events"],
                log_hash=g["final_hash"],
                game_id=g["game_id"],
            )
        except (TypeError, ValueError) as exc:
            raise Failure(pointer("games", i), f"the game cannot be read: {exc}") from None
    try:
        scheduled = all_games(spec, results)
        complete = is_complete(spec, results)
    except (KeyError, IndexError, TypeError, ValueError, RuntimeError) as exc:
        raise Failure("/games", f"the results do not fit the spec's schedule: {exc}") from None
    if len(scheduled) != len(games):
        raise Failure(
            "/games",
            f"the spec's schedule has {len(scheduled)} games so far, the document {len(games)}",
        )
    by_id = {
        r["game_id"]: r
        for r in replays
        if isinstance(r, dict) and isinstance(r.get("game_id"), str)
    }
    rs = None
    for i, (g, s) in enumerate(zip(games, scheduled, strict=True)):
        want = {
            "index": s.index,
            "round": s.round,
            "table": s.table,
            "deal": s.deal,
            "rotation": s.rotation,
            "seats": list(s.seats),
        }
        for key, value in want.items():
            if not _same(g[key], value):
                raise Failure(pointer("games", i, key), f"the schedule gives {value} here")
        replay = verified_replay(by_id, g["game_id"], i)
        if replay["seed"] != s.deal_seed:
            raise Failure(
                pointer("games", i, "game_id"),
                "the game was not dealt from the seed the schedule gives it",
            )
        if replay["preset"] != spec.preset or replay["options"] != dict(spec.options):
            raise Failure(
                pointer("games", i, "game_id"),
                "the game was not played under the tournament's rules",
            )
        for seat, p in enumerate(s.seats):
            got = replay["seats"][seat]
            kind, bot = _seat_of(people[p])
            if got["name"] != names[p] or got["bot"] != bot or got["kind"] != kind:
                raise Failure(
                    pointer("games", i, "seats", seat),
                    f"seat {seat} of the game is {got['name']!r} ({got['kind']}, {got['bot']}), "
                    f"not {names[p]!r} ({kind}, {bot})",
                )
        if rs is None:
            rs = ruleset_from_dict(replay["ruleset"])
        r = replay["result"]
        winner = -1 if r["winner"] is None else r["winner"]
        loser = -1 if r["loser"] is None else r["loser"]
        expected = {
            "final_hash": replay["events"][-1]["hash"],
            "events": len(replay["events"]),
            "reason": r["reason"],
            "scores": [
                score(r["reason"], winner, loser, rs.objective, seat)
                for seat in range(len(s.seats))
            ],
            "strikes": [_strikes(replay, seat) for seat in range(len(s.seats))],
        }
        for key, value in expected.items():
            if not _same(g[key], value):
                raise Failure(pointer("games", i, key), f"the game's replay gives {value} here")
    want_standings = [st.to_dict() for st in standings(spec, results, names)]
    if not isinstance(doc["standings"], list):
        raise Failure("/standings", "standings is a list")
    if not _same(doc["standings"], want_standings):
        at = next(
            (
                i
                for i, (a, b) in enumerate(zip(doc["standings"], want_standings, strict=False))
                if not _same(a, b)
            ),
            min(len(doc["standings"]), len(want_standings)),
        )
        raise Failure(
            pointer("standings", at), "the standings are not the ones the games' results give"
        )
    n = len(games)
    if not complete:
        return {
            "status": "consistent_so_far",
            "valid": False,
            "pointer": None,
            "reason": f"consistent for the {n} games played; the tournament is not over",
            "games": n,
        }
    return {
        "status": "valid",
        "valid": True,
        "pointer": None,
        "reason": f"every one of the {n} games verifies against its replay",
        "games": n,
    }


def _participant(p: int, name: str, entry: Mapping[str, Any]) -> dict[str, Any]:
    """What participant ``p`` must be for ``entry``: a built-in or push bot, or a registered
    bot with its account (a pull or push bot)."""
    want: dict[str, Any] = {"participant": p, "name": name, "bot": entry["bot"]}
    if (
        "account" in entry
        and entry["bot"] in REGISTERED_KINDS
        and isinstance(entry["account"], str)
        and entry["account"]
    ):
        want["account"] = entry["account"]
    return want


def _seat_of(entry: Mapping[str, Any]) -> tuple[str, str | None]:
    """The seat a participant has in its games' replays (kind, bot): a registered pull bot
    plays its seat itself, as a person does; a push bot (ad hoc or registered) is ``push``.
    The replay names the seat, not the account: the name is what binds it."""
    bot = entry["bot"]
    if "account" in entry and bot == "pull":
        return "person", None
    return ("push" if bot == "push" else "bot"), bot


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON values: numbers by value (1 and 1.0), but true is not 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _strikes(replay: Mapping[str, Any], seat: int) -> int:
    """A bot's strikes: the moves played for it because it failed (not after it was
    dropped), as the cause table counts them (:func:`engine.causes.strike`)."""
    return sum(
        1
        for e in replay["events"]
        if e["cause"] and e["cause"]["seat"] == seat and strike(e["cause"])
    )


# == matches =================================================================================

MATCH_FORMAT = "shithead-match-results/1"
MATCH_KEYS = frozenset(
    {
        "format",
        "match_id",
        "ruleset",
        "preset",
        "options",
        "players",
        "first_dealer",
        "total",
        "seed",
        "seed_commitment",
        "games",
        "standings",
        "signature",
    }
)


def build_match_results(
    match_id: str,
    *,
    ruleset: Mapping[str, Any],
    preset: str,
    options: Mapping[str, Any],
    players: int,
    first_dealer: int,
    total: int,
    seed: str | None,
    final_hashes: Sequence[tuple[str, str]],
    standings: list[dict[str, Any]],
    seed_salt: str | None = None,
) -> dict[str, Any]:
    """A finished match's results: its games (id and last replay hash, in order) and standings;
    a salted seed's ``seed_salt`` (:mod:`engine.salts`)."""
    return {
        "format": MATCH_FORMAT,
        "match_id": match_id,
        "ruleset": dict(ruleset),
        "preset": preset,
        "options": dict(options),
        "players": players,
        "first_dealer": first_dealer,
        "total": total,
        "seed": seed,
        "seed_commitment": commitment(seed, seed_salt) if seed else None,
        **({SALT_KEY: seed_salt} if seed and seed_salt else {}),
        "games": [
            {"index": i, "game_id": gid, "final_hash": h} for i, (gid, h) in enumerate(final_hashes)
        ],
        "standings": standings,
    }


def verify_match_results(
    doc: Any,
    replays: Sequence[Any],
    *,
    check_signature: SignatureCheck | None = None,
    reference: Callable[[], Reference | None] | None = None,
) -> dict[str, Any]:
    """The verdict on a match's results document, given its games' replays (in any order):
    each game's dealer and carry-over follow from the games before (``engine.match``), each
    replay verifies and ends on the listed hash, and the standings are the results'."""
    return verdict(doc, lambda: _verify_match(doc, replays), check_signature, reference=reference)


def _verify_match(doc: Any, replays: Sequence[Any]) -> dict[str, Any]:
    from .events import GameEnded
    from .match import Match, derive_seed

    check_fields(
        doc,
        MATCH_FORMAT,
        MATCH_KEYS | ({SALT_KEY} if isinstance(doc, dict) and SALT_KEY in doc else set()),
        "a results document",
    )
    check_salt(doc)
    salt = doc.get(SALT_KEY)
    for key in ("match_id", "preset"):
        if not isinstance(doc[key], str) or not doc[key]:
            raise Failure(pointer(key), f"{key} is a non-empty string")
    for key in ("players", "first_dealer", "total"):
        if not _is_int(doc[key]):
            raise Failure(pointer(key), f"{key} is a number")
    if not isinstance(doc["options"], dict):
        raise Failure("/options", "options is an object")
    seed = doc["seed"]
    if seed is not None and (
        not isinstance(seed, str) or commitment(seed, salt) != doc["seed_commitment"]
    ):
        raise Failure(
            "/seed", "the seed (with its salt, if any) does not match the match's commitment"
        )
    if seed is None and doc["seed_commitment"] is not None:
        raise Failure("/seed", "a match that committed to a seed reveals it once over")
    try:
        m = Match(
            ruleset_from_dict(doc["ruleset"]),
            doc["players"],
            first_dealer=doc["first_dealer"],
            games=doc["total"],
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise Failure("/ruleset", f"the match cannot be rebuilt: {exc}") from None
    games = doc["games"]
    if not isinstance(games, list) or len(games) != m.total:
        raise Failure("/games", f"a finished match lists its {m.total} games")
    by_id = {
        r["game_id"]: r
        for r in replays
        if isinstance(r, dict) and isinstance(r.get("game_id"), str)
    }
    for i, g in enumerate(games):
        if (
            not isinstance(g, dict)
            or set(g) != {"index", "game_id", "final_hash"}
            or not _same(g["index"], i)
            or not isinstance(g["game_id"], str)
        ):
            raise Failure(pointer("games", i), f"game {i} is {{index: {i}, game_id, final_hash}}")
        replay = verified_replay(by_id, g["game_id"], i)
        if not _same(g["final_hash"], replay["events"][-1]["hash"]):
            raise Failure(
                pointer("games", i, "final_hash"), "the game's replay ends on another hash"
            )
        game = m.next_game()
        want = {
            "ruleset": doc["ruleset"],
            "preset": doc["preset"],
            "options": doc["options"],
            "players": doc["players"],
            "dealer": game.dealer,
            "starter": game.starter,
            "spoils": game.spoils,
            "no_swap": sorted(game.no_swap),
        }
        if seed is not None:
            want["seed"] = derive_seed(seed, "deal", i)
        for key, value in want.items():
            if not _same(replay[key], value):
                raise Failure(
                    pointer("games", i, "game_id"),
                    f"the game's {key} is not the one the match gives ({json.dumps(value)})",
                )
        r = replay["result"]
        m.record(
            game,
            GameEnded(
                r["reason"],
                tuple(r["order"]),
                -1 if r["loser"] is None else r["loser"],
                -1 if r["winner"] is None else r["winner"],
            ),
        )
    if not _same(doc["standings"], m.standings()):
        raise Failure("/standings", "the standings are not the ones the games' results give")
    return {
        "status": "valid",
        "valid": True,
        "pointer": None,
        "reason": f"every one of the {len(games)} games verifies against its replay",
        "games": len(games),
    }
