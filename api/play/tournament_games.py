"""Playing one scheduled game of a tournament, and the result a tournament records of it.

Every runner plays a scheduled game the same way: a create-game request built from the
schedule (:func:`~api.play.entrants.game_request`: the deal seed, the bot seed, one bot or
push seat per participant) and the seat loop of :mod:`api.play.seats`, so the same tournament
and seed give the same games, move for move, whichever runner plays them.
:func:`play_game_in_memory` deals and plays one game without storing it (the process pool
and the rq jobs of :mod:`api.play.runners` use it); the service's runner
(:mod:`api.play.tournament_runner`) plays stored games and records the same
:func:`result_of`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.bots import outcome, places
from engine.events import event_to_dict
from engine.tournament import GameResult, ScheduledGame, TournamentSpec, deal_games, derive
from engine.view import result_to_dict

from ..games.dealing import new_game
from ..games.replays import build_document, last_hash, replay_header
from ..games.repository import Loaded
from ..games.service import describe
from .entrants import Entrant, game_request
from .local import PolicySeat, load_policy
from .notices import ENDED, STARTED, send_notices
from .seats import Choice, SeatContext, SeatPlayer, play_seats, seat_players


def result_of(index: int, loaded: Loaded, log_hash: str, game_id: str | None) -> GameResult:
    """What a tournament records of its finished game ``index``: each seat's score and
    strikes, the end's reason, the log's length and last hash, the stored game's id, and each
    seat's place (what ``shithead tournament``'s intervals of mean places count)."""
    st = loaded.state
    if st.result is None:
        raise RuntimeError(f"game {index} is not over")
    n = loaded.game.players
    return GameResult(
        index=index,
        scores=tuple(outcome(st, s) for s in range(n)),
        reason=st.result.reason,
        strikes=tuple(int(loaded.meta.get(f"strikes:{s}", "0")) for s in range(n)),
        events=st.version,
        log_hash=log_hash,
        game_id=game_id,
        places=places(st),
    )


def play_game_in_memory(
    spec: TournamentSpec, entrants: Sequence[Entrant], names: Sequence[str], g: ScheduledGame
) -> GameResult:
    """Deal and play one scheduled game without storing it; its result and log hash."""
    return _play_in_memory(spec, entrants, names, g)[0]


def replay_in_memory(
    spec: TournamentSpec, entrants: Sequence[Entrant], names: Sequence[str], g: ScheduledGame
) -> tuple[GameResult, dict[str, Any]]:
    """Play one scheduled game as :func:`play_game_in_memory` does; its result and its
    replay, as the service exports a finished game's (unsigned)."""
    result, head, log_entries, loaded = _play_in_memory(spec, entrants, names, g)
    st = loaded.state
    assert st.result is not None
    dealt = next((e["event"] for e in log_entries if e["event"]["type"] == "Dealt"), None)
    return result, build_document(
        head,
        log_entries,
        phase="over",
        result=result_to_dict(st.result),
        redacted_for=None,
        seed=loaded.meta.get("seed") or None,
        deal=dealt["deck"] if dealt else None,
        seed_salt=loaded.meta.get("seed_salt") or None,
    )


def _play_in_memory(
    spec: TournamentSpec, entrants: Sequence[Entrant], names: Sequence[str], g: ScheduledGame
) -> tuple[GameResult, dict[str, Any], list[dict[str, Any]], Loaded]:
    game_id = derive(spec.base, "game", g.index)[:32]
    new = new_game(game_request(spec, entrants, names, g), game_id=game_id)
    loaded = Loaded(game_id, new.meta, new.game, new.state)
    log_entries: list[dict[str, Any]] = [
        {"event": event_to_dict(ev), "cause": None} for ev in new.events
    ]
    played = list(new.events)  # the whole log so far, for bots that read their seat's history
    ctx = SeatContext(
        game_id,
        new.game,
        new.state,
        new.meta,
        describe=lambda seat: describe(loaded, seat),
        load_events=lambda: list(played),
    )

    def commit(version: int, events: list[Any], choice: Choice) -> bool:
        played.extend(events)
        for i, ev in enumerate(events):
            log_entries.append(
                {"event": event_to_dict(ev), "cause": choice.cause if i == 0 else None}
            )
        return True

    send_notices(STARTED, Loaded(game_id, new.meta, new.game, new.state))
    players: dict[int, SeatPlayer] = dict(seat_players(new.meta))
    for seat, p in enumerate(g.seats):  # a policy's seat is a person's, played here
        policy = entrants[p].policy
        if policy:
            players[seat] = PolicySeat(load_policy(policy), names[p])
    play_seats(ctx, players, commit, max_moves=10_000_000)
    # another game of the deal may still be played (in this runner's other workers): its
    # cards stay hidden from the push bots that end this one
    send_notices(ENDED, loaded, everything=len(deal_games(spec, g.round, g.deal)) == 1)
    head = replay_header(game_id, new.meta)
    return result_of(g.index, loaded, last_hash(head, log_entries), None), head, log_entries, loaded
