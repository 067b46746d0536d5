from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.card_left_face_up_event import CardLeftFaceUpEvent
  from ..models.card_stacked_event import CardStackedEvent
  from ..models.card_taken_event import CardTakenEvent
  from ..models.card_turned_event import CardTurnedEvent
  from ..models.cards_discarded_event import CardsDiscardedEvent
  from ..models.cards_drawn_event import CardsDrawnEvent
  from ..models.cards_given_event import CardsGivenEvent
  from ..models.cards_passed_event import CardsPassedEvent
  from ..models.cards_played_event import CardsPlayedEvent
  from ..models.cards_removed_event import CardsRemovedEvent
  from ..models.cards_swapped_event import CardsSwappedEvent
  from ..models.cards_switched_event import CardsSwitchedEvent
  from ..models.cards_thrown_in_event import CardsThrownInEvent
  from ..models.cause import Cause
  from ..models.choice_made_event import ChoiceMadeEvent
  from ..models.contribution_committed_event import ContributionCommittedEvent
  from ..models.contribution_revealed_event import ContributionRevealedEvent
  from ..models.contributions_requested_event import ContributionsRequestedEvent
  from ..models.deal_forfeited_event import DealForfeitedEvent
  from ..models.dealt_event import DealtEvent
  from ..models.direction_reversed_event import DirectionReversedEvent
  from ..models.face_up_placed_event import FaceUpPlacedEvent
  from ..models.gambit_called_event import GambitCalledEvent
  from ..models.game_aborted_event import GameAbortedEvent
  from ..models.game_ended_event import GameEndedEvent
  from ..models.hands_passed_event import HandsPassedEvent
  from ..models.mode_changed_event import ModeChangedEvent
  from ..models.pass_requested_event import PassRequestedEvent
  from ..models.pile_burned_event import PileBurnedEvent
  from ..models.pile_taken_event import PileTakenEvent
  from ..models.players_skipped_event import PlayersSkippedEvent
  from ..models.response_requested_event import ResponseRequestedEvent
  from ..models.run_offered_event import RunOfferedEvent
  from ..models.sample_requested_event import SampleRequestedEvent
  from ..models.seat_finished_event import SeatFinishedEvent
  from ..models.seat_left_event import SeatLeftEvent
  from ..models.seat_ready_event import SeatReadyEvent
  from ..models.seat_resigned_event import SeatResignedEvent
  from ..models.skips_deferred_event import SkipsDeferredEvent
  from ..models.toss_declined_event import TossDeclinedEvent
  from ..models.toss_offered_event import TossOfferedEvent
  from ..models.turn_continued_event import TurnContinuedEvent
  from ..models.turn_started_event import TurnStartedEvent





T = TypeVar("T", bound="ReplayDocumentEventsItem")



@_attrs_define
class ReplayDocumentEventsItem:
    """ 
        Attributes:
            seq (int):
            event (CardLeftFaceUpEvent | CardsDiscardedEvent | CardsDrawnEvent | CardsGivenEvent | CardsPassedEvent |
                CardsPlayedEvent | CardsRemovedEvent | CardsSwappedEvent | CardsSwitchedEvent | CardStackedEvent |
                CardsThrownInEvent | CardTakenEvent | CardTurnedEvent | ChoiceMadeEvent | ContributionCommittedEvent |
                ContributionRevealedEvent | ContributionsRequestedEvent | DealForfeitedEvent | DealtEvent |
                DirectionReversedEvent | FaceUpPlacedEvent | GambitCalledEvent | GameAbortedEvent | GameEndedEvent |
                HandsPassedEvent | ModeChangedEvent | PassRequestedEvent | PileBurnedEvent | PileTakenEvent |
                PlayersSkippedEvent | ResponseRequestedEvent | RunOfferedEvent | SampleRequestedEvent | SeatFinishedEvent |
                SeatLeftEvent | SeatReadyEvent | SeatResignedEvent | SkipsDeferredEvent | TossDeclinedEvent | TossOfferedEvent |
                TurnContinuedEvent | TurnStartedEvent): One event, possibly redacted for the reader: its fields depend on its
                `type` (one schema per type).
            cause (Cause | None):
            hash_ (str):
     """

    seq: int
    event: CardLeftFaceUpEvent | CardsDiscardedEvent | CardsDrawnEvent | CardsGivenEvent | CardsPassedEvent | CardsPlayedEvent | CardsRemovedEvent | CardsSwappedEvent | CardsSwitchedEvent | CardStackedEvent | CardsThrownInEvent | CardTakenEvent | CardTurnedEvent | ChoiceMadeEvent | ContributionCommittedEvent | ContributionRevealedEvent | ContributionsRequestedEvent | DealForfeitedEvent | DealtEvent | DirectionReversedEvent | FaceUpPlacedEvent | GambitCalledEvent | GameAbortedEvent | GameEndedEvent | HandsPassedEvent | ModeChangedEvent | PassRequestedEvent | PileBurnedEvent | PileTakenEvent | PlayersSkippedEvent | ResponseRequestedEvent | RunOfferedEvent | SampleRequestedEvent | SeatFinishedEvent | SeatLeftEvent | SeatReadyEvent | SeatResignedEvent | SkipsDeferredEvent | TossDeclinedEvent | TossOfferedEvent | TurnContinuedEvent | TurnStartedEvent
    cause: Cause | None
    hash_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_left_face_up_event import CardLeftFaceUpEvent # noqa: PLC0415
        from ..models.card_stacked_event import CardStackedEvent # noqa: PLC0415
        from ..models.card_taken_event import CardTakenEvent # noqa: PLC0415
        from ..models.card_turned_event import CardTurnedEvent # noqa: PLC0415
        from ..models.cards_discarded_event import CardsDiscardedEvent # noqa: PLC0415
        from ..models.cards_drawn_event import CardsDrawnEvent # noqa: PLC0415
        from ..models.cards_given_event import CardsGivenEvent # noqa: PLC0415
        from ..models.cards_passed_event import CardsPassedEvent # noqa: PLC0415
        from ..models.cards_played_event import CardsPlayedEvent # noqa: PLC0415
        from ..models.cards_removed_event import CardsRemovedEvent # noqa: PLC0415
        from ..models.cards_swapped_event import CardsSwappedEvent # noqa: PLC0415
        from ..models.cards_switched_event import CardsSwitchedEvent # noqa: PLC0415
        from ..models.cards_thrown_in_event import CardsThrownInEvent # noqa: PLC0415
        from ..models.cause import Cause # noqa: PLC0415
        from ..models.choice_made_event import ChoiceMadeEvent # noqa: PLC0415
        from ..models.contribution_committed_event import ContributionCommittedEvent # noqa: PLC0415
        from ..models.contribution_revealed_event import ContributionRevealedEvent # noqa: PLC0415
        from ..models.contributions_requested_event import ContributionsRequestedEvent # noqa: PLC0415
        from ..models.deal_forfeited_event import DealForfeitedEvent # noqa: PLC0415
        from ..models.dealt_event import DealtEvent # noqa: PLC0415
        from ..models.direction_reversed_event import DirectionReversedEvent # noqa: PLC0415
        from ..models.face_up_placed_event import FaceUpPlacedEvent # noqa: PLC0415
        from ..models.gambit_called_event import GambitCalledEvent # noqa: PLC0415
        from ..models.game_aborted_event import GameAbortedEvent # noqa: PLC0415
        from ..models.game_ended_event import GameEndedEvent # noqa: PLC0415
        from ..models.hands_passed_event import HandsPassedEvent # noqa: PLC0415
        from ..models.mode_changed_event import ModeChangedEvent # noqa: PLC0415
        from ..models.pass_requested_event import PassRequestedEvent # noqa: PLC0415
        from ..models.pile_burned_event import PileBurnedEvent # noqa: PLC0415
        from ..models.pile_taken_event import PileTakenEvent # noqa: PLC0415
        from ..models.players_skipped_event import PlayersSkippedEvent # noqa: PLC0415
        from ..models.response_requested_event import ResponseRequestedEvent # noqa: PLC0415
        from ..models.run_offered_event import RunOfferedEvent # noqa: PLC0415
        from ..models.sample_requested_event import SampleRequestedEvent # noqa: PLC0415
        from ..models.seat_finished_event import SeatFinishedEvent # noqa: PLC0415
        from ..models.seat_left_event import SeatLeftEvent # noqa: PLC0415
        from ..models.seat_ready_event import SeatReadyEvent # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent # noqa: PLC0415
        from ..models.skips_deferred_event import SkipsDeferredEvent # noqa: PLC0415
        from ..models.toss_declined_event import TossDeclinedEvent # noqa: PLC0415
        from ..models.toss_offered_event import TossOfferedEvent # noqa: PLC0415
        from ..models.turn_continued_event import TurnContinuedEvent # noqa: PLC0415
        from ..models.turn_started_event import TurnStartedEvent # noqa: PLC0415
        seq = self.seq

        event: dict[str, Any]
        if isinstance(self.event, ContributionsRequestedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ContributionCommittedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ContributionRevealedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, DealForfeitedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, DealtEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, FaceUpPlacedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsSwappedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardStackedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ModeChangedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsThrownInEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatReadyEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, TurnStartedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, TurnContinuedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsDrawnEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardTurnedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardLeftFaceUpEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsPlayedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PileTakenEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PileBurnedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsRemovedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, DirectionReversedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PlayersSkippedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RunOfferedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ResponseRequestedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, GambitCalledEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, ChoiceMadeEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsDiscardedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardTakenEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsSwitchedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, TossOfferedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, TossDeclinedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, HandsPassedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PassRequestedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsGivenEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, CardsPassedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SampleRequestedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SkipsDeferredEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatFinishedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatResignedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatLeftEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, GameAbortedEvent):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()


        cause: dict[str, Any] | None
        if isinstance(self.cause, Cause):
            cause = self.cause.to_dict()
        else:
            cause = self.cause

        hash_ = self.hash_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seq": seq,
            "event": event,
            "cause": cause,
            "hash": hash_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_left_face_up_event import CardLeftFaceUpEvent # noqa: PLC0415
        from ..models.card_stacked_event import CardStackedEvent # noqa: PLC0415
        from ..models.card_taken_event import CardTakenEvent # noqa: PLC0415
        from ..models.card_turned_event import CardTurnedEvent # noqa: PLC0415
        from ..models.cards_discarded_event import CardsDiscardedEvent # noqa: PLC0415
        from ..models.cards_drawn_event import CardsDrawnEvent # noqa: PLC0415
        from ..models.cards_given_event import CardsGivenEvent # noqa: PLC0415
        from ..models.cards_passed_event import CardsPassedEvent # noqa: PLC0415
        from ..models.cards_played_event import CardsPlayedEvent # noqa: PLC0415
        from ..models.cards_removed_event import CardsRemovedEvent # noqa: PLC0415
        from ..models.cards_swapped_event import CardsSwappedEvent # noqa: PLC0415
        from ..models.cards_switched_event import CardsSwitchedEvent # noqa: PLC0415
        from ..models.cards_thrown_in_event import CardsThrownInEvent # noqa: PLC0415
        from ..models.cause import Cause # noqa: PLC0415
        from ..models.choice_made_event import ChoiceMadeEvent # noqa: PLC0415
        from ..models.contribution_committed_event import ContributionCommittedEvent # noqa: PLC0415
        from ..models.contribution_revealed_event import ContributionRevealedEvent # noqa: PLC0415
        from ..models.contributions_requested_event import ContributionsRequestedEvent # noqa: PLC0415
        from ..models.deal_forfeited_event import DealForfeitedEvent # noqa: PLC0415
        from ..models.dealt_event import DealtEvent # noqa: PLC0415
        from ..models.direction_reversed_event import DirectionReversedEvent # noqa: PLC0415
        from ..models.face_up_placed_event import FaceUpPlacedEvent # noqa: PLC0415
        from ..models.gambit_called_event import GambitCalledEvent # noqa: PLC0415
        from ..models.game_aborted_event import GameAbortedEvent # noqa: PLC0415
        from ..models.game_ended_event import GameEndedEvent # noqa: PLC0415
        from ..models.hands_passed_event import HandsPassedEvent # noqa: PLC0415
        from ..models.mode_changed_event import ModeChangedEvent # noqa: PLC0415
        from ..models.pass_requested_event import PassRequestedEvent # noqa: PLC0415
        from ..models.pile_burned_event import PileBurnedEvent # noqa: PLC0415
        from ..models.pile_taken_event import PileTakenEvent # noqa: PLC0415
        from ..models.players_skipped_event import PlayersSkippedEvent # noqa: PLC0415
        from ..models.response_requested_event import ResponseRequestedEvent # noqa: PLC0415
        from ..models.run_offered_event import RunOfferedEvent # noqa: PLC0415
        from ..models.sample_requested_event import SampleRequestedEvent # noqa: PLC0415
        from ..models.seat_finished_event import SeatFinishedEvent # noqa: PLC0415
        from ..models.seat_left_event import SeatLeftEvent # noqa: PLC0415
        from ..models.seat_ready_event import SeatReadyEvent # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent # noqa: PLC0415
        from ..models.skips_deferred_event import SkipsDeferredEvent # noqa: PLC0415
        from ..models.toss_declined_event import TossDeclinedEvent # noqa: PLC0415
        from ..models.toss_offered_event import TossOfferedEvent # noqa: PLC0415
        from ..models.turn_continued_event import TurnContinuedEvent # noqa: PLC0415
        from ..models.turn_started_event import TurnStartedEvent # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_event(data: object) -> CardLeftFaceUpEvent | CardsDiscardedEvent | CardsDrawnEvent | CardsGivenEvent | CardsPassedEvent | CardsPlayedEvent | CardsRemovedEvent | CardsSwappedEvent | CardsSwitchedEvent | CardStackedEvent | CardsThrownInEvent | CardTakenEvent | CardTurnedEvent | ChoiceMadeEvent | ContributionCommittedEvent | ContributionRevealedEvent | ContributionsRequestedEvent | DealForfeitedEvent | DealtEvent | DirectionReversedEvent | FaceUpPlacedEvent | GambitCalledEvent | GameAbortedEvent | GameEndedEvent | HandsPassedEvent | ModeChangedEvent | PassRequestedEvent | PileBurnedEvent | PileTakenEvent | PlayersSkippedEvent | ResponseRequestedEvent | RunOfferedEvent | SampleRequestedEvent | SeatFinishedEvent | SeatLeftEvent | SeatReadyEvent | SeatResignedEvent | SkipsDeferredEvent | TossDeclinedEvent | TossOfferedEvent | TurnContinuedEvent | TurnStartedEvent:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_0 = ContributionsRequestedEvent.from_dict(data)



                return componentsschemas_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_1 = ContributionCommittedEvent.from_dict(data)



                return componentsschemas_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_2 = ContributionRevealedEvent.from_dict(data)



                return componentsschemas_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_3 = DealForfeitedEvent.from_dict(data)



                return componentsschemas_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_4 = DealtEvent.from_dict(data)



                return componentsschemas_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_5 = FaceUpPlacedEvent.from_dict(data)



                return componentsschemas_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_6 = CardsSwappedEvent.from_dict(data)



                return componentsschemas_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_7 = CardStackedEvent.from_dict(data)



                return componentsschemas_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_8 = ModeChangedEvent.from_dict(data)



                return componentsschemas_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_9 = CardsThrownInEvent.from_dict(data)



                return componentsschemas_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_10 = SeatReadyEvent.from_dict(data)



                return componentsschemas_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_11 = TurnStartedEvent.from_dict(data)



                return componentsschemas_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_12 = TurnContinuedEvent.from_dict(data)



                return componentsschemas_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_13 = CardsDrawnEvent.from_dict(data)



                return componentsschemas_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_14 = CardTurnedEvent.from_dict(data)



                return componentsschemas_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_15 = CardLeftFaceUpEvent.from_dict(data)



                return componentsschemas_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_16 = CardsPlayedEvent.from_dict(data)



                return componentsschemas_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_17 = PileTakenEvent.from_dict(data)



                return componentsschemas_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_18 = PileBurnedEvent.from_dict(data)



                return componentsschemas_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_19 = CardsRemovedEvent.from_dict(data)



                return componentsschemas_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_20 = DirectionReversedEvent.from_dict(data)



                return componentsschemas_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_21 = PlayersSkippedEvent.from_dict(data)



                return componentsschemas_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_22 = RunOfferedEvent.from_dict(data)



                return componentsschemas_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_23 = ResponseRequestedEvent.from_dict(data)



                return componentsschemas_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_24 = GambitCalledEvent.from_dict(data)



                return componentsschemas_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_25 = ChoiceMadeEvent.from_dict(data)



                return componentsschemas_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_26 = CardsDiscardedEvent.from_dict(data)



                return componentsschemas_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_27 = CardTakenEvent.from_dict(data)



                return componentsschemas_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_28 = CardsSwitchedEvent.from_dict(data)



                return componentsschemas_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_29 = TossOfferedEvent.from_dict(data)



                return componentsschemas_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_30 = TossDeclinedEvent.from_dict(data)



                return componentsschemas_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_31 = HandsPassedEvent.from_dict(data)



                return componentsschemas_event_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_32 = PassRequestedEvent.from_dict(data)



                return componentsschemas_event_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_33 = CardsGivenEvent.from_dict(data)



                return componentsschemas_event_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_34 = CardsPassedEvent.from_dict(data)



                return componentsschemas_event_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_35 = SampleRequestedEvent.from_dict(data)



                return componentsschemas_event_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_36 = SkipsDeferredEvent.from_dict(data)



                return componentsschemas_event_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_37 = SeatFinishedEvent.from_dict(data)



                return componentsschemas_event_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_38 = SeatResignedEvent.from_dict(data)



                return componentsschemas_event_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_39 = SeatLeftEvent.from_dict(data)



                return componentsschemas_event_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_40 = GameAbortedEvent.from_dict(data)



                return componentsschemas_event_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_event_type_41 = GameEndedEvent.from_dict(data)



            return componentsschemas_event_type_41

        event = _parse_event(d.pop("event"))


        def _parse_cause(data: object) -> Cause | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cause_type_0 = Cause.from_dict(data)



                return cause_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Cause | None, data)

        cause = _parse_cause(d.pop("cause"))


        hash_ = d.pop("hash")

        replay_document_events_item = cls(
            seq=seq,
            event=event,
            cause=cause,
            hash_=hash_,
        )

        return replay_document_events_item

