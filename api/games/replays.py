"""The service's side of replays: a stored game's header, and the keys that sign exports.

Building and verifying documents is :mod:`engine.replays` (so an offline verifier needs only
the engine); signing is :mod:`engine.signing`. Here: the replay header of a stored game, and
:class:`SigningKeys`, the service's Ed25519 keys, shared by every worker through Redis.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import redis
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from engine.replays import (
    build_document,
    canonical,
    chain,
    genesis_hash,
    header,
    last_hash,
    verify_document,
)
from engine.signing import checker, key_id, load_public, public_raw, sign

from ..store.game_record import OPTIONS, PLAYERS, PRESET, GameRecord
from ..store.signing import CURRENT_KEY, SigningKeyStore
from .clocks import clock_header


def seat_header(meta: Mapping[str, str], i: int) -> dict[str, Any]:
    """A seat as the replay binds it: name, kind (person, bot, push) and bot settings, as the
    game began (a seat whose player left is played by its substitute after the leave the log
    records: :mod:`engine.exits`)."""
    seat = GameRecord(meta).seat(i)
    left = seat.left
    bot = left["was"] if left is not None else seat.bot
    push = seat.push
    kind = "push" if push else ("bot" if bot else "person")
    return {
        "name": seat.name,
        "kind": kind,
        "bot": bot or None,
        "timeout_ms": int(push["timeout_ms"]) if push else None,
    }


def carry_of(meta: Mapping[str, str]) -> tuple[int, int, tuple[int, ...]]:
    """A stored game's carry-over from its match: (starter, spoils, no_swap); none: (-1, -1, ())."""
    return GameRecord(meta).carry


def deal_deadline(meta: Mapping[str, str]) -> float | None:
    """When the contributed deal's seats must have committed and revealed (Unix time)."""
    return GameRecord(meta).deal_deadline


def deal_fields(meta: Mapping[str, str]) -> dict[str, Any]:
    """How the game is dealt, as creation, the game and the replay show it."""
    record = GameRecord(meta)
    contributed = record.contributed
    return {
        "deal_mode": "contributed" if contributed else "server",
        "deal_deadline": record.deal_deadline if contributed else None,
    }


def replay_header(game_id: str, meta: Mapping[str, str]) -> dict[str, Any]:
    """The header of a stored game's replay (what the hash chain's genesis binds)."""
    record = GameRecord(meta)
    n = int(meta[PLAYERS])
    starter, spoils, no_swap = record.carry
    return header(
        game_id=game_id,
        ruleset=json.loads(record.ruleset),
        preset=meta[PRESET],
        options=json.loads(meta[OPTIONS]),
        players=n,
        dealer=record.dealer,
        starter=starter,
        spoils=spoils,
        no_swap=sorted(no_swap),
        seats=[seat_header(meta, i) for i in range(n)],
        seed_commitment=record.seed_commitment,
        explicit_seed=record.explicit_seed,
        explicit_deck=record.explicit_deck,
        **deal_fields(meta),
        clock=clock_header(meta),
    )


class SigningKeys:
    """The keys the service signs exports with.

    ``SIGNING_KEY_FILE`` (a PEM Ed25519 private key) is used when configured. Otherwise the
    first worker to need a key generates one and stores it in Redis with ``SET NX``
    (:class:`api.store.signing.SigningKeyStore`), so every worker (and every instance on the
    same Redis) signs with the same key. Every key ever used has its public half listed, so
    documents signed before a rotation still verify; :meth:`rotate` makes a fresh key the
    current one.
    """

    def __init__(self, r: redis.Redis, key_file: str = "") -> None:
        self.store = SigningKeyStore(r)
        self.key_file = key_file
        self._parsed: dict[bytes, Ed25519PrivateKey] = {}

    def current(self) -> Ed25519PrivateKey:
        """The key exports are signed with now."""
        if self.key_file:
            pem = Path(self.key_file).read_bytes()
        else:
            stored = self.store.current()
            if stored is None:
                self._store(Ed25519PrivateKey.generate(), only_if_none=True)
                stored = self.store.current()
            pem = stored or b""
        key = self._parsed.get(pem)
        if key is None:
            loaded = serialization.load_pem_private_key(pem, password=None)
            if not isinstance(loaded, Ed25519PrivateKey):
                raise ValueError(
                    f"{self.key_file or CURRENT_KEY} does not hold an Ed25519 private key"
                )
            key = loaded
            self._publish(key.public_key())
            self._parsed[pem] = key
        return key

    def rotate(self) -> str:
        """A fresh key becomes the current one (in Redis); its id. Old public keys stay listed."""
        key = Ed25519PrivateKey.generate()
        self._store(key, only_if_none=False)
        return key_id(key.public_key())

    def _store(self, key: Ed25519PrivateKey, *, only_if_none: bool) -> None:
        pem = key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        if self.store.put_current(pem, only_if_none=only_if_none):
            self._publish(key.public_key())

    def _publish(self, public: Ed25519PublicKey) -> None:
        self.store.publish(
            key_id(public), json.dumps({"public_key": public_raw(public), "created": time.time()})
        )

    def public_keys(self) -> list[dict[str, Any]]:
        """Every key this service has signed with: ``{id, alg, public_key, created, current}``."""
        current = key_id(self.current().public_key())
        out = []
        for kid, raw in self.store.published().items():
            entry = json.loads(raw)
            out.append(
                {
                    "id": kid,
                    "alg": "Ed25519",
                    "public_key": entry["public_key"],
                    "created": entry["created"],
                    "current": kid == current,
                }
            )
        out.sort(key=lambda k: (k["created"], k["id"]))
        return out

    def verifiers(self) -> dict[str, Ed25519PublicKey]:
        return {k["id"]: load_public(k["public_key"]) for k in self.public_keys()}

    def sign(self, doc: Mapping[str, Any]) -> dict[str, Any]:
        return sign(doc, self.current())

    def verify(self, doc: Any) -> dict[str, Any]:
        """The verdict on a replay, its signature checked against this service's keys (the
        verify endpoint also compares with its own record: :mod:`api.http.replays`)."""
        return verify_document(doc, check_signature=checker(self.verifiers()))


__all__ = [
    "SigningKeys",
    "build_document",
    "canonical",
    "chain",
    "checker",
    "genesis_hash",
    "last_hash",
    "replay_header",
    "seat_header",
    "verify_document",
]
