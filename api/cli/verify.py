"""``shithead verify``: a replay, or a tournament's, match's or ladder's results, checked offline
(and, with ``--server``, against the keys and the signed copy a service holds)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def _verify(args: argparse.Namespace) -> int:
    """Verify a replay (or a tournament's or a match's results): the exit status is the
    verdict's (:data:`engine.verdict.EXIT_CODES`: 0 valid, 1 invalid, 3 consistent so far,
    4 unauthenticated, 5 consistent with its origin unchecked), 2 for what cannot be read."""
    from engine.audit import audit, kind
    from engine.signing import keys_by_id, load_public
    from engine.verdict import EXIT_CODES, USAGE_ERROR

    def read(path: str) -> Any:
        if path == "-":
            return json.loads(sys.stdin.buffer.read())
        with open(path, "rb") as fh:
            return json.loads(fh.read())

    try:
        doc = read(args.file)
    except (OSError, ValueError, RecursionError) as exc:
        name = "standard input" if args.file == "-" else args.file
        print(f"cannot read {name}: {exc}", file=sys.stderr)
        return USAGE_ERROR
    keys = None
    if args.key or args.server:
        try:
            keys = keys_by_id([load_public(Path(k).read_bytes()) for k in args.key])
            if args.server:
                keys.update(_server_keys(args.server))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"cannot read the keys: {exc}", file=sys.stderr)
            return USAGE_ERROR
    replays = []
    if kind(doc) != "replay":
        if not args.replays:
            print(
                "results verify against their games' replays: give --replays DIR", file=sys.stderr
            )
            return USAGE_ERROR
        for path in sorted(Path(args.replays).glob("*.json")):
            try:
                replays.append(read(str(path)))
            except (OSError, ValueError, RecursionError) as exc:
                print(f"cannot read {path}: {exc}", file=sys.stderr)
                return USAGE_ERROR
    reference = None
    if args.server and keys is not None:
        trusted = keys

        def reference() -> Any:
            return _server_copy(args.server, doc, trusted)

    result = audit(doc, keys=keys, replays=replays, reference=reference)
    print(json.dumps(result, indent=2))
    return EXIT_CODES.get(result["status"], EXIT_CODES["invalid"])


def _server_copy(base: str, doc: Any, keys: dict[str, Any]) -> Any:
    """The server's own copy of what ``doc`` claims to be (its replay of the game, its
    results of the tournament, match or ladder), trusted only when signed by one of ``keys``; None
    when there is none. It only says where a failing document was changed."""
    from urllib.parse import quote

    import requests

    from engine.audit import kind, subject
    from engine.documents import Failure
    from engine.signing import checker
    from engine.verdict import Reference

    what, sid = kind(doc), subject(doc)
    if sid is None:
        return None
    try:
        path = {
            "replay": "games/{}/replay",
            "tournament": "tournaments/{}/results",
            "match": "matches/{}/results",
            "ladder": "ladders/{}/results",
        }[what].format(quote(sid, safe=""))
        resp = requests.get(f"{base.rstrip('/')}/v1/{path}", timeout=30)
        copy = resp.json() if resp.status_code == 200 else None
        if not isinstance(copy, dict) or checker(keys)(copy, copy.get("signature")) is None:
            return None
    except (
        requests.RequestException,
        ValueError,
        Failure,
    ):  # no copy, or none signed by a key given
        return None
    name = {
        "replay": "the game",
        "tournament": "the tournament's results",
        "match": "the match's results",
        "ladder": "the ladder's results",
    }[what]
    return Reference(copy, f"the server's signed copy of {name}")


def _server_keys(base: str) -> dict[str, Any]:
    """The public keys a service lists at ``GET /v1/keys``, by id (each checked against its id)."""
    import requests

    from engine.signing import key_id, load_public

    resp = requests.get(base.rstrip("/") + "/v1/keys", timeout=30)
    resp.raise_for_status()
    out: dict[str, Any] = {}
    for entry in resp.json()["keys"]:
        key = load_public(entry["public_key"])
        if key_id(key) != entry["id"]:
            raise ValueError(f"the server lists key {entry['id']} under the wrong id")
        out[entry["id"]] = key
    return out


def add_verify(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "verify",
        help="check a replay document (or a tournament's results) offline",
        description="Verify a replay document, or a tournament's or a match's results against its games' "
        "replays. Without --key or --server nothing checks who made the document: the best "
        "answer is 'consistent' (origin unchecked). Exit status: 0 valid (and signed by a key "
        "given), 1 invalid, 2 unreadable, 3 consistent so far (not over), 4 unauthenticated "
        "(keys given, but not signed by one of them), 5 consistent, origin unchecked (no key "
        "given).",
    )
    p.add_argument("file", help="the document, or - for standard input")
    p.add_argument(
        "--key",
        action="append",
        default=[],
        help="a public key (PEM, or base64 as GET /v1/keys lists it) to check signatures with",
    )
    p.add_argument(
        "--server",
        default="",
        help="check the signature against the keys this service lists (GET URL/v1/keys); a "
        "failure names the field that differs from the service's own signed copy",
    )
    p.add_argument("--replays", default="", help="a folder of the tournament's replays (*.json)")
    p.set_defaults(func=_verify)
