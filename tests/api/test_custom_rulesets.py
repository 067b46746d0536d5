"""Custom rulesets over HTTP: a preset plus options plus card rules that reassign powers."""

from __future__ import annotations

from typing import Any

import pytest

from tests.api.test_api import assert_problem, auth, create


def test_a_reassigned_power_is_played(client: Any) -> None:
    """Sevens reverse the direction (a power classic gives no card); the game is marked custom
    and its stored ruleset, shown in the replay, carries the new rule."""
    created = create(
        client,
        ruleset={
            "preset": "classic",
            "options": {"jokers": True},
            "cards": [{"cards": "7", "placement": "in_turn", "powers": [{"kind": "reverse"}]}],
        },
        seats=3,
    )
    assert created["ruleset"]["name"] == "classic+custom"
    replay = client.get(
        f"/v1/games/{created['id']}/replay", headers=auth(created["seats"][0]["token"])
    ).json
    rules = {r["cards"]: r for r in replay["ruleset"]["cards"]}
    assert [p["kind"] for p in rules["7"]["powers"]] == ["reverse"]
    assert "JK" in rules  # the option still applies


def test_a_card_rule_with_no_powers_removes_the_presets(client: Any) -> None:
    created = create(client, ruleset={"preset": "classic", "cards": [{"cards": "T"}]})
    replay = client.get(
        f"/v1/games/{created['id']}/replay", headers=auth(created["seats"][0]["token"])
    ).json
    assert "T" not in {r["cards"] for r in replay["ruleset"]["cards"]}


@pytest.mark.parametrize(
    ("cards", "says"),
    [
        (
            [{"cards": "7", "powers": [{"kind": "mimic"}, {"kind": "transparent"}]}],
            "cannot both mimic and be transparent",
        ),
        (
            [{"cards": "7", "powers": [{"kind": "sample", "specials": ["Z"]}]}],
            "sample: unknown rank 'Z'",
        ),
        ([{"cards": "7", "powers": [{"kind": "teleport"}]}], "unknown power 'teleport'"),
        ([{"cards": "7", "powers": [{"kind": "skip", "per_card": "two"}]}], "per_card must be int"),
        (
            [
                {
                    "cards": "7",
                    "powers": [
                        {"kind": "lower_than", "rank": "7"},
                        {"kind": "requires", "ranks": ["8"]},
                    ],
                }
            ],
            "clash",
        ),
        ([{"cards": "ZZ"}], "bad card selector"),
        ([{"cards": 7}], "a card rule's cards is a string"),
        ([{"cards": "7", "powers": "reverse"}], "powers are a list"),
    ],
)
def test_a_rule_the_engine_cannot_honour_is_refused_saying_why(
    client: Any, cards: list[dict[str, Any]], says: str
) -> None:
    resp = client.post(
        "/v1/games", json={"ruleset": {"preset": "classic", "cards": cards}, "seats": 2}
    )
    body = assert_problem(resp, 422, "invalid_ruleset")
    assert says in body["detail"]


def test_options_that_clash_are_refused_naming_both(client: Any) -> None:
    resp = client.post(
        "/v1/games",
        json={
            "ruleset": {"preset": "green-ct-2006", "options": {"joker_steals_gambit": True}},
            "seats": 2,
        },
    )
    body = assert_problem(resp, 422, "invalid_ruleset")
    assert "joker_steals_gambit needs gambits" in body["detail"]
    assert "option gambits" in body["detail"]
