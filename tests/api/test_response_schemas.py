"""Every field an answer carries is declared in the contract: the real answers, checked
against openapi.yaml with every declared object closed (``unevaluatedProperties: false``),
so that a field the service returns and the schema leaves out fails here."""

from __future__ import annotations

import functools
from typing import Any

import jsonschema_rs
import pytest

from engine.rules.presets import PRESETS
from schemas.openapi import read_contract
from tests.api.test_api import auth
from tests.helpers import wait_until_to_act

SPEC: dict[str, Any] = read_contract()


#: The keywords that apply other schemas to the same object: its properties those declare
#: count as evaluated for ``unevaluatedProperties``.
IN_PLACE = {"allOf", "anyOf", "oneOf", "not", "if", "then", "else", "$ref", "dependentSchemas"}


def closed(schema: Any) -> Any:
    """``schema`` with every object that lists its properties closed to any other. An object
    schema with no in-place applicator is closed with ``additionalProperties: false``, the
    same test there (what it allows is its own properties) and far cheaper for the
    validator than ``unevaluatedProperties``, which the others need."""
    if isinstance(schema, list):
        return [closed(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: closed(v) for k, v in schema.items()}
    if "oneOf" in out and "discriminator" in out:
        out = by_discriminator(out)
    if "properties" in out and "additionalProperties" not in out:
        out["unevaluatedProperties" if IN_PLACE & out.keys() else "additionalProperties"] = False
    return out


def by_discriminator(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema``'s ``oneOf`` checked as the branch its discriminator names: the same test,
    since every branch pins the discriminating property to its own value (checked here), so
    no instance can match two branches, and one matches exactly when the branch of its value
    does. The events' ``oneOf`` of 42 types otherwise tries every event against each."""
    prop, mapping = schema["discriminator"]["propertyName"], schema["discriminator"]["mapping"]
    assert sorted(b["$ref"] for b in schema["oneOf"]) == sorted(mapping.values()), schema
    for value, ref in mapping.items():
        branch = SPEC["components"]["schemas"][ref.rsplit("/", 1)[1]]
        assert branch["properties"][prop]["enum"] == [value] and prop in branch["required"], ref
    out = {k: v for k, v in schema.items() if k != "oneOf"}
    out["allOf"] = [
        *out.get("allOf", ()),
        {"required": [prop], "properties": {prop: {"enum": list(mapping)}}},
        *(
            {"if": {"properties": {prop: {"const": value}}}, "then": {"$ref": ref}}
            for value, ref in mapping.items()
        ),
    ]
    return out


COMPONENTS = {
    **SPEC["components"],
    "schemas": {name: closed(schema) for name, schema in SPEC["components"]["schemas"].items()},
}


@functools.cache
def validator(name: str) -> Any:
    """The closed schema ``name`` as jsonschema-rs's 2020-12 validator, built once: a game's
    answers are checked by the hundred, and the Python validator took a fifth of a second
    for a view (its ``unevaluatedProperties`` and the events' ``if``s)."""
    return jsonschema_rs.Draft202012Validator(
        {"$ref": f"#/components/schemas/{name}", "components": COMPONENTS}
    )


def check(body: Any, name: str) -> None:
    errors = sorted(validator(name).iter_errors(body), key=lambda e: list(e.instance_path))
    assert not errors, "\n".join(f"{list(e.instance_path)}: {e.message[:300]}" for e in errors[:10])


def test_rulesets_declare_every_field(client: Any) -> None:
    check(client.get("/v1/rulesets").get_json(), "RulesetList")
    for name in PRESETS:
        check(client.get(f"/v1/rulesets/{name}").get_json(), "RulesetDetail")


@pytest.mark.parametrize("preset", ["classic", "green-cutthroat-2018"])
def test_a_game_s_answers_declare_every_field(client: Any, preset: str) -> None:
    created = client.post(
        "/v1/games", json={"ruleset": preset, "seats": [{}, {"bot": "random"}], "seed": "declared"}
    ).get_json()
    check(created, "CreatedGame")
    gid, token = created["id"], created["seats"][0]["token"]
    for _ in range(200):
        game = wait_until_to_act(client, gid, token)  # the bot's moves come after each answer
        check(game, "Game")
        check(client.get(f"/v1/games/{gid}").get_json(), "Game")
        if game["phase"] == "over":
            break
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).get_json()
        check(moves, "LegalMoves")
        if not moves["actions"]:
            break
        done = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(token),
            json={"action": moves["actions"][0], "expected_version": moves["version"]},
        )
        assert done.status_code == 201, done.get_json()
        check(done.get_json(), "ActionResult")
    check(client.get(f"/v1/games/{gid}/events?after=0").get_json(), "EventPage")
    check(
        client.get(f"/v1/games/{gid}/events?after=0", headers=auth(token)).get_json(), "EventPage"
    )
    replay = client.get(f"/v1/games/{gid}/replay").get_json()
    check(replay, "ReplayDocument")
    check(client.post("/v1/replays/verify", json=replay).get_json(), "VerifyResult")
    check(client.get("/v1/keys").get_json(), "KeyList")


def test_matches_tournaments_and_their_results_declare_every_field(client: Any) -> None:
    from tests.api.test_matches import finish_bots_match, get_match
    from tests.tournaments.test_http import create as create_tournament
    from tests.tournaments.test_http import wait_done

    created = client.post(
        "/v1/matches",
        json={
            "ruleset": {"preset": "green-cutthroat-2018", "options": {"turn_cap": 200}},
            "seats": [{"bot": "heuristic"}, {"bot": "random", "name": "rnd"}],
            "seed": "declared",
        },
    )
    assert created.status_code == 201, created.get_json()
    match = created.get_json()
    check(match, "CreatedMatch")
    check(get_match(client, match["id"]), "Match")
    match = finish_bots_match(client, match)  # the bot policy plays its games
    check(client.get(f"/v1/matches/{match['id']}").get_json(), "Match")
    results = client.get(f"/v1/matches/{match['id']}/results").get_json()
    check(results, "MatchResults")
    check(client.post("/v1/replays/verify", json=results).get_json(), "VerifyResult")

    started = create_tournament(
        client,
        ruleset={"preset": "classic", "options": {"turn_cap": 200}},
        participants=["heuristic", "random", {"bot": "random", "name": "r2"}],
        format="swiss",
        rounds=2,
        seed="declared",
    )
    assert started.status_code == 201, started.json
    check(started.json, "CreatedTournament")
    done = wait_done(client, started.json["id"])
    check(done, "Tournament")
    results = client.get(f"/v1/tournaments/{done['id']}/results").get_json()
    check(results, "TournamentResults")
    check(client.post("/v1/replays/verify", json=results).get_json(), "VerifyResult")


def test_joins_lists_and_problems_declare_every_field(client: Any) -> None:
    created = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{}, {"open": True}]}
    ).get_json()
    joined = client.post(f"/v1/games/{created['id']}/join", json={"name": "late"})
    assert joined.status_code == 201, joined.get_json()
    check(joined.get_json(), "Joined")
    check(client.get("/v1/games?limit=5").get_json(), "GameList")
    problems = [
        client.get("/v1/games/" + "0" * 32),
        client.post("/v1/games", json={"ruleset": "classic", "seats": 9}),
        client.post(
            f"/v1/games/{created['id']}/actions",
            headers=auth(created["seats"][0]["token"]),
            json={"action": {"kind": "ready"}, "expected_version": 0},
        ),
        client.get(f"/v1/games/{created['id']}/views/999"),
    ]
    for resp in problems:
        check(resp.get_json(), "Problem")
    assert {resp.get_json()["code"] for resp in problems} >= {"version_conflict", "no_such_version"}
    check(client.get("/healthz").get_json(), "Health")
    check(client.get("/readyz").get_json(), "Readiness")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_s_views_and_events_declare_every_field(client: Any, preset: str) -> None:
    """A game of bots under each preset, read at many of its versions: the views in the
    middle of a turn (a gambit, cards being passed, a sample card's request) included."""
    players = PRESETS[preset].ruleset.min_players
    created = client.post(
        "/v1/games",
        json={
            "ruleset": {"preset": preset, "options": {"turn_cap": 120}},
            "seed": f"declared-{preset}",
            "seats": [{"bot": "heuristic"} for _ in range(players)],
        },
    )
    assert created.status_code == 201, created.get_json()
    gid = created.get_json()["id"]
    final = client.get(f"/v1/games/{gid}").get_json()
    check(final, "Game")
    for version in range(0, final["version"] + 1, 3):
        check(client.get(f"/v1/games/{gid}/views/{version}").get_json(), "Game")
    check(client.get(f"/v1/games/{gid}/events?after=0").get_json(), "EventPage")
    check(client.get(f"/v1/games/{gid}/replay").get_json(), "ReplayDocument")


def test_the_events_check_by_their_type_refuses_what_the_one_of_refuses() -> None:
    """The events' ``oneOf`` checked by the discriminator still holds an event to its own
    type's schema: an unknown or missing type, a missing field, an undeclared field and a
    field of another type's schema all fail; the event as declared passes."""
    seat_left = {"type": "SeatLeft", "seat": 1, "bot": "random"}
    check(seat_left, "Event")
    for bad in (
        {**seat_left, "type": "NoSuchEvent"},
        {k: v for k, v in seat_left.items() if k != "type"},
        {k: v for k, v in seat_left.items() if k != "bot"},
        {**seat_left, "extra": 1},
        {**seat_left, "reason": "abort"},  # GameAborted's field
        {"type": "GameAborted", "seat": 1, "bot": "random"},
    ):
        with pytest.raises(AssertionError):
            check(bad, "Event")


def test_an_answer_with_a_field_undeclared_missing_or_mistyped_fails(client: Any) -> None:
    """The checker is not vacuous: a real view, changed at its top and deep inside, fails."""
    import copy

    created = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{}, {"bot": "random"}], "seed": "x"}
    ).get_json()
    game = client.get(f"/v1/games/{created['id']}").get_json()
    check(game, "Game")
    changes = [
        lambda g: g.update(extra=1),
        lambda g: g.pop("version"),
        lambda g: g.update(version="1"),
        lambda g: g["seats"][1].update(extra=1),
        lambda g: g["view"]["seats"][0].update(extra=1),
        lambda g: g["view"]["seats"][0].update(hand_count=None),
    ]
    for change in changes:
        changed = copy.deepcopy(game)
        change(changed)
        with pytest.raises(AssertionError):
            check(changed, "Game")
