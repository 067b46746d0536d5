"""Where rq's queues live: ``QUEUE_REDIS_URL``, a single Redis server beside the service's.

rq (the tournament games' job queue) keeps each queue in keys of many slots and blocks on
several of them at once, which a Redis Cluster refuses; so the queue has its own server.
Without ``QUEUE_REDIS_URL`` it is the service's own Redis when that is a single server
(``REDIS_URL``, or the embedded one); on a cluster (``REDIS_CLUSTER=1``) it must be given,
and what needs the queue refuses to start without it, saying what to set.
"""

from __future__ import annotations

from typing import Any

from ..settings import get_settings
from .redis_conn import client_from_url, cluster_mode


class QueueConfigError(RuntimeError):
    """The queue has nowhere to live: a cluster without ``QUEUE_REDIS_URL``."""


MISSING = (
    "REDIS_CLUSTER=1: rq's tournament queue cannot run on a Redis Cluster; set "
    "QUEUE_REDIS_URL to a single Redis server (e.g. redis://queue-host:6379/0) "
    "for the service, its workers and `shithead tournament --queue`"
)


def queue_url(redis_url: str, explicit: str | None = None, cluster: bool | None = None) -> str:
    """The queue's Redis: ``explicit`` (else ``QUEUE_REDIS_URL``), or the service's
    ``redis_url`` when that is a single server; :class:`QueueConfigError` on a cluster
    without one."""
    url = explicit or get_settings().queue_redis_url
    if url:
        return url
    if cluster if cluster is not None else cluster_mode():
        raise QueueConfigError(MISSING)
    return redis_url


def queue_client(url: str) -> Any:
    """A client of the queue's Redis: always a single server's."""
    return client_from_url(url, cluster=False)


__all__ = ["MISSING", "QueueConfigError", "queue_client", "queue_url"]
