"""Hidden information never leaves the service: views, event lists, replays, past views.

For unfinished games of every preset (2 and 3 players), after random moves played through
the API, every viewer (each seat, and a spectator) is checked against the engine's own
notion of what it may see (``engine.view.visible_cards``), with the state rebuilt from the
store by ``GameService.load``.

* A view at a version shows no card outside ``visible_cards(state at that version, viewer)``.
* An event list or replay is checked event by event: an event may name only cards the viewer
  could see just before or just after it (a card now in an opponent's hand may have been on
  the pile earlier). On top of that, explicitly: other seats' ``CardsDrawn`` carry no cards,
  the ``Dealt`` event carries no deck and no hand but the viewer's, and a face-down card is
  never named before it is turned.

Card names are looked for as whole JSON strings. Values under an ``as`` key are skipped: they
name the identity a wild card is played as, not a physical card (``AS as 8C`` says nothing
about where the 8C is).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from api.games.service import GameService
from api.http.app import create_app, start_background
from engine import PRESETS, Game, State, card_name, evolve
from engine.actions import PICKUP
from engine.cards import cards_of
from engine.events import event_from_dict
from engine.view import visible_cards

ACTIONS_PLAYED = 25  # random actions after the setup


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def strings(doc: Any, skip: frozenset[str] = frozenset({"as", "as_card"})) -> set[str]:
    """Every string value (and key) in a JSON document, except values under ``skip`` keys."""
    # a wild card's call ("as") names a stand-in identity, the lowest suit of the called
    # rank, not where that card is
    out: set[str] = set()
    if isinstance(doc, str):
        out.add(doc)
    elif isinstance(doc, dict):
        for k, v in doc.items():
            out.add(k)
            if k not in skip:
                out |= strings(v, skip)
    elif isinstance(doc, list):
        for v in doc:
            out |= strings(v, skip)
    return out


def names(cards: Any) -> set[str]:
    return {card_name(c) for c in cards}


@dataclass
class Played:
    preset: str
    players: int
    game_id: str
    tokens: list[str]
    client: Any
    service: GameService
    game: Game
    state: State
    #: states[i] is the state after i events (states[0]: before the deal)
    states: list[State] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)

    @property
    def viewers(self) -> list[int | None]:
        return [*range(self.players), None]

    def token(self, viewer: int | None) -> str | None:
        return None if viewer is None else self.tokens[viewer]

    @property
    def deck_names(self) -> set[str]:
        return names(self.game.deck())

    def hidden(self, state: State, viewer: int | None) -> set[str]:
        return names(set(self.game.deck()) - visible_cards(state, viewer))

    def allowed_at(self, seq: int, viewer: int | None) -> set[str]:
        """Cards event ``seq`` (1-based) may name for ``viewer``: visible just before or after it."""
        return names(
            visible_cards(self.states[seq - 1], viewer) | visible_cards(self.states[seq], viewer)
        )

    def face_down(self) -> dict[str, int]:
        """Each blind (hidden-layer) card of the deal -> the seq of the event that turns it (or 10**9)."""
        dealt = self.states[1]
        blind = {}
        for seat in range(self.players):
            for slot in dealt.tables[seat]:
                for depth, c in enumerate(slot):
                    if self.game.layer_vis[depth] == 0:
                        blind[card_name(c)] = 10**9
        for i, entry in enumerate(self.log, start=1):
            e = entry["e"]
            if e["type"] == "CardTurned" and e["card"] in blind:
                blind[e["card"]] = min(blind[e["card"]], i)
        return blind


CASES = [
    (name, n) for name, preset in PRESETS.items() for n in (2, 3) if n <= preset.ruleset.max_players
]
IDS = [f"{p}-{n}p" for p, n in CASES]


@pytest.fixture(scope="module")
def module_app(redis_url: str) -> Any:
    return start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "SNAPSHOT_EVERY": 16,
            }
        )
    )


@pytest.fixture(scope="module")
def played(request: pytest.FixtureRequest, module_app: Any) -> Iterator[Played]:
    preset, players = request.param
    client = module_app.test_client()
    rng = random.Random(f"{preset}-{players}")
    resp = client.post(
        "/v1/games",
        json={"ruleset": preset, "seats": players, "seed": f"hidden-{preset}-{players}"},
    )
    assert resp.status_code == 201, resp.get_data(as_text=True)
    gid = resp.json["id"]
    tokens = [s["token"] for s in resp.json["seats"]]
    game = client.get(f"/v1/games/{gid}").json
    in_play = 0
    while in_play < ACTIONS_PLAYED:
        seat = game["to_act"][rng.randrange(len(game["to_act"]))]
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).json
        others = [a for a in moves["actions"] if a["kind"] != PICKUP]
        pool = others or moves["actions"]
        if game["phase"] == "setup" and {"kind": "ready"} in pool and rng.random() < 0.4:
            pool = [{"kind": "ready"}]  # some swaps, then get on with the game
        action = pool[rng.randrange(len(pool))]
        in_play += game["phase"] == "playing"
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(tokens[seat]),
            json={"action": action, "expected_version": moves["version"]},
        )
        assert resp.status_code == 201, resp.get_data(as_text=True)
        game = resp.json["game"]
    assert game["phase"] == "playing" and game["result"] is None, "the game must still be on"

    svc: GameService = module_app.extensions["service"]
    loaded = svc.load(gid)
    log = svc.store.entries(gid)
    st = State(loaded.game)
    states = [st.copy()]
    for entry in log:
        evolve(st, event_from_dict(entry["e"]))
        states.append(st.copy())
    assert st.snapshot() == loaded.state.snapshot()
    # the random moves got somewhere worth checking: hidden cards were drawn
    assert any(e["e"]["type"] == "CardsDrawn" for e in log)
    yield Played(preset, players, gid, tokens, client, svc, loaded.game, loaded.state, states, log)


def params() -> list[Any]:
    return [pytest.param(case, id=id_) for case, id_ in zip(CASES, IDS, strict=True)]


# -- views ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("played", params(), indirect=True)
def test_views_show_no_hidden_card(played: Played) -> None:
    for viewer in played.viewers:
        resp = played.client.get(f"/v1/games/{played.game_id}", headers=auth(played.token(viewer)))
        assert resp.status_code == 200
        shown = strings(resp.json)
        hidden = played.hidden(played.state, viewer)
        assert not shown & hidden, (viewer, sorted(shown & hidden))
        # not vacuous: the viewer does see its own hand and the public cards
        visible = names(visible_cards(played.state, viewer))
        assert visible <= shown, (viewer, sorted(visible - shown))
        if viewer is not None:
            assert names(cards_of(played.state.hands[viewer])) <= shown
            assert "hand" in resp.json["view"]["seats"][viewer]  # (it may be empty)
        assert all("hand" not in s for s in resp.json["view"]["seats"] if s["seat"] != viewer)


@pytest.mark.parametrize("played", params(), indirect=True)
def test_views_at_past_versions_show_no_hidden_card(played: Played) -> None:
    current = played.state.version
    rng = random.Random(current)
    versions = sorted({1, 2, current, *rng.sample(range(1, current + 1), 6)})
    for v in versions:
        at_v = played.service.load(played.game_id, at_version=v).state
        assert at_v.snapshot() == played.states[v].snapshot()
        for viewer in played.viewers:
            resp = played.client.get(
                f"/v1/games/{played.game_id}/views/{v}", headers=auth(played.token(viewer))
            )
            assert resp.status_code == 200
            assert resp.json["version"] == v
            shown = strings(resp.json)
            hidden = played.hidden(at_v, viewer)
            assert not shown & hidden, (v, viewer, sorted(shown & hidden))


# -- event lists and replays -----------------------------------------------------------------------


def check_events(
    played: Played, viewer: int | None, events: list[dict[str, Any]], where: str
) -> None:
    """The event bodies (not their causes) name no card the viewer may not see at that point."""
    assert len(events) == len(played.log), where
    blind = played.face_down()
    own_draws = 0
    for seq, ev in enumerate(events, start=1):
        assert ev["type"] == played.log[seq - 1]["e"]["type"], (where, seq)
        shown = strings(ev)
        leaked = (shown & played.deck_names) - played.allowed_at(seq, viewer)
        assert not leaked, (where, viewer, seq, ev, sorted(leaked))
        early = {c for c, turned_at in blind.items() if c in shown and seq < turned_at}
        assert not early, (
            where,
            viewer,
            seq,
            "face-down cards named before they are turned",
            sorted(early),
        )
        if ev["type"] == "CardsDrawn":
            if ev["seat"] == viewer:
                assert ev["cards"], (where, seq, ev)
                own_draws += 1
            else:
                assert ev["cards"] is None, (where, viewer, seq, ev)
            assert ev["count"] == len(played.log[seq - 1]["e"]["cards"])
        if ev["type"] == "Dealt":
            assert ev["deck"] is None, (where, viewer)
            for s in ev["seats"]:
                assert ("hand" in s) == (s["seat"] == viewer), (where, viewer, s)
    drawn_by_viewer = sum(
        1 for e in played.log if e["e"]["type"] == "CardsDrawn" and e["e"]["seat"] == viewer
    )
    assert own_draws == drawn_by_viewer


def check_causes(played: Played, viewer: int | None, causes: list[Any], where: str) -> None:
    """The action recorded as an event's cause names no card the viewer may not see then."""
    assert len(causes) == len(played.log), where
    for seq, cause in enumerate(causes, start=1):
        stored = played.log[seq - 1].get("c")
        if cause != stored:
            # the redactions: arranging cards onto a layer only its owner sees, and cards given
            # to another player (passed on after black jacks, or in a sample's exchange)
            assert stored["seat"] != viewer and stored["action"]["kind"] in (
                "place",
                "swap",
                "give",
            )
            assert cause == {**stored, "action": {**stored["action"], "cards": None}}, (where, seq)
        if cause is None:
            continue
        leaked = (strings(cause) & played.deck_names) - played.allowed_at(seq, viewer)
        assert not leaked, (where, viewer, seq, cause, sorted(leaked))


def event_list(played: Played, viewer: int | None) -> list[dict[str, Any]]:
    resp = played.client.get(
        f"/v1/games/{played.game_id}/events?after=0", headers=auth(played.token(viewer))
    )
    assert resp.status_code == 200
    assert resp.json["version"] == played.state.version
    events: list[dict[str, Any]] = resp.json["events"]
    assert [e["seq"] for e in events] == list(range(1, played.state.version + 1))
    return events


def replay_doc(played: Played, viewer: int | None) -> dict[str, Any]:
    resp = played.client.get(
        f"/v1/games/{played.game_id}/replay", headers=auth(played.token(viewer))
    )
    assert resp.status_code == 200
    doc: dict[str, Any] = resp.json
    assert doc["over"] is False and doc["redacted_for"] == viewer
    assert "seed" not in doc and "deal" not in doc
    return doc


@pytest.mark.parametrize("played", params(), indirect=True)
def test_event_list_shows_no_hidden_card(played: Played) -> None:
    for viewer in played.viewers:
        events = event_list(played, viewer)
        check_events(
            played,
            viewer,
            [{k: v for k, v in e.items() if k not in ("cause", "seq")} for e in events],
            "events",
        )
        # a later slice is redacted the same way
        tail = played.client.get(
            f"/v1/games/{played.game_id}/events?after=5", headers=auth(played.token(viewer))
        ).json["events"]
        assert tail == events[5:]


@pytest.mark.parametrize("played", params(), indirect=True)
def test_replay_shows_no_hidden_card(played: Played) -> None:
    for viewer in played.viewers:
        doc = replay_doc(played, viewer)
        assert [e["seq"] for e in doc["events"]] == list(range(1, played.state.version + 1))
        check_events(played, viewer, [e["event"] for e in doc["events"]], "replay")
        header = {k: v for k, v in doc.items() if k not in ("events", "ruleset")}
        hidden = played.hidden(played.state, viewer)
        assert not strings(header) & hidden, (viewer, sorted(strings(header) & hidden))


@pytest.mark.parametrize("played", params(), indirect=True)
def test_causes_in_event_lists_and_replays_show_no_hidden_card(played: Played) -> None:
    for viewer in played.viewers:
        events = event_list(played, viewer)
        check_causes(played, viewer, [e.get("cause") for e in events], "events")
        doc = replay_doc(played, viewer)
        check_causes(played, viewer, [e["cause"] for e in doc["events"]], "replay")


# -- targeted reproductions -------------------------------------------------------------------------


def test_a_cutthroat_placement_is_not_revealed_by_its_cause(client: Any) -> None:
    g = client.post(
        "/v1/games", json={"ruleset": "green-cutthroat-2018", "seats": 2, "seed": "place"}
    ).json
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    place = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[0])).json["actions"][0]
    assert place["kind"] == "place"
    card = place["cards"][0]
    resp = client.post(
        f"/v1/games/{gid}/actions",
        headers=auth(tokens[0]),
        json={"action": place, "expected_version": 1},
    )
    assert resp.status_code == 201
    # seat 0 placed the card on its owner-only layer: seat 1 and spectators may not see it
    for token in (tokens[1], None):
        # as whole strings: a replay's signature is base64, where "3S" may occur by chance
        assert card not in strings(client.get(f"/v1/games/{gid}", headers=auth(token)).json)
        events = client.get(f"/v1/games/{gid}/events?after=1", headers=auth(token)).json["events"]
        assert events[0]["type"] == "FaceUpPlaced" and events[0]["card"] is None
        assert card not in strings(events)
        assert card not in strings(client.get(f"/v1/games/{gid}/replay", headers=auth(token)).json)


def test_an_idempotency_key_does_not_replay_another_seats_response(client: Any) -> None:
    g = client.post("/v1/games", json={"ruleset": "classic", "seats": 2, "seed": "idem"}).json
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    body = {"action": {"kind": "ready"}, "expected_version": 1}
    key = {"Idempotency-Key": "same-key"}
    first = client.post(f"/v1/games/{gid}/actions", json=body, headers={**auth(tokens[0]), **key})
    assert first.status_code == 201
    hand0 = first.json["game"]["view"]["seats"][0]["hand"]
    assert hand0
    other = client.post(f"/v1/games/{gid}/actions", json=body, headers={**auth(tokens[1]), **key})
    text = other.get_data(as_text=True)
    leaked = [c for c in hand0 if f'"{c}"' in text]
    assert not leaked, (other.status_code, leaked)
    if other.status_code < 300:
        assert other.json["game"]["you"] == 1
