"""``python -m api.settings``: the settings this environment gives, checked; with
``--markdown`` the table of variables, with ``--write`` that table in docs/deploy.md."""

from __future__ import annotations

import sys

from . import _FIELDS, Settings, SettingsError
from .table import DOC, documented, markdown


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m api.settings", description=(__doc__ or "").split("\n\n")[0]
    )
    parser.add_argument("--markdown", action="store_true", help="print the table of variables")
    parser.add_argument("--write", action="store_true", help="write the table into docs/deploy.md")
    args = parser.parse_args(argv)
    if args.write:
        DOC.write_text(documented(DOC.read_text()))
        return 0
    if args.markdown:
        print(markdown(), end="")
        return 0
    try:  # the settings this environment gives, checked
        settings = Settings.from_env()
    except SettingsError as exc:
        print(exc, file=sys.stderr)
        return 2
    for f in _FIELDS:
        print(f"{f.metadata['env']}={getattr(settings, f.name)!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
