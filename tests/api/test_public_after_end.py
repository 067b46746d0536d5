"""After the end, everything is public: every view, past view and event page shows every card.

While a game runs, ``test_hidden_info`` proves that nothing hidden leaks. Once it is over
there is nothing left to hide: the replay shows the seed and the deal, so every other way of
reading the game shows as much (hands, face-down cards, the stock in its order, the seed),
for every viewer, at every version.
"""

from __future__ import annotations

from typing import Any

from api.games.service import GameService
from engine import card_name
from engine.cards import cards_of
from engine.game import State
from tests.helpers import auth, play_first_moves

SEED = "public-after-the-end"


def every_card_shown(v: dict[str, Any], state: State) -> None:
    """``v`` (a view) shows exactly the cards of ``state``, wherever they are."""
    for s, seat in enumerate(v["seats"]):
        assert seat["hand"] == [card_name(c) for c in cards_of(state.hands[s])]
        for slot, cards in zip(seat["table"], state.tables[s], strict=True):
            assert slot == [card_name(c) for c in cards]
    assert v["stock"] == [card_name(c) for c in state.stock]
    assert v["aside"] == [card_name(c) for c in cards_of(state.aside)]


def play_to_the_end(client: Any) -> tuple[str, list[str], list[dict[str, Any]]]:
    """A 2-seat classic game played (first legal move each time) until the turn cap ends it;
    the spectator's view of the game before each move."""
    g = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": 2, "seed": SEED, "turn_cap": 10}
    ).json
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    return gid, tokens, play_first_moves(client, gid, tokens)


def test_during_play_nothing_hidden_is_shown_and_after_the_end_everything_is(app: Any) -> None:
    client = app.test_client()
    svc: GameService = app.extensions["service"]
    gid, tokens, during = play_to_the_end(client)
    # while it ran: no stock order, no seed, no other hand, for the spectator
    assert len(during) > 5
    for game in during:
        assert game["seed"] is None
        assert "stock" not in game["view"] and "aside" not in game["view"]
        assert all("hand" not in s for s in game["view"]["seats"])
    final = svc.load(gid).state
    assert final.is_over() and final.stock  # cards were still hidden when it ended
    for token in (*tokens, None):
        game = client.get(f"/v1/games/{gid}", headers=auth(token)).json
        assert game["seed"] == SEED
        every_card_shown(game["view"], final)
    # every earlier version of the finished game, for every viewer
    for version in range(1, final.version + 1):
        at = svc.load(gid, at_version=version).state
        for token in (tokens[0], None):
            resp = client.get(f"/v1/games/{gid}/views/{version}", headers=auth(token))
            assert resp.status_code == 200
            assert resp.json["seed"] == SEED
            every_card_shown(resp.json["view"], at)
    # the event pages: every event whole, as stored and as the replay has it
    log = svc.store.entries(gid)
    replay = client.get(f"/v1/games/{gid}/replay").json
    for token in (tokens[1], None):
        page = client.get(f"/v1/games/{gid}/events?after=0", headers=auth(token)).json
        assert [
            {k: v for k, v in e.items() if k not in ("seq", "cause")} for e in page["events"]
        ] == [entry["e"] for entry in log]
        assert [e.get("cause") for e in page["events"]] == [entry.get("c") for entry in log]
        assert [e["event"] for e in replay["events"]] == [entry["e"] for entry in log]
    assert page["events"][0]["deck"] == replay["deal"]
