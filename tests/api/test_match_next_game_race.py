"""A match's next game appears before the match names it: a reader racing the request that
moves the match on never meets a game id whose game is not made.

The request that moves the match on is held at each point of its way (before it creates the
next game, and after it created it but before the match names it) while readers read: the
stored record, the match as ``GET /v1/matches/{id}`` answers it, and every game it names as
``GET /v1/games/{id}`` answers it (with its seats). Real app, real Redis; the hold is the one
thing added, around the game service's real ``create``.
"""

from __future__ import annotations

import threading
from typing import Any

import pytest

from api.play.matches import next_game_id
from tests.api.test_matches import auth, create_match, play_game, random_policy


class Held:
    """The game service's ``create`` held in one thread (the writer), before or after it runs."""

    def __init__(self, games: Any, when: str) -> None:
        self.real = games.create
        self.when = when
        self.writer: threading.Thread | None = None
        self.reached = threading.Event()
        self.go = threading.Event()
        games.create = self

    def __call__(self, req: dict[str, Any], **kw: Any) -> Any:
        mine = threading.current_thread() is self.writer
        if mine and self.when == "before":
            self.reached.set()
            assert self.go.wait(30)
        try:
            return self.real(req, **kw)
        finally:
            if mine and self.when == "after":
                self.reached.set()
                assert self.go.wait(30)


def names_only_made_games(
    app: Any, client: Any, match_id: str, tokens: list[str | None]
) -> dict[str, Any]:
    """Every game the match names, in its record and in its answer, answers with its seats."""
    games = app.extensions["service"]
    _, game_ids, _ = app.extensions["matches"].store.read(match_id)
    for gid in game_ids.values():
        games.store.meta(gid)  # UnknownGameError if a claim came before its game
    match = client.get(f"/v1/matches/{match_id}").json
    named = [g["game_id"] for g in match["games"]] + [match["current_game"]]
    for gid in filter(None, named):
        resp = client.get(f"/v1/games/{gid}", headers=auth(tokens[0]))
        assert resp.status_code == 200, resp.json
        assert [s["seat"] for s in resp.json["seats"]] == [0, 1]
    answer: dict[str, Any] = match
    return answer


@pytest.mark.parametrize("when", ["before", "after"])
def test_a_reader_racing_the_next_game_only_meets_made_games(
    app: Any, client: Any, when: str
) -> None:
    match = create_match(
        client,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
            "seats": [{"name": "ann"}, {"name": "bob"}],
            "games": 2,
            "seed": f"race-{when}",
        },
    )
    tokens = [s["token"] for s in match["seats"]]
    games = app.extensions["service"]
    matches = app.extensions["matches"]
    follows = matches.after_append
    at = games.subscribers.index(follows)
    games.subscribers.remove(
        follows
    )  # the writer below moves the match on, not the request ending the game
    try:
        play_game(client, match["current_game"], tokens, random_policy(1))
    finally:
        games.subscribers.insert(at, follows)
    held = Held(games, when)
    writer = threading.Thread(target=matches.advance, args=(match["id"],), name="match-writer")
    held.writer = writer
    try:
        writer.start()
        assert held.reached.wait(30)
        # the writer is held: before its game exists, or with its game made but not yet named
        _, game_ids, _ = matches.store.read(match["id"])
        assert 1 not in game_ids  # named only once made, and not made by the writer yet
        seen = names_only_made_games(app, client, match["id"], tokens)
        # the reader moved the match on itself (its GET does), to the one game of index 1
        assert seen["current_game"] == next_game_id(match["id"], 1)
    finally:
        held.go.set()
        writer.join(30)
        games.create = held.real
    assert not writer.is_alive()
    after = names_only_made_games(app, client, match["id"], tokens)
    assert [g["game_id"] for g in after["games"]] == [
        match["current_game"],
        next_game_id(match["id"], 1),
    ]
    assert after["current_game"] == seen["current_game"]
