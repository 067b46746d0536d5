"""Organiser credentials for tests that start tournaments: minted in the tests' Redis, as
``shithead organiser create`` mints them."""

from __future__ import annotations

from typing import Any

#: A quota no test meets unless it means to.
ROOMY = {"max_running": 100_000, "max_games_per_day": 1_000_000_000}

_tokens: dict[str, str] = {}


def mint(app: Any, name: str = "organiser", **quota: int) -> str:
    """A new organiser of ``app``'s service; its token."""
    _, token = app.extensions["credentials"].organisers.create(name, **{**ROOMY, **quota})
    return str(token)


def organiser_auth(app: Any) -> dict[str, str]:
    """The ``Authorization`` header of the tests' organiser (one per Redis, with a roomy quota)."""
    url = app.config["REDIS_URL"]
    if url not in _tokens:
        _tokens[url] = mint(app, "tests")
    return {"Authorization": f"Bearer {_tokens[url]}"}


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}
