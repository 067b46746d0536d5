"""A game stream read over real HTTP, message by message (SSE or NDJSON), for the tests."""

from __future__ import annotations

import http.client
import json
import time
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit

import requests
from prometheus_client.parser import text_string_to_metric_families


class Stream:
    """An open ``GET /v1/games/{id}/stream``; :meth:`next` gives its next message as a dict:
    SSE messages as ``{"event": ..., "id": ..., "data": <JSON>, "comment": ...}``, NDJSON
    lines as they are. The ``watching`` messages (who watches, sent as streams open and
    close) are passed over unless ``watching``."""

    def __init__(
        self,
        base: str,
        game_id: str,
        *,
        query: str = "",
        token: str | None = None,
        headers: Mapping[str, str] | None = None,
        timeout: float = 30.0,
        watching: bool = False,
    ) -> None:
        self.watching = watching
        url = urlsplit(base)
        self.conn = http.client.HTTPConnection(url.hostname or "", url.port, timeout=timeout)
        sent = dict(headers or {})
        if token:
            sent["Authorization"] = f"Bearer {token}"
        self.conn.request("GET", f"/v1/games/{game_id}/stream{query}", headers=sent)
        self.resp = self.conn.getresponse()
        self.status = self.resp.status
        self.ndjson = self.resp.getheader("Content-Type", "").startswith("application/x-ndjson")

    def close(self) -> None:
        self.resp.close()  # the response holds the socket open past the connection's close
        self.conn.close()

    def __enter__(self) -> Stream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def next(self) -> dict[str, Any] | None:
        """The next message; None at the end of the body."""
        while True:
            message = self._next()
            kind = None if message is None else message.get("kind" if self.ndjson else "event")
            if self.watching or kind != "watching":
                return message

    def _next(self) -> dict[str, Any] | None:
        if self.ndjson:
            line = self.resp.readline()
            if not line:
                return None
            value: dict[str, Any] = json.loads(line)
            return value
        message: dict[str, Any] = {}
        while True:
            line = self.resp.readline()
            if not line:
                return message or None
            text = line.decode().rstrip("\n")
            if not text:
                if message:
                    return message
                continue
            field, _, value_text = text.partition(":")
            value_text = value_text.removeprefix(" ")
            if field == "":
                message["comment"] = value_text
            elif field == "data":
                message["data"] = json.loads(value_text)
            else:
                message[field] = value_text

    def until(self, done: Any, seconds: float = 60.0) -> list[dict[str, Any]]:
        """Messages up to and including the first for which ``done(message)`` is true
        (heartbeats keep a stream busy: a message that never comes fails after ``seconds``)."""
        got: list[dict[str, Any]] = []
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            message = self.next()
            assert message is not None, (
                f"the stream ended before the message looked for: {got[-3:]}"
            )
            got.append(message)
            if done(message):
                return got
        raise AssertionError(f"no such message; the last ones: {got[-3:]}")


def is_status_at(version: int, ndjson: bool = False) -> Any:
    """A test for the status message at ``version`` (or later)."""

    def test(m: dict[str, Any]) -> bool:
        if ndjson:
            return bool(m.get("kind") == "status" and m["version"] >= version)
        return bool(m.get("event") == "status" and m["data"]["version"] >= version)

    return test


def game_events(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The log entries among SSE or NDJSON messages."""
    out = []
    for m in messages:
        if m.get("event") == "game":
            assert m["id"] == str(m["data"]["seq"])
            out.append(m["data"])
        elif m.get("kind") == "game":
            assert m["seq"] == m["event"]["seq"]
            out.append(m["event"])
    return out


def open_streams(base: str) -> int:
    """The service's gauge of open streams (summed over its live processes)."""
    text = requests.get(f"{base}/metrics", timeout=10).text
    for family in text_string_to_metric_families(text):
        if family.name == "shithead_stream_watchers":
            return int(sum(sample.value for sample in family.samples))
    raise AssertionError("no stream gauge in /metrics")


def wait_for_open_streams(base: str, count: int, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while (now := open_streams(base)) != count:
        assert time.monotonic() < deadline, f"{now} streams open, not {count}"
        time.sleep(0.1)
