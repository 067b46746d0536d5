from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.replay_document_deal_algorithm import ReplayDocumentDealAlgorithm
from ..models.replay_document_deal_mode import ReplayDocumentDealMode
from ..models.replay_document_phase import ReplayDocumentPhase
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.replay_document_clock import ReplayDocumentClock
  from ..models.replay_document_events_item import ReplayDocumentEventsItem
  from ..models.replay_document_options import ReplayDocumentOptions
  from ..models.replay_document_seats_item import ReplayDocumentSeatsItem
  from ..models.result import Result
  from ..models.ruleset import Ruleset
  from ..models.signature import Signature





T = TypeVar("T", bound="ReplayDocument")



@_attrs_define
class ReplayDocument:
    """ A replay (`format` `shithead-replay/2`; see README's "Auditing a game"). The hash
    chain starts from the genesis hash, SHA-256 of the canonical JSON (sorted keys, no
    spaces, ASCII) of the header: `format`, `engine_version`, `deal_algorithm`, `game_id`,
    `ruleset`, `preset`, `options`, `players`, `dealer`, `starter`, `spoils`, `no_swap`,
    `seats`, `seed_commitment`, `explicit_seed`, `explicit_deck`, `deal_mode`,
    `deal_deadline`. Each event's `hash` is
    SHA-256(previous hash + canonical JSON of {seq, event, cause}). `phase`, `over`,
    `result`, the `seed` and the `deal` are recomputed from the log by the verifier. No
    other field is accepted. Documents of format `shithead-replay/1` are answered
    `invalid` (they did not bind names, game id or result): fetch the replay again.

        Attributes:
            format_ (Literal['shithead-replay/2']):
            engine_version (str): The engine that played the game; a verifier replays only the versions it knows.
            deal_algorithm (ReplayDocumentDealAlgorithm): The deal algorithm `deal_mode` names (docs/fairness.md).
            deal_mode (ReplayDocumentDealMode): How the deck was made (docs/fairness.md).
            deal_deadline (float | None): A contributed deal's deadline (Unix time) for the seats' commitments and reveals;
                null otherwise.
            game_id (str):
            ruleset (Ruleset): The complete rule data of a ruleset (``engine.rules.Ruleset``; its comments say
                what each field does).
            preset (str):
            options (ReplayDocumentOptions):
            players (int):
            dealer (int):
            starter (int): A match game's seat that plays first (the game before's winner); -1 for none.
            spoils (int): A match game's seat dealt the start card face down as its spoils; -1 for none.
            no_swap (list[int]): A match game's seats that may not swap in setup, ascending; empty for none.
            seats (list[ReplayDocumentSeatsItem]): Who sat where.
            seed_commitment (None | str):
            explicit_seed (bool): The creator chose the seed (and so knew the deal).
            explicit_deck (bool): The creator chose the deck order; such a game has no seed and no commitment.
            events (list[ReplayDocumentEventsItem]):
            phase (ReplayDocumentPhase):
            over (bool):
            result (None | Result):
            redacted_for (int | None): The seat the events are redacted for (null for a spectator or a finished game).
            clock (ReplayDocumentClock | Unset): A clocked game's time control and `start_ms`, when its clocks started (the
                deal's
                time); hashed into the genesis with the header when present (docs/clocks.md).
            seed (None | str | Unset): Only once the game is over, the seed (null for an explicit deck).
            seed_salt (str | Unset): Only once the game is over, and only for a seed its creator chose: the salt
                (64 hex digits) of `seed_commitment`, which is SHA-256 of the salt's bytes
                followed by the seed's. Absent where the commitment is SHA-256 of the seed.
            deal (list[str] | Unset): Only once the game is over, the dealt deck, top card first.
            signature (Signature | Unset): The service's Ed25519 signature (base64) of the canonical JSON of the document
                without
                this block, by the key `key_id` listed at `GET /v1/keys`.
     """

    format_: Literal['shithead-replay/2']
    engine_version: str
    deal_algorithm: ReplayDocumentDealAlgorithm
    deal_mode: ReplayDocumentDealMode
    deal_deadline: float | None
    game_id: str
    ruleset: Ruleset
    preset: str
    options: ReplayDocumentOptions
    players: int
    dealer: int
    starter: int
    spoils: int
    no_swap: list[int]
    seats: list[ReplayDocumentSeatsItem]
    seed_commitment: None | str
    explicit_seed: bool
    explicit_deck: bool
    events: list[ReplayDocumentEventsItem]
    phase: ReplayDocumentPhase
    over: bool
    result: None | Result
    redacted_for: int | None
    clock: ReplayDocumentClock | Unset = UNSET
    seed: None | str | Unset = UNSET
    seed_salt: str | Unset = UNSET
    deal: list[str] | Unset = UNSET
    signature: Signature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.replay_document_clock import ReplayDocumentClock # noqa: PLC0415
        from ..models.replay_document_events_item import ReplayDocumentEventsItem # noqa: PLC0415
        from ..models.replay_document_options import ReplayDocumentOptions # noqa: PLC0415
        from ..models.replay_document_seats_item import ReplayDocumentSeatsItem # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.ruleset import Ruleset # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        format_ = self.format_

        engine_version = self.engine_version

        deal_algorithm = self.deal_algorithm.value

        deal_mode = self.deal_mode.value

        deal_deadline: float | None
        deal_deadline = self.deal_deadline

        game_id = self.game_id

        ruleset = self.ruleset.to_dict()

        preset = self.preset

        options = self.options.to_dict()

        players = self.players

        dealer = self.dealer

        starter = self.starter

        spoils = self.spoils

        no_swap = self.no_swap



        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        explicit_seed = self.explicit_seed

        explicit_deck = self.explicit_deck

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        phase = self.phase.value

        over = self.over

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        redacted_for: int | None
        redacted_for = self.redacted_for

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        seed_salt = self.seed_salt

        deal: list[str] | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal



        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "engine_version": engine_version,
            "deal_algorithm": deal_algorithm,
            "deal_mode": deal_mode,
            "deal_deadline": deal_deadline,
            "game_id": game_id,
            "ruleset": ruleset,
            "preset": preset,
            "options": options,
            "players": players,
            "dealer": dealer,
            "starter": starter,
            "spoils": spoils,
            "no_swap": no_swap,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "explicit_seed": explicit_seed,
            "explicit_deck": explicit_deck,
            "events": events,
            "phase": phase,
            "over": over,
            "result": result,
            "redacted_for": redacted_for,
        })
        if clock is not UNSET:
            field_dict["clock"] = clock
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt
        if deal is not UNSET:
            field_dict["deal"] = deal
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.replay_document_clock import ReplayDocumentClock # noqa: PLC0415
        from ..models.replay_document_events_item import ReplayDocumentEventsItem # noqa: PLC0415
        from ..models.replay_document_options import ReplayDocumentOptions # noqa: PLC0415
        from ..models.replay_document_seats_item import ReplayDocumentSeatsItem # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.ruleset import Ruleset # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        d = dict(src_dict)
        format_ = cast(Literal['shithead-replay/2'] , d.pop("format"))
        if format_ != 'shithead-replay/2':
            raise ValueError(f"format must match const 'shithead-replay/2', got '{format_}'")

        engine_version = d.pop("engine_version")

        deal_algorithm = ReplayDocumentDealAlgorithm(d.pop("deal_algorithm"))




        deal_mode = ReplayDocumentDealMode(d.pop("deal_mode"))




        def _parse_deal_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deal_deadline = _parse_deal_deadline(d.pop("deal_deadline"))


        game_id = d.pop("game_id")

        ruleset = Ruleset.from_dict(d.pop("ruleset"))




        preset = d.pop("preset")

        options = ReplayDocumentOptions.from_dict(d.pop("options"))




        players = d.pop("players")

        dealer = d.pop("dealer")

        starter = d.pop("starter")

        spoils = d.pop("spoils")

        no_swap = cast(list[int], d.pop("no_swap"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ReplayDocumentSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        explicit_seed = d.pop("explicit_seed")

        explicit_deck = d.pop("explicit_deck")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = ReplayDocumentEventsItem.from_dict(events_item_data)



            events.append(events_item)


        phase = ReplayDocumentPhase(d.pop("phase"))




        over = d.pop("over")

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))


        def _parse_redacted_for(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        redacted_for = _parse_redacted_for(d.pop("redacted_for"))


        _clock = d.pop("clock", UNSET)
        clock: ReplayDocumentClock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = ReplayDocumentClock.from_dict(_clock)




        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        seed_salt = d.pop("seed_salt", UNSET)

        deal = cast(list[str], d.pop("deal", UNSET))


        _signature = d.pop("signature", UNSET)
        signature: Signature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = Signature.from_dict(_signature)




        replay_document = cls(
            format_=format_,
            engine_version=engine_version,
            deal_algorithm=deal_algorithm,
            deal_mode=deal_mode,
            deal_deadline=deal_deadline,
            game_id=game_id,
            ruleset=ruleset,
            preset=preset,
            options=options,
            players=players,
            dealer=dealer,
            starter=starter,
            spoils=spoils,
            no_swap=no_swap,
            seats=seats,
            seed_commitment=seed_commitment,
            explicit_seed=explicit_seed,
            explicit_deck=explicit_deck,
            events=events,
            phase=phase,
            over=over,
            result=result,
            redacted_for=redacted_for,
            clock=clock,
            seed=seed,
            seed_salt=seed_salt,
            deal=deal,
            signature=signature,
        )

        return replay_document

