"""A tournament's results POSTed to its organiser's callback URL once its standings are final.

**Where.** A callback URL passes the guard push bots' URLs pass
(:func:`~api.games.push_hosts.check_push_url`: a host and port the operator allowed,
``PUSH_BOT_HOSTS``), and then, unless the operator named that very host and port, it must
not lead into the service's own network: a URL whose host is, or resolves to, a loopback,
private, link-local (the clouds' metadata service, ``169.254.169.254``), multicast, reserved
or unspecified address is refused (422 ``callback_not_allowed``), at creation and again
before each attempt (a name may resolve elsewhere later). Redirects are not followed.

**What.** The signed results document ``GET /v1/tournaments/{id}/results`` serves, POSTed
as JSON and signed as a Standard Webhook, as push calls are (:func:`api.play.seats.signed`):
``webhook-id`` (``msg_tournament_<id>_results``, the same for every attempt, so a receiver
can tell a repeat), ``webhook-timestamp`` and ``webhook-signature``, with the tournament's
callback secret (``whsec_...``), given once to its creator in the creation's answer.

**When.** The runner that ends a tournament ``done`` queues its delivery
(:class:`~api.store.tournament_schedule.ScheduleStore`); a sender thread of the worker
process (:class:`CallbackSender`, not the worker's own loop, so a slow receiver holds up no
tournament) claims it, POSTs it within ``TOURNAMENT_CALLBACK_TIMEOUT_S``, and on anything
but a 2xx answer tries again after ``TOURNAMENT_CALLBACK_BACKOFF_S`` doubled at each
failure (at most an hour), ``TOURNAMENT_CALLBACK_ATTEMPTS`` times in all. The tournament's
view says how it went (``callback``: ``pending``, ``delivered`` or ``failed``, attempts, the
last error).
"""

from __future__ import annotations

import ipaddress
import logging
import socket
import threading
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import requests

from ..games.errors import Unprocessable
from ..games.push_hosts import Endpoint, check_push_url, push_endpoint
from ..store.errors import StoreError
from ..store.records import RecordStore, UnknownRecordError
from ..store.tournament_schedule import ScheduleStore
from .seats import signed

log = logging.getLogger("shithead.tournament_callbacks")

#: The longest pause between two attempts.
MAX_BACKOFF_S = 3600.0


def _refused(addr: str) -> bool:
    ip = ipaddress.ip_address(addr.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return (
        ip.is_loopback
        or ip.is_private
        or ip.is_link_local
        or ip.is_multicast
        or ip.is_reserved
        or ip.is_unspecified
    )


def callback_refusal(url: str, allowed: tuple[Endpoint, ...] | None) -> str | None:
    """Why the service will not POST to ``url`` (None: it will). ``allowed`` is the push
    hosts' list (None: any place)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "not a URL"
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return "an http or https URL with a host is needed"
    if parts.username is not None or parts.password is not None:
        return "a callback URL carries no credentials"
    endpoint = push_endpoint(url)
    if endpoint is None:
        return "not a usable URL"
    if allowed is not None and endpoint in allowed:
        return None  # the operator named this very place
    try:
        infos = socket.getaddrinfo(endpoint[0], endpoint[1], proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError):
        return f"{endpoint[0]} does not resolve"
    for info in infos:
        if _refused(str(info[4][0])):
            return f"{endpoint[0]} is in a loopback, private or reserved network"
    return None


def check_callback_url(url: str, allowed: tuple[Endpoint, ...] | None) -> None:
    """Refuse a callback URL the service will not call (422): see the module."""
    check_push_url(url, allowed)
    why = callback_refusal(url, allowed)
    if why is not None:
        raise Unprocessable(f"callback_url refused: {why}", code="callback_not_allowed")


def message_id(tid: str) -> str:
    return f"msg_tournament_{tid}_results"


class CallbackSender:
    """The threads of a worker process that deliver the results callbacks."""

    def __init__(
        self,
        records: RecordStore,
        schedule: ScheduleStore,
        results: Callable[[str], dict[str, Any]],
        allowed: tuple[Endpoint, ...] | None,
        *,
        timeout_s: float,
        attempts: int,
        backoff_s: float,
        threads: int = 2,
        idle_wait_s: float = 1.0,
    ) -> None:
        self.records = records
        self.schedule = schedule
        #: A finished tournament's signed results document.
        self.results = results
        self.allowed = allowed
        self.timeout_s = timeout_s
        self.attempts = attempts
        self.backoff_s = backoff_s
        self.idle_wait_s = idle_wait_s
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._threads = [
            threading.Thread(target=self._loop, name=f"tournament-callbacks-{i}", daemon=True)
            for i in range(threads)
        ]
        self._started = False

    def start(self) -> None:
        if not self._started:
            self._started = True
            for t in self._threads:
                t.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._wake.set()
        if self._started:
            for t in self._threads:
                t.join(timeout)

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                tid = self.schedule.claim_callback(time.time(), self.timeout_s + 5.0)
                if tid is None:
                    nxt = self.schedule.next_callback()
                    wait = self.idle_wait_s if nxt is None else nxt - time.time()
                    self._stop.wait(min(max(wait, 0.05), self.idle_wait_s))
                    continue
                self.deliver(tid)
            except StoreError as exc:
                log.warning("tournament callbacks: store unavailable: %s", exc)
                self._stop.wait(self.idle_wait_s)
            except Exception:
                log.exception("tournament callbacks: unexpected failure")
                self._stop.wait(self.idle_wait_s)

    def deliver(self, tid: str) -> bool:
        """One attempt at ``tid``'s callback (claimed); whether it was delivered."""
        try:
            url, secret, tried = self.records.fields(
                tid, ["callback_url", "callback_secret", "callback_attempts"]
            )
        except UnknownRecordError:
            url = None
        if not url:
            self.schedule.callback_done(tid)
            return False
        attempt = int(tried or 0) + 1
        error = callback_refusal(url, self.allowed)
        if error is None:
            error = self._post(url, secret, tid)
        now = time.time()
        fields = {"callback_attempts": str(attempt), "callback_last": repr(now)}
        if error is None:
            self.records.set_meta(tid, {**fields, "callback_status": "delivered"})
            self.schedule.callback_done(tid)
            return True
        if attempt >= self.attempts:
            self.records.set_meta(
                tid, {**fields, "callback_status": "failed", "callback_error": error}
            )
            self.schedule.callback_done(tid)
            log.warning("tournament %s: results callback failed for good: %s", tid, error)
            return False
        self.records.set_meta(tid, {**fields, "callback_error": error})
        pause = min(self.backoff_s * 2 ** (attempt - 1), MAX_BACKOFF_S)
        self.schedule.queue_callback(tid, now + pause)
        return False

    def _post(self, url: str, secret: str | None, tid: str) -> str | None:
        """POST the results; None when the receiver answered 2xx, else what went wrong."""
        try:
            body, headers = signed(self.results(tid), secret, message_id(tid))
            with requests.post(
                url,
                data=body,
                headers={**headers, "User-Agent": "shithead-callback/1"},
                timeout=(self.timeout_s, self.timeout_s),
                allow_redirects=False,
                stream=True,
            ) as resp:
                if 200 <= resp.status_code < 300:
                    return None
                return f"HTTP {resp.status_code}"
        except requests.RequestException as exc:
            return type(exc).__name__
        except StoreError:
            raise
        except Exception as exc:  # the results could not be built: tried again as a failure
            log.exception("tournament %s: results callback", tid)
            return type(exc).__name__


def callback_shown(meta: dict[str, str]) -> dict[str, Any] | None:
    """The callback as a tournament's view shows it (never its URL or secret)."""
    if not meta.get("callback_url"):
        return None
    status = meta.get("callback_status") or "pending"
    return {
        "status": status,
        "attempts": int(meta.get("callback_attempts") or 0),
        "last_attempt": float(meta["callback_last"]) if meta.get("callback_last") else None,
        "error": (meta.get("callback_error") or None) if status != "delivered" else None,
    }
