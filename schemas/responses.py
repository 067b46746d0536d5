"""Response schemas: the shape of every answer the service gives.

The service builds its answers from the engine's own dict forms (``engine``'s ``to_dict``
and ``describe`` methods); these schemas describe those forms for the contract
(``python -m schemas.openapi`` writes them into ``openapi.yaml``) and for clients. Each
``<Name>Schema`` becomes ``#/components/schemas/<Name>``.

What a marshmallow field cannot say (a union, a free-form object) is written as JSON Schema
on the field (:class:`Json`) or in a field's ``metadata["json_schema"]``; a value type used in
many places (a card, a seat number) is a :class:`ComponentField`, written once as its own
component and referred to everywhere else.
"""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import EXCLUDE, RAISE, Schema, fields, validate

from engine.rules import POWER_CATALOG


class ResponseSchema(Schema):
    """An answer's object: more fields may come in later versions of the service."""

    #: JSON Schema keys of the component that no field gives (``allOf``, ``example``).
    json_schema_extra: ClassVar[dict[str, Any]] = {}

    class Meta:
        unknown = EXCLUDE


class StrictResponseSchema(ResponseSchema):
    """An answer's object that has exactly these fields (``additionalProperties: false``)."""

    class Meta:
        unknown = RAISE


class ComponentField(fields.Field):  # type: ignore[type-arg]
    """A value type with a component of its own (``#/components/schemas/<class name>``)."""

    json_schema: ClassVar[dict[str, Any]] = {}


class Json(fields.Raw):
    """A field described by the JSON Schema given, as it is."""

    def __init__(self, json_schema: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(metadata={"json_schema_exact": json_schema}, **kwargs)


#: Components with no fields of their own (unions of others), as JSON Schema.
RAW: dict[str, dict[str, Any]] = {}


class Card(ComponentField):
    json_schema = {'type': 'string', 'description': 'A card in canonical form (rank `2`-`9` `T` `J` `Q` `K` `A`, suit `C` `D` `H` `S`; `RJ`/`BJ` jokers, `J3` a third joker, `X1`/`X2` sample cards).', 'pattern': '^([2-9TJQKA][CDHS]|RJ|BJ|J3|X1|X2)$', 'examples': ['TH', '7C', 'RJ']}


class Seat(ComponentField):
    json_schema = {'type': 'integer', 'description': 'A seat number, 0-based.', 'minimum': 0, 'maximum': 7}


class ActionKind(ComponentField):
    json_schema = {'type': 'string', 'description': "`place` (setup: lay a hand card on the next empty top-layer slot; `cards`: the card),\n`swap` (setup: exchange a hand card with a top-layer table card; `cards`: the two),\n`stack` (setup, where the ruleset allows: lay a hand card on a face-up card of the same\nrank; `cards`: the card), `ready` (done arranging), `call` (the dealer calls how the\ngame starts; `choice`: `normal` or `reversed`), `draw` (take one card from the stock at the start of the\nturn), `chance` (try the top card of the stock instead of playing), `play` (a group of\nequal cards in `cards`, from the hand or the table once the hand is empty; `as`: the\ncard a wild card is played as; `link`: 2s laid after the group as a Link2, the turn\ncontinues), `flip` (turn the blind face-down card of table `slot` and play it if\npossible), `pickup` (take the pile; `cards`: a face-up table card taken with it),\n`pass` (end the turn instead of adding a run, or let a clear or a gambit stand),\n`commit` (the contributed deal: `commitment` is the SHA-256, lower-case hex, of the\nUTF-8 bytes of the seat's contribution), `reveal` (the contributed deal, once every\nseat has committed: `contribution`, 64 lower-case hex digits; legal moves list\nboth without their value, which only the client knows),\n`switch` (ace as switch card: `cards` laid in place of the top play, which goes to\nthe hand), `choose` (a gambit's choice: `choice` is `discard`, `draw`, `force` or\n`bottom`), `discard` (one hand card of a gambit's discard, `cards`: the card), `take`\n(a gambit's bottom pick: the face-down card of table `slot` into the hand), `give`\n(cards passed on after black jacks, a sampled player's group, or the group a sampler\ngives back; `cards` may be empty when there is nothing to give). A `play`\nmay carry `choice: gambit` (four of a kind called as a gambit); a `play` with only\n`link` lays a link straight on the pile's top card; a `play` of a shooting card\ncarries `slot`: the seat it is aimed at; a `play` of a sample card carries `slot`\n(the neighbour asked) and `choice` (`special`, `low` or `high`).\n", 'enum': ['place', 'swap', 'stack', 'ready', 'call', 'draw', 'chance', 'play', 'flip', 'pickup', 'pass', 'switch', 'choose', 'discard', 'take', 'give', 'commit', 'reveal']}


class GameIdValue(ComponentField):
    json_schema = {'type': 'string', 'pattern': '^[0-9a-f]{32}$'}


class SeedCommitment(ComponentField):
    json_schema = {'type': ['string', 'null'], 'description': 'SHA-256 (hex) of the seed; null when the game was dealt from an explicit deck.', 'pattern': '^[0-9a-f]{64}$'}


class Phase(ComponentField):
    json_schema = {'type': 'string', 'enum': ['dealing', 'setup', 'playing', 'over']}


class MatchIdValue(ComponentField):
    json_schema = {'type': 'string', 'pattern': '^[0-9a-f]{32}$'}


class TournamentIdValue(ComponentField):
    json_schema = {'type': 'string', 'pattern': '^[0-9a-f]{32}$'}


class ProblemSchema(ResponseSchema):
    """An RFC 9457 problem. Switch on `code`."""

    json_schema_extra = {'allOf': [{'if': {'properties': {'code': {'enum': ['version_conflict', 'no_such_version']}}, 'required': ['code']}, 'then': {'required': ['version']}}, {'if': {'properties': {'code': {'const': 'validation_failed'}}, 'required': ['code']}, 'then': {'required': ['errors']}}]}
    type = fields.String(validate=validate.Regexp('^/problems/[a-z_]+$'), required=True, metadata={'description': '`/problems/<code>`.'})
    title = fields.String(required=True)
    status = fields.Integer(strict=True, validate=validate.Range(min=400, max=599), required=True)
    code = fields.String(validate=validate.Regexp('^[a-z_]+$'), required=True)
    detail = fields.String(required=True)
    version = fields.Integer(strict=True, validate=validate.Range(min=0), metadata={'description': "`version_conflict` and `no_such_version`: the game's current version."})
    errors = Json(json_schema={'description': '`validation_failed`: the messages by field, nested like the body (list items by\nindex); `_schema` holds messages about the object as a whole.\n', 'type': 'object'})
    maybe_written = fields.Boolean(metadata={'description': '`store_unavailable`: true when the connection to the store broke after a write\nwas sent, so that it may have been applied; false when nothing was written.\n'})


class ActionOutSchema(StrictResponseSchema):
    """An action in canonical form, as the service shows it (legal moves, causes). Fields are present only when used."""

    kind = ActionKind(required=True)
    cards = fields.List(Card(), metadata={'json_schema': {'minItems': 1}})
    link = fields.List(Card(), metadata={'json_schema': {'minItems': 1}})
    as_ = Card(data_key='as')
    slot = fields.Integer(strict=True, validate=validate.Range(min=0, max=63))
    choice = fields.String(validate=validate.Length(min=1, max=32))
    commitment = fields.String(validate=validate.Regexp('^[0-9a-f]{64}$'), metadata={'description': '`commit`: SHA-256 (lower-case hex) of the UTF-8 bytes of the contribution.'})
    contribution = fields.String(validate=validate.Regexp('^[0-9a-f]{64}$'), metadata={'description': '`reveal`: the contribution committed to, 64 lower-case hex digits.'})


class SeatInfoSchema(ResponseSchema):
    seat = Seat(required=True)
    name = fields.String(required=True)
    open = fields.Boolean(required=True, metadata={'description': "Nobody holds this seat's token yet."})
    bot = fields.String(allow_none=True, metadata={'description': 'The built-in bot playing this seat (`random`, `heuristic`, `ismcts`), `push` for a push bot, or null.'})
    strikes = fields.Integer(strict=True, validate=validate.Range(min=0), metadata={'description': 'The times a push bot failed to answer with a legal move and the default move was played.'})


class ResultSchema(ResponseSchema):
    """How the game ended."""

    reason = fields.String(validate=validate.OneOf(['last_player', 'first_out', 'turn_cap', 'forfeit']), required=True, metadata={'description': "`last_player` (one player is left holding cards), `first_out`, `turn_cap` (a\ndraw) or `forfeit` (a contributed deal's seats missed the deadline: `order` holds\nthe seats on time, `loser` a lone late seat, `winner` a lone seat on time).\n"})
    order = fields.List(Seat(), required=True, metadata={'description': 'Seats in the order they went out.'})
    loser = Seat(required=True, allow_none=True)
    winner = Seat(required=True, allow_none=True)
    draw = fields.Boolean(required=True)


class SeatViewSchema(ResponseSchema):
    seat = Seat(required=True)
    hand_count = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    hand = fields.List(Card(), metadata={'description': "Only in the viewer's own seat while the game runs; in every seat once it is over."})
    table = fields.List(Json(json_schema={'type': 'array', 'items': {'oneOf': [{'$ref': '#/components/schemas/Card'}, {'type': 'null'}]}}), required=True, metadata={'description': "One list per table slot, bottom card first; a card the viewer may not see is null. A slot starts at the lowest layer that reaches it (the ruleset's `layout.counts`), so where there are more face-up than face-down cards, the extra face-up cards lie alone in their slots, with nothing beneath."})
    finished = fields.Boolean(required=True)
    place = fields.Integer(strict=True, validate=validate.Range(min=1), required=True, allow_none=True)
    ready = fields.Boolean(required=True)
    stock_count = fields.Integer(strict=True, validate=validate.Range(min=0), metadata={'description': "Where each player has a pile and a stock (the red/black split deck), the cards in this seat's stock."})
    stock = fields.List(Card(), metadata={'description': 'Where each player has a stock, only once the game is over, its cards in order, top first.'})
    pile_below = fields.List(Card(), metadata={'description': 'Where each player has a pile, its cards below the plays since the last pick-up or clear (face up, public).'})
    passing_count = fields.Integer(strict=True, validate=validate.Range(min=0), metadata={'description': 'While cards are passed on (black jacks), how many this seat has given.'})
    passing = fields.List(Card(), metadata={'description': "Only in the viewer's own seat, while cards are passed on; the cards it gave."})


class ViewPileItemSchema(ResponseSchema):
    seat = fields.Integer(strict=True, required=True, allow_none=True)
    link = fields.Boolean(required=True, metadata={'description': 'The entry holds link cards (Link2), not a play.'})
    cards = fields.List(Card(), required=True)
    as_ = Card(required=True, allow_none=True, data_key='as')


class ViewPileTopSchema(ResponseSchema):
    rank = fields.String(required=True)
    active = fields.Boolean(required=True)
    wild = fields.Boolean(required=True)


class ViewContributionsItemSchema(ResponseSchema):
    seat = Seat(required=True)
    commitment = fields.String(required=True, allow_none=True)
    contribution = fields.String(required=True, allow_none=True)


class ViewGambitSchema(ResponseSchema):
    rank = fields.String(required=True)
    by = fields.Integer(strict=True, required=True)
    owed = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)


class ViewPassSchema(ResponseSchema):
    each = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)


class ViewSampleSchema(ResponseSchema):
    by = fields.Integer(strict=True, required=True)
    target = fields.Integer(strict=True, required=True)
    request = fields.String(validate=validate.OneOf(['special', 'low', 'high']), required=True)


class ViewSchema(ResponseSchema):
    """The state as one viewer may see it."""

    viewer = fields.Integer(strict=True, required=True, allow_none=True, metadata={'description': "The viewer's seat; null for a spectator."})
    players = fields.Integer(strict=True, validate=validate.Range(min=2, max=8), required=True)
    phase = Phase(required=True)
    step = fields.String(validate=validate.OneOf(['start', 'run', 'link', 'respond_burn', 'respond_forced', 'turned', 'respond_gambit', 'choose', 'discard', 'take', 'toss', 'respond_shot', 'passing', 'sample_answer', 'sample_return', None]), required=True, allow_none=True, metadata={'description': 'Where in the turn play stands (null outside the playing phase).'})
    turn = fields.Integer(strict=True, required=True, allow_none=True, metadata={'description': 'The seat whose turn it is (null outside the playing phase).'})
    to_act = fields.List(Seat(), required=True)
    direction = fields.String(validate=validate.OneOf(['clockwise', 'counterclockwise']), required=True)
    mode = fields.String(validate=validate.OneOf(["normal", "reversed", None]), required=True, allow_none=True,
                         metadata={"description": "Which game is played where the ruleset has two (`mode_toggle`): `normal` or `reversed`; null until the dealer calls it."})
    turns = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    seats = fields.List(fields.Nested(SeatViewSchema), required=True)
    pile = fields.List(fields.Nested(ViewPileItemSchema), required=True, metadata={'description': 'The plays on the pile, bottom first.'})
    pile_top = fields.Nested(ViewPileTopSchema, required=True, allow_none=True)
    turned = Card(required=True, allow_none=True)
    stock_count = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    aside_count = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': 'Cards removed unseen before the deal (the Chaos deal); never shown while the game runs.'})
    stock = fields.List(Card(), metadata={'description': 'Only once the game is over (then every view shows every card): the shared\nstock in its order, top first. Never present while the game runs.\n'})
    aside = fields.List(Card(), metadata={'description': 'Only once the game is over, the cards that were set aside unseen.'})
    out_of_play = fields.List(Card(), required=True)
    contributions = fields.List(fields.Nested(ViewContributionsItemSchema), metadata={'description': "The contributed deal only: each seat's commitment and, once revealed, its\ncontribution (null until then). Public: a contribution is revealed only after\nevery seat has committed.\n"})
    result = fields.Nested(ResultSchema, required=True, allow_none=True)
    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    run_rank = fields.String(metadata={'description': 'During a run step, the rank that may be added.'})
    gambit = fields.Nested(ViewGambitSchema, metadata={'description': 'While a gambit is resolved, its rank, its player and the cards still owed (to discard or take).'})
    pass_ = fields.Nested(ViewPassSchema, metadata={'description': 'While cards are passed on (black jacks), how many each seat passes.'}, data_key='pass')
    sample = fields.Nested(ViewSampleSchema, metadata={'description': "While a sample card's request is answered, who asked whom for what."})


class GameRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={'type': 'object'}, required=True)
    name = fields.String(required=True)


class GameMatchSchema(ResponseSchema):
    id = MatchIdValue(required=True)
    game = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)


class GameSchema(ResponseSchema):
    id = GameIdValue(required=True)
    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': 'The number of events so far; send it as `expected_version`.'})
    ruleset = fields.Nested(GameRulesetSchema, required=True)
    seats = fields.List(fields.Nested(SeatInfoSchema), required=True)
    you = fields.Integer(strict=True, required=True, allow_none=True, metadata={'description': "The caller's seat; null without a token."})
    phase = Phase(required=True)
    to_act = fields.List(Seat(), required=True, metadata={'description': 'The seats that may act now (several during setup).'})
    result = fields.Nested(ResultSchema, required=True, allow_none=True)
    seed_commitment = SeedCommitment(required=True)
    seed = fields.String(allow_none=True, metadata={'description': 'The seed the deal came from, once the game is over (as in the replay); null\nwhile it runs and for a game dealt from an explicit deck. Once the game is\nover every view shows every card.\n'})
    explicit_seed = fields.Boolean(required=True)
    explicit_deck = fields.Boolean(required=True)
    deal_mode = fields.String(validate=validate.OneOf(['server', 'contributed']), required=True, metadata={'description': 'How the deal is made (docs/fairness.md).'})
    deal_deadline = fields.Float(required=True, allow_none=True, metadata={'description': "A contributed deal's deadline (Unix time) for every seat to commit and reveal; null otherwise."})
    match = fields.Nested(GameMatchSchema, required=True, allow_none=True, metadata={'description': 'The match this game is part of (`POST /v1/matches`) and its index there; null for a lone game.'})
    view = fields.Nested(ViewSchema, required=True)


class PushBotRequestSchema(ResponseSchema):
    game = fields.String(required=True, metadata={'description': "The game's id."})
    seat = Seat(required=True)
    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': "The game's version the move is asked at."})
    view = fields.Nested(GameSchema, required=True)
    legal_moves = fields.List(fields.Nested(ActionOutSchema), required=True, metadata={'description': 'Every action the seat may take, as `GET /v1/games/{game_id}/legal-moves` lists them.', 'json_schema': {'minItems': 1}})
    deadline_ms = fields.Integer(strict=True, validate=validate.Range(min=50), required=True, metadata={'description': 'Milliseconds the bot has to answer, from when the request is sent.'})


class PushBotAnswerSchema(ResponseSchema):
    action = Json(json_schema={'$ref': '#/components/schemas/Action'}, required=True)


class CreatedGameRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={'type': 'object'}, required=True)
    name = fields.String(required=True)


class CreatedSeatSchema(SeatInfoSchema):
    """A seat of a game just created, with its token."""

    token = fields.String(required=True, allow_none=True,
                          metadata={"description": "The seat's bearer token (null for an open seat)."})


class CreatedGameSchema(ResponseSchema):
    id = GameIdValue(required=True)
    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': "The game's version now, after the moves of its bot seats: send it as the first\n`expected_version`.\n"})
    phase = Phase(required=True)
    to_act = fields.List(Seat(), required=True, metadata={'description': 'The seats that may act now (several during setup; none once the game is over).'})
    result = fields.Nested(ResultSchema, required=True, allow_none=True, metadata={'description': 'The result once the game is over; null while it runs.'})
    events = fields.List(Json(json_schema={'$ref': '#/components/schemas/SequencedEvent'}), required=True, metadata={'description': 'Every event so far (the deal, and the moves of the bot seats), redacted as a\nspectator sees them: the creator is none of the seats.\n'})
    ruleset = fields.Nested(CreatedGameRulesetSchema, required=True)
    seed_commitment = SeedCommitment(required=True)
    explicit_seed = fields.Boolean(required=True)
    explicit_deck = fields.Boolean(required=True)
    deal_mode = fields.String(validate=validate.OneOf(['server', 'contributed']), required=True, metadata={'description': 'How the deal is made (docs/fairness.md).'})
    deal_deadline = fields.Float(required=True, allow_none=True, metadata={'description': "A contributed deal's deadline (Unix time) for every seat to commit and reveal; null otherwise."})
    seats = fields.List(fields.Nested(CreatedSeatSchema), required=True, validate=validate.Length(min=2, max=8))


class JoinedSchema(ResponseSchema):
    id = GameIdValue(required=True)
    seat = Seat(required=True)
    name = fields.String(required=True)
    token = fields.String(required=True, metadata={'description': "The seat's bearer token."})


class GameListGamesItemSchema(ResponseSchema):
    id = GameIdValue(required=True)
    preset = fields.String(required=True)
    players = fields.Integer(strict=True, validate=validate.Range(min=2, max=8), required=True)
    status = fields.String(validate=validate.OneOf(['playing', 'over']), required=True)
    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    created = fields.Float(required=True, metadata={'description': 'Creation time (Unix seconds).'})


class GameListSchema(ResponseSchema):
    games = fields.List(fields.Nested(GameListGamesItemSchema), required=True)
    next_cursor = fields.String(required=True, allow_none=True, metadata={'description': 'Pass as `cursor` for the next page; null on the last page.'})


class LegalMovesSchema(ResponseSchema):
    """An empty `actions` list means "wait" while `to_act` names other seats, and "over"
once `phase` is `over` (`result` is then set)."""

    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    phase = Phase(required=True)
    to_act = fields.List(Seat(), required=True, metadata={'description': 'The seats that may act now (several during setup; none once the game is over).'})
    result = fields.Nested(ResultSchema, required=True, allow_none=True, metadata={'description': 'The result once the game is over; null while it runs.'})
    seat = Seat(required=True)
    actions = fields.List(fields.Nested(ActionOutSchema), required=True)


class CauseActionSchema(StrictResponseSchema):
    kind = Json(json_schema={'oneOf': [{'$ref': '#/components/schemas/ActionKind'}, {'const': 'timeout'}]}, required=True)
    cards = fields.List(Card(), allow_none=True, metadata={'json_schema': {'minItems': 1}})
    link = fields.List(Card(), metadata={'json_schema': {'minItems': 1}})
    as_ = Card(data_key='as')
    slot = fields.Integer(strict=True, validate=validate.Range(min=0, max=63))
    choice = fields.String()
    commitment = fields.String()
    contribution = fields.String()


class CauseSchema(ResponseSchema):
    """The action that caused an event (on the first event of the action's batch). Actions
are public, except the cards of another seat's `place` and `swap` when the ruleset's
top layer is not public (Cutthroat): those `cards` are null. `bot` names the built-in
bot that chose the action (`push` for a push bot), for seats played by one; `default`
says why a push bot's seat played the default move instead of the bot's answer.
The contributed deal's deadline is logged with `seat` null and the action
`{"kind": "timeout"}`."""

    seat = Seat(required=True, allow_none=True)
    bot = fields.String(validate=validate.OneOf(['random', 'heuristic', 'ismcts', 'push']))
    default = fields.String(validate=validate.OneOf(['unreachable', 'http_status', 'malformed', 'illegal', 'setup_cap', 'dropped', 'timeout', 'connection_error']), metadata={'description': 'Why the seat played the default move. `timeout` and `connection_error` are only in games logged before both became `unreachable`.'})
    action = fields.Nested(CauseActionSchema, required=True)


class EventPageSchema(ResponseSchema):
    """The events, and the game's status at `version`."""

    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    phase = Phase(required=True)
    to_act = fields.List(Seat(), required=True, metadata={'description': 'The seats that may act now (several during setup; none once the game is over).'})
    result = fields.Nested(ResultSchema, required=True, allow_none=True, metadata={'description': 'The result once the game is over; null while it runs.'})
    events = fields.List(Json(json_schema={'$ref': '#/components/schemas/SequencedEvent'}), required=True)


class ActionResultSchema(ResponseSchema):
    version = fields.Integer(strict=True, validate=validate.Range(min=1), required=True, metadata={'description': "The game's version now, after the action and any bot seats' moves that followed it."})
    events = fields.List(Json(json_schema={'$ref': '#/components/schemas/SequencedEvent'}), required=True, metadata={'description': "The events the action caused, and those of the bot seats' moves that followed it,\nredacted for the actor.\n"})
    game = fields.Nested(GameSchema, required=True)


class SignatureSchema(StrictResponseSchema):
    """The service's Ed25519 signature (base64) of the canonical JSON of the document without
this block, by the key `key_id` listed at `GET /v1/keys`."""

    alg = Json(json_schema={'const': 'Ed25519'}, required=True)
    key_id = fields.String(validate=validate.Regexp('^[0-9a-f]{16}$'), required=True)
    value = fields.String(required=True)


class ReplayDocumentSeatsItemSchema(StrictResponseSchema):
    name = fields.String(required=True)
    kind = Json(json_schema={'description': 'A person (or a pull bot) with a token, a built-in bot, or a push bot.', 'enum': ['person', 'bot', 'push']}, required=True)
    bot = fields.String(required=True, allow_none=True, metadata={'description': "The built-in bot's name, `push` for a push bot, null for a person."})
    timeout_ms = fields.Integer(strict=True, required=True, allow_none=True, metadata={'description': "A push bot's time per move (its URL is not shown)."})


class ReplayDocumentEventsItemSchema(StrictResponseSchema):
    seq = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    event = Json(json_schema={'$ref': '#/components/schemas/Event'}, required=True)
    cause = fields.Nested(CauseSchema, required=True, allow_none=True)
    hash = fields.String(validate=validate.Regexp('^[0-9a-f]{64}$'), required=True)


class ReplayDocumentSchema(StrictResponseSchema):
    """A replay (`format` `shithead-replay/2`; see README's "Auditing a game"). The hash
chain starts from the genesis hash, SHA-256 of the canonical JSON (sorted keys, no
spaces, ASCII) of the header: `format`, `engine_version`, `deal_algorithm`, `game_id`,
`ruleset`, `preset`, `options`, `players`, `dealer`, `starter`, `spoils`, `no_swap`,
`seats`, `seed_commitment`, `explicit_seed`, `explicit_deck`, `deal_mode`,
`deal_deadline`. Each event's `hash` is
SHA-256(previous hash + canonical JSON of {seq, event, cause}). `phase`, `over`,
`result`, the `seed` and the `deal` are recomputed from the log by the verifier. No
other field is accepted. Documents of format `shithead-replay/1` are answered
`invalid` (they did not bind names, game id or result): fetch the replay again."""

    format = Json(json_schema={'const': 'shithead-replay/2'}, required=True)
    engine_version = fields.String(required=True, metadata={'description': 'The engine that played the game; a verifier replays only the versions it knows.'})
    deal_algorithm = fields.String(validate=validate.OneOf(['hmac-sha256-ctr-fisher-yates/1', 'contributed-sha256/1+hmac-sha256-ctr-fisher-yates/1']), required=True, metadata={'description': 'The deal algorithm `deal_mode` names (docs/fairness.md).'})
    deal_mode = fields.String(validate=validate.OneOf(['server', 'contributed']), required=True, metadata={'description': 'How the deck was made (docs/fairness.md).'})
    deal_deadline = fields.Float(required=True, allow_none=True, metadata={'description': "A contributed deal's deadline (Unix time) for the seats' commitments and reveals; null otherwise."})
    game_id = fields.String(required=True)
    ruleset = Json(json_schema={'description': "The complete ruleset (as in `GET /v1/rulesets/{name}`'s `ruleset`).", 'type': 'object'}, required=True)
    preset = fields.String(required=True)
    options = Json(json_schema={'type': 'object'}, required=True)
    players = fields.Integer(strict=True, validate=validate.Range(min=2, max=8), required=True)
    dealer = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    starter = fields.Integer(strict=True, validate=validate.Range(min=-1), required=True, metadata={'description': "A match game's seat that plays first (the game before's winner); -1 for none."})
    spoils = fields.Integer(strict=True, validate=validate.Range(min=-1), required=True, metadata={'description': "A match game's seat dealt the start card face down as its spoils; -1 for none."})
    no_swap = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0)), required=True, metadata={'description': "A match game's seats that may not swap in setup, ascending; empty for none."})
    seats = fields.List(fields.Nested(ReplayDocumentSeatsItemSchema), required=True, metadata={'description': 'Who sat where.'})
    seed_commitment = SeedCommitment(required=True, allow_none=True)
    explicit_seed = fields.Boolean(required=True, metadata={'description': 'The creator chose the seed (and so knew the deal).'})
    explicit_deck = fields.Boolean(required=True, metadata={'description': 'The creator chose the deck order; such a game has no seed and no commitment.'})
    events = fields.List(fields.Nested(ReplayDocumentEventsItemSchema), required=True)
    phase = Json(json_schema={'enum': ['dealing', 'setup', 'playing', 'over']}, required=True)
    over = fields.Boolean(required=True)
    result = fields.Nested(ResultSchema, required=True, allow_none=True)
    redacted_for = fields.Integer(strict=True, required=True, allow_none=True, metadata={'description': 'The seat the events are redacted for (null for a spectator or a finished game).'})
    seed = fields.String(allow_none=True, metadata={'description': 'Only once the game is over, the seed (null for an explicit deck).'})
    deal = fields.List(Card(), metadata={'description': 'Only once the game is over, the dealt deck, top card first.'})
    signature = fields.Nested(SignatureSchema)


class SigningKeySchema(ResponseSchema):
    id = fields.String(validate=validate.Regexp('^[0-9a-f]{16}$'), required=True, metadata={'description': 'The first 16 hex digits of SHA-256 of the raw public key.'})
    alg = Json(json_schema={'const': 'Ed25519'}, required=True)
    public_key = fields.String(required=True, metadata={'description': 'The raw 32-byte public key, base64.'})
    created = fields.Float(required=True, metadata={'description': 'When the service first used the key (Unix time).'})
    current = fields.Boolean(required=True, metadata={'description': 'The key new exports are signed with.'})


class MatchResultsGamesItemSchema(ResponseSchema):
    index = fields.Integer(strict=True, required=True)
    game_id = fields.String(required=True)
    final_hash = fields.String(required=True)


class MatchResultsSchema(StrictResponseSchema):
    """A finished match's results (`shithead-match-results/1`), signed. It verifies against
the games' replays: each replay verifies and ends on `final_hash`, was dealt from the
seed derived from the match's seed, and has the dealer and carry-over the match's
earlier results give; the standings are recomputed."""

    format = Json(json_schema={'const': 'shithead-match-results/1'}, required=True)
    match_id = fields.String(required=True)
    ruleset = Json(json_schema={'type': 'object'}, required=True)
    preset = fields.String(required=True)
    options = Json(json_schema={'type': 'object'}, required=True)
    players = fields.Integer(strict=True, required=True)
    first_dealer = fields.Integer(strict=True, required=True)
    total = fields.Integer(strict=True, required=True)
    seed = fields.String(required=True, allow_none=True)
    seed_commitment = fields.String(required=True, allow_none=True)
    games = fields.List(fields.Nested(MatchResultsGamesItemSchema), required=True)
    standings = fields.List(Json(json_schema={'type': 'object'}), required=True)
    signature = fields.Nested(SignatureSchema)


class StandingSchema(ResponseSchema):
    participant = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': "The participant's position in the request's list."})
    name = fields.String(required=True)
    games = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    wins = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    draws = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': 'Games ended by the turn cap.'})
    losses = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    points = fields.Float(validate=validate.Range(min=0), required=True, metadata={'description': '1 a win, 0.5 a draw.'})
    strikes = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    byes = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    mu = fields.Float(required=True, metadata={'description': 'OpenSkill (Plackett-Luce) rating mean, 25 at the start.'})
    sigma = fields.Float(required=True, metadata={'description': "The rating's uncertainty (standard deviation)."})
    ordinal = fields.Float(required=True, metadata={'description': 'mu - 3 sigma, a conservative estimate of skill.'})


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

    format = Json(json_schema={'const': 'shithead-tournament-results/1'}, required=True)
    tournament_id = fields.String(required=True)
    spec = Json(json_schema={'type': 'object'}, required=True)
    participants = fields.List(Json(json_schema={'type': 'object'}), required=True)
    games = fields.List(fields.Nested(TournamentResultsGamesItemSchema), required=True)
    standings = fields.List(fields.Nested(StandingSchema), required=True)
    signature = fields.Nested(SignatureSchema)


class MatchGameSchema(ResponseSchema):
    index = fields.Integer(strict=True, validate=validate.Range(min=0, max=98), required=True)
    game_id = GameIdValue(required=True)
    replay = fields.String(required=True, metadata={'description': '`/v1/games/{game_id}/replay`.'})
    dealer = Seat(required=True)
    starter = Seat(required=True, allow_none=True, metadata={'description': 'The seat that plays first because it won the game before (null when the ruleset decides as usual).'})
    spoils = Seat(required=True, allow_none=True, metadata={'description': "The seat dealt the start card face down as its spoils (the game before's winner), or null."})
    no_swap = fields.List(Seat(), required=True, metadata={'description': "Seats that may not swap in this game's setup (the game before's loser, where the ruleset says so)."})
    result = fields.Nested(ResultSchema, required=True, allow_none=True)


class MatchStandingSchema(ResponseSchema):
    rank = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    seat = Seat(required=True)
    wins = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': 'Games won (first out).'})
    losses = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': 'Games lost (left holding cards).'})
    draws = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': 'Games ended by the turn cap.'})
    places = fields.List(fields.Integer(strict=True, validate=validate.Range(min=1), allow_none=True), required=True, metadata={'description': "The seat's finishing place in each game (null for a draw or a place not decided)."})


class MatchSeatSchema(ResponseSchema):
    seat = Seat(required=True)
    name = fields.String(required=True)
    open = fields.Boolean(required=True, metadata={'description': 'Nobody has taken this seat yet (join it in the current game).'})
    bot = fields.String(required=True, allow_none=True, metadata={'description': 'The built-in bot playing this seat, `push` for a push bot, or null.'})


class MatchRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={'type': 'object'}, required=True)
    name = fields.String(required=True)


class MatchProgressSchema(ResponseSchema):
    played = fields.Integer(strict=True, validate=validate.Range(min=0, max=99), required=True)
    total = fields.Integer(strict=True, validate=validate.Range(min=1, max=99), required=True)


class MatchSchema(ResponseSchema):
    id = MatchIdValue(required=True)
    status = fields.String(validate=validate.OneOf(['playing', 'over']), required=True)
    created = fields.Float(required=True, metadata={'description': 'Creation time (Unix seconds).'})
    ruleset = fields.Nested(MatchRulesetSchema, required=True)
    seats = fields.List(fields.Nested(MatchSeatSchema), required=True, metadata={'json_schema': {'minItems': 2, 'maxItems': 8}})
    first_dealer = Seat(required=True)
    progress = fields.Nested(MatchProgressSchema, required=True)
    current_game = GameIdValue(required=True, allow_none=True, metadata={'description': 'The game being played now; null once the match is over.'})
    games = fields.List(fields.Nested(MatchGameSchema), required=True, metadata={'description': 'The games so far, in order; the last is the current one until the match is over.', 'json_schema': {'maxItems': 99}})
    standings = fields.List(fields.Nested(MatchStandingSchema), required=True, metadata={'description': 'Best first (wins, then fewest losses, then seat).'})
    explicit_seed = fields.Boolean(required=True, metadata={'description': "The games' deals are derived from a seed given at creation."})
    seed_commitment = fields.String(validate=validate.Regexp('^[0-9a-f]{64}$'), required=True, allow_none=True, metadata={'description': "SHA-256 (hex) of the match's seed; null without one (each game publishes its own)."})
    seed = fields.String(required=True, allow_none=True, metadata={'description': "The match's seed, once it is over (null without one)."})


class CreatedMatchSeatSchema(MatchSeatSchema):
    token = fields.String(required=True, allow_none=True, metadata={
        "description": "The seat's bearer token for every game of the match (null for a bot or an open seat)."})


class CreatedMatchSchema(MatchSchema):
    """A match just created: the match, with every seat's token and the first game's id."""

    first_game = GameIdValue(required=True)
    seats = fields.List(fields.Nested(CreatedMatchSeatSchema), required=True,
                        validate=validate.Length(min=2, max=8))


class TournamentGameResultSchema(ResponseSchema):
    index = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    scores = fields.List(fields.Float(), required=True, metadata={'description': "Each seat's points."})
    reason = fields.String(validate=validate.OneOf(['last_player', 'first_out', 'turn_cap']), required=True)
    strikes = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0)), required=True)
    events = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    log_hash = fields.String(validate=validate.Regexp('^[0-9a-f]{64}$'), required=True, metadata={'description': "The `hash` of the last event of the game's replay."})


class TournamentGameSchema(ResponseSchema):
    index = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    round = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    table = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    deal = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    rotation = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    seats = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0)), required=True, metadata={'description': 'The participant in each seat.'})
    game_id = GameIdValue(required=True, allow_none=True)
    replay = fields.String(required=True, allow_none=True, metadata={'description': '`/v1/games/{game_id}/replay` once the game exists.'})
    result = fields.Nested(TournamentGameResultSchema, required=True, allow_none=True)


class TournamentRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={'type': 'object'}, required=True)


class TournamentParticipantsItemSchema(ResponseSchema):
    participant = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    name = fields.String(required=True)
    bot = fields.String(validate=validate.OneOf(['random', 'heuristic', 'ismcts', 'push']), required=True)


class TournamentProgressSchema(ResponseSchema):
    done = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    total = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)


class TournamentSchema(ResponseSchema):
    id = TournamentIdValue(required=True)
    status = fields.String(validate=validate.OneOf(['running', 'done', 'failed']), required=True)
    error = fields.String(required=True, allow_none=True)
    created = fields.Float(required=True, metadata={'description': 'Creation time (Unix seconds).'})
    ruleset = fields.Nested(TournamentRulesetSchema, required=True)
    format = fields.String(validate=validate.OneOf(['round_robin', 'swiss']), required=True)
    rounds = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    games_per_pairing = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    seats_per_game = fields.Integer(strict=True, validate=validate.Range(min=2), required=True)
    duplicate = fields.Boolean(required=True)
    seed = fields.String(required=True, allow_none=True, metadata={'description': "The tournament's seed, once it is done."})
    seed_commitment = fields.String(validate=validate.Regexp('^[0-9a-f]{64}$'), required=True, metadata={'description': 'SHA-256 (hex) of the seed.'})
    participants = fields.List(fields.Nested(TournamentParticipantsItemSchema), required=True)
    progress = fields.Nested(TournamentProgressSchema, required=True)
    standings = fields.List(fields.Nested(StandingSchema), required=True, metadata={'description': 'Best first (points, then rating ordinal).'})
    games = fields.List(fields.Nested(TournamentGameSchema), required=True)


class VerifyResultSchema(ResponseSchema):
    status = Json(json_schema={'description': '`valid`: a finished game, every field checked. `consistent_so_far`: a game still\nbeing played (or a tournament not over): the structure and hash chain hold up to\n`version`, but the deal is not revealed yet, so nothing could be replayed.\n`invalid`: `pointer` names the first field that fails and `reason` says why.\n', 'enum': ['valid', 'consistent_so_far', 'invalid']}, required=True)
    valid = fields.Boolean(required=True, metadata={'description': 'True only for `status` `valid`.'})
    pointer = fields.String(required=True, allow_none=True, metadata={'description': 'A JSON pointer (RFC 6901) into the document to the first failure.'})
    reason = fields.String(required=True)
    game_id = fields.String()
    events = fields.Integer(strict=True)
    version = fields.Integer(strict=True)
    over = fields.Boolean()
    result = fields.Nested(ResultSchema, allow_none=True)
    final_hash = fields.String(metadata={'description': "The last event's hash, which the signature and a tournament's results vouch for."})
    games = fields.Integer(strict=True, metadata={'description': "For a tournament's results, the games checked."})
    signed_by = fields.String(allow_none=True, metadata={'description': 'The id of the key whose signature checked out (null when unsigned or unknown).'})
    signature = Json(json_schema={'enum': ['verified', 'unknown_key', 'unchecked', 'absent']})


class OptionInfoSchema(ResponseSchema):
    name = fields.String(required=True)
    summary = fields.String(required=True)
    default = Json(json_schema={'description': 'The value when the option is not given (`null`, for some `ranks` and `int` options, means as the preset has it, e.g. `face_up` as `zone_size` sets it).'}, required=True)
    type = fields.String(validate=validate.OneOf(['bool', 'int', 'choice', 'ranks']), required=True, metadata={'description': '`ranks`: a list of distinct values from `choices`.'})
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
    cards = fields.List(fields.Nested(RulesetSummaryCardsItemSchema), required=True, metadata={'description': 'What the special cards do.'})
    layout = fields.Nested(RulesetSummaryLayoutSchema, metadata={'description': "Cards each player is dealt face down, face up and in hand; the hand's minimum and maximum; jokers in the deck."})
    objective = fields.String()
    table_rules = fields.List(fields.String(), metadata={'description': 'Rules of the table rather than of one card (four of a kind, gambits).'})
    match = fields.Nested(RulesetSummaryMatchSchema, metadata={'description': 'What carries over between the games of a match.'})
    options = fields.List(fields.Nested(OptionInfoSchema), required=True)


class RulesetLayoutSchema(ResponseSchema):
    slots = fields.Integer(strict=True, required=True)
    layers = fields.List(fields.String(validate=validate.OneOf(['hidden', 'owner', 'public'])), required=True)
    hand = fields.Integer(strict=True, required=True)
    setup = fields.String(validate=validate.OneOf(['swap', 'choose', 'none']), required=True)
    access = fields.String(validate=validate.OneOf(['layer', 'uncovered']), required=True)
    counts = fields.List(fields.Integer(strict=True), metadata={'description': 'Cards in each layer from the bottom up, where they differ (else `slots` each). Each layer fills the first slots; the largest count is `slots`, and the counts rise, then fall. A layer with more cards than the one below lays its extra cards in slots of their own, with nothing beneath.'})


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
    placement = fields.String(validate=validate.OneOf(['in_turn', 'anywhere', 'always', 'up_to']), required=True)
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
    samples = fields.Integer(strict=True, validate=validate.Range(min=0, max=2), required=True,
                             metadata={"description": "Blank sample cards in the deck."})
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
    reversed_values = Json(json_schema={**_VALUES, "description": "Values in the reversed game; empty: one mode only."},
                           required=True)
    start_mode = _choice("normal", "reversed", "dealer_calls", required=True)
    reversed_pickup = _choice("self", "placer", required=True)
    skipped_picks_up = fields.Boolean(required=True)
    throw_in = _ranks(required=True, metadata={"description": "Rank orders (one per mode) thrown in at the deal."})
    stacking = fields.Boolean(required=True)
    piles = _choice("shared", "own", required=True)
    out_before_refill = fields.Boolean(required=True)
    set_aside = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    toss = fields.String(required=True, metadata={"description": "A rank others may toss out of turn after it is played; empty: none."})
    turn_cap = fields.Integer(strict=True, required=True)
    setup_cap = fields.Integer(strict=True, validate=validate.Range(min=0), required=True, metadata={'description': 'Swaps (and stacks) each seat may make in setup; the one that reaches the cap\nalso makes the seat ready (`SeatReady` follows it), so setup always ends.\n0: no cap (rulesets stored before there was one).\n'})
    match = fields.Nested(MatchRulesSchema, required=True)
    options = Json(json_schema={"type": "object", "description": "The option values this ruleset was made with."},
                   required=True)
    start_card_restricts = fields.Boolean(metadata={"description": "Present only when false: a start card is only a value to beat, with no effect of its own."})


class RulesetDetailSchema(RulesetSummarySchema):
    """A preset as listed, and its complete rule data with the default options."""

    ruleset = fields.Nested(RulesetSchema, required=True)


COMPONENTS = ['Problem', 'Card', 'Seat', 'ActionKind', 'ActionOut', 'PushBotRequest', 'PushBotAnswer', 'SeatInfo', 'CreatedSeat', 'CreatedGame', 'GameIdValue', 'SeedCommitment', 'Joined', 'GameList', 'Result', 'SeatView', 'View', 'Phase', 'Game', 'LegalMoves', 'Cause', 'EventPage', 'ActionResult', 'ReplayDocument', 'Signature', 'SigningKey', 'MatchResults', 'TournamentResults', 'MatchIdValue', 'MatchGame', 'MatchStanding', 'MatchSeat', 'Match', 'CreatedMatchSeat', 'CreatedMatch', 'TournamentIdValue', 'Standing', 'TournamentGameResult', 'TournamentGame', 'Tournament', 'VerifyResult', 'OptionInfo', 'RulesetSummary', 'RulesetDetail', 'Power', 'FourOfAKind', 'Gambit', 'MatchRules', 'Ruleset']
