"""The contributed deal in the engine: commit, reveal, deal, forfeit, and its check."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis.strategies import integers, lists, text

from engine import Action, Game, build_ruleset
from engine.actions import COMMIT, REVEAL
from engine.cards import card_name
from engine.deal import commitment, contributed_seed, shuffled
from engine.errors import IllegalActionError, NotYourTurnError
from engine.events import (
    ContributionCommitted,
    ContributionRevealed,
    DealForfeited,
    Dealt,
    GameEnded,
    event_to_dict,
)
from engine.fairness import commit_to, contributed_deck, decide, new_contribution, open_deal
from engine.game import DEALING, PHASE_NAMES, SETUP, State, evolve
from engine.replays import build_document, header, verify_document
from engine.rules import ruleset_to_dict
from engine.view import result_to_dict

SEED = "server-seed"
C = ["0" * 63 + "1", "ab" * 32, "f" * 64]


def game(players: int = 2) -> Game:
    return Game(build_ruleset("classic"), players)


def played(players: int = 2) -> tuple[State, list[dict[str, Any]]]:
    """A contributed deal played to the deal: the state and its log (``{event, cause}``)."""
    st, events = open_deal(game(players))
    log: list[dict[str, Any]] = [{"event": e, "cause": None} for e in events]

    def act(seat: int, action: Action) -> None:
        evs = decide(st, seat, action, SEED)
        log.extend(
            {"event": e, "cause": {"seat": seat, "action": action.to_dict()} if i == 0 else None}
            for i, e in enumerate(evs)
        )

    for s in range(players):
        act(s, Action(COMMIT, value=commit_to(C[s])))
    for s in reversed(range(players)):
        act(s, Action(REVEAL, value=C[s]))
    return st, log


def finished(log: list[dict[str, Any]], st: State) -> list[dict[str, Any]]:
    """``log`` played on to the end by a seeded policy (``st`` follows it)."""
    out = list(log)
    rnd = random.Random(7)
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        action = rnd.choice([a for a in legal if a.kind != "pickup"] or legal)
        cause = {"seat": seat, "action": action.to_dict()}
        out.extend(
            {"event": e, "cause": cause if i == 0 else None}
            for i, e in enumerate(st.apply(seat, action))
        )
    return out


def document(
    log: list[dict[str, Any]], *, seed: str = SEED, players: int = 2, final: State | None = None
) -> dict[str, Any]:
    """The replay document of a contributed game with this log (the chain computed afresh);
    its phase and result are ``final``'s, or else the log's."""
    head = header(
        game_id="g1",
        ruleset=ruleset_to_dict(game(players).ruleset),
        preset="classic",
        options={},
        players=players,
        dealer=0,
        starter=-1,
        spoils=-1,
        no_swap=[],
        seats=[
            {"name": f"s{i}", "kind": "person", "bot": None, "timeout_ms": None}
            for i in range(players)
        ],
        seed_commitment=commitment(SEED),
        explicit_seed=False,
        explicit_deck=False,
        deal_mode="contributed",
        deal_deadline=1.0e9,
    )
    entries = [{"event": event_to_dict(e["event"]), "cause": e["cause"]} for e in log]
    st = final
    if st is None:
        st = State(game(players))
        for e in log:
            evolve(st, e["event"])
    dealt = next((e["event"] for e in log if isinstance(e["event"], Dealt)), None)
    return build_document(
        head,
        entries,
        phase=PHASE_NAMES[st.phase],
        result=result_to_dict(st.result) if st.result else None,
        redacted_for=None,
        seed=seed,
        deal=[card_name(c) for c in dealt.deck] if dealt else None,
    )


def test_the_commitment_is_sha256_of_the_contribution_text() -> None:
    import hashlib

    value = new_contribution()
    assert len(value) == 64 and int(value, 16) >= 0
    assert commit_to(value) == hashlib.sha256(value.encode("utf-8")).hexdigest()


def test_every_value_changes_the_deal_and_values_cannot_be_regrouped() -> None:
    base = contributed_seed(SEED, C[:2])
    assert contributed_seed("other", C[:2]) != base
    assert contributed_seed(SEED, [C[0], C[2]]) != base
    assert contributed_seed(SEED, [C[1], C[0]]) != base  # seat order counts
    # lengths are part of the input: moving a character between values changes the key
    assert contributed_seed("ab", ["c"]) != contributed_seed("a", ["bc"])
    assert contributed_seed(SEED, C[:2]) != SEED  # never the server's seed's own deal


def test_seats_commit_then_reveal_and_the_last_reveal_deals() -> None:
    st, log = played()
    assert st.phase == SETUP
    kinds = [type(e["event"]).__name__ for e in log]
    assert kinds[:5] == [
        "ContributionsRequested",
        "ContributionCommitted",
        "ContributionCommitted",
        "ContributionRevealed",
        "ContributionRevealed",
    ]
    dealt = log[5]["event"]
    assert isinstance(dealt, Dealt) and log[5]["cause"] is None
    assert dealt.deck == shuffled(game().deck(), contributed_seed(SEED, C[:2]))
    assert dealt.deck == contributed_deck(game(), SEED, C[:2])
    # the log folds to the same state
    again = State(game())
    for e in log:
        evolve(again, e["event"])
    assert again == st


def test_the_protocol_refuses_what_would_let_a_seat_choose_late() -> None:
    st, _ = open_deal(game())
    assert st.to_act() == [0, 1]
    assert st.legal_actions(0) == [Action(COMMIT)]
    with pytest.raises(IllegalActionError):  # no reveal before every seat has committed
        st.apply(0, Action(REVEAL, value=C[0]))
    with pytest.raises(IllegalActionError):
        st.apply(0, Action("ready"))
    with pytest.raises(IllegalActionError):  # a commitment is 64 hex digits
        st.apply(0, Action(COMMIT, value="ab"))
    st.apply(0, Action(COMMIT, value=commit_to(C[0])))
    with pytest.raises(NotYourTurnError):  # one commitment per seat
        st.apply(0, Action(COMMIT, value=commit_to(C[2])))
    with pytest.raises(NotYourTurnError):  # seat 1 has not committed yet
        st.apply(0, Action(REVEAL, value=C[0]))
    st.apply(1, Action(COMMIT, value=commit_to(C[1])))
    assert st.legal_actions(1) == [Action(REVEAL)]
    with pytest.raises(IllegalActionError):  # not the value committed to
        st.apply(1, Action(REVEAL, value=C[2]))
    with pytest.raises(IllegalActionError):  # the deal waits for every reveal
        st.deal(game().deck())
    events = st.apply(1, Action(REVEAL, value=C[1]))
    assert events == [ContributionRevealed(1, C[1])]
    assert st.to_act() == [0] and st.phase == DEALING


@pytest.mark.parametrize(
    "committed, late, loser, winner",
    [((0,), (1, 2), -1, 0), ((0, 1), (2,), 2, -1), ((), (0, 1, 2), -1, -1)],
)
def test_late_seats_forfeit_and_the_game_ends_undealt(
    committed: tuple[int, ...], late: tuple[int, ...], loser: int, winner: int
) -> None:
    st, _ = open_deal(game(3))
    for s in committed:
        st.apply(s, Action(COMMIT, value=commit_to(C[s])))
    events = st.time_out()
    on_time = tuple(s for s in range(3) if s not in late)
    assert events == [DealForfeited(late), GameEnded("forfeit", on_time, loser, winner)]
    assert st.is_over()
    with pytest.raises(IllegalActionError):
        st.time_out()


def test_a_seat_that_does_not_reveal_forfeits_too() -> None:
    st, _ = open_deal(game())
    for s in (0, 1):
        st.apply(s, Action(COMMIT, value=commit_to(C[s])))
    st.apply(0, Action(REVEAL, value=C[0]))
    assert st.time_out()[0] == DealForfeited((1,))


def test_the_verifier_replays_the_protocol_and_derives_the_deck() -> None:
    st, log = played()
    doc = document(finished(log, st))
    verdict = verify_document(doc)
    assert verdict["status"] == "consistent", verdict
    assert doc["deal"] == [card_name(c) for c in contributed_deck(game(), SEED, C[:2])]


def test_the_verifier_rejects_a_forged_protocol_even_with_the_chain_recomputed() -> None:
    st, log = played()
    log = finished(log, st)

    def refused(forged: list[dict[str, Any]], where: str, **kw: Any) -> None:
        verdict = verify_document(document(forged, final=st, **kw))
        assert verdict["status"] == "invalid" and verdict["pointer"].startswith(where), verdict

    refused(log, "/seed", seed="another seed")
    # a reveal that does not open its commitment (the cause and the event both changed)
    forged = list(log)
    forged[3] = {
        "event": ContributionRevealed(1, C[2]),
        "cause": {"seat": 1, "action": {"kind": "reveal", "contribution": C[2]}},
    }
    refused(forged, "/events/3")
    # a commitment recorded other than the action made
    forged = list(log)
    forged[1] = {**log[1], "event": ContributionCommitted(0, commit_to(C[2]))}
    refused(forged, "/events/1/event")
    # the deal moved before the last reveal
    refused([*log[:4], log[5], log[4], *log[6:]], "/events/4")
    # a deck other than the derivation: the server's seed alone
    forged = list(log)
    forged[5] = {**log[5], "event": Dealt(shuffled(game().deck(), SEED))}
    refused(forged, "/events/5/event")
    # malformed causes, each reported at the event they cause
    for cause in (
        {"seat": "0", "action": log[1]["cause"]["action"]},
        {"seat": 0, "action": {"kind": 7}},
        {"seat": 0},
        None,
        {"seat": None, "action": {"kind": "timeout", "x": 1}},
    ):
        forged = list(log)
        forged[1] = {**log[1], "cause": cause}
        refused(forged, "/events/1/cause")


def test_a_forfeit_before_the_deal_verifies_and_reveals_no_deal() -> None:
    st, log = open_deal(game())
    entries: list[dict[str, Any]] = [{"event": e, "cause": None} for e in log]
    commit = Action(COMMIT, value=commit_to(C[0]))
    entries += [
        {"event": e, "cause": {"seat": 0, "action": commit.to_dict()}} for e in st.apply(0, commit)
    ]
    timeout = {"seat": None, "action": {"kind": "timeout"}}
    entries += [
        {"event": e, "cause": timeout if i == 0 else None} for i, e in enumerate(st.time_out())
    ]
    doc = document(entries)
    assert doc["deal"] is None
    verdict = verify_document(doc)
    assert verdict["status"] == "consistent", verdict
    assert verdict["result"]["loser"] == 1


@given(
    values=lists(
        text(alphabet="0123456789abcdef", min_size=64, max_size=64),
        min_size=2,
        max_size=4,
        unique=True,
    ),
    which=integers(min_value=0, max_value=3),
)
def test_any_contributions_deal_a_whole_deck_that_each_of_them_changes(
    values: list[str], which: int
) -> None:
    g = game(len(values))
    st, log = open_deal(g)
    for s, value in enumerate(values):
        log += decide(st, s, Action(COMMIT, value=commit_to(value)), SEED)
    for s, value in enumerate(values):
        log += decide(st, s, Action(REVEAL, value=value), SEED)
    dealt = next(e for e in log if isinstance(e, Dealt))
    assert sorted(dealt.deck) == g.deck()
    assert dealt.deck == contributed_deck(g, SEED, values)
    changed = list(values)
    k = which % len(values)
    changed[k] = ("0" if changed[k][0] != "0" else "1") + changed[k][1:]
    assert contributed_deck(g, SEED, changed) != dealt.deck
