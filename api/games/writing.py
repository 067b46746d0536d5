"""The write path: a seat's action submitted, and a move of a seat the service plays.

One sequence decides and appends an action, whatever the state comes from
(:meth:`Writer.submit`): the game at the expected version, the action decided by the
engine's cause table, logged, answered, and appended in one store call that checks the
version, the idempotency key and the seats. The state is this worker's kept one when it is
at the expected version (the submit is then one store call), else a fresh read's.
What follows an append is :meth:`api.games.appending.Appending.appended`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import causes
from engine.actions import Action
from engine.causes import CauseRefused, apply_cause
from engine.clock import Clock
from engine.game import State
from engine.notes import noted

from ..metrics import VERSION_CONFLICTS
from ..store.errors import ConflictError, StaleMetaError, UnknownGameError
from ..store.events import EventStore
from ..store.game_record import SEATS_REVISION
from .answers import Answers
from .appended import ACTION, BOT, Appended
from .appending import Appending, entries, wire
from .errors import Conflict, NotFound, ServiceError, Unauthorized, Unprocessable
from .facts import RecordFacts
from .left import refuse_left
from .reading import Reader
from .rebase import MAX_REREADS, rebases
from .repository import Loaded
from .timeouts import clock_expired, deadline_passed, stamp


@dataclass
class _SubmitAt:
    """The game a submit decides on, at the expected version: the record it was read with,
    the state (the submit's own copy) and the acting seat. ``fresh``: just read from the
    store, so a refusal is the answer; else this worker's kept state, which may be behind."""

    meta: dict[str, str]
    state: State
    seat: int
    fresh: bool
    #: What the submit reads of ``meta``, read once per kept record.
    facts: RecordFacts
    #: The clocks at the expected version (a clocked game; None otherwise).
    clock: Clock | None = None
    #: The note sent with the action (:mod:`engine.notes`), logged in its cause.
    note: str | None = None


class Writer:
    """Appends the seats' actions: a person's or a registered bot's submitted one, and the
    moves of the seats the service plays."""

    def __init__(
        self, store: EventStore, reader: Reader, answers: Answers, appending: Appending
    ) -> None:
        self.store = store
        self.reader = reader
        self.repository = reader.repository
        self.answers = answers
        self.appending = appending

    def submit(
        self,
        game_id: str,
        token: str | None,
        action: Action,
        expected_version: int,
        idempotency_key: str | None,
        fingerprint: str,
        note: str | None = None,
    ) -> tuple[str, bool]:
        """The response body (JSON text) and whether it is the stored answer to a retry.

        One sequence, whatever the state comes from (:meth:`_decide_and_append`): decide on
        the game at ``expected_version``, log, answer, and append with the idempotency key,
        the version check and the check that the seats the answer shows are unchanged. The
        state is this worker's kept one when it is at ``expected_version`` and the token is
        one of its record's seats: the submit is then one store call. Anything but a plain
        success on a kept state (it may be behind the store) writes nothing, and the same
        sequence runs again on a fresh read, whose refusals (unknown game, token, stored
        answer, version, engine) are the answers. A fresh read is read again only when the
        seats changed between the read and the append (a join or a strike: finitely many).
        """
        if token is None:
            self.reader.meta(game_id)  # 404 before 401 for an unknown game
            raise Unauthorized("acting needs the seat's bearer token", code="missing_token")
        key = idempotency_key or ""
        sent = expected_version
        rebased_from: int | None = None
        reads = 0
        at = self._kept_for_submit(game_id, token, expected_version)
        if at is not None:
            at.note = note
        while True:
            if at is None:
                reads += 1
                loaded = self.reader.load(game_id)
                seat = self.reader.seat_for(loaded.meta, token, acting=True)
                assert seat is not None
                if key:
                    # keys are scoped to the seat: another seat's key never replays this
                    # seat's answer; the seat is only known after the read
                    stored = self.store.idempotent_response(game_id, f"{seat}:{key}")
                    if stored is not None:
                        return self._replayed(game_id, stored, fingerprint)
                st = loaded.state
                expected_version, rebased_from = sent, None
                if sent != st.version:
                    if not rebases(self.repository, game_id, st, seat, sent):
                        VERSION_CONFLICTS.labels("submit").inc()
                        raise Conflict(
                            f"expected version {sent} but the game is at version {st.version}",
                            version=st.version,
                        )
                    # nothing of the seat's changed since: the action is applied now
                    expected_version, rebased_from = st.version, sent
                facts = RecordFacts.of(loaded.meta)
                at = _SubmitAt(loaded.meta, st, seat, True, facts, clock=loaded.clock, note=note)
            # another seat's append between the read and this one: read again, and the
            # action is applied if it commutes with it (a few times: setup's races are short)
            done = self._decide_and_append(
                game_id,
                at,
                action,
                expected_version,
                key,
                fingerprint,
                rebased_from,
                reread=reads < MAX_REREADS,
            )
            if done is not None:
                return done
            at = None  # the state was behind the store, or the seats changed: read again

    def _kept_for_submit(self, game_id: str, token: str, expected_version: int) -> _SubmitAt | None:
        """This worker's kept state to submit on: only when it is at ``expected_version``,
        the contributed deal's deadline has not passed (the read logs the forfeit) and the
        token's hash is one of the kept record's seats (a seat's token hash, once set, never
        changes: a join only fills an open seat) or a registered bot's seat there. None: the
        submit reads first. The record's facts are read once for all the submits on it."""
        kept = self.repository.kept_at(game_id, expected_version)
        if kept is None or deadline_passed(kept.state, kept.meta):
            return None
        if kept.meta.get("clock") and (kept.clock is None or clock_expired(kept.clock)):
            return None
        facts = kept.facts if kept.facts is not None else RecordFacts.of(kept.meta)
        seat = facts.token_seat(token)
        if seat is None and facts.accounts:
            seat = self.reader.account_seat(kept.meta, token)
        if seat is None:
            return None
        return _SubmitAt(kept.meta, kept.state.copy(), seat, False, facts, clock=kept.clock)

    def _decide_and_append(
        self,
        game_id: str,
        at: _SubmitAt,
        action: Action,
        expected_version: int,
        key: str,
        fingerprint: str,
        rebased_from: int | None = None,
        *,
        reread: bool = False,
    ) -> tuple[str, bool] | None:
        """Decide ``action`` on ``at``, log it, answer it and append it, in one store call that
        checks the version, the idempotency key (a stored one answers as always) and that the
        seats (tokens, names, strikes) are still those of ``at``'s record: its seats revision,
        which every join and strike counts up (a record without one has had neither).

        The answer (JSON text) and whether it is a stored one; None when nothing was written
        and a fresh read must tell: ``at`` is a kept state that the engine refused or the
        store had moved past, or the seats changed since ``at`` was read. On a fresh state a
        refusal raises its error instead.
        """
        st, meta, seat, facts = at.state, at.meta, at.seat, at.facts
        refuse_left(seat, facts.left[seat])  # a seat whose player left: its substitute plays it
        # a registered push bot may also move through its token: its cause names it, as its
        # seat's every move does
        cause = noted(causes.move(seat, action, facts.bots[seat]), at.note)
        in_time, clock = stamp(at.clock, seat, cause)
        if not in_time:
            return None  # the seat's time ran out: the read that logs it answers
        try:
            events = apply_cause(
                st, cause, facts.kinds, clock=clock, action=action, server_seed=meta["seed"]
            )
        except CauseRefused as refused:
            exc = refused.error
            if not at.fresh:
                return None
            status = (
                403 if exc.code == "not_your_turn" else (409 if exc.code == "game_over" else 422)
            )
            raise ServiceError(str(exc), code=exc.code, status=status) from None
        if clock is not None:
            clock.fold(cause, st)
        loaded = Loaded(game_id, meta, st.public_game(), st, clock=clock)
        wired = wire(events)
        logged = entries(wired, cause)
        scoped_key = f"{seat}:{key}" if key else ""
        answer: list[str] = []

        def write_answer() -> None:
            answer.append(
                self.answers.answer(
                    loaded, seat, cause, expected_version, events, wired, rebased_from, facts.shown
                )
            )

        if key:  # the answer is stored with the key, so it goes with the append
            write_answer()
        try:
            result = self.store.append(
                game_id,
                expected_version,
                logged,
                idempotency_key=scoped_key,
                fingerprint=fingerprint,
                response=answer[0] if answer else "",
                meta_check={SEATS_REVISION: meta.get(SEATS_REVISION, "")},
                meanwhile=None if answer else write_answer,  # written while Redis appends
                **self.appending.also_written(st, expected_version),
            )
        except ConflictError as exc:
            if not at.fresh or reread:
                VERSION_CONFLICTS.labels("kept_state" if not at.fresh else "reread").inc()
                return None
            VERSION_CONFLICTS.labels("submit").inc()
            raise Conflict(str(exc), version=exc.version) from None
        except StaleMetaError:
            return None
        except UnknownGameError:
            if not at.fresh:
                return None
            raise NotFound(f"no game {game_id}") from None
        if result.replayed is not None:
            return self._replayed(game_id, result.replayed, fingerprint)
        # kept as it is (the submit is done with the state), and the subscribers told: the
        # bot seats due to answer it are the policy's to play, after this request has answered
        self.appending.appended(
            Appended(game_id, meta, st, expected_version, ACTION, tuple(events), seat),
            owned=True,
            clock=clock,
            facts=facts,
        )
        return answer[0], False

    def _replayed(
        self, game_id: str, stored: tuple[str, str], fingerprint: str
    ) -> tuple[str, bool]:
        fp, body = stored
        if fp != fingerprint:
            raise Unprocessable(
                "this Idempotency-Key was used with a different request body",
                code="idempotency_key_reused",
            )
        self.store.confirm_replicated(game_id)  # as safe as the first answer (REDIS_WAIT_REPLICAS)
        return body, True

    def append_bot_move(
        self,
        game_id: str,
        version: int,
        events: list[Any],
        cause: dict[str, Any],
        state: State,
        meta: dict[str, str],
        *,
        strike: bool,
    ) -> bool:
        """Append a move a seat the service plays made at ``version`` (``state`` is the state
        after it); False if someone else moved first (nothing is written). A push bot's
        strike is counted in the game's record by the same append."""
        seat = int(cause["seat"])
        # the strike and the seats' revision (which every strike counts up) land with the move
        counted = (f"strikes:{seat}", SEATS_REVISION) if strike else ()
        clock = None
        if meta.get("clock"):
            kept = self.repository.kept_at(game_id, version)
            before = kept.clock if kept is not None else None
            if before is None:  # not kept here: the clocks as the store has them
                fresh = self.repository.get(game_id)
                if fresh.state.version != version:
                    return False  # someone else moved first
                before = fresh.clock
            if before is None:
                return False
            in_time, clock = stamp(before, seat, cause)
            if not in_time:
                return False  # the seat's time ran out: the driver's read logs it
            assert clock is not None
            clock.fold(cause, state)
        try:
            self.store.append(
                game_id,
                version,
                entries(wire(events), cause),
                meta_incr=counted,
                **self.appending.also_written(state, version),
            )
        except ConflictError:
            VERSION_CONFLICTS.labels("bot").inc()
            return False
        self.appending.appended(
            Appended(game_id, meta, state, version, BOT, tuple(events), seat), clock=clock
        )
        return True


__all__ = ["Writer"]
