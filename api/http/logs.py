"""Logs an operator can read by machine, and the request id that ties a request's lines together.

Every request has an id: the ``X-Request-Id`` its client (or a proxy in front) sent, when
that is a short token (letters, digits and ``._:-``, at most 128), else a fresh one; the
answer carries it back in ``X-Request-Id``. What a request touches is noted beside it in the
WSGI environ (:data:`ENVIRON_KEY`): the game of a ``/games/<game_id>`` route, and the seat and
version its answer shows (:func:`note_answer`, from the JSON every route answers through).

With ``LOG_FORMAT=json`` (:mod:`api.settings`) every line is one JSON object
(python-json-logger): gunicorn's error log and access log (:class:`JsonLogger`, gunicorn's
``logger_class``), and the service's own loggers (``shithead.*``, :func:`configure`), each
with ``time``, ``level``, ``logger`` and ``message``, and for a line written while a request
is served, or its access line, ``request_id`` and where there is one ``game_id``, ``seat``
and ``version``. An access line also has ``method``, ``path``, ``query``, ``status``,
``bytes``, ``duration_ms``, ``remote_addr`` and ``user_agent``. With ``LOG_FORMAT=text``
gunicorn's lines are as they always were.
"""

from __future__ import annotations

import logging
import os
import re
import sys
from typing import IO, Any

from flask import Flask, has_request_context, request
from gunicorn.glogging import Logger
from pythonjsonlogger.json import JsonFormatter

from ..settings import Settings, get_settings

#: The WSGI environ key of what a request's log lines carry (gunicorn's access log reads it too).
ENVIRON_KEY = "shithead.log"
#: The fields a request's lines carry, in this order, each where it is known.
FIELDS = ("request_id", "game_id", "seat", "version")
#: A request id a client may give (anything else is replaced by a fresh one).
GIVEN_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
#: The loggers of the service itself (``shithead.service``, ``shithead.api``, ...).
SERVICE_LOGGER = "shithead"


def formatter() -> logging.Formatter:
    """One JSON object per line: ``time`` (ISO 8601, UTC), ``level``, ``logger``, ``message``
    and whatever the record carries beyond Python's own attributes."""
    return JsonFormatter(
        "{levelname}{name}{message}",
        style="{",
        timestamp="time",
        rename_fields={"levelname": "level", "name": "logger"},
    )


class RequestFields(logging.Filter):
    """Adds the request's fields (:data:`FIELDS`) to a line written while it is served."""

    def filter(self, record: logging.LogRecord) -> bool:
        if has_request_context():
            for name, value in request.environ.get(ENVIRON_KEY, {}).items():
                if not hasattr(record, name):
                    setattr(record, name, value)
        return True


#: The game a request is about, read from its path (``/v1/games/<id>...``, ``/games/<id>``).
GAME_PATH = re.compile(r"^/(?:v1/)?games/([^/]+)")


def init_request_ids(app: Flask) -> None:
    """Give every request of ``app`` its id (answered as ``X-Request-Id``) and its game's id.

    A WSGI middleware rather than Flask's before and after hooks: every request passes
    through it, the trivial ones included, and two more hooks cost a trivial request about a
    tenth of its time (19 of 200 microseconds with the test client)."""
    inner = app.wsgi_app

    def with_request_id(environ: dict[str, Any], start_response: Any) -> Any:
        given = environ.get("HTTP_X_REQUEST_ID", "")
        request_id = given if given and GIVEN_ID.fullmatch(given) else os.urandom(16).hex()
        fields: dict[str, Any] = {"request_id": request_id}
        game = GAME_PATH.match(environ.get("PATH_INFO", ""))
        if game is not None:
            fields["game_id"] = game.group(1)
        environ[ENVIRON_KEY] = fields

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            headers.append(("X-Request-Id", request_id))
            return start_response(status, headers, exc_info)

        return inner(environ, start)

    app.wsgi_app = with_request_id  # type: ignore[method-assign]


def note_answer(body: Any) -> None:
    """Note the seat and version an answer shows (``you`` or ``seat``; ``version``) beside its
    request, for the request's log lines."""
    if isinstance(body, dict):
        note_shown(body.get("you", body.get("seat")), body.get("version"))


def note_shown(seat: Any, version: Any) -> None:
    """Note the seat an answer is read as and the version it shows (either None: not
    known) beside its request, for an answer that is JSON text already."""
    if not has_request_context():
        return
    fields = request.environ.get(ENVIRON_KEY)
    if fields is None:
        return
    if isinstance(seat, int) and not isinstance(seat, bool):
        fields["seat"] = seat
    if isinstance(version, int) and not isinstance(version, bool):
        fields["version"] = version


def configure(settings: Settings | None = None, stream: IO[str] | None = None) -> None:
    """Send the service's own log lines (``shithead.*``) to ``stream`` (standard error) at
    ``LOG_LEVEL``, as JSON with ``LOG_FORMAT=json``; with ``text``, leave them as they are
    (Python's last resort: warnings and worse, to standard error). Once per process."""
    settings = settings or get_settings()
    service_log = logging.getLogger(SERVICE_LOGGER)
    for handler in [h for h in service_log.handlers if getattr(h, "_shithead", False)]:
        service_log.removeHandler(handler)
    if settings.log_format != "json":
        service_log.propagate = True
        return
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(formatter())
    handler.addFilter(RequestFields())
    handler._shithead = True  # type: ignore[attr-defined]
    service_log.addHandler(handler)
    service_log.setLevel(settings.log_level.upper())
    service_log.propagate = False


class JsonLogger(Logger):  # type: ignore[misc]
    """gunicorn's logger, every line of its error and access logs one JSON object (see the
    module); the service's own lines go to the error log's stream in the same form."""

    def setup(self, cfg: Any) -> None:
        super().setup(cfg)
        for log in (self.error_log, self.access_log):
            for handler in log.handlers:
                handler.setFormatter(formatter())
        configure()

    def access(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> None:
        if not self.access_log_enabled:
            return
        atoms = self.atoms(resp, req, environ, request_time)
        status = str(atoms["s"])
        line = {
            "method": atoms["m"],
            "path": atoms["U"],
            "query": atoms["q"] or None,
            "status": int(status) if status.isdigit() else status,
            "bytes": atoms["B"],
            "duration_ms": round(atoms["D"] / 1000, 3),
            "remote_addr": atoms["h"],
            "user_agent": None if atoms["a"] == "-" else atoms["a"],
            **environ.get(ENVIRON_KEY, {}),
        }
        try:
            self.access_log.info("%s %s %s", atoms["m"], atoms["U"], status, extra=line)
        except Exception:
            self.exception("writing an access line")


__all__ = [
    "ENVIRON_KEY",
    "FIELDS",
    "JsonLogger",
    "configure",
    "formatter",
    "init_request_ids",
    "note_answer",
    "note_shown",
]
