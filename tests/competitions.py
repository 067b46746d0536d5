"""What an auditor checks of a competition's results, shared by the tests of every kind: the
forgeries a results document must refuse, and the verdict an untouched one must get."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Sequence
from typing import Any

#: A forgery: what it changes, and the document it makes of an untouched one (None when the
#: document has nothing it could change so: a tournament of one game swaps no games).
Forgery = tuple[str, Callable[[dict[str, Any]], dict[str, Any] | None]]


def verified(verdict: dict[str, Any]) -> bool:
    """An untouched document's verdict: verified with the service's key, ``valid``."""
    return verdict["status"] == "valid" and verdict["pointer"] is None


def rejected(verdict: dict[str, Any]) -> bool:
    """A forgery's verdict: it neither verifies nor reads as consistent (``invalid``; the
    service's own check, which always knows its keys, may first say an unsigned document
    is not authenticated)."""
    return (
        verdict["status"] not in ("valid", "consistent", "consistent_so_far")
        and verdict["valid"] is False
    )


def _changed(
    doc: dict[str, Any], change: Callable[[dict[str, Any]], bool | None]
) -> dict[str, Any] | None:
    forged = copy.deepcopy(doc)
    return forged if change(forged) is not False else None


def _standing(d: dict[str, Any]) -> bool:
    d["standings"][0]["points"] += 1
    return True


def _score(d: dict[str, Any]) -> bool:
    for g in d["games"]:
        if len(set(g["scores"])) > 1:
            g["scores"] = list(reversed(g["scores"]))
            return True
    return False


def _swap_games(d: dict[str, Any]) -> bool:
    """Two games' results trade places (each game's schedule fields stay)."""
    games = d["games"]
    moved = ("game_id", "final_hash", "events", "scores", "reason", "strikes")
    for i in range(len(games)):
        for j in range(i + 1, len(games)):
            a, b = games[i], games[j]
            if any(a[k] != b[k] for k in moved):
                for k in moved:
                    a[k], b[k] = b[k], a[k]
                return True
    return False


def _drop_game(d: dict[str, Any]) -> bool:
    del d["games"][-1]
    return True


def _participant(d: dict[str, Any]) -> bool:
    """A seated participant's bot changes (one seated in no game, its byes only, is bound by
    the signature alone: no replay names it)."""
    row = d["participants"][d["games"][0]["seats"][0]]
    row["bot"] = "random" if row["bot"] != "random" else "heuristic"
    return True


def _strike(d: dict[str, Any]) -> bool:
    d["games"][0]["strikes"][0] += 1
    return True


#: Every forgery of a tournament's results.
TOURNAMENT_FORGERIES: Sequence[Forgery] = (
    ("a forged standing", lambda d: _changed(d, _standing)),
    ("a game's score reversed", lambda d: _changed(d, _score)),
    ("two games swapped", lambda d: _changed(d, _swap_games)),
    ("a game dropped", lambda d: _changed(d, _drop_game)),
    ("a participant's bot changed", lambda d: _changed(d, _participant)),
    ("a strike added", lambda d: _changed(d, _strike)),
)


def _match_swap(d: dict[str, Any]) -> bool:
    games = d["games"]
    if len(games) < 2:
        return False
    games[0]["game_id"], games[1]["game_id"] = games[1]["game_id"], games[0]["game_id"]
    games[0]["final_hash"], games[1]["final_hash"] = games[1]["final_hash"], games[0]["final_hash"]
    return True


def _match_standing(d: dict[str, Any]) -> bool:
    d["standings"][0]["wins"] += 1
    return True


#: Every forgery of a match's results.
MATCH_FORGERIES: Sequence[Forgery] = (
    ("a forged standing", lambda d: _changed(d, _match_standing)),
    ("two games swapped", lambda d: _changed(d, _match_swap)),
    ("a game dropped", lambda d: _changed(d, _drop_game)),
)


def forged(
    doc: dict[str, Any], forgeries: Sequence[Forgery]
) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each forgery of ``doc`` (its signature left off) that applies to it."""
    unsigned = {k: v for k, v in doc.items() if k != "signature"}
    for name, make in forgeries:
        out = make(unsigned)
        if out is not None:
            yield name, out
