"""Card and action notation: parsing, canonical names, round trips, malformed input."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import (
    PRESETS,
    Action,
    Game,
    InvalidActionError,
    build_ruleset,
    card_name,
    format_cards,
    parse_card,
    parse_cards,
)
from engine.actions import ACTION_KINDS
from engine.cards import BLACK_JOKER, RANKS, RED_JOKER, SUITS, CardError, mask_of

STANDARD = [r + s for r in RANKS for s in SUITS]
ALL_54 = [*STANDARD, "RJ", "BJ"]


# --- cards --------------------------------------------------------------------------------


def test_the_54_names_are_ranks_then_suits_and_two_jokers() -> None:
    assert RANKS == "23456789TJQKA"
    assert SUITS == "CDHS"
    assert [card_name(c) for c in range(52)] == STANDARD
    assert card_name(RED_JOKER) == "RJ"
    assert card_name(BLACK_JOKER) == "BJ"
    assert len(set(ALL_54)) == 54


@pytest.mark.parametrize("name", ALL_54)
def test_every_card_round_trips(name: str) -> None:
    c = parse_card(name)
    assert card_name(c) == name
    assert parse_card(card_name(c)) == c
    assert parse_card(name.lower()) == c
    assert parse_card(f"  {name} ") == c


def test_card_numbers_round_trip() -> None:
    numbers = [parse_card(n) for n in ALL_54]
    assert len(set(numbers)) == 54
    for c in numbers:
        assert parse_card(card_name(c)) == c


@pytest.mark.parametrize("suit", SUITS)
def test_ten_may_be_written_10_in_any_case(suit: str) -> None:
    canonical = parse_card("T" + suit)
    for text in ("10" + suit, "10" + suit.lower(), "t" + suit.lower(), "T" + suit.lower()):
        assert parse_card(text) == canonical
        assert card_name(parse_card(text)) == "T" + suit


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("qs", "QS"),
        ("Qs", "QS"),
        ("aH", "AH"),
        ("2c", "2C"),
        ("rj", "RJ"),
        ("Bj", "BJ"),
        ("10d", "TD"),
        ("jd", "JD"),
        ("kC", "KC"),
    ],
)
def test_output_is_canonical(text: str, canonical: str) -> None:
    assert card_name(parse_card(text)) == canonical


@pytest.mark.parametrize(
    "text",
    [
        "",
        " ",
        "1H",
        "11H",
        "ZZ",
        "H7",
        "7X",
        "7",
        "T",
        "JK",
        "JOKER",
        "10",
        "7C7H",
        "7 C",
        "1OH",
        "A S",
        "☃",
        "7C,",
        "RJX",
    ],
)
def test_unknown_card_text_raises_card_error(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    assert repr(text) in message
    # the message says how to write a card
    assert "rank" in message and "suit" in message


@pytest.mark.parametrize("value", [None, 7, 7.0, b"7C", ["7C"], ("7C",)])
def test_non_text_is_refused_with_card_error(value: Any) -> None:
    with pytest.raises(CardError, match="written as text"):
        parse_card(value)


def test_card_error_is_a_value_error() -> None:
    assert issubclass(CardError, ValueError)


def test_parse_cards_and_format_cards() -> None:
    assert parse_cards("7C 10h, qs") == [parse_card("7C"), parse_card("TH"), parse_card("QS")]
    assert parse_cards(["rj", "2s"]) == [RED_JOKER, parse_card("2S")]
    assert parse_cards("") == []
    cs = parse_cards("QS 7C TH")
    # a mask is written in ascending card order, a list in its own order
    assert format_cards(mask_of(cs)) == "7C TH QS"
    assert format_cards(cs) == "QS 7C TH"
    assert parse_cards(format_cards(mask_of(cs))) == sorted(cs)
    with pytest.raises(CardError):
        parse_cards("7C ZZ")


# --- actions: round trips over real legal actions -----------------------------------------

# Option sets that make every action form appear: chance cards, jokers (transparent
# reverse), the choose setup (place), Link2 and the wild ace (cutthroat), runs (pass), the
# dealer's call and stacking (reverse).
_CORPUS_GAMES = [
    ("classic", {}),
    ("classic", {"chance_card": True, "jokers": True}),
    ("classic", {"deal": "choose", "egilsson_fives": True}),
    ("green-shithead-2018", {}),
    ("green-cutthroat-2018", {"queens_gambit": True}),
    ("green-shithead-2006", {}),
    ("reverse", {"jokers": True}),
    ("green-ct-2006", {}),
    ("green-cts-2006", {}),
    ("green-ctsr-2006", {"links": "one"}),
    ("green-ctg-2006", {}),
    ("green-ctr-2006", {}),
    ("special-cards", {"jokers": "highest"}),
    ("doubly-reversed", {}),
    ("green-ctrb-2006", {}),
]


def _scripted_legal_actions() -> set[Action]:
    """Legal actions of the rare steps (a gambit's choice, discards, bottom picks), from
    fixed-deck games of the Cut Throat Gambit scenarios."""
    from tests.scenarios.test_green_ctsr_ctg_ctr_2006 import nines, stock_out

    found: set[Action] = set()
    s = nines()
    for seat, text in ((1, "play 9C 9D 9H 9S gambit"), (0, "pass"), (1, "choose discard")):
        found.update(s.state.legal_actions(seat))
        s.act(seat, text)
    found.update(s.state.legal_actions(1))
    s = stock_out()
    for seat, text in ((1, "play KC KD KH KS gambit"), (2, "pass"), (1, "choose bottom")):
        found.update(s.state.legal_actions(seat))
        s.act(seat, text)
    found.update(s.state.legal_actions(1))
    return found


def _collect_legal_actions() -> set[Action]:
    """Every legal action seen in a few seeded playouts of each preset."""
    found: set[Action] = set()
    for name, options in _CORPUS_GAMES:
        rs = build_ruleset(name, options)
        for players in (2, rs.max_players):
            for i in range(4):
                game = Game(rs, players)
                state, _ = game.start(seed=f"corpus-{name}-{players}-{i}")
                rnd = random.Random(i)
                for _ in range(600):
                    if state.is_over():
                        break
                    seat = rnd.choice(state.to_act())
                    legal = state.legal_actions(seat)
                    found.update(legal)
                    plays = [a for a in legal if a.kind != "pickup"]
                    state.apply(seat, rnd.choice(plays or legal))
    return found | _scripted_legal_actions() | _contributed_deal_actions()


def _contributed_deal_actions() -> set[Action]:
    """The contributed deal's commit and reveal: the templates legal moves list, and the
    actions the seats send with their values filled in."""
    from engine.fairness import commit_to, open_deal

    found: set[Action] = set()
    state, _ = open_deal(Game(build_ruleset("classic"), 2))
    values = ["5e" * 32, "0123456789abcdef" * 4]
    for step in ("commit", "reveal"):
        for seat, value in enumerate(values):
            found.update(state.legal_actions(seat))
            action = Action(step, value=commit_to(value) if step == "commit" else value)
            found.add(action)
            state.apply(seat, action)
    return found


@pytest.fixture(scope="module")
def legal_corpus() -> list[Action]:
    return sorted(_collect_legal_actions())


def test_corpus_covers_every_action_form(legal_corpus: list[Action]) -> None:
    kinds = {a.kind for a in legal_corpus}
    assert kinds == set(ACTION_KINDS)
    assert any(a.link for a in legal_corpus), "no Link2 play"
    assert any(a.kind == "play" and a.choice == "low" for a in legal_corpus), "no sample request"
    assert any(a.as_card >= 0 for a in legal_corpus), "no wild play"
    assert any(a.kind == "pickup" and a.cards for a in legal_corpus), "no 'pickup with'"
    assert any(a.kind == "play" and a.cards & (1 << RED_JOKER) for a in legal_corpus)
    assert any(_names_ace_of_spades(a) for a in legal_corpus)


ACE_OF_SPADES = parse_card("AS")
KEYWORDS = {"with", "link", "as"}


def _names_ace_of_spades(a: Action) -> bool:
    return bool((a.cards | a.link) >> ACE_OF_SPADES & 1) or a.as_card == ACE_OF_SPADES


def _respelled(text: str) -> str:
    """The same action written loosely: kind in capitals, cards in lower case (keywords stay
    lower case: 'as' is the keyword, 'AS' the ace of spades), extra spaces."""
    words = text.split()
    out = [words[0].upper()]
    for w in words[1:]:
        out.append(w if w in KEYWORDS or w == "AS" or w.isdigit() else w.lower())
    return "  " + "   ".join(out) + " "


def test_text_round_trips_for_legal_actions(legal_corpus: list[Action]) -> None:
    for a in legal_corpus:
        text = a.text()
        assert str(a) == text
        assert Action.parse(text) == a, text
        assert Action.parse(text).text() == text
        assert Action.parse(_respelled(text)) == a, _respelled(text)


def test_the_ace_of_spades_can_be_named_in_action_text() -> None:
    # keywords are lower case: "as" is the keyword, "AS" the card
    assert Action.parse("play AS") == Action("play", 1 << ACE_OF_SPADES)
    assert Action.parse("place AS") == Action("place", 1 << ACE_OF_SPADES)
    assert Action.parse("pickup with AS") == Action("pickup", 1 << ACE_OF_SPADES)
    assert Action.parse("swap AS 3H") == Action(
        "swap", (1 << ACE_OF_SPADES) | (1 << parse_card("3H"))
    )
    wild = Action.parse("play AS as 8C")
    assert wild == Action("play", 1 << ACE_OF_SPADES, as_card=parse_card("8C"))
    assert Action.parse("play 8C as AS").as_card == ACE_OF_SPADES
    assert Action.parse("play As as 8c") == wild


def test_dict_round_trips_for_legal_actions(legal_corpus: list[Action]) -> None:
    for a in legal_corpus:
        d = a.to_dict()
        assert Action.from_dict(d) == a, d
        assert Action.from_dict(json.loads(json.dumps(d))) == a, d
        assert Action.from_dict(d).to_dict() == d


def test_ten_written_as_10_in_actions() -> None:
    assert Action.parse("play 10h 10S") == Action.parse("play TH TS")
    assert Action.parse("PICKUP with 10c").text() == "pickup with TC"
    assert Action.from_dict({"kind": "play", "cards": ["10d"]}).text() == "play TD"


@pytest.mark.parametrize(
    "text",
    [
        "play 7C 7H",
        "play AS as 8C",
        "play KS as 8C",
        "play 4C 4D link 2H",
        "play 4C link 2H 2S",
        "flip 2",
        "flip 0",
        "pickup",
        "pickup with KH",
        "pass",
        "ready",
        "draw",
        "chance",
        "place QS",
        "swap 3H KS",
    ],
)
def test_documented_examples_round_trip(text: str) -> None:
    a = Action.parse(text)
    assert a.text() == text
    assert Action.from_dict(a.to_dict()) == a


# --- malformed actions ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "jump",
        "plays 7C",
        "play ZZ",
        "play 7C 1H",
        "play AS as ZZ",
        "play 7C link ZZ",
        "pass with KH",  # 'with' only belongs to pickup
        "flip two",
        "PICKUP WITH KH",  # keywords are lower case
        "play 4C LINK 2H",
        "swap 3H 99",
        "play 7",
    ],
)
def test_malformed_text_raises_invalid_action(text: str) -> None:
    with pytest.raises(InvalidActionError):
        Action.parse(text)


def test_invalid_action_message_names_the_kinds() -> None:
    with pytest.raises(InvalidActionError, match="unknown action kind 'jump'; kinds: place"):
        Action.parse("jump")
    with pytest.raises(InvalidActionError, match="unknown card 'ZZ'"):
        Action.parse("play ZZ")


def test_flip_with_a_non_decimal_digit_raises_invalid_action() -> None:
    with pytest.raises(InvalidActionError):
        Action.parse("flip ²")


def test_a_card_named_twice_in_text_is_refused_like_in_a_dict() -> None:
    with pytest.raises(InvalidActionError):
        Action.from_dict({"kind": "play", "cards": ["7C", "7C"]})
    with pytest.raises(InvalidActionError):
        Action.parse("play 7C 7C")


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "play 7C",
        ["play", "7C"],
        {},
        {"kind": "jump"},
        {"kind": None},
        {"kind": ["play"]},
        {"kind": "PLAY"},
        {"kind": "play", "cards": "7C"},
        {"kind": "play", "cards": ["7C", "ZZ"]},
        {"kind": "play", "cards": [7]},
        {"kind": "play", "cards": [None]},
        {"kind": "play", "cards": [["7C"]]},
        {"kind": "play", "cards": ["7C", "7c"]},
        {"kind": "play", "cards": ["7C"], "link": "2H"},
        {"kind": "play", "cards": ["AS"], "as": 8},
        {"kind": "play", "cards": ["AS"], "as": "ZZ"},
        {"kind": "play", "cards": ["7C"], "colour": "red"},
        {"kind": "flip", "slot": "1"},
        {"kind": "flip", "slot": True},
        {"kind": "flip", "slot": 1.0},
        {"kind": "flip", "slot": -2},
        {"kind": "flip", "slot": 64},
        {"kind": "flip", "slot": 10**30},
    ],
)
def test_malformed_dict_raises_invalid_action(data: Any) -> None:
    with pytest.raises(InvalidActionError):
        Action.from_dict(data)


def test_unknown_fields_are_named() -> None:
    with pytest.raises(InvalidActionError, match=r"unknown action field.*colour"):
        Action.from_dict({"kind": "play", "cards": ["7C"], "colour": "red"})


def test_non_string_field_name_raises_invalid_action() -> None:
    with pytest.raises(InvalidActionError):
        Action.from_dict({"kind": "play", 1: "x"})


def test_invalid_action_error_is_an_engine_value_error() -> None:
    from engine import EngineError

    assert issubclass(InvalidActionError, EngineError)
    assert issubclass(InvalidActionError, ValueError)
    assert InvalidActionError.code == "invalid_action"


def test_presets_are_all_covered_by_the_corpus_games() -> None:
    assert {name for name, _ in _CORPUS_GAMES} == set(PRESETS)
