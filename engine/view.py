"""What one viewer may see: the one place that strips secrets from states and events.

A seat sees its own hand, every face-up card, the pile, the cards taken out of play and
counts of everything hidden; its own face-down cards only where the ruleset makes them
known to their owner. A spectator (``seat=None``) sees what every seat may see. While the
game runs the stock order, other hands and unknown face-down cards are never shown. Events
are redacted with the same rules, so a log can be shown to the viewer it was redacted for.

Once the game is over nothing is secret any more: every viewer sees every hand, every
face-down card, the stock in its order and the cards set aside, as the replay shows them
(``everything``; a view of an earlier version of a finished game passes it explicitly).
"""

from __future__ import annotations

from typing import Any

from .cards import card_name, card_names, cards_of, rank_of
from .events import (
    SOURCE_NAMES,
    CardsDrawn,
    CardsGiven,
    CardsSwapped,
    CardTaken,
    Dealt,
    FaceUpPlaced,
    GameEnded,
    event_to_dict,
)
from .game import LINK_ENTRY, PASSING, PHASE_NAMES, REQUESTS, SAMPLE_ANSWER, STEP_NAMES, State
from .rules import rank_symbol


def view(state: State, seat: int | None, *, everything: bool | None = None) -> dict[str, Any]:
    """The state as ``seat`` may see it (``None``: a spectator).

    ``everything``: show every card (hands, face-down cards, the stock's order, the cards
    set aside); by default, once the game is over.

    >>> from engine import Game, build_ruleset
    >>> from engine.view import view
    >>> state, _ = Game(build_ruleset("classic"), 2).start(seed="doc")
    >>> seats = view(state, 0)["seats"]
    >>> seats[0]["hand"], seats[0]["table"][0]  # its own hand; a slot's face-down card hidden
    (['2S', '9C', '9H'], [None, 'TC'])
    >>> "hand" in seats[1], seats[1]["hand_count"]  # another seat's hand: only its count
    (False, 3)
    """
    g = state.game
    if everything is None:
        everything = state.is_over()
    seats = []
    for s in range(g.players):
        table = []
        for i, slot in enumerate(state.tables[s]):
            vis = g.slot_vis[i]
            shown: list[str | None] = []
            for depth, c in enumerate(slot):
                v = vis[depth]
                known = everything or v == 2 or (v == 1 and seat == s) or state.revealed >> c & 1
                shown.append(card_name(c) if known else None)
            table.append(shown)
        entry: dict[str, Any] = {
            "seat": s,
            "hand_count": state.hands[s].bit_count(),
            "table": table,
            "finished": s in state.finished,
            "place": state.finished.index(s) + 1 if s in state.finished else None,
            "ready": state.ready[s] if state.phase == 1 else True,
        }
        if s == seat or everything:
            entry["hand"] = card_names(state.hands[s])
        if state.stocks:  # a pile and a stock per player
            entry["stock_count"] = len(state.stocks[s])
            entry["pile_below"] = card_names(state.buried[s])
            if everything:
                entry["stock"] = [card_name(c) for c in state.stocks[s]]
        if state.step == PASSING and state.phase == 2:
            entry["passing_count"] = state.outbox[s].bit_count()  # given, not yet delivered
            if s == seat or everything:
                entry["passing"] = card_names(state.outbox[s])
        seats.append(entry)
    top = None
    if state.top >= 0:
        k = state.rules.kinds[state.top]
        top = {"rank": rank_symbol(k.rank), "active": state.top_active, "wild": state.top_wild}
    out: dict[str, Any] = {
        "viewer": seat,
        "players": g.players,
        "phase": PHASE_NAMES[state.phase],
        "step": STEP_NAMES[state.step] if state.phase == 2 else None,
        "turn": state.turn if state.phase == 2 else None,
        "to_act": state.to_act(),
        "direction": "clockwise" if state.direction == 1 else "counterclockwise",
        "mode": ("normal", "reversed")[state.mode] if state.mode >= 0 else None,
        "turns": state.turns,
        "seats": seats,
        "pile": [
            {
                "seat": p if p >= 0 else None,
                "cards": card_names(m),
                "as": card_name(a) if a >= 0 else None,
                "link": a == LINK_ENTRY,
            }
            for p, m, a in state.pile
        ],
        "pile_top": top,
        "turned": card_name(state.turned) if state.turned >= 0 else None,
        "stock_count": len(state.stock) + sum(len(s) for s in state.stocks),
        "aside_count": state.aside.bit_count(),
        "out_of_play": card_names(state.removed),
        "result": _result(state),
        "version": state.version,
    }
    if state.commits:  # the contributed deal: commitments, and contributions once revealed
        out["contributions"] = [
            {
                "seat": s,
                "commitment": state.commits[s] or None,
                "contribution": state.contributions[s] or None,
            }
            for s in range(g.players)
        ]
    if everything:
        out["stock"] = [card_name(c) for c in state.stock]  # top first
        out["aside"] = card_names(state.aside)
    if state.step == 1 and state.phase == 2:
        out["run_rank"] = rank_symbol(state.run_rank)
    if state.gambit >= 0 and state.phase == 2:
        out["gambit"] = {
            "rank": rank_symbol(state.gambit),
            "by": state.pending_by,
            "owed": state.owed,
        }
    if state.step == PASSING and state.phase == 2:
        out["pass"] = {"each": state.owed}
    if state.sample >= 0 and state.phase == 2:
        sampler, target = (
            (state.pending_by, state.turn)
            if state.step == SAMPLE_ANSWER
            else (state.turn, state.pending_by)
        )
        out["sample"] = {"by": sampler, "target": target, "request": REQUESTS[state.sample]}
    return out


def _result(state: State) -> dict[str, Any] | None:
    return result_to_dict(state.result) if state.result is not None else None


def result_to_dict(r: GameEnded) -> dict[str, Any]:
    """A game's result as views show it."""
    return {
        "reason": r.reason,
        "order": list(r.order),
        "loser": r.loser if r.loser >= 0 else None,
        "winner": r.winner if r.winner >= 0 else None,
        "draw": r.reason == "turn_cap",
    }


def redact_event(
    state_before: State | None,
    event: Any,
    seat: int | None,
    wire: dict[str, Any] | None = None,
    *,
    everything: bool = False,
) -> dict[str, Any]:
    """The wire form of ``event`` as ``seat`` may see it (a new dict).

    ``state_before`` is the state just before the event (needed to know, for example,
    whether a swapped card is face up). Hidden cards become ``None`` or a count.
    ``wire``: the event's whole wire form, if the caller has it already (it is copied).
    ``everything``: the game is over, so nothing is hidden: the whole wire form.
    """
    d = event_to_dict(event) if wire is None else dict(wire)
    if everything:
        return d
    t = type(event)
    if t is Dealt:
        assert state_before is not None
        return _redacted_deal(state_before, event, seat)
    if t is CardTaken:
        if event.seat != seat:
            d["card"] = None
        return d
    if t is CardsGiven:
        if seat not in (event.seat, event.to):
            d["cards"] = None  # passed face down: only the giver and the receiver see them
        d["count"] = event.cards.bit_count() + len(event.slots)
        return d
    if t is CardsDrawn:
        if event.seat != seat:
            d["cards"] = None
        d["count"] = event.cards.bit_count()
        return d
    if t in (FaceUpPlaced, CardsSwapped):
        assert state_before is not None
        top_vis = state_before.game.layer_vis[state_before.game.top_layer]
        if event.seat != seat and top_vis != 2:
            for key in ("card", "hand_card", "table_card"):
                if key in d:
                    d[key] = None
        return d
    if "source" in d and d["source"] not in SOURCE_NAMES:  # pragma: no cover
        raise AssertionError(d)
    return d


def redact_cause(
    game: Any, cause: dict[str, Any] | None, seat: int | None, *, everything: bool = False
) -> dict[str, Any] | None:
    """An action recorded as the cause of events, as ``seat`` may see it.

    Actions are public except arranging cards into a top layer others may not see (the
    face-down-but-known covering cards of Cutthroat) and giving cards to another player:
    there the cards are hidden. ``everything``: the game is over, nothing is hidden.
    """
    if everything or cause is None or cause.get("seat") == seat:
        return cause
    action = cause.get("action") or {}
    if action.get("kind") == "give" and "cards" in action:
        return {**cause, "action": {**action, "cards": None}}
    if action.get("kind") in ("place", "swap", "stack") and game.layer_vis[game.top_layer] != 2:
        return {**cause, "action": {**action, "cards": None}}
    return cause


def _redacted_deal(state: State, ev: Dealt, seat: int | None) -> dict[str, Any]:
    """The deal as ``seat`` sees it: its own hand, public table cards, counts of the rest."""
    from .game import State as _State

    after = _State(state.game)
    from .game import evolve

    evolve(after, ev)
    v = view(after, seat)
    return {
        "type": "Dealt",
        "deck": None,
        "deck_size": len(ev.deck),
        "seats": v["seats"],
        "pile": v["pile"],
        "stock_count": v["stock_count"],
    }


def visible_cards(state: State, seat: int | None) -> set[int]:
    """Every card ``seat`` may see in ``state`` (for checks that views leak nothing); once
    the game is over, every card."""
    g = state.game
    if state.is_over():
        return set(g.deck())
    seen = set(cards_of(state.pile_mask | state.removed))
    for below in state.buried:
        seen |= set(cards_of(below))
    if seat is not None:
        seen |= set(cards_of(state.hands[seat] | state.outbox[seat]))
    for s in range(g.players):
        for i, slot in enumerate(state.tables[s]):
            for depth, c in enumerate(slot):
                v = g.slot_vis[i][depth]
                if v == 2 or (v == 1 and seat == s) or state.revealed >> c & 1:
                    seen.add(c)
    if state.turned >= 0:
        seen.add(state.turned)
    return seen


#: ``State.to_snapshot`` fields a seat may not see as such (its own part of them is in the view).
BOT_SECRET_FIELDS = ("hands", "tables", "stock", "fresh", "aside", "outbox", "stocks")
#: ``State.to_snapshot`` fields every seat may see: ``bot_view`` passes them on exactly. A new
#: state field must be put in one of the two lists (``tests/bots`` checks that).
BOT_PUBLIC_FIELDS = (
    "phase",
    "revealed",
    "pile",
    "pile_mask",
    "removed",
    "top",
    "top_active",
    "top_wild",
    "run_rank",
    "run_count",
    "last_rank",
    "turn",
    "direction",
    "step",
    "drew",
    "turned",
    "pending_by",
    "ready",
    "finished",
    "turns",
    "result",
    "dealt_up",
    "version",
    "mode",
    "first_seat",
    "turned_slot",
    "free_used",
    "free_look",
    "left",
    "chain",
    "gambit",
    "owed",
    "tossers",
    "passers",
    "resume",
    "sample",
    "skips_due",
    "buried",
    "arranged",
    "commits",
    "contributions",
    "substitutes",
)


def bot_view(state: State, seat: int) -> dict[str, Any]:
    """``view(state, seat)`` plus ``public``: the exact public state fields (snapshot form)
    a program needs to rebuild a state consistent with what ``seat`` has seen.

    ``public`` holds the fields of :data:`BOT_PUBLIC_FIELDS` (the pile-top kind, the run of
    equal ranks, the step of the turn and whose answer is pending, whether the player drew,
    the cards turned face up so far, the dealt face-up cards, the game mode, ...) and
    ``fresh``, only ever the viewer's own freshly drawn hand cards. Other hands, blind cards
    and the stock stay hidden, as in :func:`view`.
    """
    out = view(state, seat)
    snap = state.to_snapshot()
    public = {k: snap[k] for k in BOT_PUBLIC_FIELDS if k in snap}
    public["fresh"] = state.fresh & state.hands[seat]
    out["public"] = public
    return out


__all__ = [
    "BOT_PUBLIC_FIELDS",
    "BOT_SECRET_FIELDS",
    "bot_view",
    "rank_of",
    "redact_cause",
    "redact_event",
    "result_to_dict",
    "view",
    "visible_cards",
]
