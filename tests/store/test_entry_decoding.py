"""The log's entries read back exactly as written, against a real Redis: the store decodes
them with orjson, which reads an integer past 64 bits as a float, so a text holding one
(a card set of a ruleset with more than 64 cards) is read by the standard library."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from api import jsontext
from api.store.events import EventStore, decoded
from tests.store.test_store_contract import meta_for
from tests.stores import redis_client


@pytest.fixture
def store(redis_url: str) -> Iterator[EventStore]:
    client = redis_client(redis_url)
    yield EventStore(client)
    client.close()


def test_entries_with_integers_past_64_bits_read_back_exactly(store: EventStore) -> None:
    gid = uuid.uuid4().hex
    wide = {"e": {"type": "CardsDrawn", "seat": 1, "cards": 2**100 + 1}, "t": 1.25}
    edge = {"e": {"type": "CardsDrawn", "seat": 0, "cards": 2**64 - 1}}
    small = {"e": {"type": "CardsDrawn", "seat": 0, "cards": 2**40}, "c": {"seat": 0}}
    store.create(gid, meta_for(), [jsontext.dumps(small)])
    store.append(gid, 1, [jsontext.dumps(wide), json.dumps(edge)])
    got = store.entries(gid)
    assert got == [small, wide, edge]
    assert all(isinstance(e["e"]["cards"], int) for e in got)
    _, version, entries, _, _ = store.read(gid, log_from=1, with_snapshot=False)
    assert version == 3 and entries == [wide, edge]
    assert isinstance(entries[0]["e"]["cards"], int)


@pytest.mark.parametrize(
    "value",
    [2**63 - 1, -(2**63), 2**64 - 1, 2**64, 10**30, -(10**25), 1.5, 1764360000.125, "9" * 30],
)
def test_decoding_gives_the_standard_librarys_value(value: Any) -> None:
    text = json.dumps({"v": value, "l": [value, {"x": value}]}).encode()
    got = decoded(text)
    assert got == json.loads(text)
    assert type(got["v"]) is type(value)
