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
import os
import zlib

from redis.crc import key_slot

#: Shards of every sharded key (``STORE_SHARDS``). Changing it on a running deployment moves
#: items to other shards: set it once.
SHARDS = int(os.environ.get("STORE_SHARDS", "16"))


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


__all__ = ["SHARDS", "shard_key", "shard_of", "shard_tag", "shards"]
