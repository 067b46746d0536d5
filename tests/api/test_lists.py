"""The lists a lobby shows: games newest first with their seats (and those with a seat to
join), tournaments newest first; and a replay's versions rebuilt from the document alone."""

from __future__ import annotations

import time
from typing import Any

from tests.api.test_public_after_end import every_card_shown, play_to_the_end
from tests.api.test_response_schemas import check
from tests.helpers import auth
from tests.organisers import organiser_auth


def listed(client: Any, query: str) -> list[dict[str, Any]]:
    """Every game the list gives for ``query``, page after page."""
    out: list[dict[str, Any]] = []
    cursor = None
    while True:
        page = client.get(f"/v1/games?{query}&limit=7" + (f"&cursor={cursor}" if cursor else ""))
        assert page.status_code == 200, page.json
        out += page.json["games"]
        cursor = page.json["next_cursor"]
        if cursor is None:
            return out


def test_games_are_listed_newest_first_with_their_seats(client: Any) -> None:
    older = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{"name": "ann"}, {"bot": "random"}]}
    ).json
    newer = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [
                {"name": "cy"},
                {"open": True, "name": "anyone"},
                {"bot": "heuristic", "name": "hal"},
            ],
        },
    ).json
    games = listed(client, "ruleset=classic")
    check(client.get("/v1/games?status=open").json, "GameList")
    ids = [g["id"] for g in games]
    assert ids.index(newer["id"]) < ids.index(older["id"])
    created = [g["created"] for g in games]
    assert created == sorted(created, reverse=True)
    assert len(ids) == len(set(ids))  # the pages neither repeat nor skip a game
    by_id = {g["id"]: g for g in games}
    assert by_id[older["id"]]["seats"] == [
        {"name": "ann", "kind": "person"},
        {"name": "random bot", "kind": "bot"},
    ]
    assert by_id[newer["id"]]["seats"] == [
        {"name": "cy", "kind": "person"},
        {"name": "anyone", "kind": "open"},
        {"name": "hal", "kind": "bot"},
    ]
    # status=open: only games with a seat to join; once it is taken the game leaves the list
    open_ids = {g["id"] for g in listed(client, "status=open")}
    assert newer["id"] in open_ids and older["id"] not in open_ids
    assert all(
        any(s["kind"] == "open" for s in g["seats"]) and g["status"] == "playing"
        for g in listed(client, "status=open")
    )
    assert client.post(f"/v1/games/{newer['id']}/join", json={"name": "dee"}).status_code == 201
    assert newer["id"] not in {g["id"] for g in listed(client, "status=open")}


def test_list_parameters_are_checked(client: Any) -> None:
    for query in ("status=waiting", "cursor=abc", "cursor=inf", "limit=0"):
        resp = client.get(f"/v1/games?{query}")
        assert resp.status_code == 422 and resp.json["code"] == "invalid_parameter", query
    for query in ("cursor=nan", "limit=101"):
        resp = client.get(f"/v1/tournaments?{query}")
        assert resp.status_code == 422 and resp.json["code"] == "invalid_parameter", query
    resp = client.post("/v1/replays/verify?views=yes", json={})
    assert resp.status_code == 422 and resp.json["code"] == "invalid_parameter"


def test_tournaments_are_listed_newest_first(client: Any) -> None:
    made = []
    for seed in ("list-1", "list-2", "list-3"):
        resp = client.post(
            "/v1/tournaments",
            json={
                "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
                "participants": ["random", "heuristic"],
                "seed": seed,
            },
            headers=organiser_auth(client.application),
        )
        assert resp.status_code == 201, resp.json
        made.append(resp.json["id"])
        time.sleep(0.01)  # distinct creation times
    first = client.get("/v1/tournaments?limit=2").json
    check(first, "TournamentList")
    assert [t["id"] for t in first["tournaments"]] == made[:0:-1]
    second = client.get(f"/v1/tournaments?limit=2&cursor={first['next_cursor']}").json
    assert second["tournaments"][0]["id"] == made[0]
    item = second["tournaments"][0]
    assert item["participants"] == ["random", "heuristic"]
    assert item["ruleset"] == {"preset": "classic", "options": {"turn_cap": 10}}
    assert item["format"] == "round_robin" and item["progress"]["total"] == 2
    assert item["status"] in ("running", "done")


def test_verify_rebuilds_every_version_of_a_valid_replay(app: Any) -> None:
    client = app.test_client()
    gid, tokens, _ = play_to_the_end(client)
    doc = client.get(f"/v1/games/{gid}/replay").json
    plain = client.post("/v1/replays/verify", json=doc).json
    assert plain["valid"] and "views" not in plain
    answer = client.post("/v1/replays/verify?views=true", json=doc).json
    assert answer["valid"] and len(answer["views"]) == len(doc["events"])
    check(answer, "VerifyResult")
    svc = app.extensions["service"]
    for version, v in enumerate(answer["views"], start=1):
        assert v["version"] == version
        assert v == client.get(f"/v1/games/{gid}/views/{version}", headers=auth(tokens[0])).json[
            "view"
        ] | {"viewer": None}
        every_card_shown(v, svc.load(gid, at_version=version).state)
    # an invalid document has no views to step through
    doc["events"][3]["hash"] = "0" * 64
    answer = client.post("/v1/replays/verify?views=true", json=doc).json
    assert answer["status"] == "invalid" and "views" not in answer
