"""How long to wait before trying again: exponential backoff with jitter, and a server's
``Retry-After`` honoured.

A client that lost the service tries again after a pause that doubles with each failure
(``base_s``, twice that, ... up to ``cap_s``), each pause drawn at random from its upper
half, so that many bots cut off together do not come back together. When the service says
how long to wait (``Retry-After`` on a ``429`` or ``503``), that is the pause: never less, and
no jitter on top (the service chose it). A success starts the doubling again.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field


@dataclass
class Backoff:
    """The pauses between tries of one thing (a feed, a game): :meth:`delay` after each
    failure, :meth:`reset` after a success."""

    base_s: float = 0.5
    cap_s: float = 30.0
    rng: random.Random = field(default_factory=random.Random)
    failures: int = 0

    def delay(self, retry_after_s: float | None = None) -> float:
        """The seconds to wait after one more failure: ``retry_after_s`` when the service
        gave one, else a draw from the upper half of ``base_s * 2**failures`` (at most
        ``cap_s``)."""
        ceiling = min(self.cap_s, self.base_s * 2.0**self.failures)
        self.failures += 1
        if retry_after_s is not None:
            return min(max(retry_after_s, 0.0), self.cap_s)
        return self.rng.uniform(ceiling / 2, ceiling)

    def reset(self) -> None:
        self.failures = 0
