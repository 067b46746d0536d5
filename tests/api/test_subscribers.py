"""What follows an append is the game service's subscribers': wired once by the app factory, in
order, each handed one ``Appended`` value after the append is in the log, and none of them
able to fail the request that appended. The routes speak to the service through its public
names only."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from api.games.appended import ACTION, CREATE, Appended
from engine.causes import LEAVE

HTTP = Path(__file__).resolve().parents[2] / "api" / "http"


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_the_app_wires_the_subscribers_once_in_order(app: Any) -> None:
    service = app.extensions["service"]
    names = [getattr(s, "__qualname__", "") for s in service.subscribers]
    assert names == [
        "Announcer.after_append",
        "PushNotices.after_append",
        "MatchService.after_append",
        "playing_out.<locals>.after_append",
        "BotPolicy.after_append",
    ]
    assert service.subscribers[2].__self__ is app.extensions["matches"]
    assert service.subscribers[4].__self__ is app.extensions["bot_policy"]


def test_each_append_tells_what_it_wrote_and_a_failing_subscriber_fails_no_request(
    app: Any, client: Any
) -> None:
    service = app.extensions["service"]
    told: list[Appended] = []

    def failing(appended: Appended) -> None:
        raise RuntimeError("a reaction that fails")

    service.subscribers[:0] = [failing, told.append]
    try:
        g = client.post(
            "/v1/games",
            json={
                "ruleset": "classic",
                "seed": "told",
                "seats": [{"name": "ann"}, {"name": "bob"}],
            },
        ).json
        gid, token = g["id"], g["seats"][0]["token"]
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(token),
            json={"action": {"kind": "ready"}, "expected_version": g["version"]},
        )
        assert resp.status_code == 201, resp.json
        left = client.post(f"/v1/games/{gid}/leave", headers=auth(g["seats"][1]["token"]), json={})
        assert left.status_code == 201, left.json
    finally:
        del service.subscribers[:2]
    # (the substitute's moves, which the policy's drivers make, may be told too)
    created, acted, gone = (
        next(a for a in told if a.game_id == gid and a.by == by) for by in (CREATE, ACTION, LEAVE)
    )
    assert (created.by, created.before, created.version, created.play_out) == (
        CREATE,
        0,
        g["version"],
        False,
    )
    assert len(created.events) == g["version"]
    assert (acted.by, acted.seat, acted.before, acted.version) == (
        ACTION,
        0,
        g["version"],
        resp.json["version"],
    )
    assert len(acted.events) == acted.version - acted.before == len(resp.json["events"])
    assert not acted.ended and not acted.again
    assert (gone.by, gone.seat, gone.version) == (LEAVE, 1, left.json["version"])
    assert gone.meta["bot:1"] == "heuristic"  # the record as the leave left it


def test_the_routes_call_only_public_methods_of_the_service() -> None:
    private = re.compile(r"\b(?:svc|service\(\)|self\.service|games)\._[a-z]")
    found = [
        f"{path.name}:{i}: {line.strip()}"
        for path in sorted(HTTP.glob("*.py"))
        for i, line in enumerate(path.read_text().splitlines(), 1)
        if private.search(line)
    ]
    assert not found, found
