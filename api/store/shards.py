"""Shards of the keys shared by many games: indexes, due sets, deadlines.

A key every game writes would be one hot key on one node of a Redis Cluster, and would grow
without bound. Such a key is split into ``SHARDS`` keys instead; an item (a game, a record)
belongs to shard :func:`shard_of` its id, and a reader of the whole goes through every shard
(:func:`shards`). Each shard's keys share a hash tag, and the tags are picked so that the
shards' slots are spread evenly over the 16,384 slots: a cluster whose masters own equal
ranges of slots holds equal numbers of shards.

On a single server the same keys are used: the code is the same in both modes.
"""

from __future__ import annotations

import functools
import math
import zlib
from collections.abc import Sequence
from typing import Any

from redis.crc import key_slot

from ..settings import get_settings

#: Shards of every sharded key (``STORE_SHARDS``). Changing it on a running deployment moves
#: items to other shards: set it once.
SHARDS = get_settings().store_shards
#: A listing drops an index entry whose item does not exist only once the entry is this old
#: (seconds): on a cluster an item's index entries are written just before the item itself
#: (in another slot), so a younger entry may be of an item being created.
CREATE_GRACE_S = 60.0


def shard_of(item_id: str, count: int | None = None) -> int:
    """The shard an item belongs to."""
    return zlib.crc32(item_id.encode()) % (count or SHARDS)


def shards(count: int | None = None) -> range:
    return range(count or SHARDS)


@functools.cache
def shard_tag(family: str, shard: int, count: int | None = None) -> str:
    """The hash tag of ``family``'s shard ``shard``: a short text whose slot lies in the
    shard's own stretch of the slot space."""
    n = count or SHARDS
    lo, hi = shard * 16384 // n, (shard + 1) * 16384 // n
    for i in range(1_000_000):
        tag = f"{family}-{shard}-{i}" if i else f"{family}-{shard}"
        if lo <= key_slot(tag.encode()) < hi:
            return tag
    raise AssertionError("unreachable: a tag is found within a few dozen tries")


def shard_key(family: str, shard: int, part: str, count: int | None = None) -> str:
    """The key ``part`` of ``family``'s shard: ``family:{tag}:part``."""
    return f"{family}:{{{shard_tag(family, shard, count)}}}:{part}"


def newest_across(
    client: Any, keys: Sequence[str], before: float, limit: int
) -> list[tuple[str, float]]:
    """Up to ``limit`` members of the sorted sets ``keys`` (a family's shards) scored below
    ``before`` (``math.inf``: all), highest score first, with their scores: the top ``limit``
    of every shard read in one pipeline (on a cluster redis-py sends it in one batch per
    node), then merged; equal scores by member, highest first. Raises ``redis.RedisError``."""
    top = "+inf" if before == math.inf else f"({before!r}"
    pipe = client.pipeline(transaction=False)
    for key in keys:
        pipe.zrevrangebyscore(key, top, "-inf", start=0, num=limit, withscores=True)
    rows = [(member.decode(), float(score)) for part in pipe.execute() for member, score in part]
    rows.sort(key=lambda row: (row[1], row[0]), reverse=True)
    return rows[:limit]


def members_across(client: Any, keys: Sequence[str]) -> list[str]:
    """Every member of the sets ``keys`` (a family's shards), sorted: one pipeline.
    Raises ``redis.RedisError``."""
    pipe = client.pipeline(transaction=False)
    for key in keys:
        pipe.smembers(key)
    return sorted(m.decode() for part in pipe.execute() for m in part)


__all__ = [
    "CREATE_GRACE_S",
    "SHARDS",
    "members_across",
    "newest_across",
    "shard_key",
    "shard_of",
    "shard_tag",
    "shards",
]
