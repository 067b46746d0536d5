"""Response schemas of the presets: a preset's summary, and a ruleset's complete rule data
(``engine.rules.Ruleset.to_dict``), down to each power."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from engine.rules import POWER_CATALOG

from .values import Json, ResponseSchema


class OptionInfoSchema(ResponseSchema):
    name = fields.String(required=True)
    summary = fields.String(required=True)
    default = Json(
        json_schema={
            "description": (
                "The value when the option is not given (`null`, for some `ranks` and `int` "
                "options, means as the preset has it, e.g. `face_up` as `zone_size` sets it)."
            )
        },
        required=True,
    )
    type = fields.String(
        validate=validate.OneOf(["bool", "int", "choice", "ranks"]),
        required=True,
        metadata={"description": "`ranks`: a list of distinct values from `choices`."},
    )
    choices = fields.List(fields.String())
    minimum = fields.Integer(strict=True)
    maximum = fields.Integer(strict=True)


class RulesetSummaryPlayersSchema(ResponseSchema):
    min = fields.Integer(strict=True, required=True)
    max = fields.Integer(strict=True, required=True)


class RulesetSummaryCardsItemSchema(ResponseSchema):
    cards = fields.String(required=True)
    placement = fields.String(required=True)
    powers = fields.List(fields.String(), required=True)


class RulesetSummaryLayoutSchema(ResponseSchema):
    face_down = fields.Integer(strict=True)
    face_up = fields.Integer(strict=True)
    hand = fields.Integer(strict=True)
    hand_min = fields.Integer(strict=True)
    hand_max = fields.Integer(strict=True, allow_none=True)
    jokers = fields.Integer(strict=True)


class RulesetSummaryMatchSchema(ResponseSchema):
    games = fields.Integer(strict=True, required=True)
    carried_over = fields.List(fields.String(), required=True)


class RulesetSummarySchema(ResponseSchema):
    name = fields.String(required=True)
    title = fields.String(required=True)
    source = fields.String(required=True)
    description = fields.String(required=True)
    players = fields.Nested(RulesetSummaryPlayersSchema, required=True)
    cards = fields.List(
        fields.Nested(RulesetSummaryCardsItemSchema),
        required=True,
        metadata={"description": "What the special cards do."},
    )
    layout = fields.Nested(
        RulesetSummaryLayoutSchema,
        metadata={
            "description": (
                "Cards each player is dealt face down, face up and in hand; the hand's minimum "
                "and maximum; jokers in the deck."
            )
        },
    )
    objective = fields.String()
    table_rules = fields.List(
        fields.String(),
        metadata={
            "description": "Rules of the table rather than of one card (four of a kind, gambits)."
        },
    )
    match = fields.Nested(
        RulesetSummaryMatchSchema,
        metadata={"description": "What carries over between the games of a match."},
    )
    options = fields.List(fields.Nested(OptionInfoSchema), required=True)


class RulesetLayoutSchema(ResponseSchema):
    slots = fields.Integer(strict=True, required=True)
    layers = fields.List(
        fields.String(validate=validate.OneOf(["hidden", "owner", "public"])), required=True
    )
    hand = fields.Integer(strict=True, required=True)
    setup = fields.String(validate=validate.OneOf(["swap", "choose", "none"]), required=True)
    access = fields.String(validate=validate.OneOf(["layer", "uncovered"]), required=True)
    counts = fields.List(
        fields.Integer(strict=True),
        metadata={
            "description": (
                "Cards in each layer from the bottom up, where they differ (else `slots` each). "
                "Each layer fills the first slots; the largest count is `slots`, and the counts "
                "rise, then fall. A layer with more cards than the one below lays its extra "
                "cards in slots of their own, with nothing beneath."
            )
        },
    )


class PowerSchema(ResponseSchema):
    """A card's power (``engine.rules.Power``): ``kind`` and the parameters that kind takes
    (``engine.rules.POWER_CATALOG`` says which)."""

    kind = fields.String(required=True, validate=validate.OneOf(sorted(POWER_CATALOG)))
    who = fields.String(validate=validate.OneOf(["self", "next"]))
    rank = fields.String()
    inclusive = fields.Boolean()
    ranks = fields.List(fields.String())
    targets = fields.List(fields.String())
    exclude_ = fields.List(fields.String(), data_key="exclude")  # `exclude` is a Schema attribute
    many = fields.Boolean()
    off_top = fields.Boolean()
    per_card = fields.Integer(strict=True)
    counters = fields.List(fields.String())
    counter_mode = fields.String(validate=validate.OneOf(["reflect", "pass_on"]))
    blocked_by_four = fields.Boolean()
    wild_fourth = fields.Boolean()
    in_turn = fields.Boolean()
    per_turn = fields.Integer(strict=True)
    extra = fields.List(fields.String())
    on_empty = fields.Boolean()
    each = fields.Boolean()
    specials = fields.List(fields.String())
    masquerade = fields.List(fields.String())


class RulesetCardsItemSchema(ResponseSchema):
    cards = fields.String(required=True)
    placement = fields.String(
        validate=validate.OneOf(["in_turn", "anywhere", "always", "up_to"]), required=True
    )
    up_to = fields.String()
    powers = fields.List(fields.Nested(PowerSchema), required=True)


def _choice(*values: str, **kwargs: Any) -> fields.String:
    return fields.String(validate=validate.OneOf(values), **kwargs)


def _ranks(**kwargs: Any) -> fields.List[Any]:
    return fields.List(fields.String(), **kwargs)


#: Card values by rank symbol (``2``-``A``, ``JK``).
_VALUES = {"type": "object", "additionalProperties": {"type": "integer"}}


class FourOfAKindSchema(ResponseSchema):
    """What four cards of a rank do (``engine.rules.FourOfAKind``)."""

    count = fields.Integer(strict=True, required=True)
    effect = _choice("burn", required=True)
    mimic_bridges = fields.Boolean(required=True)
    ranks = _ranks(required=True)
    go_again = fields.Boolean(required=True)
    in_one_play = fields.Boolean(required=True)
    together = _ranks(required=True)
    skips_after_again = fields.Boolean(required=True)
    transparent_runs = fields.Boolean(required=True)


class GambitSchema(ResponseSchema):
    """Four of a kind of ``rank`` called as a gambit (``engine.rules.Gambit``)."""

    rank = fields.String(required=True)
    effect = _choice("forced_pickup", "choice", required=True)
    counters = _ranks(required=True)
    remove = fields.String(required=True)
    counter_mode = _choice("reflect", "pass_on", required=True)
    optional = fields.Boolean(required=True)
    stoppers = _ranks(required=True)
    stop_mode = _choice("block", "steal", required=True)
    count = fields.Integer(strict=True, required=True)
    bottom = fields.Integer(strict=True, required=True)


class MatchRulesSchema(ResponseSchema):
    """What carries over from one game of a match to the next."""

    next_dealer = _choice("loser", "left", required=True)
    winner_starts = fields.Boolean(required=True)
    spoils = fields.Boolean(required=True)
    loser_no_swap = fields.Boolean(required=True)
    games = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)


class RulesetSchema(ResponseSchema):
    """The complete rule data of a ruleset (``engine.rules.Ruleset``; its comments say
    what each field does)."""

    name = fields.String(required=True)
    title = fields.String(required=True)
    source = fields.String(required=True)
    description = fields.String(required=True)
    min_players = fields.Integer(strict=True, required=True)
    max_players = fields.Integer(strict=True, required=True)
    jokers = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    samples = fields.Integer(
        strict=True,
        validate=validate.Range(min=0, max=2),
        required=True,
        metadata={"description": "Blank sample cards in the deck."},
    )
    groups = _choice("rank", "function", required=True)
    layout = fields.Nested(RulesetLayoutSchema, required=True)
    hand_min = fields.Integer(strict=True, required=True)
    hand_max = fields.Integer(strict=True, required=True, metadata={"description": "0: no limit."})
    turn_draw = _choice("none", "optional", "required_at_min", required=True)
    start_card = fields.Boolean(required=True)
    first_player = _choice("lowest_dealt", "lowest_card", "left_of_dealer", required=True)
    first_player_ranks = fields.String(required=True)
    values = Json(json_schema=_VALUES, required=True)
    cards = fields.List(fields.Nested(RulesetCardsItemSchema), required=True)
    four_of_a_kind = fields.Nested(FourOfAKindSchema, required=True, allow_none=True)
    gambits = fields.List(fields.Nested(GambitSchema), required=True)
    after_pickup = _choice("next_player", "picker", required=True)
    face_up_pickup = _choice("take_one", "stay", required=True)
    voluntary_pickup = fields.Boolean(required=True)
    runs_of_drawn = fields.Boolean(required=True)
    combine_with_table = fields.Boolean(required=True)
    chance_card = fields.Boolean(required=True)
    chance_when_stuck = fields.Boolean(required=True)
    first_blind_free = fields.Boolean(required=True)
    objective = _choice("avoid_last", "first_out", required=True)
    reversed_values = Json(
        json_schema={
            **_VALUES,
            "description": "Values in the reversed game; empty: one mode only.",
        },
        required=True,
    )
    start_mode = _choice("normal", "reversed", "dealer_calls", required=True)
    reversed_pickup = _choice("self", "placer", required=True)
    skipped_picks_up = fields.Boolean(required=True)
    throw_in = _ranks(
        required=True, metadata={"description": "Rank orders (one per mode) thrown in at the deal."}
    )
    stacking = fields.Boolean(required=True)
    piles = _choice("shared", "own", required=True)
    out_before_refill = fields.Boolean(required=True)
    set_aside = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    toss = fields.String(
        required=True,
        metadata={
            "description": "A rank others may toss out of turn after it is played; empty: none."
        },
    )
    turn_cap = fields.Integer(strict=True, required=True)
    setup_cap = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={
            "description": (
                "Swaps (and stacks) each seat may make in setup; the one that reaches the cap\n"
                "also makes the seat ready (`SeatReady` follows it), so setup always ends.\n"
                "0: no cap (rulesets stored before there was one).\n"
            )
        },
    )
    match = fields.Nested(MatchRulesSchema, required=True)
    options = Json(
        json_schema={
            "type": "object",
            "description": "The option values this ruleset was made with.",
        },
        required=True,
    )
    start_card_restricts = fields.Boolean(
        metadata={
            "description": (
                "Present only when false: a start card is only a value to beat, with no effect "
                "of its own."
            )
        }
    )


class RulesetDetailSchema(RulesetSummarySchema):
    """A preset as listed, and its complete rule data with the default options."""

    ruleset = fields.Nested(RulesetSchema, required=True)


class RulesetListSchema(ResponseSchema):
    """Every preset (`GET /v1/rulesets`)."""

    rulesets = fields.List(fields.Nested(RulesetSummarySchema), required=True)


COMPONENTS = [
    "OptionInfo",
    "RulesetSummary",
    "RulesetList",
    "RulesetDetail",
    "Power",
    "FourOfAKind",
    "Gambit",
    "MatchRules",
    "Ruleset",
]
RAW: dict[str, dict[str, Any]] = {}
