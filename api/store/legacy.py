"""Moving the members of a single key that earlier versions kept into its shards.

Earlier versions kept each index and work set many games or records share in one key
(``t:index``, ``bots:due``...); the store now splits each into shards (:mod:`.shards`). The
stores move such a key's members with these helpers (each store knows its own keys and
what a member becomes in its shard), ``batch`` at a time:

1. read a batch of the old key (members, with their scores or values);
2. write them into their shards, each shard's writes in one step, never overwriting what a
   newer process wrote there (the store's own rule: ``ZADD NX``, a version check...);
3. remove from the old key exactly the members read, and only while they still hold what
   was read (a script on the old key's one slot): a member a process of the earlier version
   changed meanwhile stays, and the next batch moves it as it is now.

So the move can be repeated, run by several processes at once, and run while processes of
the earlier version still write the old keys: nothing they wrote before the last batch is
lost. What they write after it waits for the next run (every start of the app or of a
worker runs it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .shards import shard_of

#: Remove the members ARGV[1], ARGV[3]... of sorted set KEYS[1] whose scores are still
#: ARGV[2], ARGV[4]...; how many were removed.
_ZREM_SAME = """
local n = 0
for i = 1, #ARGV, 2 do
  local s = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if s and tonumber(s) == tonumber(ARGV[i + 1]) then
    redis.call('ZREM', KEYS[1], ARGV[i])
    n = n + 1
  end
end
return n
"""

#: Remove the fields ARGV[1], ARGV[3]... of hash KEYS[1] whose values are still ARGV[2],
#: ARGV[4]...; how many were removed.
_HDEL_SAME = """
local n = 0
for i = 1, #ARGV, 2 do
  if redis.call('HGET', KEYS[1], ARGV[i]) == ARGV[i + 1] then
    redis.call('HDEL', KEYS[1], ARGV[i])
    n = n + 1
  end
end
return n
"""

#: Rounds in a row that may remove nothing (every member read was changed meanwhile) before
#: a move gives up until its next run.
STUCK_ROUNDS = 3


def _text(v: Any) -> str:
    return v.decode() if isinstance(v, bytes) else str(v)


def move_sorted_set(
    r: Any, old_key: str, put: Callable[[list[tuple[str, float]]], object], batch: int = 500
) -> int:
    """Move the members of sorted set ``old_key`` (``put`` writes a batch of (member, score)
    into the shards) and remove them from it; how many were moved."""
    zrem_same = r.register_script(_ZREM_SAME)
    moved = stuck = 0
    while stuck < STUCK_ROUNDS:
        rows = [(_text(m), float(s)) for m, s in r.zrange(old_key, 0, batch - 1, withscores=True)]
        if not rows:
            break
        put(rows)
        args: list[Any] = []
        for member, score in rows:
            args += [member, repr(score)]
        removed = int(zrem_same(keys=[old_key], args=args))
        moved += removed
        stuck = 0 if removed else stuck + 1
    return moved


def move_set(r: Any, old_key: str, put: Callable[[list[str]], object], batch: int = 500) -> int:
    """Move the members of set ``old_key`` (``put`` adds a batch of them to the shards) and
    remove them from it; how many were moved."""
    moved = 0
    while True:
        members = sorted(_text(m) for m in r.srandmember(old_key, batch) or [])
        if not members:
            return moved
        put(members)
        moved += int(r.srem(old_key, *members))


def move_hash(
    r: Any, old_key: str, put: Callable[[list[tuple[str, str]]], object], batch: int = 500
) -> int:
    """Move the fields of hash ``old_key`` (``put`` writes a batch of (field, value) into the
    shards) and remove those still holding the value read; how many were moved."""
    hdel_same = r.register_script(_HDEL_SAME)
    moved = stuck = 0
    while stuck < STUCK_ROUNDS:
        raw = r.hrandfield(old_key, batch, withvalues=True) or []
        rows = [(_text(raw[i]), _text(raw[i + 1])) for i in range(0, len(raw), 2)]
        if not rows:
            break
        put(rows)
        removed = remove_same_fields(r, old_key, rows, hdel_same)
        moved += removed
        stuck = 0 if removed else stuck + 1
    return moved


def remove_same_fields(
    r: Any, old_key: str, rows: Sequence[tuple[str, str]], script: Any = None
) -> int:
    """Remove the fields of hash ``old_key`` that still hold the values of ``rows``."""
    if not rows:
        return 0
    hdel_same = script or r.register_script(_HDEL_SAME)
    args: list[str] = []
    for field, value in rows:
        args += [field, value]
    return int(hdel_same(keys=[old_key], args=args))


def by_shard(items: Sequence[Any], shard_of: Callable[[Any], int]) -> dict[int, list[Any]]:
    """``items`` grouped by their shard."""
    found: dict[int, list[Any]] = {}
    for item in items:
        found.setdefault(shard_of(item), []).append(item)
    return found


def put_scored(r: Any, key_of: Callable[[str], str]) -> Callable[[list[tuple[str, float]]], None]:
    """A ``put`` for :func:`move_sorted_set` into sorted sets: each member joins
    ``key_of(member)`` with its score unless it is there already (``ZADD NX``: what a newer
    process wrote wins), all in one pipeline."""

    def put(rows: list[tuple[str, float]]) -> None:
        pipe = r.pipeline(transaction=False)
        for member, score in rows:
            pipe.zadd(key_of(member), {member: score}, nx=True)
        pipe.execute()

    return put


def put_members(r: Any, shard_key_of: Callable[[int], str]) -> Callable[[list[str]], None]:
    """A ``put`` for :func:`move_set` into sets: each member joins its shard's set
    (``shard_key_of(shard)``), one ``SADD`` per shard."""

    def put(members: list[str]) -> None:
        for shard, part in by_shard(members, shard_of).items():
            r.sadd(shard_key_of(shard), *part)

    return put


__all__ = [
    "by_shard",
    "move_hash",
    "move_set",
    "move_sorted_set",
    "put_members",
    "put_scored",
    "remove_same_fields",
]
