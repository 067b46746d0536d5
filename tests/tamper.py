"""Every small change to a JSON document: the mutations the replay tamper suite tries.

A mutation is ``(pointer, kind, document)``: the document changed at one place, built by
copying only the path from the root to that place (the rest is shared, never changed).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

Path = tuple[str | int, ...]
Mutation = tuple[str, str, Any]


def pointer(path: Path) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def changed(value: Any) -> list[Any]:
    """Other values for a leaf: near ones (the same type) and one of another type."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [value + 1, value - 1] if value in (0, 1) or value == -1 else [value + 1]
    if isinstance(value, float):
        return [value + 0.5]
    if isinstance(value, str):
        return [value + "x"] if value else ["x"]
    return [0]  # None


def _replace(doc: Any, path: Path, fn: Any) -> Any:
    """``doc`` with the container at ``path`` replaced by ``fn(copy of it)``."""
    if not path:
        return fn(doc)
    head, rest = path[0], path[1:]
    if isinstance(doc, dict):
        out_d = dict(doc)
        out_d[head] = _replace(doc[head], rest, fn)  # type: ignore[index]
        return out_d
    out_l = list(doc)
    out_l[head] = _replace(doc[head], rest, fn)  # type: ignore[index]
    return out_l


def _set(path: Path, value: Any) -> Any:
    def fn(container: Any) -> Any:
        c = dict(container) if isinstance(container, dict) else list(container)
        c[path[-1]] = value
        return c

    return fn


def _drop(key: str | int) -> Any:
    def fn(container: Any) -> Any:
        if isinstance(container, dict):
            return {k: v for k, v in container.items() if k != key}
        return [v for i, v in enumerate(container) if i != key]

    return fn


def walk(doc: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    yield path, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from walk(v, (*path, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from walk(v, (*path, i))


def mutations(doc: dict[str, Any]) -> Iterator[Mutation]:
    """Every one-place change: each leaf changed, each key dropped, a key added to each object,
    each list's first and last item dropped and its last item repeated; and on the event log:
    every two neighbouring events swapped, each event repeated, the log cut after every event."""
    for path, value in walk(doc):
        at = pointer(path)
        if isinstance(value, dict):
            yield at, "add key", _replace(doc, path, lambda c: {**c, "tampered": True})
            for k in value:
                yield pointer((*path, k)), "drop key", _replace(doc, path, _drop(k))
        elif isinstance(value, list):
            if value:
                yield at + "/0", "drop item", _replace(doc, path, _drop(0))
                if len(value) > 1:
                    yield (
                        at + f"/{len(value) - 1}",
                        "drop item",
                        _replace(doc, path, _drop(len(value) - 1)),
                    )
                yield at + "/-", "repeat item", _replace(doc, path, lambda c: [*c, c[-1]])
            else:
                yield at + "/-", "add item", _replace(doc, path, lambda c: [*c, 0])
        elif path:
            for other in changed(value):
                yield at, f"change to {other!r}", _replace(doc, path[:-1], _set(path, other))
    events = doc.get("events")
    if not isinstance(events, list):
        return
    for i in range(len(events) - 1):
        swapped = [*events[:i], events[i + 1], events[i], *events[i + 2 :]]
        yield f"/events/{i}", "swap with the next", {**doc, "events": swapped}
    for i in range(len(events)):
        yield (
            f"/events/{i}",
            "repeat",
            {**doc, "events": [*events[: i + 1], events[i], *events[i + 1 :]]},
        )
    for i in range(1, len(events)):
        yield f"/events/{i}", "cut the log here", {**doc, "events": events[:i]}
