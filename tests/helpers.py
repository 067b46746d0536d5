"""Helpers for scenario tests: fixed decks, compact card notation, driving a game."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from engine import Action, Game, State, build_ruleset, parse_cards
from engine.cards import mask_of
from engine.game import arrange


def cards(text: str) -> list[int]:
    """``cards("7C 7H TS")`` -> card numbers."""
    return parse_cards(text)


def mask(text: str) -> int:
    return mask_of(parse_cards(text))


def random_moves(state: State, rnd: random.Random, limit: int) -> Iterator[list[Any]]:
    """Play ``state`` by a fixed, seeded policy (a random play, a pick-up only when nothing
    else is legal) until it is over or ``limit`` actions are played; yields each action's
    events, after it is applied."""
    for _ in range(limit):
        if state.is_over():
            return
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        plays = [a for a in legal if a.kind != "pickup"]
        yield state.apply(seat, rnd.choice(plays or legal))


def new_game(
    preset: str,
    players: int = 2,
    *,
    options: Mapping[str, Any] | None = None,
    dealer: int = 0,
    hands: Sequence[str] = (),
    table: Sequence[Sequence[str]] = (),
    start: str | None = None,
    stock: str = "",
) -> tuple[Game, State, list[Any]]:
    """A dealt game whose deck puts the named cards where asked.

    ``hands[s]`` is seat ``s``'s dealt hand, ``table[s]`` its dealt table layers from the
    bottom (each a string of one card per slot), ``stock`` the stock from its top. Seats
    are dealt from the dealer's left, so with ``dealer=0`` seat 1 is dealt first.
    """
    game = Game(build_ruleset(preset, options or {}), players, dealer=dealer)
    deck = arrange(
        game,
        hands=[cards(h) for h in hands],
        table=[[cards(layer) for layer in seat] for seat in table],
        start=cards(start)[0] if start else None,
        stock=cards(stock),
    )
    state, events = game.start(deck=deck)
    return game, state, events


def act(state: State, seat: int, text: str) -> list[Any]:
    """Apply the action written as text (``"play 7C 7H"``)."""
    return state.apply(seat, Action.parse(text))


def finish_setup(state: State) -> list[Any]:
    """Every seat still arranging: lay the first hand cards if needed, then ready."""
    events: list[Any] = []
    if state.phase == 1 and state.mode < 0:  # the dealer calls the game first
        events += state.apply(state.game.dealer, Action("call", choice="normal"))
    for seat in state.to_act():
        while state.phase == 1 and not state.ready[seat]:
            legal = state.legal_actions(seat)
            place = [a for a in legal if a.kind == "place"]
            events += state.apply(seat, place[0] if place else Action("ready"))
    return events


def legal_texts(state: State, seat: int) -> set[str]:
    return {a.text() for a in state.legal_actions(seat)}


def event_names(events: Sequence[Any]) -> list[str]:
    return [type(e).__name__ for e in events]


class ScriptedGame:
    """A dealt game that keeps every event, so a test can replay the log at the end.

    Scenario classes in the test files deal it (setting ``game``, ``state`` and ``events``)
    and add what their rule system needs.
    """

    game: Game
    state: State
    events: list[Any]

    def act(self, seat: int, text: str) -> list[Any]:
        """Apply the action written as text and keep its events."""
        evs = act(self.state, seat, text)
        self.events += evs
        return evs

    do = act

    def script(self, *steps: tuple[int, str]) -> None:
        """Apply ``(seat, text)`` actions in order."""
        for seat, text in steps:
            self.act(seat, text)

    def apply(self, seat: int, action: Action) -> list[Any]:
        evs = self.state.apply(seat, action)
        self.events += evs
        return evs

    def legal(self, seat: int) -> set[str]:
        return legal_texts(self.state, seat)

    def plays(self, seat: int) -> set[str]:
        return {t for t in self.legal(seat) if t.startswith("play")}

    def replays(self) -> bool:
        from engine import replay

        return bool(replay(self.game, self.events) == self.state)

    def assert_replays(self) -> None:
        assert self.replays()


class PresetGame(ScriptedGame):
    """A scripted game of ``preset`` (default: the class's ``preset``) dealt by ``new_game``."""

    preset: str = ""

    def __init__(
        self,
        preset: str = "",
        players: int = 2,
        *,
        options: Mapping[str, Any] | None = None,
        **deal: Any,
    ) -> None:
        self.game, self.state, self.events = new_game(
            preset or self.preset, players, options=options, **deal
        )


class ChooseSetupGame(ScriptedGame):
    """A game whose seats lay their face-up cards from the hand (``places[s]``), then ready.

    Subclasses name their ``preset``.
    """

    preset: str = ""

    def __init__(
        self,
        players: int = 2,
        *,
        places: tuple[str, ...] = (),
        options: Mapping[str, Any] | None = None,
        dealer: int = 0,
        **deal: Any,
    ) -> None:
        self.game, self.state, self.events = new_game(
            self.preset, players, options=options, dealer=dealer, **deal
        )
        for seat, text in enumerate(places):
            for c in text.split():
                self.act(seat, f"place {c}")
        if places:
            for seat in range(players):
                self.act(seat, "ready")


def auth(token: str | None) -> dict[str, str]:
    """The header of a seat's bearer token (none for a spectator)."""
    return {"Authorization": f"Bearer {token}"} if token else {}


def play_first_moves(client: Any, gid: str, tokens: Sequence[str | None]) -> list[dict[str, Any]]:
    """Play game ``gid`` through the API, each seat's first legal move, until it has a result;
    the game as a spectator saw it before each move (once its bot seats had answered)."""
    seen = []
    while (game := wait_until_to_act(client, gid))["result"] is None:
        seen.append(game)
        seat = game["to_act"][0]
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).json
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(tokens[seat]),
            json={"action": moves["actions"][0], "expected_version": moves["version"]},
        )
        assert resp.status_code == 201, resp.get_data(as_text=True)
    return seen


def wait_until_to_act(
    client: Any, gid: str, token: str | None = None, *, seconds: float = 20.0
) -> dict[str, Any]:
    """Wait, on the events' long poll as a client does, until no seat the service plays
    (a built-in or push bot) is to act in game ``gid``: a person is, or the game is over.
    The game then, as the seat of ``token`` (none: a spectator) sees it."""
    deadline = time.monotonic() + seconds
    while True:
        game: dict[str, Any] = client.get(f"/v1/games/{gid}", headers=auth(token)).json
        bots = {s["seat"] for s in game["seats"] if s["bot"]}
        if game["result"] is not None or not bots & set(game["to_act"]):
            return game
        assert time.monotonic() < deadline, f"the bots of game {gid} did not move: {game['to_act']}"
        client.get(f"/v1/games/{gid}/events?after={game['version']}&wait=2")
