"""A game's record, typed: what :class:`GameRecord` reads of the records the service writes
is what the hash holds and what the API answers, and the hash comes back unchanged."""

from __future__ import annotations

import time
from typing import Any

import pytest

from api.store.events import EventStore
from api.store.game_record import SEATS_REVISION, GameRecord, seat_field
from api.store.keys import game_key

#: Records of every shape the service writes: open, bot, push-less person seats, a clock,
#: a contributed deal, open seats that expire, a chosen seed (salted).
CREATES: list[dict[str, Any]] = [
    {
        "ruleset": "classic",
        "seats": [
            {"name": "ann"},
            {"open": True, "name": "anyone"},
            {"bot": "heuristic", "name": "hal"},
        ],
    },
    {"ruleset": "classic", "seats": 2, "clock": {"initial_ms": 60_000, "on_timeout": "forfeit"}},
    {"ruleset": "classic", "seats": 2, "deal_mode": "contributed", "turn_cap": 10},
    {
        "ruleset": "classic",
        "seats": [{"name": "ann"}, {"open": True}],
        "open_seat_ttl_s": 60,
        "on_expiry": "bot",
    },
    {"ruleset": "classic", "seats": 2, "seed": "a seed of my own"},
]


@pytest.fixture
def store(app: Any) -> EventStore:
    store: EventStore = app.extensions["service"].store
    return store


@pytest.mark.parametrize("body", CREATES)
def test_the_record_reads_what_the_service_wrote_and_gives_the_hash_back(
    client: Any, store: EventStore, body: dict[str, Any]
) -> None:
    created = client.post("/v1/games", json=body)
    assert created.status_code == 201, created.get_data(as_text=True)
    gid = created.get_json()["id"]
    game = client.get(f"/v1/games/{gid}").get_json()
    record = store.record(gid)  # a bot seat may have moved since the view: a later version
    raw = store.r.hgetall(game_key(gid, "meta"))

    # the hash as read (bytes), the record and the store's decoded copy agree, both ways
    meta = record.to_hash()
    assert GameRecord.from_hash(meta) == record and meta == dict(record.fields)
    again = GameRecord.from_hash(raw).to_hash()  # the ruleset by its digest there
    assert set(again) == set(meta)
    assert {k: v for k, v in again.items() if k not in ("ruleset", "version")} == {
        k: v for k, v in meta.items() if k not in ("ruleset", "version")
    }

    assert record.players == len(game["seats"]) and record.status == "playing" and not record.over
    assert (
        record.preset == game["ruleset"]["preset"] and record.options == game["ruleset"]["options"]
    )
    assert record.version >= game["version"]
    assert record.created is not None and abs(record.created - time.time()) < 600
    assert (
        record.explicit_seed == game["explicit_seed"]
        and record.explicit_deck == game["explicit_deck"]
    )
    assert record.seed_commitment == game["seed_commitment"]
    assert (record.seed_salt is not None) == ("seed" in body)  # a chosen seed is salted
    assert record.contributed == (game["deal_mode"] == "contributed")
    assert record.deal_deadline == game["deal_deadline"]
    assert (record.clock is not None) == (game.get("clock") is not None)
    assert record.carry == (-1, -1, ())  # no match carried anything over
    for seat, shown in zip(record.seats, game["seats"], strict=True):
        assert seat.name == shown["name"] and seat.bot == shown["bot"]
        assert (not seat.token) == shown["open"] and seat.strikes == shown["strikes"] == 0
        assert seat.left is None and seat.account is None and seat.push is None
    assert record.lobby_open == any(s["open"] for s in game["seats"])
    if record.contributed:  # the service contributes for the seats it plays only
        assert all(
            (seat.contribution is not None) == (seat.bot is not None) for seat in record.seats
        )


def test_a_seat_taken_leaves_the_lobby_and_counts_the_seats_revision(
    client: Any, store: EventStore
) -> None:
    gid = client.post("/v1/games", json=CREATES[0]).get_json()["id"]
    before = store.record(gid)
    assert before.lobby_open and before.seats_revision == ""
    assert store.claim_seat(gid, 1, "a token's hash", "bo") == "bo"
    after = store.record(gid)
    assert not after.lobby_open and after.seats_revision == "1"
    assert after.seat(1).token == "a token's hash" and after.seat(1).name == "bo"
    assert after.get(SEATS_REVISION) == "1" and after.get(seat_field("name", 1)) == "bo"
    assert after.seat(0).token == before.seat(0).token  # the other seats as they were
