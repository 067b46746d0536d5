"""Every field an answer carries is declared in the contract: the real answers, checked
against openapi.yaml with every declared object closed (``unevaluatedProperties: false``),
so that a field the service returns and the schema leaves out fails here."""

from __future__ import annotations

import copy
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

from engine.presets import PRESETS
from schemas.openapi import SPEC_PATH
from tests.api.test_api import auth

SPEC: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))


def closed(schema: Any) -> Any:
    """``schema`` with every object that lists its properties closed to any other."""
    if isinstance(schema, list):
        return [closed(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: closed(v) for k, v in schema.items()}
    if "properties" in out and "additionalProperties" not in out:
        out["unevaluatedProperties"] = False
    return out


#: Components that are parts of an ``allOf``: closed by the whole they are part of, which
#: sees the fields every part declares.
PARTS = {"Match", "RulesetSummary"}
COMPONENTS = copy.deepcopy(SPEC["components"])
for name, schema in COMPONENTS["schemas"].items():
    if "allOf" in schema:
        parts = [{key: closed(value) for key, value in part.items()} for part in schema["allOf"]]
        COMPONENTS["schemas"][name] = {**schema, "allOf": parts, "unevaluatedProperties": False}
    elif name not in PARTS:
        COMPONENTS["schemas"][name] = closed(schema)


def check(body: Any, name: str) -> None:
    validator = Draft202012Validator({"$ref": f"#/components/schemas/{name}", "components": COMPONENTS})
    errors = sorted(validator.iter_errors(body), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message[:300]}" for e in errors[:10])


def test_rulesets_declare_every_field(client: Any) -> None:
    listed = client.get("/v1/rulesets").get_json()["rulesets"]
    for summary in listed:
        check(summary, "RulesetSummary")
    for name in PRESETS:
        check(client.get(f"/v1/rulesets/{name}").get_json(), "RulesetDetail")


@pytest.mark.parametrize("preset", ["classic", "green-cutthroat-2018"])
def test_a_game_s_answers_declare_every_field(client: Any, preset: str) -> None:
    created = client.post("/v1/games", json={"ruleset": preset, "seats": [{}, {"bot": "random"}],
                                             "seed": "declared"}).get_json()
    check(created, "CreatedGame")
    gid, token = created["id"], created["seats"][0]["token"]
    for _ in range(200):
        game = client.get(f"/v1/games/{gid}", headers=auth(token)).get_json()
        check(game, "Game")
        check(client.get(f"/v1/games/{gid}").get_json(), "Game")
        if game["phase"] == "over":
            break
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).get_json()
        check(moves, "LegalMoves")
        if not moves["actions"]:
            break
        done = client.post(f"/v1/games/{gid}/actions", headers=auth(token),
                           json={"action": moves["actions"][0], "expected_version": moves["version"]})
        assert done.status_code == 201, done.get_json()
        check(done.get_json(), "ActionResult")
    check(client.get(f"/v1/games/{gid}/events?after=0").get_json(), "EventPage")
    check(client.get(f"/v1/games/{gid}/events?after=0", headers=auth(token)).get_json(), "EventPage")
    replay = client.get(f"/v1/games/{gid}/replay").get_json()
    check(replay, "ReplayDocument")
    check(client.post("/v1/replays/verify", json=replay).get_json(), "VerifyResult")
    check(client.get("/v1/keys").get_json()["keys"][0], "SigningKey")
