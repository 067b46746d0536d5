"""The record's facts a worker keeps beside a game's state (:mod:`api.games.facts`): read once
per kept record, never a reason to answer other than a read would. (A record changed on
another worker while this one keeps it: ``tests/api/test_submit_path.py``.)
"""

from __future__ import annotations

from typing import Any

import pytest

from api.games import facts
from tests.api.test_api import assert_problem, create, describe, post_action, stored


def _reads_of_facts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the records whose facts are read (the real reading, counted)."""
    reads = [0]
    read = facts.RecordFacts.of.__func__  # type: ignore[attr-defined]

    def counted(cls: type[facts.RecordFacts], meta: dict[str, str]) -> facts.RecordFacts:
        reads[0] += 1
        return read(cls, meta)  # type: ignore[no-any-return]

    monkeypatch.setattr(facts.RecordFacts, "of", classmethod(counted))
    return reads


def test_the_facts_are_read_once_for_the_submits_on_a_kept_record(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = app.test_client()
    g = create(client, seed="facts-1")
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    reads = _reads_of_facts(monkeypatch)
    first = post_action(client, gid, tokens[0], {"kind": "ready"}, g["version"])
    assert first.status_code == 201, first.get_data(as_text=True)
    second = post_action(client, gid, tokens[1], {"kind": "ready"}, first.json["version"])
    assert second.status_code == 201, second.get_data(as_text=True)
    assert second.json["game"]["phase"] == "playing"
    assert reads == [1]  # the first submit read them; the second found them kept
    # the answer's game is what a read shows the seat, field for field (hidden cards too)
    assert second.json["game"] == describe(client, gid, tokens[1])
    assert first.json["game"]["seats"] == describe(client, gid)["seats"]


def test_a_made_up_token_is_refused_on_a_kept_record_and_writes_nothing(app: Any) -> None:
    client = app.test_client()
    g = create(client, seed="facts-2")
    gid = g["id"]
    describe(client, gid)  # kept
    before = stored(app, gid)
    assert_problem(
        post_action(client, gid, "not-a-seat", {"kind": "ready"}, g["version"]), 401, "bad_token"
    )
    # another game's seat token is no seat of this one either
    other = create(client, seed="facts-3")
    assert_problem(
        post_action(client, gid, other["seats"][0]["token"], {"kind": "ready"}, g["version"]),
        401,
        "bad_token",
    )
    assert stored(app, gid) == before
