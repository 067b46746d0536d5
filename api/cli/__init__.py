"""The ``shithead`` command: one module per group of subcommands.

:mod:`.tools` (``rulesets``, ``bench``, ``play``), :mod:`.verify` (``verify``),
:mod:`.processes` (``serve``, ``worker``), :mod:`.operator` (``keys``, ``organiser``),
:mod:`.tournament` (``tournament``) and :mod:`.export` (``export``). Each module's
``add_*`` function adds its subcommand's parser; each handler loads what it needs when it runs, so ``shithead verify`` starts
without the service.
"""

from __future__ import annotations

import argparse

from . import export, operator, processes, tools, tournament, verify


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="shithead", description="Shithead rules engine and service"
    )
    sub = parser.add_subparsers(dest="command", required=True)
    tools.add_rulesets(sub)
    tools.add_bench(sub)
    processes.add_serve(sub)
    verify.add_verify(sub)
    operator.add_keys(sub)
    operator.add_organiser(sub)
    tournament.add_tournament(sub)
    tools.add_play(sub)
    processes.add_worker(sub)
    export.add_export(sub)
    return parser


#: The commands that run or reach the service: they read its settings (:mod:`api.settings`)
#: first, and a bad one stops them before they do anything.
SERVICE_COMMANDS = frozenset({"serve", "worker", "keys", "organiser", "tournament"})


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command in SERVICE_COMMANDS:
        from ..settings import read_at_start

        if not read_at_start():
            return 2
    result: int = args.func(args)
    return result


__all__ = ["build_parser", "main"]
