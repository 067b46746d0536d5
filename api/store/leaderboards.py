"""The leaderboards in Redis: one rating per bot and ruleset, across every rated game.

A bot's rating in a ruleset is the one its profile shows (``b:{name}:ratings``, a hash:
ruleset -> JSON ``{mu, sigma, ordinal, games, wins, draws, losses, updated}``, which
:class:`~api.store.bots.BotStore` reads and writes), kept beside

- ``lb:{<ruleset>}`` a sorted set per ruleset: bot -> its ordinal, the board's order;
- ``b:{name}:rating-history:<ruleset>`` the bot's ratings after each rated game, newest
  first, capped at :data:`HISTORY_MAX`;
- ``b:{name}:rated`` game id -> ruleset: the games the bot was rated for, so a game is rated
  once per bot (the same script writes the marker and the rating, on the bot's slot).

A bot whose rating was cleared (its hash field gone) still has its board entry until a read
finds it missing and drops it: readers skip such entries.
"""

from __future__ import annotations

from typing import Any

from .. import jsontext
from .errors import translated

#: Ratings a bot's history keeps per ruleset.
HISTORY_MAX = 200

#: Rate one bot for one game, once (KEYS: its rated markers, its ratings, its history;
#: ARGV: the game, the ruleset, the rating JSON, the history entry JSON, the cap, the rating
#: it was computed from, "" for none): 0 if it was rated for the game before, -1 if its
#: rating is no longer the one it was computed from (another game rated it meanwhile);
#: nothing is written then.
_RATE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
local now = redis.call('HGET', KEYS[2], ARGV[2]) or ''
if now ~= ARGV[6] then return -1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
redis.call('LPUSH', KEYS[3], ARGV[4])
redis.call('LTRIM', KEYS[3], 0, tonumber(ARGV[5]) - 1)
return 1
"""


#: What a stored rating holds; one without all of it counts as none.
RATING_KEYS = frozenset({"mu", "sigma", "ordinal", "games", "wins", "draws", "losses"})


def whole_rating(raw: bytes) -> dict[str, Any] | None:
    """A stored rating's JSON as a rating (None: none, or not a whole one)."""
    rating = jsontext.loads(raw) if raw else None
    return rating if isinstance(rating, dict) and set(rating) >= RATING_KEYS else None


def board_key(ruleset: str) -> str:
    return f"lb:{{{ruleset}}}"


def _b(name: str, part: str) -> str:
    return f"b:{{{name}}}:{part}"


class LeaderboardStore:
    def __init__(self, client: Any) -> None:
        self.r: Any = client
        self._rate = client.register_script(_RATE)

    def rate(
        self,
        ruleset: str,
        game_id: str,
        name: str,
        rating: dict[str, Any],
        entry: dict[str, Any],
        before: bytes = b"",
    ) -> int:
        """Write ``name``'s rating in ``ruleset`` after ``game_id`` and its history entry,
        once, if its rating is still ``before`` (its stored JSON, ``b""``: none): 1 written, 0
        rated for this game before, -1 its rating changed meanwhile (read it again)."""
        with translated(write=True):
            done = int(
                self._rate(
                    keys=[
                        _b(name, "rated"),
                        _b(name, "ratings"),
                        _b(name, f"rating-history:{ruleset}"),
                    ],
                    args=[
                        game_id,
                        ruleset,
                        jsontext.dumps(rating),
                        jsontext.dumps(entry),
                        HISTORY_MAX,
                        before,
                    ],
                )
            )
            if done == 1:
                self.r.zadd(board_key(ruleset), {name: float(rating["ordinal"])})
            return done

    def ratings(self, ruleset: str, names: list[str]) -> dict[str, dict[str, Any] | None]:
        """Each bot's rating in ``ruleset`` (None: it has none, or it was cleared)."""
        return {name: whole_rating(v) for name, v in self.raw_ratings(ruleset, names).items()}

    def raw_ratings(self, ruleset: str, names: list[str]) -> dict[str, bytes]:
        """Each bot's rating in ``ruleset`` as stored (its JSON; ``b""``: none)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for name in names:
                pipe.hget(_b(name, "ratings"), ruleset)
            raw = pipe.execute()
        return {name: bytes(v or b"") for name, v in zip(names, raw, strict=True)}

    def page(self, ruleset: str, start: int, count: int) -> list[tuple[str, float]]:
        """The board from rank ``start`` (0-based), best first: (bot, ordinal)."""
        with translated():
            rows = self.r.zrevrange(board_key(ruleset), start, start + count - 1, withscores=True)
        return [(name.decode(), float(score)) for name, score in rows]

    def below(self, ruleset: str, score: float, name: str, count: int) -> list[tuple[str, float]]:
        """The board after (``score``, ``name``) in its order (best first; equal scores by
        name, descending, as Redis orders them): (bot, ordinal)."""
        out: list[tuple[str, float]] = []
        with translated():
            rows = self.r.zrevrangebyscore(
                board_key(ruleset), score, "-inf", start=0, num=count + 64, withscores=True
            )
        for raw, s in rows:
            bot, at = raw.decode(), float(s)
            if at == score and bot >= name:
                continue
            out.append((bot, at))
        return out[:count]

    def scores(self, ruleset: str, names: list[str]) -> dict[str, float | None]:
        """Each bot's place on the board (its ordinal; None: not on it)."""
        if not names:
            return {}
        with translated():
            raw = self.r.zmscore(board_key(ruleset), names)
        return {n: float(s) if s is not None else None for n, s in zip(names, raw, strict=True)}

    def drop(self, ruleset: str, names: list[str]) -> None:
        """Entries found without a rating (a rating cleared): off the board."""
        if names:
            with translated(write=True):
                self.r.zrem(board_key(ruleset), *names)

    def history(self, ruleset: str, name: str, limit: int) -> list[dict[str, Any]]:
        with translated():
            rows = self.r.lrange(_b(name, f"rating-history:{ruleset}"), 0, limit - 1)
        return [jsontext.loads(v) for v in rows]
