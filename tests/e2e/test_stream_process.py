"""The deployment's stream process through a real gunicorn: the workers pass their streams
to it, and serve them themselves once it is gone."""

from __future__ import annotations

import os
import signal
import time

from api.http.local_server import gunicorn
from api.http.stream_hub import WATCHERS_KEY
from api.store.redis_conn import client_from_url
from tests.e2e.test_streams import NDJSON, SSE, STREAM_ENV, create, events_page, submit_first_legal
from tests.streams import Stream, game_events, is_status_at, wait_for_open_streams


def _publishers(redis_url: str) -> dict[int, int]:
    """The open streams each process has published lately, by process id."""
    now = time.time()
    out = {}
    for name, value in client_from_url(redis_url).hgetall(WATCHERS_KEY).items():
        count, _, at = value.decode().partition(" ")
        if now - float(at) < 5:
            out[int(name.decode().rpartition(":")[2])] = int(count)
    return out


def _command_line(pid: int) -> str:
    with open(f"/proc/{pid}/cmdline", "rb") as f:
        return f.read().replace(b"\0", b" ").decode()


def test_streams_go_to_the_stream_process_and_back_to_the_workers_without_it(redis_url: str) -> None:
    with gunicorn(redis_url, extra_env=STREAM_ENV) as base:
        game = create(base, seed="stream-process")
        gid, tokens = game["id"], [s["token"] for s in game["seats"]]
        # several connections: both workers take some, and pass them all on to one process
        streams = [Stream(base, gid, headers=NDJSON if i % 2 else SSE) for i in range(6)]
        try:
            for i, s in enumerate(streams):
                s.until(is_status_at(1, ndjson=bool(i % 2)))
            version = submit_first_legal(base, gid, tokens[0])
            for i, s in enumerate(streams):
                s.until(is_status_at(version, ndjson=bool(i % 2)))
            deadline = time.monotonic() + 10
            while 6 not in _publishers(redis_url).values():
                assert time.monotonic() < deadline, _publishers(redis_url)
                time.sleep(0.1)
            serving = [pid for pid, count in _publishers(redis_url).items() if count == 6]
            assert len(serving) == 1 and "api.http.stream_process" in _command_line(serving[0])
        finally:
            for s in streams:
                s.close()
        wait_for_open_streams(base, 0)
        # the stream process gone, each worker serves its streams itself, from the same point
        os.kill(serving[0], signal.SIGKILL)
        with Stream(base, gid, token=tokens[1], headers=NDJSON) as stream:
            first = stream.until(is_status_at(version, ndjson=True))
            version = submit_first_legal(base, gid, tokens[1])
            batch = stream.until(is_status_at(version, ndjson=True))
            assert game_events(first + batch) == events_page(base, gid, tokens[1])["events"]
            deadline = time.monotonic() + 10
            while not (feeding := [pid for pid, count in _publishers(redis_url).items() if count]):
                assert time.monotonic() < deadline, _publishers(redis_url)
                time.sleep(0.1)
            assert feeding != serving and "api.http.stream_process" not in _command_line(feeding[0])
        wait_for_open_streams(base, 0)


