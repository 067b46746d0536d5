"""The connections the store runs its hot path on, and what tells a cluster's client.

The append is on every submit's path, so it goes out on a connection each thread keeps for
itself (:class:`OwnConnections`), not through the client's pool: what the client adds to
each command (taking a connection from the pool, a lock and a poll of the socket, the
command layer's retries and metrics hooks) is skipped, and the socket's timeouts are kept by
the kernel. Writes that must reach replicas (``REDIS_WAIT_REPLICAS``) go out on the same
connections, which ``WAIT`` counts.
"""

from __future__ import annotations

import contextlib
import os
import socket
import struct
import threading
from collections.abc import Callable
from typing import Any

import redis
from redis.exceptions import AskError, ClusterDownError, MovedError, NoScriptError, TryAgainError

from ..settings import get_settings
from .errors import StoreError, translated

#: After each successful append, wait until this many replicas have it (``WAIT``), at most
#: ``REDIS_WAIT_TIMEOUT_MS``; fewer answer the append with a failure that may have written.
WAIT_REPLICAS = get_settings().redis_wait_replicas
WAIT_TIMEOUT_MS = get_settings().redis_wait_timeout_ms


def is_cluster(client: Any) -> bool:
    """Whether ``client`` speaks to a Redis Cluster (redis-py's ``RedisCluster``, or the
    service's :class:`~api.store.redis_conn.LazyCluster`)."""
    from redis.cluster import RedisCluster

    from .redis_conn import LazyCluster

    return isinstance(client, RedisCluster | LazyCluster)


class _ThreadConnections(threading.local):
    """Connections of this thread's own (see :meth:`OwnConnections.run`): one per server
    (one on a single server; on a cluster one per master it has sent an append to)."""

    def __init__(self) -> None:
        self.conns: dict[str, Any] = {}
        self.pid = 0

    def open(self, pool: Any, name: str = "") -> Any:
        """This thread's connection to the server of ``pool``, made anew in a forked process:
        the pool's settings, with its read and write timeout kept by the kernel (see
        :meth:`_kernel_timeouts`)."""
        if self.pid != os.getpid():
            self.conns, self.pid = {}, os.getpid()
        conn = self.conns.get(name)
        if conn is None:
            conn = self.conns[name] = pool.connection_class(**pool.connection_kwargs)
            conn.register_connect_callback(self._kernel_timeouts)
        return conn

    @property
    def conn(self) -> Any:
        """The connection to a single server (None before the first append)."""
        return self.conns.get("")

    def drop(self, name: str) -> None:
        conn = self.conns.pop(name, None)
        if conn is not None:
            conn.disconnect()

    def _kernel_timeouts(self, conn: Any) -> None:
        """Move the socket's timeout from Python to the kernel (``SO_RCVTIMEO`` and
        ``SO_SNDTIMEO``), on a socket just connected.

        A Python socket with a timeout polls before every send and every receive: twice
        the system calls, and twice the hand-overs of the interpreter lock, on every
        append. A blocking socket whose kernel timeouts are set fails the same way when
        Redis does not answer in time (the read raises, the call fails with a
        ``ConnectionError``). Where the kernel does not take the option, Python keeps the
        timeout.
        """
        seconds = conn.socket_timeout
        sock = conn._sock
        if not seconds or sock is None:
            return
        tv = struct.pack("ll", int(seconds), int(seconds % 1 * 1_000_000))
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, tv)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, tv)
        except OSError:
            return
        sock.settimeout(None)


class OwnConnections:
    """Each thread's own connections to the servers of ``client``, to run the store's
    scripts on (:meth:`run`) and to write what replicas must hold (:meth:`write_replicated`).

    ``wait_replicas`` (``REDIS_WAIT_REPLICAS``): after a write, wait until that many replicas
    have it, at most ``wait_timeout_ms``; fewer raise a :class:`StoreError` that may have
    written.
    """

    def __init__(self, client: Any) -> None:
        self.r: Any = client
        self.cluster = is_cluster(client)
        self.own = _ThreadConnections()
        self.wait_replicas = WAIT_REPLICAS
        self.wait_timeout_ms = WAIT_TIMEOUT_MS

    def run(
        self,
        script: Any,
        keys: list[str],
        args: list[Any],
        meanwhile: Callable[[], object] | None = None,
        wait: bool = False,
    ) -> tuple[Any, bool]:
        """A registered script's reply, run on a connection this thread keeps for itself,
        and whether it was sent again after a connection failed once it had been sent (the
        first may then have run too).

        The thread's connection has the pool's settings (timeouts, health checks) and a socket
        without Python's polls (see :class:`_ThreadConnections`); one that fails is closed
        and the call tried once more on a new one (a repeated append is harmless: the version
        check refuses it, and :meth:`api.store.events.EventStore.append` then says that the
        first may have run). A server that does not know the script is sent it first.
        ``meanwhile`` runs (once) between sending the script and reading its reply.

        On a cluster the connection is to the master serving the slot of ``keys``: one per
        master and thread. A ``MOVED``/``ASK``/``TRYAGAIN``/``CLUSTERDOWN`` answer (the script
        did not run) or a broken connection means the slots moved (a failover): the topology
        is learnt anew and the call tried once more, on the master serving the slot now.

        ``wait`` (the append) with ``wait_replicas`` set: once the script answered ``ok``,
        ``WAIT`` on the same connection until that many replicas have it, at most
        ``wait_timeout_ms``; fewer raise :class:`StoreError` that may have written.
        """
        sent = resent = False
        for attempt in (0, 1):
            conn, name = self.connection(keys[0])
            try:
                conn.send_command("EVALSHA", script.sha, len(keys), *keys, *args)
                resent, sent = sent, True
                if meanwhile is not None:
                    meanwhile()
                    meanwhile = None
                reply = conn.read_response()
                if wait and self.wait_replicas > 0 and reply and reply[0] == b"ok":
                    self.wait_for_replicas(conn)
                return reply, resent
            except NoScriptError:
                if attempt:
                    raise
                conn.send_command("SCRIPT", "LOAD", script.script)
                script.sha = conn.read_response().decode()
                sent = resent  # refused unrun
            except (MovedError, AskError, TryAgainError, ClusterDownError) as exc:
                # refused unrun: the slot is served elsewhere now
                self.own.drop(name)
                sent = resent
                if attempt:
                    raise StoreError(str(exc), maybe_written=sent) from exc
                self.learn_topology()
            except (redis.ConnectionError, redis.TimeoutError) as exc:
                self.own.drop(name)
                if attempt:
                    raise StoreError(str(exc), maybe_written=sent) from exc
                if self.cluster:
                    self.learn_topology()
            except BaseException:
                self.own.drop(name)  # a reply may be left half read
                raise
        raise AssertionError("unreachable")

    def read(self, key: str, *command: Any) -> Any:
        """A read's reply (``command``, which reads ``key``), on this thread's own connection
        to the server of ``key``: a reader's hot path skips the pool's layers as the append
        does. Tried once more on a new connection when one fails (a read is harmless to
        repeat), after learning the topology anew on a cluster whose slots moved."""
        with translated():
            for attempt in (0, 1):
                conn, name = self.connection(key)
                try:
                    conn.send_command(*command)
                    return conn.read_response()
                except (MovedError, AskError, TryAgainError, ClusterDownError):
                    self.own.drop(name)
                    if attempt:
                        raise
                    self.learn_topology()
                except (redis.ConnectionError, redis.TimeoutError):
                    self.own.drop(name)
                    if attempt:
                        raise
                    if self.cluster:
                        self.learn_topology()
                except BaseException:
                    self.own.drop(name)  # a reply may be left half read
                    raise
        raise AssertionError("unreachable")

    def connection(self, key: str) -> tuple[Any, str]:
        """This thread's connection to the server of ``key`` (on a cluster: the master
        serving its slot), and its name."""
        if not self.cluster:
            return self.own.open(self.r.connection_pool), ""
        node = self.r.get_node_from_key(key)
        pool = self.r.get_redis_connection(node).connection_pool
        return self.own.open(pool, node.name), node.name

    def learn_topology(self) -> None:
        """Ask the cluster again which master serves which slots."""
        with contextlib.suppress(redis.RedisError):  # the retry fails and says so
            self.r.nodes_manager.initialize()

    def write_replicated(self, key: str, *command: Any) -> None:
        """Run ``command`` (a write of ``key``) on this thread's connection to the server of
        ``key`` and, with ``wait_replicas`` set, ``WAIT`` for the replicas there (fewer raise
        a :class:`StoreError` that may have written)."""
        with translated():
            try:
                conn, name = self.connection(key)
                try:
                    conn.send_command(*command)
                    conn.read_response()
                    if self.wait_replicas > 0:
                        self.wait_for_replicas(conn)
                except BaseException:
                    self.own.drop(name)
                    raise
            except (MovedError, AskError, TryAgainError, ClusterDownError):
                self.learn_topology()  # a failover moved the slot: the next try goes there
                raise

    def wait_for_replicas(self, conn: Any) -> None:
        """``WAIT`` on ``conn`` for ``wait_replicas`` replicas to hold its writes."""
        conn.send_command("WAIT", self.wait_replicas, self.wait_timeout_ms)
        acked = int(conn.read_response())
        if acked < self.wait_replicas:
            raise StoreError(
                f"the write reached {acked} of {self.wait_replicas} replicas in "
                f"{self.wait_timeout_ms} ms",
                maybe_written=True,
            )


__all__ = ["WAIT_REPLICAS", "WAIT_TIMEOUT_MS", "OwnConnections", "is_cluster"]
