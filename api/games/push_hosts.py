"""Where push bots may be: the service calls push bots itself, so a game may only name a
push bot at a host and port the operator allowed (``PUSH_BOT_HOSTS``)."""

from __future__ import annotations

from urllib.parse import urlsplit

from .errors import Unprocessable

#: A host (lower case) and a port.
Endpoint = tuple[str, int]


def push_endpoints(setting: str) -> tuple[Endpoint, ...] | None:
    """``PUSH_BOT_HOSTS``: comma-separated ``host:port`` pairs (``[::1]:9000`` for IPv6);
    ``*`` allows any place. A host alone is refused: it would open all its ports."""
    out: list[Endpoint] = []
    for entry in (e.strip() for e in setting.split(",")):
        if not entry:
            continue
        if entry == "*":
            return None
        try:
            parts = urlsplit(f"//{entry}")
            host, port = (parts.hostname or "").lower(), parts.port
            usable = bool(host) and port is not None and not parts.path and parts.username is None
        except ValueError:
            usable = False
        if not usable or port is None:
            raise ValueError(
                f"PUSH_BOT_HOSTS: {entry!r} is not a host:port pair "
                "(write [::1]:9000 for an IPv6 address)"
            )
        out.append((host, port))
    return tuple(out)


def push_endpoint(url: str) -> Endpoint | None:
    """Where a push bot's URL points (the scheme's port when it names none); None if unusable."""
    try:
        parts = urlsplit(url)
        port = parts.port or {"http": 80, "https": 443}.get(parts.scheme.lower())
    except ValueError:
        return None
    host = (parts.hostname or "").lower()
    return (host, port) if host and port else None


def check_push_url(url: str, allowed: tuple[Endpoint, ...] | None) -> None:
    """Refuse a push bot's URL whose host and port are not a pair in ``allowed`` (None: any).

    The service calls push bots itself, so an open list would let anyone make it send
    requests into the network it runs in, or to any port of an allowed host.
    """
    if allowed is None:
        return
    if push_endpoint(url) not in allowed:
        places = ", ".join(f"[{h}]:{p}" if ":" in h else f"{h}:{p}" for h, p in allowed)
        raise Unprocessable(
            f"push bots may only be at {places or 'no place'} on this service (PUSH_BOT_HOSTS)",
            code="push_host_not_allowed",
        )
