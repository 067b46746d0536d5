#!/usr/bin/env python3
"""A complete push bot: the service calls it whenever its seat must act.

It serves the client's push app (``shithead_client.wsgi_app``) on ``--host``/``--port`` and
answers each move request with a random legal move (never picking up the pile while it can
do anything else). Every call the service makes is signed with the seat's secret (Standard
Webhooks): the bot takes it from ``--secret`` or ``PUSH_BOT_SECRET``, and answers 401 to a
call that is not signed with it or whose timestamp is more than five minutes off (a
replayed call). It prints a line when one of its games starts or ends.

    PUSH_BOT_SECRET=whsec_... python examples/push_bot.py --port 9000

The service calls only the hosts in its ``PUSH_BOT_HOSTS``
(``PUSH_BOT_HOSTS=127.0.0.1:9000 shithead serve``); seat the bot with the same secret, so
it can keep it across games::

    {"ruleset": "classic", "seats": [{"name": "mine", "push": {"url": "http://127.0.0.1:9000/",
     "secret": "whsec_..."}}, {"bot": "heuristic"}]}

or leave ``secret`` out and start the bot with the create answer's
``seats[i].webhook_secret``. Without a secret at all it refuses to start (``--insecure``
answers unsigned calls: for trying it out only).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, make_server

from shithead_client import Move, View, wsgi_app


def random_policy(rng: random.Random) -> Any:
    """A random legal action; picking the pile up only when nothing else is possible."""

    def choose(view: View, legal_moves: list[Move]) -> Move:
        others = [move for move in legal_moves if move["kind"] != "pickup"]
        return rng.choice(others or legal_moves)

    return choose


def on_notice(notice: dict[str, Any]) -> None:
    """A game of this bot started or ended."""
    if notice["type"] == "game_started":
        print(f"game {notice['game']} started: seat {notice['seat']}", flush=True)
    else:
        print(f"game {notice['game']} over: {notice['result']}", flush=True)


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=9000)
    parser.add_argument(
        "--secret",
        default=os.environ.get("PUSH_BOT_SECRET", ""),
        help="the seat's signing secret, whsec_... (default: PUSH_BOT_SECRET)",
    )
    parser.add_argument(
        "--insecure", action="store_true", help="without a secret, answer calls whoever signed them"
    )
    parser.add_argument("--seed", type=int, default=None, help="seed this bot's choices")
    args = parser.parse_args(argv)
    if not args.secret and not args.insecure:
        parser.error("give the seat's secret (--secret or PUSH_BOT_SECRET), or --insecure")
    app = wsgi_app(
        random_policy(random.Random(args.seed)), args.secret or None, on_notice=on_notice
    )
    with make_server(args.host, args.port, app, handler_class=_Quiet) as server:
        print(f"push bot on http://{args.host}:{server.server_port}/", flush=True)
        server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
