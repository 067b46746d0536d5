"""Rulesets as data: presets, options, JSON round trips, validation messages, describe()."""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
from typing import Any

import pytest

from engine import PRESETS, Game, Ruleset, RulesetError, build_ruleset, get_preset
from engine.cards import card_name, parse_card
from engine.rules import (
    POWER_CATALOG,
    CardRule,
    FourOfAKind,
    Gambit,
    Layer,
    Layout,
    Power,
    PowerSpec,
    ruleset_from_dict,
    ruleset_to_dict,
    validate,
)
from engine.rules.describe import power_text
from engine.rules.options import Option

PRESET_NAMES = sorted(PRESETS)
CLASSIC = PRESETS["classic"].ruleset


def _json_round_trip(rs: Ruleset) -> Ruleset:
    return ruleset_from_dict(json.loads(json.dumps(ruleset_to_dict(rs))))


def _non_default_values(opt: Option) -> list[Any]:
    if opt.type == "bool":
        return [not opt.default]
    if opt.type == "int":
        values = {opt.minimum, opt.maximum, (opt.minimum + opt.maximum) // 2}
        return sorted(values - {opt.default})
    if opt.type == "ranks":
        return [["5", "9"], []]
    assert isinstance(opt.type, tuple)
    return [v for v in opt.type if v != opt.default]


def _option_params() -> list[Any]:
    params = []
    for name in PRESET_NAMES:
        for opt in PRESETS[name].options:
            for value in _non_default_values(opt):
                params.append(pytest.param(name, opt.name, value, id=f"{name}-{opt.name}={value}"))
    return params


# --- presets ------------------------------------------------------------------------------------


def test_the_presets_exist() -> None:
    assert set(PRESETS) >= {
        "classic",
        "green-shithead-2018",
        "green-cutthroat-2018",
        "green-shithead-2006",
        "reverse",
    }


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_preset_validates_and_compiles(name: str) -> None:
    preset = PRESETS[name]
    rs = preset.ruleset
    assert rs.name == name
    assert validate(rs) is rs
    assert rs.title and rs.source and rs.description
    assert build_ruleset(name) == dataclasses.replace(rs, options=())
    assert get_preset(name) is preset
    for players in range(rs.min_players, rs.max_players + 1):
        Game(rs, players).start(seed="compiles")
    assert [o.name for o in preset.options].count("turn_cap") == 1


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_preset_json_round_trip(name: str) -> None:
    rs = PRESETS[name].ruleset
    d = ruleset_to_dict(rs)
    assert rs.to_dict() == d
    assert _json_round_trip(rs) == rs
    assert ruleset_to_dict(_json_round_trip(rs)) == d
    built = build_ruleset(name)
    assert _json_round_trip(built) == built


def test_unknown_preset() -> None:
    with pytest.raises(RulesetError, match="unknown preset 'poker'; presets: classic"):
        get_preset("poker")
    with pytest.raises(RulesetError, match="poker"):
        build_ruleset("poker")


# --- options ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "option", "value"), _option_params())
def test_each_option_non_default_validates(name: str, option: str, value: Any) -> None:
    try:
        rs = build_ruleset(name, {option: value})
    except RulesetError as exc:  # an option that needs another one says which
        assert str(exc).startswith("options clash: ") and option in str(exc), str(exc)
        return
    assert validate(rs) is rs
    assert dict(rs.options) == {option: tuple(value) if isinstance(value, list) else value}
    for players in (rs.min_players, rs.max_players):
        Game(rs, players).start(seed=f"{option}={value}")
    if PRESETS[name].option(option).type != "int":
        # a non-default value changes the rules (turn_cap changes only a number)
        assert dataclasses.replace(rs, options=()) != build_ruleset(name)


@pytest.mark.parametrize(("name", "option", "value"), _option_params())
def test_each_option_json_round_trips(name: str, option: str, value: Any) -> None:
    try:
        rs = build_ruleset(name, {option: value})
    except RulesetError:
        return  # a clash, checked above
    assert _json_round_trip(rs) == rs
    assert ruleset_to_dict(_json_round_trip(rs)) == ruleset_to_dict(rs)


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_option_combination_builds_or_says_why(name: str) -> None:
    """All 2^k combinations of the non-default values: valid, or a RulesetError (never a crash).
    Past 2^14 combinations, a fixed sample of 2^14 of them (with none, each alone and all)."""
    preset = PRESETS[name]
    opts = [o for o in preset.options if o.name != "turn_cap"]
    valid = 0
    combos: Any = itertools.product([False, True], repeat=len(opts))
    if len(opts) > 14:
        rnd = random.Random(name)
        picks = {0, (1 << len(opts)) - 1, *(1 << i for i in range(len(opts)))}
        while len(picks) < 1 << 14:
            picks.add(rnd.getrandbits(len(opts)))
        combos = [[bool(p >> i & 1) for i in range(len(opts))] for p in sorted(picks)]
    tried = 0
    for chosen in combos:
        tried += 1
        options = {
            o.name: _non_default_values(o)[0] for o, on in zip(opts, chosen, strict=True) if on
        }
        try:
            rs = build_ruleset(name, options)
        except RulesetError as exc:
            assert "more than the" in str(exc) or "options clash: " in str(exc), (options, str(exc))
            continue
        valid += 1
        Game(rs, rs.max_players)
        assert ruleset_to_dict(_json_round_trip(rs)) == ruleset_to_dict(rs)
        # declaration order, not the caller's order, decides the result
        assert build_ruleset(name, dict(reversed(list(options.items())))) == rs
    assert valid >= tried // 4


def test_classic_jokers_with_hands_of_four_is_refused_for_deck_size() -> None:
    # 6 players x (3 + 3 + 4) cards = 60 > 54: refused with the arithmetic in the message
    with pytest.raises(
        RulesetError, match="10 cards to each of 6 players, more than the 54-card deck"
    ):
        build_ruleset("classic", {"jokers": True, "hand_of_four": True})


def test_finnish_layout_fits_the_deck_by_capping_the_players() -> None:
    rs = build_ruleset("classic", {"finnish_layout": True})
    assert rs.layout.slots == 4
    assert rs.max_players == 4  # 4 x (4 + 4 + 3) = 44 <= 52; five players would need 55
    state, _ = Game(rs, 4).start(seed="finnish")
    assert all(len(t) == 4 for t in state.tables)


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_option_at_its_default_changes_no_rule(name: str) -> None:
    for opt in PRESETS[name].options:
        rs = build_ruleset(name, {opt.name: opt.default})
        assert dataclasses.replace(rs, options=()) == build_ruleset(name)
        assert dict(rs.options) == {opt.name: opt.default}


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_unknown_option_is_named(name: str) -> None:
    with pytest.raises(RulesetError) as info:
        build_ruleset(name, {"wormholes": True})
    message = str(info.value)
    assert "wormholes" in message and name in message
    # the message lists the options the preset does have
    for opt in PRESETS[name].options:
        assert opt.name in message


def _wrong_values(opt: Option) -> list[Any]:
    if opt.type == "bool":
        return [1, 0, "true", "yes", None, [True]]
    if opt.type == "int":  # None stands for "as the preset has it" where it is the default
        return [
            True,
            "100",
            100.0,
            *([None] if opt.default is not None else []),
            opt.minimum - 1,
            opt.maximum + 1,
            -1,
        ]
    if opt.type == "ranks":
        return [["A"], ["5", "5"], "5", [5], 1, True]
    assert isinstance(opt.type, tuple)
    changed = {w for v in opt.type for w in (v.upper(), v.lower())} - set(opt.type)
    return [*sorted(changed), 1, None, True, ""]


def _wrong_type_params() -> list[Any]:
    return [
        pytest.param(name, opt.name, bad, id=f"{name}-{opt.name}={bad!r}")
        for name in PRESET_NAMES
        for opt in PRESETS[name].options
        for bad in _wrong_values(opt)
    ]


@pytest.mark.parametrize(("name", "option", "value"), _wrong_type_params())
def test_wrong_option_type_is_refused_with_the_option_name(
    name: str, option: str, value: Any
) -> None:
    with pytest.raises(RulesetError) as info:
        build_ruleset(name, {option: value})
    assert repr(option) in str(info.value)
    assert repr(value) in str(info.value)


def test_turn_cap_option() -> None:
    assert build_ruleset("classic").turn_cap == 1000
    assert build_ruleset("classic", {"turn_cap": 150}).turn_cap == 150
    assert build_ruleset("classic", {"turn_cap": 10}).turn_cap == 10
    with pytest.raises(RulesetError, match="from 10 to 100000"):
        build_ruleset("classic", {"turn_cap": 9})


# --- invalid rulesets ---------------------------------------------------------------------------


def _card(selector: str, *powers: Power, **kw: Any) -> CardRule:
    return CardRule(cards=selector, powers=powers, **kw)


INVALID: list[tuple[str, dict[str, Any], str]] = [
    (
        "too-many-cards",
        {"max_players": 8},
        "9 cards to each of 8 players, more than the 52-card deck",
    ),
    ("too-many-slots-dealt", {"layout": Layout(slots=8)}, "more than the 52-card deck"),
    # 4 x (3 + 3 + 7) = 52 cards fit exactly; the start card is one too many
    (
        "start-card-tips-it",
        {"max_players": 4, "start_card": True, "layout": Layout(slots=3, hand=7)},
        "13 cards to each of 4 players plus a start card, more than the 52-card deck",
    ),
    ("min-above-max", {"min_players": 4, "max_players": 3}, "min_players <= max_players"),
    ("one-player", {"min_players": 1}, "2 <= min_players"),
    ("nine-players", {"max_players": 9}, "max_players <= 8"),
    ("no-name", {"name": ""}, "needs a name"),
    ("four-jokers", {"jokers": 4}, "jokers must be 0 to 3"),
    ("nine-slots", {"layout": Layout(slots=9)}, "layout.slots must be between 0 and 8"),
    (
        "hidden-top-layer",
        {"layout": Layout(layers=(Layer(visibility="hidden"),))},
        "needs a top layer its owner can see",
    ),
    (
        "choose-short-hand",
        {"layout": Layout(setup="choose", hand=2)},
        "at least as many hand cards",
    ),
    ("hand-max-below-min", {"hand_max": 2}, "at least hand_min"),
    ("turn-cap-zero", {"turn_cap": 0}, "turn_cap must be at least 1"),
    ("first-player-ranks", {"first_player_ranks": "3Z"}, "first_player_ranks: unknown rank 'Z'"),
    ("values-rank", {"values": (("Z", 3),)}, "values: unknown rank 'Z'"),
    (
        "unknown-power",
        {"cards": (_card("7", Power(kind="teleport")),)},
        "7: unknown power 'teleport'",
    ),
    (
        "sample-bad-rank",
        {"cards": (_card("X", Power(kind="sample", specials=("Z",))),)},
        "X: sample: unknown rank 'Z'",
    ),
    (
        "cancel-on-a-rank",
        {"cards": (_card("4", Power(kind="cancel", targets=("burn",))),)},
        "4: cancel acts on one card played alone; give it to a single card",
    ),
    ("wild-on-a-rank", {"cards": (_card("A", Power(kind="wild")),)}, "A: wild acts on one card"),
    (
        "cancel-on-a-colour",
        {"cards": (_card("red:5", Power(kind="cancel", targets=("burn",))),)},
        "red:5: cancel acts on one card",
    ),
    (
        "bad-colour",
        {"cards": (_card("purple:4"),)},
        "bad card selector 'purple:4': colour must be red or black",
    ),
    ("bad-card-selector", {"cards": (_card("ZZ"),)}, "bad card selector 'ZZ'"),
    ("bad-rank-selector", {"cards": (_card("1"),)}, "bad card selector '1'"),
    ("empty-selector", {"cards": (_card(""),)}, "bad card selector ''"),
    ("two-rules-one-selector", {"cards": (_card("7"), _card("7"))}, "two card rules for '7'"),
    (
        "power-twice",
        {"cards": (_card("7", Power(kind="burn"), Power(kind="burn")),)},
        "7: a power is listed twice",
    ),
    (
        "mimic-and-transparent",
        {"cards": (_card("3", Power(kind="mimic"), Power(kind="transparent")),)},
        "cannot both mimic and be transparent",
    ),
    (
        "lower-than-and-requires",
        {
            "cards": (
                _card(
                    "8", Power(kind="lower_than", rank="8"), Power(kind="requires", ranks=("J",))
                ),
            )
        },
        "lower_than and requires clash",
    ),
    (
        "placement",
        {"cards": (_card("7", placement="sideways"),)},
        "7: unknown placement 'sideways'",
    ),
    (
        "up-to-rank",
        {"cards": (_card("7", placement="up_to", up_to="Z"),)},
        "7: up_to: unknown rank 'Z'",
    ),
    ("up-to-missing", {"cards": (_card("7", placement="up_to"),)}, "7: up_to: unknown rank ''"),
    (
        "lower-than-rank",
        {"cards": (_card("8", Power(kind="lower_than", rank="Q8")),)},
        "8: lower_than",
    ),
    (
        "requires-nothing",
        {"cards": (_card("6", Power(kind="requires")),)},
        "list at least one rank",
    ),
    (
        "requires-bad-rank",
        {"cards": (_card("6", Power(kind="requires", ranks=("J", "Z"))),)},
        "6: requires: unknown rank 'Z'",
    ),
    (
        "cancel-targets",
        {"cards": (_card("4S", Power(kind="cancel", targets=("reverse",))),)},
        "targets must be among burn, lower_than, requires",
    ),
    ("cancel-no-targets", {"cards": (_card("4S", Power(kind="cancel")),)}, "targets must be among"),
    (
        "wild-exclude",
        {"cards": (_card("AS", Power(kind="wild", exclude=("ZZ",))),)},
        "AS: wild: exclude: bad card selector 'ZZ'",
    ),
    (
        "free-play-who",
        {"cards": (_card("2", Power(kind="free_play", who="everyone")),)},
        "who must be 'self' or 'next'",
    ),
    (
        "skip-zero",
        {"cards": (_card("7", Power(kind="skip", per_card=0)),)},
        "per_card must be at least 1",
    ),
    ("four-of-a-kind-count", {"four_of_a_kind": FourOfAKind(count=5)}, "count must be 3 or 4"),
    ("gambit-rank", {"gambits": (Gambit(rank="Z"),)}, "gambit rank: unknown rank 'Z'"),
    (
        "gambit-counter",
        {"gambits": (Gambit(rank="Q", counters=("5X",)),)},
        "gambit counter: unknown card '5X'",
    ),
    (
        "gambit-remove",
        {"gambits": (Gambit(rank="Q", remove="QQ"),)},
        "gambit remove: unknown card 'QQ'",
    ),
    ("objective", {"objective": "most_points"}, "unknown objective 'most_points'"),
]


@pytest.mark.parametrize(("changes", "message"), [pytest.param(c, m, id=i) for i, c, m in INVALID])
def test_invalid_ruleset_is_refused_with_a_clear_message(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(RulesetError) as info:
        validate(dataclasses.replace(CLASSIC, **changes))
    assert message in str(info.value)
    # Ruleset.replace validates too
    with pytest.raises(RulesetError):
        CLASSIC.replace(**changes)


def test_every_power_of_the_catalog_is_played() -> None:
    assert all(spec.supported for spec in POWER_CATALOG.values())


def test_a_power_this_engine_does_not_play_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """A catalog entry marked unsupported (a power a later engine version adds) is refused."""
    spec = PowerSpec(kind="later", summary="a power of a later version", supported=False)
    monkeypatch.setitem(POWER_CATALOG, "later", spec)
    with pytest.raises(RulesetError) as info:
        CLASSIC.replace(cards=(_card("A", Power(kind="later")),))
    message = str(info.value)
    assert "power 'later'" in message
    assert "not yet played by this engine version" in message
    assert spec.summary in message


@pytest.mark.parametrize("kind", sorted(k for k, spec in POWER_CATALOG.items() if spec.single_only))
def test_single_card_powers_are_refused_on_a_rank(kind: str) -> None:
    p = Power(kind=kind, targets=("burn",)) if kind == "cancel" else Power(kind=kind)
    with pytest.raises(RulesetError, match="give it to a single card"):
        CLASSIC.replace(cards=(_card("9", p),))
    CLASSIC.replace(cards=(_card("9S", p),))  # on one card it is fine


def test_a_layout_that_exactly_fits_the_deck_is_valid() -> None:
    assert CLASSIC.replace(max_players=4, layout=Layout(slots=3, hand=7)).max_players == 4


def test_too_many_cards_message_names_the_numbers() -> None:
    with pytest.raises(RulesetError) as info:
        CLASSIC.replace(max_players=6)
    assert (
        str(info.value)
        == "the layout deals 9 cards to each of 6 players, more than the 52-card deck"
    )
    # with jokers the same layout fits six players
    assert CLASSIC.replace(max_players=6, jokers=2).max_players == 6


@pytest.mark.parametrize("selector", ["red:7", "9S"])
def test_cards_of_one_rank_may_be_placed_by_different_rules(selector: str) -> None:
    """Validation builds the engine's tables too, so a Ruleset that validates always plays:
    where cards of one rank go differently, each card is accepted on its own rule and a
    group holds only the cards that may go there."""
    rule = CardRule(cards=selector, placement="always", powers=(Power(kind="burn"),))
    rs = CLASSIC.replace(cards=(*CLASSIC.cards, rule))
    R = Game(rs, 2).rules
    king = R.kind_of[parse_card("KC")]
    accepted = R.accept(king, True, False)
    special = {c for c in range(52) if R.kinds[R.kind_of[c]].burn and c // 4 != 8}
    plain = {c for c in range(52) if card_name(c)[0] == selector.split(":")[-1][0]} - special
    assert special and all(accepted >> c & 1 for c in special)
    assert not any(accepted >> c & 1 for c in plain)


@pytest.mark.parametrize("selector", ["red:7", "AS"])
def test_cards_of_one_rank_may_have_different_powers(selector: str) -> None:
    """Alone (or with cards of its own rule) a card plays its own powers; a group that
    mixes cards of several rules plays as the rank's rule."""
    rs = CLASSIC.replace(cards=(*CLASSIC.cards, _card(selector, Power(kind="reverse"))))
    R = Game(rs, 3).rules
    rank = selector.split(":")[-1][0]
    special = next(c for c in range(52) if R.kinds[R.kind_of[c]].reverse)
    plain = next(
        c for c in range(52) if card_name(c)[0] == rank and not R.kinds[R.kind_of[c]].reverse
    )
    assert R.kinds[R.play_kind(1 << special, -1)].reverse
    assert not R.kinds[R.play_kind((1 << special) | (1 << plain), -1)].reverse


# --- ruleset_from_dict errors --------------------------------------------------------------------


def test_from_dict_unknown_power_lists_the_catalog() -> None:
    d = ruleset_to_dict(CLASSIC)
    d["cards"] = [{"cards": "7", "placement": "in_turn", "powers": [{"kind": "teleport"}]}]
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict(d)
    assert "unknown power 'teleport'; known: " in str(info.value)
    assert "burn" in str(info.value)


def test_from_dict_power_parameter_not_taken() -> None:
    d = ruleset_to_dict(CLASSIC)
    d["cards"] = [{"cards": "T", "placement": "in_turn", "powers": [{"kind": "burn", "rank": "7"}]}]
    with pytest.raises(RulesetError, match=r"power 'burn' takes no parameter\(s\) \['rank'\]"):
        ruleset_from_dict(d)


@pytest.mark.parametrize(
    "mutate",
    [
        pytest.param(lambda d: d.update(colour="red"), id="unknown-field"),
        pytest.param(lambda d: d["layout"].update(rows=2), id="unknown-layout-field"),
        pytest.param(
            lambda d: d["cards"].append({"cards": "9", "glow": True}), id="unknown-card-field"
        ),
        pytest.param(
            lambda d: d.update(gambits=[{"rank": "Q", "size": 4}]), id="unknown-gambit-field"
        ),
        pytest.param(
            lambda d: d.update(four_of_a_kind={"count": 4, "loud": True}), id="unknown-x4-field"
        ),
        pytest.param(lambda d: d.update(max_players=9), id="invalid-value"),
    ],
)
def test_from_dict_refuses_malformed_data(mutate: Any) -> None:
    d = json.loads(json.dumps(ruleset_to_dict(CLASSIC)))
    mutate(d)
    with pytest.raises(RulesetError):
        ruleset_from_dict(d)


def test_round_trip_of_a_hand_built_ruleset_with_every_feature() -> None:
    rs = validate(
        Ruleset(
            name="kitchen-sink",
            title="t",
            jokers=2,
            max_players=4,
            layout=Layout(
                slots=3,
                layers=(Layer(visibility="hidden"), Layer(visibility="owner")),
                hand=6,
                setup="choose",
                access="uncovered",
            ),
            turn_draw="optional",
            values=(("A", 1), ("JK", 20)),
            cards=(
                _card(
                    "2",
                    Power(kind="free_play", who="next"),
                    Power(kind="link", many=False, off_top=True),
                    placement="anywhere",
                ),
                _card("6", Power(kind="requires", ranks=("J", "Q"))),
                _card("7", Power(kind="skip", per_card=2)),
                _card(
                    "8", Power(kind="lower_than", rank="8", inclusive=False), placement="anywhere"
                ),
                _card("9", Power(kind="go_again"), Power(kind="reverse")),
                _card("T", Power(kind="burn"), placement="up_to", up_to="T"),
                _card("JK", Power(kind="transparent"), placement="always"),
                _card("4S", Power(kind="cancel", targets=("burn", "requires"))),
                _card("AS", Power(kind="wild", exclude=("T", "5S"))),
            ),
            hand_max=9,
            first_blind_free=True,
            reversed_values=(("A", 1),),
            throw_in=("34", "KQ"),
            four_of_a_kind=FourOfAKind(count=3, mimic_bridges=False),
            gambits=(Gambit(rank="Q", counters=("5S",), remove="QS"),),
            chance_card=True,
            objective="first_out",
            options=(("a", 1), ("b", "x")),
        )
    )
    assert _json_round_trip(rs) == rs


# --- describe ------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_describe_includes_every_option_with_its_default(name: str) -> None:
    preset = PRESETS[name]
    desc = preset.describe()
    json.dumps(desc)  # plain data
    assert desc["name"] == name
    assert desc["title"] == preset.ruleset.title
    assert desc["players"] == {"min": preset.ruleset.min_players, "max": preset.ruleset.max_players}
    by_name = {o["name"]: o for o in desc["options"]}
    assert list(by_name) == [o.name for o in preset.options]
    for opt in preset.options:
        described = by_name[opt.name]
        assert "default" in described
        assert described["default"] == opt.default
        assert described["summary"] == opt.summary
        if opt.type == "int":
            assert described["type"] == "int"
            assert (described["minimum"], described["maximum"]) == (opt.minimum, opt.maximum)
        elif isinstance(opt.type, tuple):
            assert described["type"] == "choice"
            assert described["choices"] == list(opt.type)
            assert opt.default in described["choices"]
        elif opt.type == "ranks":
            assert described["type"] == "ranks" and described["choices"] == list(opt.choices)
        else:
            assert described["type"] == "bool"
    assert by_name["turn_cap"]["default"] == 1000
    # every card rule is described, each power by a sentence with its parameters
    assert [c["cards"] for c in desc["cards"]] == [r.cards for r in preset.ruleset.cards]
    for rule, described_card in zip(preset.ruleset.cards, desc["cards"], strict=True):
        assert len(described_card["powers"]) == len(rule.powers)
        for p, text in zip(rule.powers, described_card["powers"], strict=True):
            assert text == f"{p.kind}: {power_text(p)}"
            if POWER_CATALOG[p.kind].params:  # the parameters are spelled out
                assert power_text(p) != POWER_CATALOG[p.kind].summary
            if p.kind == "lower_than":
                assert {"T": "10"}.get(p.rank, p.rank) in text
            if p.kind == "requires":
                assert all({"T": "10", "JK": "joker"}.get(r, r) in text for r in p.ranks)


def test_a_ruleset_equal_to_a_passed_one_but_not_alike_is_checked_again() -> None:
    """``validate`` remembers the rulesets it passed by their ``repr``: one that compares
    equal to a passed ruleset (``3.0 == 3``) but would be refused is still refused."""
    from engine.rules.model import validate

    rs = build_ruleset("classic")
    counted = dataclasses.replace(rs.layout, counts=(3, 3))
    passed = validate(dataclasses.replace(rs, layout=counted))
    odd = dataclasses.replace(rs, layout=dataclasses.replace(counted, counts=(3.0, 3.0)))
    assert odd == passed and hash(odd) == hash(passed)
    with pytest.raises(RulesetError):
        validate(odd)
