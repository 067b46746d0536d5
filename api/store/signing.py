"""The service's signing keys in Redis, shared by every worker (and every instance on the same
Redis): the current private key (PEM) and the public half of every key ever used.

* ``signing:current``  string: the current key, PKCS#8 PEM; the first worker to need one
                       writes it with ``SET NX``, a rotation overwrites it
* ``signing:public``   hash: key id -> ``{"public_key", "created"}`` (JSON), one entry per key
                       ever current (``HSETNX``: kept, so documents signed before a rotation
                       still verify)

Making, parsing and using the keys is :class:`api.games.replays.SigningKeys`' (with
:mod:`engine.signing`); here they are only kept.
"""

from __future__ import annotations

from typing import Any

from .errors import translated

CURRENT_KEY = "signing:current"
PUBLIC_KEYS = "signing:public"


class SigningKeyStore:
    """The signing keys' keys (see the module's notes)."""

    def __init__(self, client: Any) -> None:
        self.r: Any = client

    @translated()
    def current(self) -> bytes | None:
        """The current private key's PEM; None while no key was stored."""
        stored = self.r.get(CURRENT_KEY)
        if stored is None:
            return None
        return stored.encode() if isinstance(stored, str) else bytes(stored)

    @translated(write=True)
    def put_current(self, pem: bytes, *, only_if_none: bool) -> bool:
        """Make ``pem`` the current key (``only_if_none``: unless one is stored already);
        whether it was written."""
        return bool(self.r.set(CURRENT_KEY, pem, nx=only_if_none))

    @translated(write=True)
    def publish(self, key_id: str, entry: str) -> None:
        """List a public key under its id, once (an entry listed stays as it is)."""
        self.r.hsetnx(PUBLIC_KEYS, key_id, entry)

    @translated()
    def published(self) -> dict[str, str]:
        """Every public key listed: its id -> its entry."""
        return {
            (k.decode() if isinstance(k, bytes) else str(k)): (
                v.decode() if isinstance(v, bytes) else str(v)
            )
            for k, v in self.r.hgetall(PUBLIC_KEYS).items()
        }


__all__ = ["CURRENT_KEY", "PUBLIC_KEYS", "SigningKeyStore"]
