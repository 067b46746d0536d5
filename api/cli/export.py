"""``shithead export BOT --out DIR``: a registered bot's finished games, one replay file each
(``<game id>.json``), from a service's ``GET /v1/bots/{name}/games`` streamed as NDJSON with
the same filters; the files are what ``shithead verify`` reads."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

#: The history's filters, as the command's options and the query's parameters.
FILTERS = ("ruleset", "outcome", "opponent", "version", "since", "until")


def _export(args: argparse.Namespace) -> int:
    """Stream the bot's matching replays into ``--out``, one file each; 0 when done, 1 when
    the service refused (its problem printed), 2 for a folder that cannot be written."""
    import requests

    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"cannot write {out}: {exc}", file=sys.stderr)
        return 2
    params = {f: getattr(args, f) for f in FILTERS if getattr(args, f) is not None}
    url = f"{args.server.rstrip('/')}/v1/bots/{args.bot}/games"
    written = withheld = 0
    with requests.get(
        url,
        params=params,
        headers={"Accept": "application/x-ndjson"},
        stream=True,
        timeout=args.timeout,
    ) as resp:
        if resp.status_code != 200:
            print(f"{resp.status_code}: {resp.text}", file=sys.stderr)
            return 1
        for line in resp.iter_lines():
            if not line:
                continue
            doc = json.loads(line)
            if doc.get("kind") == "error":  # the service ended the stream early: say so
                print(f"stopped after {written} replays: {doc.get('detail')}", file=sys.stderr)
                return 1
            if "withheld" in doc:  # its deal is still played elsewhere: published later
                withheld += 1
                print(f"withheld {doc['withheld']}: {doc.get('detail', doc['code'])}")
                continue
            (out / f"{doc['game_id']}.json").write_bytes(line + b"\n")
            written += 1
    print(f"{written} replays written to {out}" + (f", {withheld} withheld" if withheld else ""))
    return 0


def add_export(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "export",
        help="a registered bot's finished games, one replay file each",
        description="Write a registered bot's finished games, newest first, as replay "
        "documents (one <game id>.json each) from a service's history of the bot "
        "(GET /v1/bots/{name}/games as NDJSON). A game whose deal another game still "
        "plays is withheld, and named.",
    )
    p.add_argument("bot", help="the registered bot's name")
    p.add_argument("--out", required=True, help="the folder to write the replays to")
    p.add_argument("--server", default="http://127.0.0.1:8000", help="the service's base URL")
    p.add_argument("--ruleset", help="only games of this ruleset preset")
    p.add_argument("--outcome", choices=["win", "loss", "draw", "placed"])
    p.add_argument("--opponent", help="only games against this registered bot")
    p.add_argument("--version", help="only games the bot played with this version tag")
    p.add_argument("--since", help="only games that ended at or after (Unix seconds, ISO 8601)")
    p.add_argument("--until", help="only games that ended at or before (Unix seconds, ISO 8601)")
    p.add_argument(
        "--timeout", type=float, default=60.0, help="seconds to wait for each part of the stream"
    )
    p.set_defaults(func=_export)


__all__ = ["add_export"]
