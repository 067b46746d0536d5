"""``shithead keys`` and ``shithead organiser``: what the operator does to a running service's
Redis (its signing keys; the organiser credentials that may start tournaments)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..store.organisers import OrganiserStore


def _service_redis(args: argparse.Namespace) -> str:
    """The service's Redis: ``--redis-url``, else ``REDIS_URL``, else the embedded Redis
    ``shithead serve`` runs in ``--data-dir`` (found by its files); "" (said why) when there
    is none."""
    import os

    from ..settings import get_settings

    url: str = args.redis_url or get_settings().redis_url
    if url:
        return url
    if not os.path.isdir(args.data_dir):
        print(
            f"give --redis-url or set REDIS_URL (the service's Redis): no embedded Redis in {args.data_dir}",
            file=sys.stderr,
        )
        return ""
    from ..store.redis_conn import EmbeddedRedis

    return EmbeddedRedis(args.data_dir).url


def _keys(args: argparse.Namespace) -> int:
    """List the service's signing keys, or make a fresh one current (old ones stay listed)."""
    from ..games.replays import SigningKeys
    from ..settings import get_settings
    from ..store.redis_conn import client_from_url

    url = _service_redis(args)
    if not url:
        return 2
    keys = SigningKeys(client_from_url(url), get_settings().signing_key_file)
    if args.action == "rotate":
        if keys.key_file:
            print(
                "SIGNING_KEY_FILE is set: rotate by pointing it at a new key file", file=sys.stderr
            )
            return 2
        print(keys.rotate())
        return 0
    print(json.dumps({"keys": keys.public_keys()}, indent=2))
    return 0


def _organiser(args: argparse.Namespace) -> int:
    """Mint, list or revoke the credentials that may start tournaments over HTTP."""
    from ..store.organisers import OrganiserStore
    from ..store.redis_conn import client_from_url

    url = _service_redis(args)
    if not url:
        return 2
    store = OrganiserStore(client_from_url(url))
    if args.action == "create":
        if not args.name:
            print("shithead organiser create NAME: give the organiser's name", file=sys.stderr)
            return 2
        if args.max_running < 1 or args.max_games_per_day < 1:
            print("--max-running and --max-games-per-day are at least 1", file=sys.stderr)
            return 2
        organiser, token = store.create(
            args.name, max_running=args.max_running, max_games_per_day=args.max_games_per_day
        )
        print(json.dumps({**organiser.to_dict(), "token": token}, indent=2))
        print("the token is shown only now: it is stored hashed", file=sys.stderr)
        return 0
    if args.action == "revoke":
        if not args.name:
            print(
                "shithead organiser revoke ID: give the organiser's id (see list)", file=sys.stderr
            )
            return 2
        revoked = store.revoke(args.name)
        if revoked is None:
            print(f"no organiser {args.name}", file=sys.stderr)
            return 1
        out = revoked.to_dict()
        if args.cancel:  # revoked means revoked: what it left running stops too
            out["cancelled"] = _cancel_running(store, f"organiser:{revoked.id}")
        print(json.dumps(out, indent=2))
        return 0
    from ..play.credentials import utc_day
    from ..store.organisers import QuotaStore

    quotas = QuotaStore(store.r)
    day = utc_day()
    listed = [
        {
            **o.to_dict(),
            "running": sorted(quotas.running(f"organiser:{o.id}")),
            "games_today": quotas.games_on(f"organiser:{o.id}", day),
        }
        for o in store.list()
    ]
    print(json.dumps({"organisers": listed}, indent=2))
    return 0


def _cancel_running(store: OrganiserStore, credential_key: str) -> list[str]:
    """Cancel, as the operator, every tournament the credential has running; their ids."""
    from ..play.credentials import Credentials
    from ..play.tournaments import OPERATOR, cancel_running
    from ..store.organisers import QuotaStore
    from ..store.records import TOURNAMENTS, RecordStore

    credentials = Credentials(store, QuotaStore(store.r))
    records = RecordStore(store.r, TOURNAMENTS)
    return [
        tid
        for tid in sorted(credentials.quotas.running(credential_key))
        if cancel_running(records, credentials, tid, OPERATOR)
    ]


def add_keys(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "keys",
        help="list the signing keys, or rotate to a fresh one",
        description="The Ed25519 keys replays and tournament results are signed with.",
    )
    p.add_argument("action", choices=["list", "rotate"])
    p.add_argument(
        "--redis-url",
        default="",
        help="the service's Redis (default: REDIS_URL, else the embedded one in --data-dir)",
    )
    p.add_argument(
        "--data-dir", default=".data/redis", help="the embedded Redis's folder (`shithead serve`'s)"
    )
    p.set_defaults(func=_keys)


def add_organiser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "organiser",
        help="mint, list or revoke organiser credentials (who may start tournaments)",
        description="Organiser credentials start tournaments over HTTP (Authorization: Bearer <token>) "
        "within their quota. create NAME prints the new organiser with its token, shown "
        "only then; revoke ID refuses the token from then on, to start or to cancel anything "
        "(its tournaments play on, unless --cancel cancels them as the operator).",
    )
    p.add_argument("action", choices=["create", "list", "revoke"])
    p.add_argument(
        "name", nargs="?", default="", help="create: the organiser's name; revoke: its id"
    )
    p.add_argument(
        "--max-running", type=int, default=2, help="tournaments running at once (default 2)"
    )
    p.add_argument(
        "--max-games-per-day",
        type=int,
        default=5000,
        help="games its tournaments may schedule per UTC day (default 5000)",
    )
    p.add_argument(
        "--redis-url",
        default="",
        help="the service's Redis (default: REDIS_URL, else the embedded one in --data-dir)",
    )
    p.add_argument(
        "--data-dir", default=".data/redis", help="the embedded Redis's folder (`shithead serve`'s)"
    )
    p.add_argument(
        "--cancel",
        action="store_true",
        help="revoke: also cancel every tournament it has running (as the operator; the "
        "games not started are given back to its quota)",
    )
    p.set_defaults(func=_organiser)
