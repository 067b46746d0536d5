"""The names of a game's keys in Redis, and of the keys games share.

Keys of a game are hash-tagged by its id (``g:{<id>}:...``) so a Redis Cluster keeps a game
on one shard (:func:`game_key`). Per game:

* ``g:{id}:meta``   hash: the game's record (ruleset, seats, token hashes, seed...;
                    :class:`api.store.game_record.GameRecord` reads it); its ``ruleset``
                    field names the ruleset by digest (``#<sha256>``), the ruleset's JSON
                    being kept once for every game that plays it, in ``rulesets:{<sha256>}``
                    (:func:`ruleset_key`; games of earlier versions hold the JSON itself, and
                    are read as they are)
* ``g:{id}:log``    list: log entries (JSON), entry ``i`` is event number ``i + 1``
* ``g:{id}:idempotency`` hash: ``<seat>:<key>`` -> a submit's idempotency record (when it
                    was written, its fingerprint and its answer, compact); a record older than
                    the window is not answered, and the hash expires a window after its last
                    write (see :mod:`api.store.idempotency`)
* ``g:{id}:idem``   hash: idempotency records of the old format (read, no longer written)
* ``g:{id}:snap``   string: the latest state snapshot (JSON with its version)
* ``g:{id}:watched`` string: set while a long poll waits for the game (expires on its own)
* ``g:{id}:news``   stream: the version of the last append made while the game was watched
                    (dropped a minute after that append)
* ``g:{id}:notices`` hash: the notices sent about the game, one field each (``HSETNX``: a
                    notice is sent once, whichever process gets to it)
* ``g:{id}:watching`` hash: per server process, its streams of the game open and the seats
                    among them, with when it wrote them (see :mod:`api.store.watching`)
* ``g:{id}:acked``  string: written before an idempotent retry's stored answer is given
                    again with ``REDIS_WAIT_REPLICAS`` set (a minute; see
                    :meth:`api.store.games.GameRecords.confirm_replicated`)

The games' index (:mod:`api.store.index`) is sharded (:mod:`api.store.shards`): shard ``s``
of index part ``p`` is ``games:{<tag of s>}:<p>`` (:func:`index_key`).
"""

from __future__ import annotations

import hashlib

from .shards import shard_key

#: The single index of every game that earlier versions kept; games found in it are moved
#: to the sharded indexes by :meth:`api.store.index.GameIndex.migrate_legacy` (run when the
#: app starts).
GAMES_INDEX = "games:index"
#: The family of the games' index shards.
INDEX_FAMILY = "games"


def game_key(game_id: str, part: str) -> str:
    """The game's key ``part`` (``meta``, ``log``...): ``g:{<id>}:<part>``."""
    return f"g:{{{game_id}}}:{part}"


def ruleset_key(digest: str) -> str:
    """The key of the shared ruleset with this digest (its own slot on a cluster)."""
    return f"rulesets:{{{digest}}}"


def ruleset_digest(text: str) -> str:
    """The digest that names a shared ruleset: the SHA-256 of its JSON."""
    return hashlib.sha256(text.encode()).hexdigest()


def index_key(shard: int, part: str) -> str:
    """Shard ``shard`` of the games' index part ``part``."""
    return shard_key(INDEX_FAMILY, shard, part)


__all__ = ["GAMES_INDEX", "INDEX_FAMILY", "game_key", "index_key", "ruleset_digest", "ruleset_key"]
