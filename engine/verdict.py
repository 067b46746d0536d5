"""The verdict on a signed document: the one function that decides what a check of a replay,
or of a tournament's or a match's results, answers, for the ``shithead verify`` command, the
service's ``POST /v1/replays/verify`` and the ``/replay`` page alike.

A document can hold together and still be a forgery: anyone can edit a replay and recompute its
hash chain. Only a signature by a key the verifier trusts says who made it. So the answer
depends on whether the verifier was given keys (``--key``, ``--server``'s listed keys, or the
service's own keys for a document naming one of its games):

==================  =====  ====================================================================
status              exit   meaning
==================  =====  ====================================================================
``valid``           0      every claim checked, and signed by one of the keys given
                           (``signed_by`` names it)
``invalid``         1      a claim fails: ``pointer`` names the first one, ``reason`` says why
                           (a signature by a given key that does not hold is one)
``consistent_so_    3      a game still being played (or a competition not over): consistent
so_far``                   up to its last event; with keys, signed by one of them
``unauthenticated`` 4      keys were given, and the document is not signed, or signed by a key
                           not among them: ``pointer`` is ``/signature``
``consistent``      5      every claim checked, but no key was given: the origin is unchecked
                           (``"origin": "unchecked"``)
==================  =====  ====================================================================

(Exit status 2 is the command's own: a file or key it cannot read.)

Pure: the keys are given, and a trusted copy of the document (:class:`Reference`), when the
verifier has one, is asked for only to say where a failing document differs from it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .documents import SIGNATURE_KEY, Failure
from .signing import check_block

#: Every status an answer has, from the most the verifier can say to the least.
STATUSES = ("valid", "consistent", "consistent_so_far", "unauthenticated", "invalid")
#: The exit status ``shithead verify`` gives for each.
EXIT_CODES = {
    "valid": 0,
    "invalid": 1,
    "consistent_so_far": 3,
    "unauthenticated": 4,
    "consistent": 5,
}
#: The command's exit status for a file or key it cannot read, or arguments it cannot use.
USAGE_ERROR = 2
#: Who made the document, as far as the verifier can tell.
ORIGINS = ("verified", "unchecked", "unknown")
#: The words of an answer that is consistent but whose origin nobody checked.
UNCHECKED = "consistent, origin unchecked"

#: Checks a signature block: (document, block) -> the key id it checks against, None when the
#: key is not among the verifier's; raises :class:`Failure` when the signature does not hold.
SignatureCheck = Callable[[Mapping[str, Any], Any], "str | None"]


@dataclass(frozen=True)
class Reference:
    """A copy of the same document the verifier trusts (the service's own record of a game, or
    the copy a server signed with a key the verifier was given), and what to call it in a
    reason. Used only to say where a document that fails differs from it."""

    doc: Mapping[str, Any]
    source: str


#: Where a document differs from the trusted copy: (document, copy) -> (JSON pointer, the copy's
#: value there), None when it does not.
Compare = Callable[[Any, Mapping[str, Any]], "tuple[str, Any] | None"]
#: A failure said better without a trusted copy: (document, failure) -> the failure to report.
Locate = Callable[[Any, Failure], Failure]


def decide(
    doc: Any,
    check: Callable[[], dict[str, Any]],
    check_signature: SignatureCheck | None,
    *,
    reference: Callable[[], Reference | None] | None = None,
    compare: Compare | None = None,
    locate: Locate | None = None,
) -> dict[str, Any]:
    """The verdict on ``doc``, never an exception.

    ``check()`` checks every claim of the document and answers with ``status`` ``valid``
    (complete) or ``consistent_so_far``, or raises :class:`Failure`. ``check_signature`` is
    None when the verifier was given no key (see :func:`engine.signing.checker`); then a
    complete document is ``consistent``. ``reference`` gives the trusted copy (asked for only
    when something fails): a failure is then reported where ``compare`` (by default
    :func:`first_difference`) finds the document differs from it, else as ``locate`` says it.
    """
    try:
        return _decide(doc, check, check_signature, reference, compare or first_difference, locate)
    except Failure as f:
        return invalid(f)
    except UnicodeError:
        return invalid(Failure("", "the document holds text that is not valid Unicode"))
    except RecursionError:
        return invalid(Failure("", "the document is nested too deeply"))


def invalid(f: Failure) -> dict[str, Any]:
    return {"status": "invalid", "valid": False, "pointer": f.pointer, "reason": f.reason}


def _decide(
    doc: Any,
    check: Callable[[], dict[str, Any]],
    check_signature: SignatureCheck | None,
    reference: Callable[[], Reference | None] | None,
    compare: Compare,
    locate: Locate | None,
) -> dict[str, Any]:
    signed = isinstance(doc, dict) and SIGNATURE_KEY in doc
    trusted: list[Reference | None] = []

    def changed() -> tuple[str, Any, str] | None:
        """Where the document differs from the trusted copy (asked for once, and only when
        something fails), the copy's value there, and the copy's name."""
        if not trusted:
            trusted.append(reference() if reference is not None else None)
        ref = trusted[0]
        d = compare(doc, ref.doc) if ref is not None else None
        return (d[0], d[1], ref.source) if d is not None and ref is not None else None

    def checked() -> dict[str, Any]:
        try:
            return check()
        except Failure as f:
            d = changed()
            if d is not None:
                why = f.reason if d[0] == f.pointer else f"at {f.pointer}: {f.reason}"
                raise Failure(
                    d[0], f"changed here ({d[2]} has {_show(d[1])}); the check fails {why}"
                ) from None
            raise (locate(doc, f) if locate is not None else f) from None

    if check_signature is None:
        return _origin_unchecked(checked(), signed)
    if not isinstance(doc, dict):
        checked()  # says what the document should be
        raise Failure("", "the document is a JSON object")  # pragma: no cover - the check says it
    if not signed:
        return _unauthenticated(None, changed())
    block = doc[SIGNATURE_KEY]
    check_block(block)
    try:
        key_id = check_signature(doc, block)
    except Failure as bad:  # a key the verifier was given, and the document is not what it signed
        checked()  # a failure of its own claims, at the change
        # it holds together by itself, so its hashes were recomputed after the change
        d = changed()
        if d is not None:
            raise Failure(
                d[0],
                f"changed here after it was signed ({d[2]} has {_show(d[1])}), and its "
                "hashes recomputed: the signature does not hold",
            ) from None
        raise Failure(
            bad.pointer,
            f"{bad.reason}; every other claim holds, so its hashes were "
            "recomputed after the change",
        ) from None
    if key_id is None:
        return _unauthenticated(str(block["key_id"]), changed())
    out = checked()
    out.update(signed_by=key_id, signature="verified", origin="verified")
    if out["status"] == "valid":
        out["reason"] = f"{out['reason']}; signed by key {key_id}"
    return out


def _origin_unchecked(out: dict[str, Any], signed: bool) -> dict[str, Any]:
    out.update(signed_by=None, signature="unchecked" if signed else "absent", origin="unchecked")
    if out["status"] == "valid":
        out.update(
            status="consistent",
            valid=False,
            reason=f"{UNCHECKED}: {out['reason']}; no key was given to check a signature "
            "against, so anyone could have made this document",
        )
    return out


def _unauthenticated(key_id: str | None, changed: tuple[str, Any, str] | None) -> dict[str, Any]:
    if key_id is None:
        reason = "the document is not signed, so nothing ties it to a key the verifier was given"
    else:
        reason = f"the document is signed by key {key_id}, which is not among the keys the verifier was given"
    if changed is not None:
        reason += f"; it differs from {changed[2]} at {changed[0]}"
    return {
        "status": "unauthenticated",
        "valid": False,
        "pointer": "/" + SIGNATURE_KEY,
        "reason": reason,
        "signed_by": None,
        "signature": "absent" if key_id is None else "unknown_key",
        "origin": "unknown",
    }


# == where two documents differ ================================================================

_MISSING = object()


def first_difference(
    doc: Any, ref: Any, *, skip: Sequence[str] = (SIGNATURE_KEY,)
) -> tuple[str, Any] | None:
    """The first place (a JSON pointer) where ``doc`` differs from ``ref``, and what ``ref``
    has there; objects' keys in ``ref``'s order (then ``doc``'s others); the top-level keys
    in ``skip`` left out. None when they are the same JSON value."""
    return _first((), doc, ref, set(skip))


def _first(
    path: tuple[str | int, ...], got: Any, want: Any, skip: set[str]
) -> tuple[str, Any] | None:
    if isinstance(want, dict) and isinstance(got, dict):
        for k in [*want, *(k for k in got if k not in want)]:
            if not path and k in skip:
                continue
            d = _first((*path, k), got.get(k, _MISSING), want.get(k, _MISSING), skip)
            if d is not None:
                return d
        return None
    if isinstance(want, list) and isinstance(got, list):
        for i in range(max(len(got), len(want))):
            d = _first(
                (*path, i),
                got[i] if i < len(got) else _MISSING,
                want[i] if i < len(want) else _MISSING,
                skip,
            )
            if d is not None:
                return d
        return None
    if type(got) is type(want) and got == want:
        return None
    return pointer(*path), want


def pointer(*parts: str | int) -> str:
    """An RFC 6901 JSON pointer to ``parts``."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _show(value: Any) -> str:
    if value is _MISSING:
        return "nothing"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."


def header_first(header_keys: Sequence[str]) -> Compare:
    """A :data:`Compare` for hash-chained documents that grow (a replay while its game runs,
    or redacted for a seat): whole documents are compared once both are complete (``over``
    true), else only their header fields (``header_keys``), which never change."""

    def compare(doc: Any, ref: Mapping[str, Any]) -> tuple[str, Any] | None:
        if not isinstance(doc, dict):
            return None
        if doc.get("over") is True and ref.get("over") is True:
            return first_difference(doc, ref)
        return first_difference(
            {k: doc.get(k) for k in header_keys}, {k: ref.get(k) for k in header_keys}
        )

    return compare


def header_locator(
    chain: Callable[[str, Mapping[str, Any]], str],
    genesis: Callable[[Mapping[str, Any]], str],
    header_keys: Sequence[str],
) -> Locate:
    """A :data:`Locate` for hash-chained documents: ``genesis(doc)`` the hash their chain
    starts from (of the header fields, ``header_keys``), ``chain(prev, item)`` each event's.

    A chain broken at its first hash (``/events/0/hash``), while every later event chains on
    from it, means the header (or the first event) was changed. The first event's hash still
    vouches for the header it was made from, and a hash cannot be undone, but it can be
    matched: a number or a yes/no field has few values to try, so when putting one of them
    back makes the first hash match, that field is named, with the value it had. Otherwise
    (a name, a ruleset) the reason says the header was changed.
    """

    def locate(doc: Any, f: Failure) -> Failure:
        if f.pointer != "/events/0/hash" or not isinstance(doc, dict):
            return f
        events = doc.get("events")
        if not (
            isinstance(events, list)
            and all(isinstance(e, dict) for e in events)
            and all(
                chain(str(events[i - 1].get("hash")), events[i]) == events[i].get("hash")
                for i in range(1, len(events))
            )
        ):
            return f
        first = events[0]
        for key in header_keys:
            for value in _few_values(doc.get(key)):
                if chain(genesis({**doc, key: value}), first) == first.get("hash"):
                    return Failure(
                        pointer(key),
                        f"the header was changed here: the first event's hash was "
                        f"made from {_show(value)}, and the chain does not start from "
                        "this header",
                    )
        return Failure(
            f.pointer,
            "the header was changed (or the first event): the hash chain does not "
            "start from this header, while every later event chains on from the "
            "first one's hash; a header field differs from the one the chain (and any "
            "signature) was made from",
        )

    return locate


def _few_values(value: Any) -> list[Any]:
    """The other values a header field of few values could have had: true or false, or a
    small number (a seat, -1 for none, a count of players)."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int) and -1 <= value <= 8:
        return [v for v in range(-1, 9) if v != value]
    return []


__all__ = [
    "EXIT_CODES",
    "ORIGINS",
    "STATUSES",
    "UNCHECKED",
    "USAGE_ERROR",
    "Compare",
    "Locate",
    "Reference",
    "SignatureCheck",
    "decide",
    "first_difference",
    "header_first",
    "header_locator",
    "invalid",
]
