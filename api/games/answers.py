"""What a game's readers are shown: its status, the game as a seat (or a spectator) sees it,
the events an append made as the seat that made it sees them, and the answer to an action.

One rule decides how much is shown (:meth:`Answers.shows_everything`): every card, and the
seed, once the game is over and no other game dealt the same deck is still to end.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.events import event_from_dict
from engine.game import PHASE_NAMES, Game, State, evolve
from engine.view import redact_cause, redact_event, result_to_dict, view

from .. import jsontext
from .clocks import clock_view
from .facts import shown_fields
from .repository import Loaded


def status(st: State) -> dict[str, Any]:
    """What tells a client waiting on a game from one done with it: the phase, the seats
    that may act now and the result (null while the game runs)."""
    return {
        "phase": PHASE_NAMES[st.phase],
        "to_act": st.to_act(),
        "result": result_to_dict(st.result) if st.result is not None else None,
    }


def service_seat_to_act(meta: dict[str, str], state: State) -> bool:
    """Whether a seat the service plays (a built-in or push bot) may act in ``state``."""
    return any(f"bot:{seat}" in meta for seat in state.to_act())


def has_push_seat(meta: dict[str, str]) -> bool:
    """Whether a push bot plays one of the game's seats."""
    return any(meta.get(f"bot:{seat}") == "push" for seat in range(int(meta["players"])))


def seat_outcome(result: dict[str, Any], seat: int) -> str:
    """A seat's outcome in a game's result: ``win``, ``loss``, ``draw`` or ``placed`` (neither
    the winner nor the loser of a game of three or more)."""
    if result["draw"]:
        return "draw"
    if result["winner"] == seat:
        return "win"
    if result["loser"] == seat:
        return "loss"
    return "placed"


def game_over(meta: dict[str, str], state: State | None = None) -> bool:
    """Whether the game is over (its record says so, or ``state`` is its end): from then on
    nothing about it is secret."""
    return meta.get("status") == "over" or (state is not None and state.is_over())


def describe(
    loaded: Loaded,
    seat: int | None,
    *,
    everything: bool | None = None,
    shown: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The game as ``seat`` (None: a spectator) may see it: ``GET /v1/games/{id}``.

    Once the game is over (also for a view of one of its earlier versions) every card is
    shown, and the seed, as the replay shows them; ``everything`` False keeps them hidden as
    while it ran (a deal another game still plays, :meth:`Answers.shows_everything`).
    ``shown``: what the record decides of it, read already (:class:`api.games.facts.RecordFacts`);
    the answer then shares its values, so it is written out before anything changes it.
    """
    st = loaded.state
    meta = loaded.meta
    over = game_over(meta, st) if everything is None else everything
    v = view(st, seat, everything=over)
    fields = shown_fields(meta) if shown is None else shown
    return {
        "id": loaded.game_id,
        "version": st.version,
        "ruleset": {
            "preset": fields["preset"],
            "options": fields["options"],
            "name": loaded.game.ruleset.name,
        },
        "seats": fields["seats"],
        "you": seat,
        "phase": v["phase"],
        "to_act": v["to_act"],
        "result": v["result"],
        "seed_commitment": fields["seed_commitment"],
        "seed": (meta.get("seed") or None) if over else None,
        "seed_salt": (meta.get("seed_salt") or None) if over else None,
        "explicit_seed": fields["explicit_seed"],
        "explicit_deck": fields["explicit_deck"],
        "deal_mode": fields["deal_mode"],
        "deal_deadline": fields["deal_deadline"],
        "open_until": fields["open_until"],
        "on_expiry": fields["on_expiry"],
        "match": fields["match"],
        # an earlier version's clocks as they stood at its last action
        "clock": clock_view(
            loaded.clock,
            meta,
            loaded.clock.at_ms if loaded.past and loaded.clock is not None else None,
        ),
        "view": v,
    }


class Answers:
    """The game's views and the answers to actions, under the one rule of what is shown."""

    def __init__(self) -> None:
        #: Whether another game dealt the same deck has yet to end (given by the app:
        #: :meth:`api.games.deals.DealGroups.live`); none has by default.
        self.deal_live: Callable[[dict[str, str]], bool] = lambda meta: False

    def shows_everything(self, meta: dict[str, str], state: State | None = None) -> bool:
        """Whether every card of the game, and its seed, may be shown to anyone: it is over
        and no other game of its deal is still to end. Every read of a game asks this."""
        return game_over(meta, state) and not self.deal_live(meta)

    def describe(
        self, loaded: Loaded, seat: int | None, shown: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        return describe(
            loaded, seat, everything=self.shows_everything(loaded.meta, loaded.state), shown=shown
        )

    def legal_moves(self, loaded: Loaded, seat: int) -> dict[str, Any]:
        st = loaded.state
        return {
            "version": st.version,
            "seat": seat,
            "actions": [a.to_dict() for a in st.legal_actions(seat)] if not st.is_over() else [],
            **status(st),
        }

    def answer(
        self,
        loaded: Loaded,
        seat: int,
        cause: dict[str, Any],
        expected_version: int,
        events: list[Any],
        wire: list[dict[str, Any]],
        rebased_from: int | None = None,
        shown: Mapping[str, Any] | None = None,
    ) -> str:
        """The answer to a submitted action (JSON text); ``loaded`` holds the state after it,
        ``wire`` the events' wire forms; ``rebased_from``: the version the action was sent
        with, when it commuted with the events since (:mod:`api.games.rebase`); ``shown``:
        what the record decides of the game (:class:`api.games.facts.RecordFacts`)."""
        response = {
            "version": loaded.state.version,
            "events": self.shown_events(loaded, seat, cause, expected_version, events, wire),
            "game": self.describe(loaded, seat, shown),
        }
        if rebased_from is not None:
            response["rebased_from"] = rebased_from
        return jsontext.dumps(response)

    def shown_events(
        self,
        loaded: Loaded,
        seat: int,
        cause: dict[str, Any],
        version: int,
        events: list[Any],
        wire: list[dict[str, Any]],
    ) -> list[dict[str, Any]]:
        """The events one append made at ``version``, as ``seat`` may see them, numbered on
        from it with the cause on the first: what the answer to an action or an exit shows.
        ``loaded`` holds the state after them, ``wire`` their wire forms. An append that ended
        the game shows every card, unless another game of its deal plays on."""
        st = loaded.state
        everything = self.shows_everything(loaded.meta, st)
        shown = []
        for i, ev in enumerate(events):
            # (a deal, the contributed deal's last reveal's, only needs the state's game)
            item = redact_event(st, ev, seat, wire[i], everything=everything)
            item["seq"] = version + i + 1
            if i == 0:
                item["cause"] = cause
            shown.append(item)
        return shown


def redacted_entries(
    game: Game,
    entries: list[dict[str, Any]],
    first_version: int,
    seat: int | None,
    base: State | None,
    *,
    events: list[Any] | None = None,
    everything: bool = False,
) -> list[dict[str, Any]]:
    """Log entries ``first_version+1..`` redacted for ``seat`` (None: the public): what the
    events page and the streams send. ``base`` is the state before them, needed where they
    hold a deal or a setup move; ``everything``: the game is over, so they are shown whole.
    ``events``: the entries' events already parsed (a stream hub's fold parses each once),
    whose entries' wire forms are then copied rather than written anew."""
    out = []
    state = base
    for i, entry in enumerate(entries):
        wire = entry["e"]
        ev = event_from_dict(wire) if events is None else events[i]
        item = redact_event(
            state, ev, seat, None if events is None else wire, everything=everything
        )
        item["seq"] = first_version + i + 1
        cause = redact_cause(game, entry.get("c"), seat, everything=everything)
        if cause is not None:
            item["cause"] = cause
        out.append(item)
        if state is not None:
            evolve(state, ev)
    return out


__all__ = [
    "Answers",
    "describe",
    "game_over",
    "has_push_seat",
    "redacted_entries",
    "seat_outcome",
    "service_seat_to_act",
    "status",
]
