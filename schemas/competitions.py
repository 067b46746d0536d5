"""Response schemas of matches and tournaments, and of their signed results documents."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from .common import ResultSchema, TimeControlSchema
from .replays import SignatureSchema
from .rulesets import RulesetSchema
from .tournament_entries import EnteredBotSchema, TournamentCallbackSchema
from .values import (
    GameIdValue,
    Json,
    MatchIdValue,
    ResponseSchema,
    Seat,
    StrictResponseSchema,
    TournamentIdValue,
    next_cursor_field,
)


class MatchResultsGamesItemSchema(ResponseSchema):
    index = fields.Integer(strict=True, required=True)
    game_id = fields.String(required=True)
    final_hash = fields.String(required=True)


class MatchResultsSchema(StrictResponseSchema):
    """A finished match's results (`shithead-match-results/1`), signed. It verifies against
    the games' replays: each replay verifies and ends on `final_hash`, was dealt from the
    seed derived from the match's seed, and has the dealer and carry-over the match's
    earlier results give; the standings are recomputed."""

    format = Json(json_schema={"const": "shithead-match-results/1"}, required=True)
    match_id = fields.String(required=True)
    ruleset = fields.Nested(RulesetSchema, required=True)
    preset = fields.String(required=True)
    options = Json(json_schema={"type": "object"}, required=True)
    players = fields.Integer(strict=True, required=True)
    first_dealer = fields.Integer(strict=True, required=True)
    total = fields.Integer(strict=True, required=True)
    seed = fields.String(required=True, allow_none=True)
    seed_commitment = fields.String(required=True, allow_none=True)
    seed_salt = fields.String(
        metadata={
            "description": (
                "The salt of a seed chosen at creation: `seed_commitment` is SHA-256 of its 32 bytes "
                "followed by the seed's (docs/fairness.md). Absent in older documents."
            )
        }
    )
    games = fields.List(fields.Nested(MatchResultsGamesItemSchema), required=True)
    standings = fields.List(Json(json_schema={"type": "object"}), required=True)
    signature = fields.Nested(SignatureSchema)


class StandingSchema(ResponseSchema):
    participant = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "The participant's position in the request's list."},
    )
    name = fields.String(required=True)
    games = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    wins = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    draws = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "Games ended by the turn cap."},
    )
    losses = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    points = fields.Float(
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "1 a win, 0.5 a draw."},
    )
    strikes = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    byes = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    mu = fields.Float(
        required=True,
        metadata={"description": "OpenSkill (Plackett-Luce) rating mean, 25 at the start."},
    )
    sigma = fields.Float(
        required=True, metadata={"description": "The rating's uncertainty (standard deviation)."}
    )
    ordinal = fields.Float(
        required=True, metadata={"description": "mu - 3 sigma, a conservative estimate of skill."}
    )


class TournamentResultsGamesItemSchema(ResponseSchema):
    index = fields.Integer(strict=True, required=True)
    round = fields.Integer(strict=True, required=True)
    table = fields.Integer(strict=True, required=True)
    deal = fields.Integer(strict=True, required=True)
    rotation = fields.Integer(strict=True, required=True)
    seats = fields.List(fields.Integer(strict=True), required=True)
    game_id = fields.String(required=True, allow_none=True)
    final_hash = fields.String(required=True)
    events = fields.Integer(strict=True, required=True)
    scores = fields.List(fields.Float(), required=True)
    reason = fields.String(required=True)
    strikes = fields.List(fields.Integer(strict=True), required=True)


class TournamentResultsSchema(StrictResponseSchema):
    """A finished tournament's results (`shithead-tournament-results/1`): the spec (with the
    seed, and the participants by name), every game with its stored id and the last hash
    of its replay, and the standings; signed. It verifies against the games' replays."""

    format = Json(json_schema={"const": "shithead-tournament-results/1"}, required=True)
    tournament_id = fields.String(required=True)
    spec = Json(json_schema={"type": "object"}, required=True)
    participants = fields.List(Json(json_schema={"type": "object"}), required=True)
    games = fields.List(fields.Nested(TournamentResultsGamesItemSchema), required=True)
    standings = fields.List(fields.Nested(StandingSchema), required=True)
    signature = fields.Nested(SignatureSchema)


class MatchGameSchema(ResponseSchema):
    index = fields.Integer(strict=True, validate=validate.Range(min=0, max=98), required=True)
    game_id = GameIdValue(required=True)
    replay = fields.String(required=True, metadata={"description": "`/v1/games/{game_id}/replay`."})
    dealer = Seat(required=True)
    starter = Seat(
        required=True,
        allow_none=True,
        metadata={
            "description": (
                "The seat that plays first because it won the game before (null when the ruleset "
                "decides as usual)."
            )
        },
    )
    spoils = Seat(
        required=True,
        allow_none=True,
        metadata={
            "description": (
                "The seat dealt the start card face down as its spoils (the game before's "
                "winner), or null."
            )
        },
    )
    no_swap = fields.List(
        Seat(),
        required=True,
        metadata={
            "description": (
                "Seats that may not swap in this game's setup (the game before's loser, where "
                "the ruleset says so)."
            )
        },
    )
    result = fields.Nested(ResultSchema, required=True, allow_none=True)


class MatchStandingSchema(ResponseSchema):
    rank = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    seat = Seat(required=True)
    wins = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "Games won (first out)."},
    )
    losses = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "Games lost (left holding cards)."},
    )
    draws = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "Games ended by the turn cap."},
    )
    places = fields.List(
        fields.Integer(strict=True, validate=validate.Range(min=1), allow_none=True),
        required=True,
        metadata={
            "description": "The seat's finishing place in each game (null for a draw or a place not decided)."
        },
    )


class MatchSeatSchema(ResponseSchema):
    seat = Seat(required=True)
    name = fields.String(required=True)
    open = fields.Boolean(
        required=True,
        metadata={"description": "Nobody has taken this seat yet (join it in the current game)."},
    )
    bot = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The built-in bot playing this seat, `push` for a push bot, or null."
        },
    )


class MatchRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={"type": "object"}, required=True)
    name = fields.String(required=True)


class MatchProgressSchema(ResponseSchema):
    played = fields.Integer(strict=True, validate=validate.Range(min=0, max=99), required=True)
    total = fields.Integer(strict=True, validate=validate.Range(min=1, max=99), required=True)


class MatchSchema(ResponseSchema):
    id = MatchIdValue(required=True)
    status = fields.String(validate=validate.OneOf(["playing", "over"]), required=True)
    created = fields.Float(required=True, metadata={"description": "Creation time (Unix seconds)."})
    ruleset = fields.Nested(MatchRulesetSchema, required=True)
    seats = fields.List(
        fields.Nested(MatchSeatSchema), required=True, validate=validate.Length(min=2, max=8)
    )
    first_dealer = Seat(required=True)
    progress = fields.Nested(MatchProgressSchema, required=True)
    current_game = GameIdValue(
        required=True,
        allow_none=True,
        metadata={"description": "The game being played now; null once the match is over."},
    )
    games = fields.List(
        fields.Nested(MatchGameSchema),
        required=True,
        metadata={
            "description": "The games so far, in order; the last is the current one until the match is over."
        },
        validate=validate.Length(max=99),
    )
    standings = fields.List(
        fields.Nested(MatchStandingSchema),
        required=True,
        metadata={"description": "Best first (wins, then fewest losses, then seat)."},
    )
    explicit_seed = fields.Boolean(
        required=True,
        metadata={"description": "The games' deals are derived from a seed given at creation."},
    )
    seed_commitment = fields.String(
        validate=validate.Regexp("^[0-9a-f]{64}$"),
        required=True,
        allow_none=True,
        metadata={
            "description": "SHA-256 (hex) of the match's salt's bytes followed by its seed's; null "
            "without a seed (each game publishes its own)."
        },
    )
    seed = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The match's seed, once it is over (null without one)."},
    )
    seed_salt = fields.String(
        allow_none=True,
        metadata={"description": "The seed's secret salt (64 hex digits), revealed with the seed."},
    )


class CreatedMatchSeatSchema(MatchSeatSchema):
    token = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The seat's bearer token for every game of the match (null for a bot or an open seat)."
        },
    )

    webhook_secret = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "A push seat's signing secret (Standard Webhooks, `whsec_...`) for every "
            "game of the match. Shown only here; null for other seats."
        },
    )


class CreatedMatchSchema(MatchSchema):
    """A match just created: the match, with every seat's token and the first game's id."""

    first_game = GameIdValue(required=True)
    seats = fields.List(
        fields.Nested(CreatedMatchSeatSchema), required=True, validate=validate.Length(min=2, max=8)
    )


class TournamentGameResultSchema(ResponseSchema):
    index = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    scores = fields.List(
        fields.Float(), required=True, metadata={"description": "Each seat's points."}
    )
    reason = fields.String(
        validate=validate.OneOf(["last_player", "first_out", "turn_cap", "forfeit"]), required=True
    )
    strikes = fields.List(
        fields.Integer(strict=True, validate=validate.Range(min=0)), required=True
    )
    events = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    log_hash = fields.String(
        validate=validate.Regexp("^[0-9a-f]{64}$"),
        required=True,
        metadata={"description": "The `hash` of the last event of the game's replay."},
    )


class TournamentGameSchema(ResponseSchema):
    index = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    round = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    table = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    deal = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    rotation = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    seats = fields.List(
        fields.Integer(strict=True, validate=validate.Range(min=0)),
        required=True,
        metadata={"description": "The participant in each seat."},
    )
    game_id = GameIdValue(required=True, allow_none=True)
    replay = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "`/v1/games/{game_id}/replay` once the game exists."},
    )
    result = fields.Nested(TournamentGameResultSchema, required=True, allow_none=True)


class TournamentRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={"type": "object"}, required=True)


class TournamentParticipantsItemSchema(ResponseSchema):
    participant = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    name = fields.String(required=True)
    bot = fields.String(
        validate=validate.OneOf(["random", "heuristic", "ismcts", "push", "pull"]),
        required=True,
        metadata={
            "description": "A built-in bot's name, `push` (a push bot, registered or at a "
            "URL) or `pull` (a registered bot that calls the API itself)."
        },
    )
    account = fields.String(
        metadata={"description": "The registered bot playing as this participant (only for one)."}
    )


class CreatedTournamentParticipantsItemSchema(TournamentParticipantsItemSchema):
    webhook_secret = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "A push bot's signing secret (Standard Webhooks, `whsec_...`) for every "
            "game of the tournament. Shown only here; null for built-in bots and registered "
            "bots (a registered push bot signs with its own secret)."
        },
    )


class TournamentProgressSchema(ResponseSchema):
    done = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    total = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "Its games (0 while upcoming: they follow from who plays)."},
    )


class CredentialRefSchema(ResponseSchema):
    """Who started (or cancelled) a tournament: a credential's kind, id and name, never its
    token; `operator` for a tournament the operator cancelled (a revoked organiser's)."""

    kind = fields.String(
        validate=validate.OneOf(["organiser", "bot", "operator", "service"]),
        required=True,
        metadata={
            "description": "`service`: the schedule, which cancels a tournament that "
            "has too few entrants at its start."
        },
    )
    id = fields.String(required=True)
    name = fields.String(required=True)


class TournamentCancelledSchema(ResponseSchema):
    by = fields.Nested(CredentialRefSchema, required=True)
    at = fields.Float(required=True, metadata={"description": "When (Unix seconds)."})
    reason = fields.String(
        allow_none=True,
        metadata={"description": "Why the schedule cancelled it (too few entrants); null else."},
    )


class TournamentWaitingSchema(ResponseSchema):
    reason = fields.String(
        required=True,
        metadata={"description": "Why nothing moves: `no worker has taken this tournament`."},
    )
    since = fields.Float(
        required=True,
        metadata={
            "description": "Since when (Unix seconds): its creation, or the last heartbeat "
            "of a worker, whichever is later."
        },
    )


class TournamentSchema(ResponseSchema):
    id = TournamentIdValue(required=True)
    status = fields.String(
        validate=validate.OneOf(["upcoming", "running", "done", "failed", "cancelled"]),
        required=True,
    )
    error = fields.String(required=True, allow_none=True)
    waiting = fields.Nested(
        TournamentWaitingSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "Why a `running` tournament does not move, while that is so: "
            "tournaments are advanced by workers (`shithead worker`, or "
            "`shithead serve --worker`), and none has beaten its heart "
            "lately. Null while a worker plays it (or is about to)."
        },
    )
    rated = fields.Boolean(
        required=True,
        metadata={
            "description": "Whether its games of registered bots rate the leaderboards (`rated` on create)."
        },
    )
    created = fields.Float(required=True, metadata={"description": "Creation time (Unix seconds)."})
    created_by = fields.Nested(
        CredentialRefSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "The credential that started it (null for tournaments started "
            "before credentials were required)."
        },
    )
    cancelled = fields.Nested(
        TournamentCancelledSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "Who cancelled it and when (null unless `status` is `cancelled`)."
        },
    )
    ruleset = fields.Nested(TournamentRulesetSchema, required=True)
    clock = fields.Nested(
        TimeControlSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "The time control every game is played under (docs/clocks.md): the "
            "one asked for, or the default bots' clock when registered bots "
            "take part; null for none."
        },
    )
    format = fields.String(validate=validate.OneOf(["round_robin", "swiss"]), required=True)
    rounds = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        required=True,
        allow_none=True,
        metadata={"description": "Null for an upcoming Swiss tournament that named none."},
    )
    games_per_pairing = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    seats_per_game = fields.Integer(strict=True, validate=validate.Range(min=2), required=True)
    duplicate = fields.Boolean(required=True)
    seed = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The tournament's seed, once it is done."},
    )
    seed_salt = fields.String(
        allow_none=True,
        metadata={
            "description": (
                "The seed's secret salt (64 hex digits), revealed with the seed once the tournament is "
                "done (also in the results' `spec`, as `salt`); the games' seeds are derived from both."
            )
        },
    )
    seed_commitment = fields.String(
        validate=validate.Regexp("^[0-9a-f]{64}$"),
        required=True,
        metadata={
            "description": "SHA-256 (hex) of the salt's 32 bytes followed by the seed's "
            "(of the seed alone for a tournament stored without a salt)."
        },
    )
    participants = fields.List(fields.Nested(TournamentParticipantsItemSchema), required=True)
    progress = fields.Nested(TournamentProgressSchema, required=True)
    standings = fields.List(
        fields.Nested(StandingSchema),
        required=True,
        metadata={"description": "Best first (points, then rating ordinal)."},
    )
    games = fields.List(fields.Nested(TournamentGameSchema), required=True)
    starts_at = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "When it starts (Unix seconds); null: it started at once."},
    )
    entry = fields.String(validate=validate.OneOf(["invite", "open"]), required=True)
    max_entries = fields.Integer(
        strict=True, required=True, allow_none=True, metadata={"description": "An open one's."}
    )
    require_presence = fields.Boolean(required=True)
    entries = fields.List(
        fields.Nested(EnteredBotSchema),
        required=True,
        metadata={"description": "The bots entered in an open tournament, first entered first."},
    )
    callback = fields.Nested(TournamentCallbackSchema, required=True, allow_none=True)


class CreatedTournamentSchema(TournamentSchema):
    """A tournament just created, with its push bots' signing secrets."""

    participants = fields.List(
        fields.Nested(CreatedTournamentParticipantsItemSchema), required=True
    )
    callback_secret = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The secret (`whsec_...`) the results callback is signed with, "
            "shown here only; null without a `callback_url`."
        },
    )


class TournamentListItemSchema(ResponseSchema):
    id = TournamentIdValue(required=True)
    status = fields.String(
        validate=validate.OneOf(["upcoming", "running", "done", "failed", "cancelled"]),
        required=True,
    )
    created = fields.Float(required=True, metadata={"description": "Creation time (Unix seconds)."})
    starts_at = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "When it starts (Unix seconds); null: it started at once."},
    )
    entry = fields.String(validate=validate.OneOf(["invite", "open"]), required=True)
    ruleset = fields.Nested(TournamentRulesetSchema, required=True)
    format = fields.String(validate=validate.OneOf(["round_robin", "swiss"]), required=True)
    participants = fields.List(
        fields.String(), required=True, metadata={"description": "The participants' names."}
    )
    progress = fields.Nested(TournamentProgressSchema, required=True)


class TournamentListSchema(ResponseSchema):
    tournaments = fields.List(fields.Nested(TournamentListItemSchema), required=True)
    next_cursor = next_cursor_field()


COMPONENTS = [
    "MatchResults",
    "TournamentResults",
    "MatchGame",
    "MatchStanding",
    "MatchSeat",
    "Match",
    "CreatedMatchSeat",
    "CreatedMatch",
    "Standing",
    "TournamentGameResult",
    "TournamentGame",
    "CredentialRef",
    "TournamentCancelled",
    "TournamentWaiting",
    "Tournament",
    "CreatedTournament",
    "TournamentList",
]
RAW: dict[str, dict[str, Any]] = {}
