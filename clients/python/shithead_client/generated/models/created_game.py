from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_game_deal_mode import CreatedGameDealMode
from ..models.created_game_on_expiry_type_1 import CreatedGameOnExpiryType1
from ..models.created_game_on_expiry_type_2_type_1 import CreatedGameOnExpiryType2Type1
from ..models.created_game_on_expiry_type_3_type_1 import CreatedGameOnExpiryType3Type1
from ..models.phase import Phase
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.created_game_ruleset import CreatedGameRuleset
  from ..models.created_seat import CreatedSeat
  from ..models.result import Result
  from ..models.sequenced_card_left_face_up_event import SequencedCardLeftFaceUpEvent
  from ..models.sequenced_card_stacked_event import SequencedCardStackedEvent
  from ..models.sequenced_card_taken_event import SequencedCardTakenEvent
  from ..models.sequenced_card_turned_event import SequencedCardTurnedEvent
  from ..models.sequenced_cards_discarded_event import SequencedCardsDiscardedEvent
  from ..models.sequenced_cards_drawn_event import SequencedCardsDrawnEvent
  from ..models.sequenced_cards_given_event import SequencedCardsGivenEvent
  from ..models.sequenced_cards_passed_event import SequencedCardsPassedEvent
  from ..models.sequenced_cards_played_event import SequencedCardsPlayedEvent
  from ..models.sequenced_cards_removed_event import SequencedCardsRemovedEvent
  from ..models.sequenced_cards_swapped_event import SequencedCardsSwappedEvent
  from ..models.sequenced_cards_switched_event import SequencedCardsSwitchedEvent
  from ..models.sequenced_cards_thrown_in_event import SequencedCardsThrownInEvent
  from ..models.sequenced_choice_made_event import SequencedChoiceMadeEvent
  from ..models.sequenced_contribution_committed_event import SequencedContributionCommittedEvent
  from ..models.sequenced_contribution_revealed_event import SequencedContributionRevealedEvent
  from ..models.sequenced_contributions_requested_event import SequencedContributionsRequestedEvent
  from ..models.sequenced_deal_forfeited_event import SequencedDealForfeitedEvent
  from ..models.sequenced_dealt_event import SequencedDealtEvent
  from ..models.sequenced_direction_reversed_event import SequencedDirectionReversedEvent
  from ..models.sequenced_face_up_placed_event import SequencedFaceUpPlacedEvent
  from ..models.sequenced_gambit_called_event import SequencedGambitCalledEvent
  from ..models.sequenced_game_aborted_event import SequencedGameAbortedEvent
  from ..models.sequenced_game_ended_event import SequencedGameEndedEvent
  from ..models.sequenced_hands_passed_event import SequencedHandsPassedEvent
  from ..models.sequenced_mode_changed_event import SequencedModeChangedEvent
  from ..models.sequenced_pass_requested_event import SequencedPassRequestedEvent
  from ..models.sequenced_pile_burned_event import SequencedPileBurnedEvent
  from ..models.sequenced_pile_taken_event import SequencedPileTakenEvent
  from ..models.sequenced_players_skipped_event import SequencedPlayersSkippedEvent
  from ..models.sequenced_response_requested_event import SequencedResponseRequestedEvent
  from ..models.sequenced_run_offered_event import SequencedRunOfferedEvent
  from ..models.sequenced_sample_requested_event import SequencedSampleRequestedEvent
  from ..models.sequenced_seat_finished_event import SequencedSeatFinishedEvent
  from ..models.sequenced_seat_left_event import SequencedSeatLeftEvent
  from ..models.sequenced_seat_ready_event import SequencedSeatReadyEvent
  from ..models.sequenced_seat_resigned_event import SequencedSeatResignedEvent
  from ..models.sequenced_skips_deferred_event import SequencedSkipsDeferredEvent
  from ..models.sequenced_toss_declined_event import SequencedTossDeclinedEvent
  from ..models.sequenced_toss_offered_event import SequencedTossOfferedEvent
  from ..models.sequenced_turn_continued_event import SequencedTurnContinuedEvent
  from ..models.sequenced_turn_started_event import SequencedTurnStartedEvent





T = TypeVar("T", bound="CreatedGame")



@_attrs_define
class CreatedGame:
    """ 
        Attributes:
            id (str):
            version (int): The game's version now, after the moves of its bot seats: send it as the first
                `expected_version`.
            phase (Phase):
            to_act (list[int]): The seats that may act now (several during setup; none once the game is over).
            result (None | Result): The result once the game is over; null while it runs.
            events (list[SequencedCardLeftFaceUpEvent | SequencedCardsDiscardedEvent | SequencedCardsDrawnEvent |
                SequencedCardsGivenEvent | SequencedCardsPassedEvent | SequencedCardsPlayedEvent | SequencedCardsRemovedEvent |
                SequencedCardsSwappedEvent | SequencedCardsSwitchedEvent | SequencedCardStackedEvent |
                SequencedCardsThrownInEvent | SequencedCardTakenEvent | SequencedCardTurnedEvent | SequencedChoiceMadeEvent |
                SequencedContributionCommittedEvent | SequencedContributionRevealedEvent | SequencedContributionsRequestedEvent
                | SequencedDealForfeitedEvent | SequencedDealtEvent | SequencedDirectionReversedEvent |
                SequencedFaceUpPlacedEvent | SequencedGambitCalledEvent | SequencedGameAbortedEvent | SequencedGameEndedEvent |
                SequencedHandsPassedEvent | SequencedModeChangedEvent | SequencedPassRequestedEvent | SequencedPileBurnedEvent |
                SequencedPileTakenEvent | SequencedPlayersSkippedEvent | SequencedResponseRequestedEvent |
                SequencedRunOfferedEvent | SequencedSampleRequestedEvent | SequencedSeatFinishedEvent | SequencedSeatLeftEvent |
                SequencedSeatReadyEvent | SequencedSeatResignedEvent | SequencedSkipsDeferredEvent | SequencedTossDeclinedEvent
                | SequencedTossOfferedEvent | SequencedTurnContinuedEvent | SequencedTurnStartedEvent]): Every event so far (the
                deal, and the moves of the bot seats), redacted as a
                spectator sees them: the creator is none of the seats.
            ruleset (CreatedGameRuleset):
            seed_commitment (None | str): SHA-256 (hex) of the seed; null when the game was dealt from an explicit deck.
            explicit_seed (bool):
            explicit_deck (bool):
            deal_mode (CreatedGameDealMode): How the deal is made (docs/fairness.md).
            deal_deadline (float | None): A contributed deal's deadline (Unix time) for every seat to commit and reveal;
                null otherwise.
            open_until (float | None): When the open seats stop being open (Unix time), as the creation's `open_seat_ttl_s`
                set it: a join after it is refused (409 `seats_expired`) and `on_expiry` happens. Null when no open seat waits
                to expire: none was set, every seat is taken, or the game is over. The lobby lists no game past it.
            on_expiry (CreatedGameOnExpiryType1 | CreatedGameOnExpiryType2Type1 | CreatedGameOnExpiryType3Type1 | None):
                What happens at `open_until` to the seats still open: `abort`, the game ends with no result; `bot`, the
                heuristic bot takes each of them. Null with `open_until`.
            seats (list[CreatedSeat]):
            clock (Clock | None): Every seat's clock (docs/clocks.md); null for a game without a time control.
     """

    id: str
    version: int
    phase: Phase
    to_act: list[int]
    result: None | Result
    events: list[SequencedCardLeftFaceUpEvent | SequencedCardsDiscardedEvent | SequencedCardsDrawnEvent | SequencedCardsGivenEvent | SequencedCardsPassedEvent | SequencedCardsPlayedEvent | SequencedCardsRemovedEvent | SequencedCardsSwappedEvent | SequencedCardsSwitchedEvent | SequencedCardStackedEvent | SequencedCardsThrownInEvent | SequencedCardTakenEvent | SequencedCardTurnedEvent | SequencedChoiceMadeEvent | SequencedContributionCommittedEvent | SequencedContributionRevealedEvent | SequencedContributionsRequestedEvent | SequencedDealForfeitedEvent | SequencedDealtEvent | SequencedDirectionReversedEvent | SequencedFaceUpPlacedEvent | SequencedGambitCalledEvent | SequencedGameAbortedEvent | SequencedGameEndedEvent | SequencedHandsPassedEvent | SequencedModeChangedEvent | SequencedPassRequestedEvent | SequencedPileBurnedEvent | SequencedPileTakenEvent | SequencedPlayersSkippedEvent | SequencedResponseRequestedEvent | SequencedRunOfferedEvent | SequencedSampleRequestedEvent | SequencedSeatFinishedEvent | SequencedSeatLeftEvent | SequencedSeatReadyEvent | SequencedSeatResignedEvent | SequencedSkipsDeferredEvent | SequencedTossDeclinedEvent | SequencedTossOfferedEvent | SequencedTurnContinuedEvent | SequencedTurnStartedEvent]
    ruleset: CreatedGameRuleset
    seed_commitment: None | str
    explicit_seed: bool
    explicit_deck: bool
    deal_mode: CreatedGameDealMode
    deal_deadline: float | None
    open_until: float | None
    on_expiry: CreatedGameOnExpiryType1 | CreatedGameOnExpiryType2Type1 | CreatedGameOnExpiryType3Type1 | None
    seats: list[CreatedSeat]
    clock: Clock | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.created_game_ruleset import CreatedGameRuleset # noqa: PLC0415
        from ..models.created_seat import CreatedSeat # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.sequenced_card_left_face_up_event import SequencedCardLeftFaceUpEvent # noqa: PLC0415
        from ..models.sequenced_card_stacked_event import SequencedCardStackedEvent # noqa: PLC0415
        from ..models.sequenced_card_taken_event import SequencedCardTakenEvent # noqa: PLC0415
        from ..models.sequenced_card_turned_event import SequencedCardTurnedEvent # noqa: PLC0415
        from ..models.sequenced_cards_discarded_event import SequencedCardsDiscardedEvent # noqa: PLC0415
        from ..models.sequenced_cards_drawn_event import SequencedCardsDrawnEvent # noqa: PLC0415
        from ..models.sequenced_cards_given_event import SequencedCardsGivenEvent # noqa: PLC0415
        from ..models.sequenced_cards_passed_event import SequencedCardsPassedEvent # noqa: PLC0415
        from ..models.sequenced_cards_played_event import SequencedCardsPlayedEvent # noqa: PLC0415
        from ..models.sequenced_cards_removed_event import SequencedCardsRemovedEvent # noqa: PLC0415
        from ..models.sequenced_cards_swapped_event import SequencedCardsSwappedEvent # noqa: PLC0415
        from ..models.sequenced_cards_switched_event import SequencedCardsSwitchedEvent # noqa: PLC0415
        from ..models.sequenced_cards_thrown_in_event import SequencedCardsThrownInEvent # noqa: PLC0415
        from ..models.sequenced_choice_made_event import SequencedChoiceMadeEvent # noqa: PLC0415
        from ..models.sequenced_contribution_committed_event import SequencedContributionCommittedEvent # noqa: PLC0415
        from ..models.sequenced_contribution_revealed_event import SequencedContributionRevealedEvent # noqa: PLC0415
        from ..models.sequenced_contributions_requested_event import SequencedContributionsRequestedEvent # noqa: PLC0415
        from ..models.sequenced_deal_forfeited_event import SequencedDealForfeitedEvent # noqa: PLC0415
        from ..models.sequenced_dealt_event import SequencedDealtEvent # noqa: PLC0415
        from ..models.sequenced_direction_reversed_event import SequencedDirectionReversedEvent # noqa: PLC0415
        from ..models.sequenced_face_up_placed_event import SequencedFaceUpPlacedEvent # noqa: PLC0415
        from ..models.sequenced_gambit_called_event import SequencedGambitCalledEvent # noqa: PLC0415
        from ..models.sequenced_game_aborted_event import SequencedGameAbortedEvent # noqa: PLC0415
        from ..models.sequenced_game_ended_event import SequencedGameEndedEvent # noqa: PLC0415
        from ..models.sequenced_hands_passed_event import SequencedHandsPassedEvent # noqa: PLC0415
        from ..models.sequenced_mode_changed_event import SequencedModeChangedEvent # noqa: PLC0415
        from ..models.sequenced_pass_requested_event import SequencedPassRequestedEvent # noqa: PLC0415
        from ..models.sequenced_pile_burned_event import SequencedPileBurnedEvent # noqa: PLC0415
        from ..models.sequenced_pile_taken_event import SequencedPileTakenEvent # noqa: PLC0415
        from ..models.sequenced_players_skipped_event import SequencedPlayersSkippedEvent # noqa: PLC0415
        from ..models.sequenced_response_requested_event import SequencedResponseRequestedEvent # noqa: PLC0415
        from ..models.sequenced_run_offered_event import SequencedRunOfferedEvent # noqa: PLC0415
        from ..models.sequenced_sample_requested_event import SequencedSampleRequestedEvent # noqa: PLC0415
        from ..models.sequenced_seat_finished_event import SequencedSeatFinishedEvent # noqa: PLC0415
        from ..models.sequenced_seat_left_event import SequencedSeatLeftEvent # noqa: PLC0415
        from ..models.sequenced_seat_ready_event import SequencedSeatReadyEvent # noqa: PLC0415
        from ..models.sequenced_seat_resigned_event import SequencedSeatResignedEvent # noqa: PLC0415
        from ..models.sequenced_skips_deferred_event import SequencedSkipsDeferredEvent # noqa: PLC0415
        from ..models.sequenced_toss_declined_event import SequencedTossDeclinedEvent # noqa: PLC0415
        from ..models.sequenced_toss_offered_event import SequencedTossOfferedEvent # noqa: PLC0415
        from ..models.sequenced_turn_continued_event import SequencedTurnContinuedEvent # noqa: PLC0415
        from ..models.sequenced_turn_started_event import SequencedTurnStartedEvent # noqa: PLC0415
        id = self.id

        version = self.version

        phase = self.phase.value

        to_act = self.to_act



        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SequencedContributionsRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedContributionCommittedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedContributionRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedDealForfeitedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedFaceUpPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardStackedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedModeChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsThrownInEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedSeatReadyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedTurnStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedTurnContinuedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardTurnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardLeftFaceUpEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedPileTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedPileBurnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedDirectionReversedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedPlayersSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedRunOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedResponseRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedGambitCalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedChoiceMadeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsSwitchedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedTossOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedTossDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedHandsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedPassRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedCardsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedSampleRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedSkipsDeferredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedSeatFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedSeatResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedSeatLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SequencedGameAbortedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        ruleset = self.ruleset.to_dict()

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        explicit_seed = self.explicit_seed

        explicit_deck = self.explicit_deck

        deal_mode = self.deal_mode.value

        deal_deadline: float | None
        deal_deadline = self.deal_deadline

        open_until: float | None
        open_until = self.open_until

        on_expiry: None | str
        if isinstance(self.on_expiry, CreatedGameOnExpiryType1):
            on_expiry = self.on_expiry.value
        elif isinstance(self.on_expiry, CreatedGameOnExpiryType2Type1):
            on_expiry = self.on_expiry.value
        elif isinstance(self.on_expiry, CreatedGameOnExpiryType3Type1):
            on_expiry = self.on_expiry.value
        else:
            on_expiry = self.on_expiry

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        clock: dict[str, Any] | None
        if isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "version": version,
            "phase": phase,
            "to_act": to_act,
            "result": result,
            "events": events,
            "ruleset": ruleset,
            "seed_commitment": seed_commitment,
            "explicit_seed": explicit_seed,
            "explicit_deck": explicit_deck,
            "deal_mode": deal_mode,
            "deal_deadline": deal_deadline,
            "open_until": open_until,
            "on_expiry": on_expiry,
            "seats": seats,
            "clock": clock,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.created_game_ruleset import CreatedGameRuleset # noqa: PLC0415
        from ..models.created_seat import CreatedSeat # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.sequenced_card_left_face_up_event import SequencedCardLeftFaceUpEvent # noqa: PLC0415
        from ..models.sequenced_card_stacked_event import SequencedCardStackedEvent # noqa: PLC0415
        from ..models.sequenced_card_taken_event import SequencedCardTakenEvent # noqa: PLC0415
        from ..models.sequenced_card_turned_event import SequencedCardTurnedEvent # noqa: PLC0415
        from ..models.sequenced_cards_discarded_event import SequencedCardsDiscardedEvent # noqa: PLC0415
        from ..models.sequenced_cards_drawn_event import SequencedCardsDrawnEvent # noqa: PLC0415
        from ..models.sequenced_cards_given_event import SequencedCardsGivenEvent # noqa: PLC0415
        from ..models.sequenced_cards_passed_event import SequencedCardsPassedEvent # noqa: PLC0415
        from ..models.sequenced_cards_played_event import SequencedCardsPlayedEvent # noqa: PLC0415
        from ..models.sequenced_cards_removed_event import SequencedCardsRemovedEvent # noqa: PLC0415
        from ..models.sequenced_cards_swapped_event import SequencedCardsSwappedEvent # noqa: PLC0415
        from ..models.sequenced_cards_switched_event import SequencedCardsSwitchedEvent # noqa: PLC0415
        from ..models.sequenced_cards_thrown_in_event import SequencedCardsThrownInEvent # noqa: PLC0415
        from ..models.sequenced_choice_made_event import SequencedChoiceMadeEvent # noqa: PLC0415
        from ..models.sequenced_contribution_committed_event import SequencedContributionCommittedEvent # noqa: PLC0415
        from ..models.sequenced_contribution_revealed_event import SequencedContributionRevealedEvent # noqa: PLC0415
        from ..models.sequenced_contributions_requested_event import SequencedContributionsRequestedEvent # noqa: PLC0415
        from ..models.sequenced_deal_forfeited_event import SequencedDealForfeitedEvent # noqa: PLC0415
        from ..models.sequenced_dealt_event import SequencedDealtEvent # noqa: PLC0415
        from ..models.sequenced_direction_reversed_event import SequencedDirectionReversedEvent # noqa: PLC0415
        from ..models.sequenced_face_up_placed_event import SequencedFaceUpPlacedEvent # noqa: PLC0415
        from ..models.sequenced_gambit_called_event import SequencedGambitCalledEvent # noqa: PLC0415
        from ..models.sequenced_game_aborted_event import SequencedGameAbortedEvent # noqa: PLC0415
        from ..models.sequenced_game_ended_event import SequencedGameEndedEvent # noqa: PLC0415
        from ..models.sequenced_hands_passed_event import SequencedHandsPassedEvent # noqa: PLC0415
        from ..models.sequenced_mode_changed_event import SequencedModeChangedEvent # noqa: PLC0415
        from ..models.sequenced_pass_requested_event import SequencedPassRequestedEvent # noqa: PLC0415
        from ..models.sequenced_pile_burned_event import SequencedPileBurnedEvent # noqa: PLC0415
        from ..models.sequenced_pile_taken_event import SequencedPileTakenEvent # noqa: PLC0415
        from ..models.sequenced_players_skipped_event import SequencedPlayersSkippedEvent # noqa: PLC0415
        from ..models.sequenced_response_requested_event import SequencedResponseRequestedEvent # noqa: PLC0415
        from ..models.sequenced_run_offered_event import SequencedRunOfferedEvent # noqa: PLC0415
        from ..models.sequenced_sample_requested_event import SequencedSampleRequestedEvent # noqa: PLC0415
        from ..models.sequenced_seat_finished_event import SequencedSeatFinishedEvent # noqa: PLC0415
        from ..models.sequenced_seat_left_event import SequencedSeatLeftEvent # noqa: PLC0415
        from ..models.sequenced_seat_ready_event import SequencedSeatReadyEvent # noqa: PLC0415
        from ..models.sequenced_seat_resigned_event import SequencedSeatResignedEvent # noqa: PLC0415
        from ..models.sequenced_skips_deferred_event import SequencedSkipsDeferredEvent # noqa: PLC0415
        from ..models.sequenced_toss_declined_event import SequencedTossDeclinedEvent # noqa: PLC0415
        from ..models.sequenced_toss_offered_event import SequencedTossOfferedEvent # noqa: PLC0415
        from ..models.sequenced_turn_continued_event import SequencedTurnContinuedEvent # noqa: PLC0415
        from ..models.sequenced_turn_started_event import SequencedTurnStartedEvent # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        phase = Phase(d.pop("phase"))




        to_act = cast(list[int], d.pop("to_act"))


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


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> SequencedCardLeftFaceUpEvent | SequencedCardsDiscardedEvent | SequencedCardsDrawnEvent | SequencedCardsGivenEvent | SequencedCardsPassedEvent | SequencedCardsPlayedEvent | SequencedCardsRemovedEvent | SequencedCardsSwappedEvent | SequencedCardsSwitchedEvent | SequencedCardStackedEvent | SequencedCardsThrownInEvent | SequencedCardTakenEvent | SequencedCardTurnedEvent | SequencedChoiceMadeEvent | SequencedContributionCommittedEvent | SequencedContributionRevealedEvent | SequencedContributionsRequestedEvent | SequencedDealForfeitedEvent | SequencedDealtEvent | SequencedDirectionReversedEvent | SequencedFaceUpPlacedEvent | SequencedGambitCalledEvent | SequencedGameAbortedEvent | SequencedGameEndedEvent | SequencedHandsPassedEvent | SequencedModeChangedEvent | SequencedPassRequestedEvent | SequencedPileBurnedEvent | SequencedPileTakenEvent | SequencedPlayersSkippedEvent | SequencedResponseRequestedEvent | SequencedRunOfferedEvent | SequencedSampleRequestedEvent | SequencedSeatFinishedEvent | SequencedSeatLeftEvent | SequencedSeatReadyEvent | SequencedSeatResignedEvent | SequencedSkipsDeferredEvent | SequencedTossDeclinedEvent | SequencedTossOfferedEvent | SequencedTurnContinuedEvent | SequencedTurnStartedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_0 = SequencedContributionsRequestedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_1 = SequencedContributionCommittedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_2 = SequencedContributionRevealedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_3 = SequencedDealForfeitedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_4 = SequencedDealtEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_5 = SequencedFaceUpPlacedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_6 = SequencedCardsSwappedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_7 = SequencedCardStackedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_8 = SequencedModeChangedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_9 = SequencedCardsThrownInEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_10 = SequencedSeatReadyEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_11 = SequencedTurnStartedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_12 = SequencedTurnContinuedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_13 = SequencedCardsDrawnEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_14 = SequencedCardTurnedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_15 = SequencedCardLeftFaceUpEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_16 = SequencedCardsPlayedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_17 = SequencedPileTakenEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_18 = SequencedPileBurnedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_19 = SequencedCardsRemovedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_20 = SequencedDirectionReversedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_21 = SequencedPlayersSkippedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_22 = SequencedRunOfferedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_23 = SequencedResponseRequestedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_24 = SequencedGambitCalledEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_25 = SequencedChoiceMadeEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_26 = SequencedCardsDiscardedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_27 = SequencedCardTakenEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_28 = SequencedCardsSwitchedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_29 = SequencedTossOfferedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_30 = SequencedTossDeclinedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_31 = SequencedHandsPassedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_32 = SequencedPassRequestedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_33 = SequencedCardsGivenEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_34 = SequencedCardsPassedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_35 = SequencedSampleRequestedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_36 = SequencedSkipsDeferredEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_37 = SequencedSeatFinishedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_38 = SequencedSeatResignedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_39 = SequencedSeatLeftEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sequenced_event_type_40 = SequencedGameAbortedEvent.from_dict(data)



                    return componentsschemas_sequenced_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sequenced_event_type_41 = SequencedGameEndedEvent.from_dict(data)



                return componentsschemas_sequenced_event_type_41

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        ruleset = CreatedGameRuleset.from_dict(d.pop("ruleset"))




        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        explicit_seed = d.pop("explicit_seed")

        explicit_deck = d.pop("explicit_deck")

        deal_mode = CreatedGameDealMode(d.pop("deal_mode"))




        def _parse_deal_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deal_deadline = _parse_deal_deadline(d.pop("deal_deadline"))


        def _parse_open_until(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        open_until = _parse_open_until(d.pop("open_until"))


        def _parse_on_expiry(data: object) -> CreatedGameOnExpiryType1 | CreatedGameOnExpiryType2Type1 | CreatedGameOnExpiryType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_1 = CreatedGameOnExpiryType1(data)



                return on_expiry_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_2_type_1 = CreatedGameOnExpiryType2Type1(data)



                return on_expiry_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_3_type_1 = CreatedGameOnExpiryType3Type1(data)



                return on_expiry_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreatedGameOnExpiryType1 | CreatedGameOnExpiryType2Type1 | CreatedGameOnExpiryType3Type1 | None, data)

        on_expiry = _parse_on_expiry(d.pop("on_expiry"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = CreatedSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_clock(data: object) -> Clock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None, data)

        clock = _parse_clock(d.pop("clock"))


        created_game = cls(
            id=id,
            version=version,
            phase=phase,
            to_act=to_act,
            result=result,
            events=events,
            ruleset=ruleset,
            seed_commitment=seed_commitment,
            explicit_seed=explicit_seed,
            explicit_deck=explicit_deck,
            deal_mode=deal_mode,
            deal_deadline=deal_deadline,
            open_until=open_until,
            on_expiry=on_expiry,
            seats=seats,
            clock=clock,
        )


        created_game.additional_properties = d
        return created_game

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
