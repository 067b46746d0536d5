"""Which Redis the tests run on: one server, or with ``TEST_REDIS_CLUSTER=1`` a real Redis
Cluster (``api.store.local_cluster``: 3 masters, a replica each), and the clients to it.

The core of the suite (``both_stores``, listed in ``tests/conftest.py``) runs on both; the
rest runs on the single server only. In a cluster pass every client the tests or the service
make is a cluster client: ``REDIS_CLUSTER=1`` is set in this process's environment, which
``api.store.redis_conn.client_from_url`` reads and the live gunicorn and its workers inherit.
"""

from __future__ import annotations

import os
from typing import Any

import redis

#: Whether this test run is the cluster pass.
CLUSTER = os.environ.get("TEST_REDIS_CLUSTER", "0") == "1"

#: Why a test is left out of the cluster pass: it reaches into one server's connection.
ONE_CONNECTION = "reaches into a single server's connection, which a cluster client does not have"


def redis_client(url: str, **kwargs: Any) -> Any:
    """A client of the tests' Redis at ``url``, as the service makes one: a ``RedisCluster``
    in the cluster pass (``kwargs`` go to it), else a ``redis.Redis``."""
    if CLUSTER:
        from redis.cluster import RedisCluster

        return RedisCluster.from_url(url, **kwargs)
    return redis.Redis.from_url(url, **kwargs)


__all__ = ["CLUSTER", "ONE_CONNECTION", "redis_client"]
