import requests


def test_live_server_creates_a_game(live_server: str) -> None:
    r = requests.post(live_server + "/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=5)
    assert r.status_code == 201
    assert r.json()["version"] == 1


def test_client_reads_rulesets(client) -> None:  # type: ignore[no-untyped-def]
    r = client.get("/v1/rulesets")
    assert r.status_code == 200
    assert {x["name"] for x in r.json["rulesets"]} >= {"classic", "green-cutthroat-2018"}
