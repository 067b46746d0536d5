"""The stream hub redacts the events its fold parsed, with the entries' own wire forms
(:func:`api.games.answers.redacted_entries`): exactly what the events page shows each seat and the
public, through the deal, the setup moves and the play, in games played through the API."""

from __future__ import annotations

import random
from typing import Any

import pytest

from api.games.answers import redacted_entries
from engine.events import event_from_dict

SETUP = ("Dealt", "FaceUpPlaced", "CardsSwapped")


def _play(client: Any, ruleset: str, seats: int, moves: int, seed: str) -> str:
    game = client.post("/v1/games", json={"ruleset": ruleset, "seats": seats, "seed": seed}).json
    tokens = [s["token"] for s in game["seats"]]
    rng = random.Random(seed)
    for _ in range(moves):
        view = client.get(f"/v1/games/{game['id']}").json
        if not view["to_act"]:
            break
        seat = view["to_act"][0]
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        legal = client.get(f"/v1/games/{game['id']}/legal-moves", headers=auth).json
        posted = client.post(
            f"/v1/games/{game['id']}/actions",
            headers=auth,
            json={"action": rng.choice(legal["actions"]), "expected_version": view["version"]},
        )
        assert posted.status_code == 201, posted.json
    return str(game["id"])


@pytest.mark.parametrize(
    ("ruleset", "seats"), [("classic", 3), ("green-cutthroat-2018", 2), ("special-cards", 2)]
)
def test_the_hubs_redaction_is_the_events_pages(
    app: Any, client: Any, ruleset: str, seats: int
) -> None:
    gid = _play(client, ruleset, seats, 30, f"redaction-{ruleset}")
    svc = app.extensions["streams"].service
    meta = svc.store.meta(gid)
    entries = svc.store.entries(gid)
    version = len(entries)
    game = svc.game_of(meta)
    for after in sorted({0, 1, 2, version // 2, version - 3}):
        batch = entries[after:version]
        events = [event_from_dict(e["e"]) for e in batch]
        for seat in [None, *range(seats)]:
            base = None
            if any(e["e"]["type"] in SETUP for e in batch):
                base = svc.load(gid, at_version=after).state.copy()
            page = svc.events_page(gid, meta, seat, after, version)["events"]
            assert redacted_entries(game, batch, after, seat, base, events=events) == page, (
                after,
                seat,
            )
