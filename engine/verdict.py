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

#: Every status an answer has, and the exit status ``shithead verify`` gives for it.
EXIT_CODES = {"valid": 0, "invalid": 1, "consistent_so_far": 3, "unauthenticated": 4, "consistent": 5}
STATUSES = tuple(EXIT_CODES)
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


#: A failure said better: (document, failure, the trusted copy or None) -> the failure to report.
Locate = Callable[[Any, Failure, "Reference | None"], Failure]


def decide(doc: Any, check: Callable[[], dict[str, Any]], check_signature: SignatureCheck | None, *,
           reference: Callable[[], Reference | None] | None = None,
           locate: Locate | None = None) -> dict[str, Any]:
    """The verdict on ``doc``, never an exception.

    ``check()`` checks every claim of the document and answers with ``status`` ``valid``
    (complete) or ``consistent_so_far``, or raises :class:`Failure`. ``check_signature`` is
    None when the verifier was given no key (see :func:`engine.signing.checker`); then a
    complete document is ``consistent``. ``reference`` gives the trusted copy (asked for only
    when something fails), and ``locate`` says a failure better with it.
    """
    try:
        return _decide(doc, check, check_signature, reference, locate)
    except Failure as f:
        return invalid(f)
    except UnicodeError:
        return invalid(Failure("", "the document holds text that is not valid Unicode"))
    except RecursionError:
        return invalid(Failure("", "the document is nested too deeply"))


def invalid(f: Failure) -> dict[str, Any]:
    return {"status": "invalid", "valid": False, "pointer": f.pointer, "reason": f.reason}


def _decide(doc: Any, check: Callable[[], dict[str, Any]], check_signature: SignatureCheck | None,
            reference: Callable[[], Reference | None] | None, locate: Locate | None) -> dict[str, Any]:
    signed = isinstance(doc, dict) and SIGNATURE_KEY in doc

    def checked() -> dict[str, Any]:
        try:
            return check()
        except Failure as f:
            if locate is None:
                raise
            raise locate(doc, f, reference() if reference is not None else None) from None

    if check_signature is None:
        return _origin_unchecked(checked(), signed)
    if not isinstance(doc, dict):
        checked()  # says what the document should be
        raise Failure("", "the document is a JSON object")  # pragma: no cover - the check says it
    if not signed:
        return _unauthenticated(doc, None, reference)
    block = doc[SIGNATURE_KEY]
    check_block(block)
    try:
        key_id = check_signature(doc, block)
    except Failure as bad:  # a key the verifier was given, and the document is not what it signed
        return _altered(doc, checked, bad, reference)
    if key_id is None:
        return _unauthenticated(doc, str(block["key_id"]), reference)
    out = checked()
    out.update(signed_by=key_id, signature="verified", origin="verified")
    if out["status"] == "valid":
        out["reason"] = f"{out['reason']}; signed by key {key_id}"
    return out


def _origin_unchecked(out: dict[str, Any], signed: bool) -> dict[str, Any]:
    out.update(signed_by=None, signature="unchecked" if signed else "absent", origin="unchecked")
    if out["status"] == "valid":
        out.update(status="consistent", valid=False,
                   reason=f"{UNCHECKED}: {out['reason']}; no key was given to check a signature "
                          "against, so anyone could have made this document")
    return out


def _unauthenticated(doc: Mapping[str, Any], key_id: str | None,
                     reference: Callable[[], Reference | None] | None) -> dict[str, Any]:
    if key_id is None:
        reason = "the document is not signed, so nothing ties it to a key the verifier was given"
    else:
        reason = f"the document is signed by key {key_id}, which is not among the keys the verifier was given"
    ref = reference() if reference is not None else None
    if ref is not None:
        d = first_difference(doc, ref.doc)
        reason += (f"; it differs from {ref.source} at {d[0]}" if d is not None
                   else f"; it reads the same as {ref.source}, which is signed: fetch that")
    return {"status": "unauthenticated", "valid": False, "pointer": "/" + SIGNATURE_KEY, "reason": reason,
            "signed_by": None, "signature": "absent" if key_id is None else "unknown_key", "origin": "unknown"}


def _altered(doc: Mapping[str, Any], checked: Callable[[], dict[str, Any]], bad: Failure,
             reference: Callable[[], Reference | None] | None) -> dict[str, Any]:
    """A document whose signature by a given key does not hold: where it was changed."""
    checked()  # a failure of its own claims points at the change
    # it holds together by itself, so its hashes were recomputed after the change
    ref = reference() if reference is not None else None
    if ref is not None:
        d = first_difference(doc, ref.doc)
        if d is not None:
            return invalid(Failure(d[0], f"the document was changed here after it was signed ({ref.source} "
                                         f"has {_show(d[1])}), and its hashes recomputed: the signature does "
                                         "not hold"))
    return invalid(Failure(bad.pointer, f"{bad.reason}; every other claim holds, so its hashes were "
                                        "recomputed after the change"))


# == where two documents differ ================================================================

_MISSING = object()


def first_difference(doc: Any, ref: Any, *, skip: Sequence[str] = (SIGNATURE_KEY,)
                     ) -> tuple[str, Any] | None:
    """The first place (a JSON pointer) where ``doc`` differs from ``ref``, and what ``ref``
    has there; objects' keys in ``ref``'s order (then ``doc``'s others); the top-level keys
    in ``skip`` left out. None when they are the same JSON value."""
    return _first((), doc, ref, set(skip))


def _first(path: tuple[str | int, ...], got: Any, want: Any, skip: set[str]) -> tuple[str, Any] | None:
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
            d = _first((*path, i), got[i] if i < len(got) else _MISSING,
                       want[i] if i < len(want) else _MISSING, skip)
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


def header_locator(header_keys: Sequence[str], chain: Callable[[str, Mapping[str, Any]], str]) -> Locate:
    """A :data:`Locate` for hash-chained documents whose chain starts from a hash of their
    header fields (``header_keys``), ``chain(prev, item)`` giving each event's hash.

    A chain broken at its first hash (``/events/0/hash``) means a header field, or the first
    event, was changed. With a trusted copy, the pointer names the header field that differs
    from it; without one, while every event after the first still chains on from the first
    hash, the reason says the header was changed (which field cannot be known: a hash cannot
    be undone).
    """

    def locate(doc: Any, f: Failure, ref: Reference | None) -> Failure:
        if f.pointer != "/events/0/hash" or not isinstance(doc, dict):
            return f
        if ref is not None:
            for key in header_keys:
                d = first_difference({key: doc.get(key)}, {key: ref.doc.get(key)})
                if d is not None:
                    return Failure(d[0], f"the header was changed here ({ref.source} has {_show(d[1])}): "
                                         "the hash chain does not start from this header")
        events = doc.get("events")
        if isinstance(events, list) and all(isinstance(e, dict) for e in events) and all(
                chain(str(events[i - 1].get("hash")), events[i]) == events[i].get("hash")
                for i in range(1, len(events))):
            return Failure(f.pointer, "the header was changed (or the first event): the hash chain does "
                                      "not start from this header, while every later event chains on from "
                                      "the first one's hash; a header field differs from the one the chain "
                                      "(and any signature) was made from")
        return f

    return locate


__all__ = [
    "EXIT_CODES",
    "ORIGINS",
    "STATUSES",
    "UNCHECKED",
    "USAGE_ERROR",
    "Locate",
    "Reference",
    "SignatureCheck",
    "decide",
    "first_difference",
    "header_locator",
    "invalid",
]
