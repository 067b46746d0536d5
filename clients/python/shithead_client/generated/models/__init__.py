""" Contains all the data models used in inputs/outputs """

from .action import Action
from .action_kind import ActionKind
from .action_out import ActionOut
from .action_result import ActionResult
from .bot_game import BotGame
from .bot_history import BotHistory
from .bot_leaderboard import BotLeaderboard
from .bot_profile import BotProfile
from .bot_profile_kind import BotProfileKind
from .bot_profile_push_calls_type_0 import BotProfilePushCallsType0
from .bot_profile_push_calls_type_0_last import BotProfilePushCallsType0Last
from .bot_profile_ratings import BotProfileRatings
from .bot_profile_status import BotProfileStatus
from .bot_result import BotResult
from .bot_result_outcome import BotResultOutcome
from .bot_result_reason import BotResultReason
from .bot_token import BotToken
from .card_left_face_up_event import CardLeftFaceUpEvent
from .card_left_face_up_event_type import CardLeftFaceUpEventType
from .card_stacked_event import CardStackedEvent
from .card_stacked_event_type import CardStackedEventType
from .card_taken_event import CardTakenEvent
from .card_taken_event_type import CardTakenEventType
from .card_turned_event import CardTurnedEvent
from .card_turned_event_type import CardTurnedEventType
from .cards_discarded_event import CardsDiscardedEvent
from .cards_discarded_event_type import CardsDiscardedEventType
from .cards_drawn_event import CardsDrawnEvent
from .cards_drawn_event_type import CardsDrawnEventType
from .cards_given_event import CardsGivenEvent
from .cards_given_event_type import CardsGivenEventType
from .cards_passed_event import CardsPassedEvent
from .cards_passed_event_type import CardsPassedEventType
from .cards_played_event import CardsPlayedEvent
from .cards_played_event_source import CardsPlayedEventSource
from .cards_played_event_type import CardsPlayedEventType
from .cards_removed_event import CardsRemovedEvent
from .cards_removed_event_type import CardsRemovedEventType
from .cards_swapped_event import CardsSwappedEvent
from .cards_swapped_event_type import CardsSwappedEventType
from .cards_switched_event import CardsSwitchedEvent
from .cards_switched_event_type import CardsSwitchedEventType
from .cards_thrown_in_event import CardsThrownInEvent
from .cards_thrown_in_event_type import CardsThrownInEventType
from .cause import Cause
from .cause_action import CauseAction
from .cause_action_bot import CauseActionBot
from .cause_action_kind_type_1 import CauseActionKindType1
from .cause_bot import CauseBot
from .cause_default import CauseDefault
from .challenge import Challenge
from .challenge_clock_type_0 import ChallengeClockType0
from .challenge_ruleset import ChallengeRuleset
from .challenge_ruleset_options import ChallengeRulesetOptions
from .challenge_seat import ChallengeSeat
from .challenge_seat_kind import ChallengeSeatKind
from .challenge_status import ChallengeStatus
from .choice_made_event import ChoiceMadeEvent
from .choice_made_event_type import ChoiceMadeEventType
from .clock import Clock
from .clock_request import ClockRequest
from .clock_request_on_timeout import ClockRequestOnTimeout
from .clock_seats_item import ClockSeatsItem
from .contribution_committed_event import ContributionCommittedEvent
from .contribution_committed_event_type import ContributionCommittedEventType
from .contribution_revealed_event import ContributionRevealedEvent
from .contribution_revealed_event_type import ContributionRevealedEventType
from .contributions_requested_event import ContributionsRequestedEvent
from .contributions_requested_event_type import ContributionsRequestedEventType
from .create_challenge_request import CreateChallengeRequest
from .create_game_request import CreateGameRequest
from .create_game_request_deal_mode import CreateGameRequestDealMode
from .create_game_request_on_expiry_type_1 import CreateGameRequestOnExpiryType1
from .create_game_request_on_expiry_type_2_type_1 import CreateGameRequestOnExpiryType2Type1
from .create_game_request_on_expiry_type_3_type_1 import CreateGameRequestOnExpiryType3Type1
from .create_ladder_request import CreateLadderRequest
from .create_match_request import CreateMatchRequest
from .create_tournament_request import CreateTournamentRequest
from .create_tournament_request_entry import CreateTournamentRequestEntry
from .create_tournament_request_format import CreateTournamentRequestFormat
from .created_game import CreatedGame
from .created_game_deal_mode import CreatedGameDealMode
from .created_game_on_expiry_type_1 import CreatedGameOnExpiryType1
from .created_game_on_expiry_type_2_type_1 import CreatedGameOnExpiryType2Type1
from .created_game_on_expiry_type_3_type_1 import CreatedGameOnExpiryType3Type1
from .created_game_ruleset import CreatedGameRuleset
from .created_game_ruleset_options import CreatedGameRulesetOptions
from .created_match import CreatedMatch
from .created_match_progress import CreatedMatchProgress
from .created_match_ruleset import CreatedMatchRuleset
from .created_match_ruleset_options import CreatedMatchRulesetOptions
from .created_match_seat import CreatedMatchSeat
from .created_match_status import CreatedMatchStatus
from .created_seat import CreatedSeat
from .created_seat_left import CreatedSeatLeft
from .created_tournament import CreatedTournament
from .created_tournament_entry import CreatedTournamentEntry
from .created_tournament_format import CreatedTournamentFormat
from .created_tournament_participants_item import CreatedTournamentParticipantsItem
from .created_tournament_participants_item_bot import CreatedTournamentParticipantsItemBot
from .created_tournament_progress import CreatedTournamentProgress
from .created_tournament_ruleset import CreatedTournamentRuleset
from .created_tournament_ruleset_options import CreatedTournamentRulesetOptions
from .created_tournament_status import CreatedTournamentStatus
from .credential_ref import CredentialRef
from .credential_ref_kind import CredentialRefKind
from .deal_forfeited_event import DealForfeitedEvent
from .deal_forfeited_event_type import DealForfeitedEventType
from .dealt_event import DealtEvent
from .dealt_event_pile_item import DealtEventPileItem
from .dealt_event_type import DealtEventType
from .direction_reversed_event import DirectionReversedEvent
from .direction_reversed_event_type import DirectionReversedEventType
from .directory import Directory
from .directory_bot import DirectoryBot
from .directory_bot_kind import DirectoryBotKind
from .directory_bot_status import DirectoryBotStatus
from .enter_tournament_request import EnterTournamentRequest
from .entered_bot import EnteredBot
from .event_page import EventPage
from .event_type import EventType
from .face_up_placed_event import FaceUpPlacedEvent
from .face_up_placed_event_type import FaceUpPlacedEventType
from .feed_event import FeedEvent
from .feed_event_by import FeedEventBy
from .feed_event_clock_type_0 import FeedEventClockType0
from .feed_event_outcome import FeedEventOutcome
from .feed_event_ruleset import FeedEventRuleset
from .feed_event_type import FeedEventType
from .feed_page import FeedPage
from .four_of_a_kind import FourOfAKind
from .four_of_a_kind_effect import FourOfAKindEffect
from .gambit import Gambit
from .gambit_called_event import GambitCalledEvent
from .gambit_called_event_type import GambitCalledEventType
from .gambit_counter_mode import GambitCounterMode
from .gambit_effect import GambitEffect
from .gambit_stop_mode import GambitStopMode
from .game import Game
from .game_aborted_event import GameAbortedEvent
from .game_aborted_event_type import GameAbortedEventType
from .game_deal_mode import GameDealMode
from .game_ended_event import GameEndedEvent
from .game_ended_event_type import GameEndedEventType
from .game_list import GameList
from .game_list_games_item import GameListGamesItem
from .game_list_games_item_on_expiry_type_1 import GameListGamesItemOnExpiryType1
from .game_list_games_item_on_expiry_type_2_type_1 import GameListGamesItemOnExpiryType2Type1
from .game_list_games_item_on_expiry_type_3_type_1 import GameListGamesItemOnExpiryType3Type1
from .game_list_games_item_seats_item import GameListGamesItemSeatsItem
from .game_list_games_item_seats_item_kind import GameListGamesItemSeatsItemKind
from .game_list_games_item_status import GameListGamesItemStatus
from .game_match_type_0 import GameMatchType0
from .game_on_expiry_type_1 import GameOnExpiryType1
from .game_on_expiry_type_2_type_1 import GameOnExpiryType2Type1
from .game_on_expiry_type_3_type_1 import GameOnExpiryType3Type1
from .game_ruleset import GameRuleset
from .game_ruleset_options import GameRulesetOptions
from .get_bot_games_outcome import GetBotGamesOutcome
from .hands_passed_event import HandsPassedEvent
from .hands_passed_event_type import HandsPassedEventType
from .health import Health
from .history_game import HistoryGame
from .history_game_outcome import HistoryGameOutcome
from .history_seat import HistorySeat
from .join_request import JoinRequest
from .joined import Joined
from .key_list import KeyList
from .ladder import Ladder
from .ladder_clock import LadderClock
from .ladder_entry import LadderEntry
from .ladder_game import LadderGame
from .ladder_game_seat import LadderGameSeat
from .ladder_list import LadderList
from .ladder_list_ladders_item import LadderListLaddersItem
from .ladder_list_ladders_item_ruleset import LadderListLaddersItemRuleset
from .ladder_list_ladders_item_ruleset_options import LadderListLaddersItemRulesetOptions
from .ladder_list_ladders_item_status import LadderListLaddersItemStatus
from .ladder_live_game import LadderLiveGame
from .ladder_rating import LadderRating
from .ladder_rating_value import LadderRatingValue
from .ladder_results import LadderResults
from .ladder_results_game import LadderResultsGame
from .ladder_results_model import LadderResultsModel
from .ladder_results_rating import LadderResultsRating
from .ladder_results_ruleset import LadderResultsRuleset
from .ladder_results_ruleset_options import LadderResultsRulesetOptions
from .ladder_results_seat import LadderResultsSeat
from .ladder_ruleset import LadderRuleset
from .ladder_ruleset_options import LadderRulesetOptions
from .ladder_status import LadderStatus
from .leaderboard import Leaderboard
from .leaderboard_rating import LeaderboardRating
from .leaderboard_row import LeaderboardRow
from .leave_request import LeaveRequest
from .leave_request_bot import LeaveRequestBot
from .legal_moves import LegalMoves
from .list_bots_online import ListBotsOnline
from .list_bots_sort import ListBotsSort
from .list_games_status import ListGamesStatus
from .list_tournaments_status import ListTournamentsStatus
from .match import Match
from .match_game import MatchGame
from .match_progress import MatchProgress
from .match_results import MatchResults
from .match_results_games_item import MatchResultsGamesItem
from .match_results_options import MatchResultsOptions
from .match_results_standings_item import MatchResultsStandingsItem
from .match_rules import MatchRules
from .match_rules_next_dealer import MatchRulesNextDealer
from .match_ruleset import MatchRuleset
from .match_ruleset_options import MatchRulesetOptions
from .match_seat import MatchSeat
from .match_standing import MatchStanding
from .match_status import MatchStatus
from .mode_changed_event import ModeChangedEvent
from .mode_changed_event_type import ModeChangedEventType
from .openapi_response_200 import OpenapiResponse200
from .option_info import OptionInfo
from .option_info_type import OptionInfoType
from .participant_request_type_0 import ParticipantRequestType0
from .participant_request_type_1 import ParticipantRequestType1
from .participant_request_type_1_bot import ParticipantRequestType1Bot
from .participant_request_type_2 import ParticipantRequestType2
from .participant_request_type_3 import ParticipantRequestType3
from .pass_requested_event import PassRequestedEvent
from .pass_requested_event_type import PassRequestedEventType
from .phase import Phase
from .pile_burned_event import PileBurnedEvent
from .pile_burned_event_type import PileBurnedEventType
from .pile_taken_event import PileTakenEvent
from .pile_taken_event_type import PileTakenEventType
from .players_skipped_event import PlayersSkippedEvent
from .players_skipped_event_type import PlayersSkippedEventType
from .power import Power
from .power_counter_mode import PowerCounterMode
from .power_kind import PowerKind
from .power_who import PowerWho
from .problem import Problem
from .problem_errors import ProblemErrors
from .push_bot import PushBot
from .push_bot_answer import PushBotAnswer
from .push_bot_notice import PushBotNotice
from .push_bot_notice_type import PushBotNoticeType
from .push_bot_request import PushBotRequest
from .push_bot_request_type import PushBotRequestType
from .readiness import Readiness
from .register_bot_request import RegisterBotRequest
from .register_bot_request_kind import RegisterBotRequestKind
from .registered_bot import RegisteredBot
from .registered_bot_kind import RegisteredBotKind
from .registered_bot_push_calls_type_0 import RegisteredBotPushCallsType0
from .registered_bot_push_calls_type_0_last import RegisteredBotPushCallsType0Last
from .registered_bot_ratings import RegisteredBotRatings
from .registered_bot_status import RegisteredBotStatus
from .replay_document import ReplayDocument
from .replay_document_clock import ReplayDocumentClock
from .replay_document_clock_on_timeout import ReplayDocumentClockOnTimeout
from .replay_document_deal_algorithm import ReplayDocumentDealAlgorithm
from .replay_document_deal_mode import ReplayDocumentDealMode
from .replay_document_events_item import ReplayDocumentEventsItem
from .replay_document_options import ReplayDocumentOptions
from .replay_document_phase import ReplayDocumentPhase
from .replay_document_seats_item import ReplayDocumentSeatsItem
from .replay_document_seats_item_kind import ReplayDocumentSeatsItemKind
from .response_requested_event import ResponseRequestedEvent
from .response_requested_event_type import ResponseRequestedEventType
from .result import Result
from .result_reason import ResultReason
from .ruleset import Ruleset
from .ruleset_after_pickup import RulesetAfterPickup
from .ruleset_cards_item import RulesetCardsItem
from .ruleset_cards_item_placement import RulesetCardsItemPlacement
from .ruleset_detail import RulesetDetail
from .ruleset_detail_cards_item import RulesetDetailCardsItem
from .ruleset_detail_layout import RulesetDetailLayout
from .ruleset_detail_match import RulesetDetailMatch
from .ruleset_detail_players import RulesetDetailPlayers
from .ruleset_face_up_pickup import RulesetFaceUpPickup
from .ruleset_first_player import RulesetFirstPlayer
from .ruleset_groups import RulesetGroups
from .ruleset_layout import RulesetLayout
from .ruleset_layout_access import RulesetLayoutAccess
from .ruleset_layout_layers_item import RulesetLayoutLayersItem
from .ruleset_layout_setup import RulesetLayoutSetup
from .ruleset_list import RulesetList
from .ruleset_objective import RulesetObjective
from .ruleset_options import RulesetOptions
from .ruleset_piles import RulesetPiles
from .ruleset_ref import RulesetRef
from .ruleset_ref_cards_item import RulesetRefCardsItem
from .ruleset_ref_cards_item_placement import RulesetRefCardsItemPlacement
from .ruleset_ref_cards_item_powers_item import RulesetRefCardsItemPowersItem
from .ruleset_ref_options import RulesetRefOptions
from .ruleset_reversed_pickup import RulesetReversedPickup
from .ruleset_reversed_values import RulesetReversedValues
from .ruleset_start_mode import RulesetStartMode
from .ruleset_summary import RulesetSummary
from .ruleset_summary_cards_item import RulesetSummaryCardsItem
from .ruleset_summary_layout import RulesetSummaryLayout
from .ruleset_summary_match import RulesetSummaryMatch
from .ruleset_summary_players import RulesetSummaryPlayers
from .ruleset_turn_draw import RulesetTurnDraw
from .ruleset_values import RulesetValues
from .run_offered_event import RunOfferedEvent
from .run_offered_event_type import RunOfferedEventType
from .sample_requested_event import SampleRequestedEvent
from .sample_requested_event_type import SampleRequestedEventType
from .seat_finished_event import SeatFinishedEvent
from .seat_finished_event_type import SeatFinishedEventType
from .seat_info import SeatInfo
from .seat_info_left import SeatInfoLeft
from .seat_left_event import SeatLeftEvent
from .seat_left_event_type import SeatLeftEventType
from .seat_ready_event import SeatReadyEvent
from .seat_ready_event_type import SeatReadyEventType
from .seat_request import SeatRequest
from .seat_request_bot import SeatRequestBot
from .seat_resigned_event import SeatResignedEvent
from .seat_resigned_event_type import SeatResignedEventType
from .seat_view import SeatView
from .sequenced_card_left_face_up_event import SequencedCardLeftFaceUpEvent
from .sequenced_card_left_face_up_event_type import SequencedCardLeftFaceUpEventType
from .sequenced_card_stacked_event import SequencedCardStackedEvent
from .sequenced_card_stacked_event_type import SequencedCardStackedEventType
from .sequenced_card_taken_event import SequencedCardTakenEvent
from .sequenced_card_taken_event_type import SequencedCardTakenEventType
from .sequenced_card_turned_event import SequencedCardTurnedEvent
from .sequenced_card_turned_event_type import SequencedCardTurnedEventType
from .sequenced_cards_discarded_event import SequencedCardsDiscardedEvent
from .sequenced_cards_discarded_event_type import SequencedCardsDiscardedEventType
from .sequenced_cards_drawn_event import SequencedCardsDrawnEvent
from .sequenced_cards_drawn_event_type import SequencedCardsDrawnEventType
from .sequenced_cards_given_event import SequencedCardsGivenEvent
from .sequenced_cards_given_event_type import SequencedCardsGivenEventType
from .sequenced_cards_passed_event import SequencedCardsPassedEvent
from .sequenced_cards_passed_event_type import SequencedCardsPassedEventType
from .sequenced_cards_played_event import SequencedCardsPlayedEvent
from .sequenced_cards_played_event_source import SequencedCardsPlayedEventSource
from .sequenced_cards_played_event_type import SequencedCardsPlayedEventType
from .sequenced_cards_removed_event import SequencedCardsRemovedEvent
from .sequenced_cards_removed_event_type import SequencedCardsRemovedEventType
from .sequenced_cards_swapped_event import SequencedCardsSwappedEvent
from .sequenced_cards_swapped_event_type import SequencedCardsSwappedEventType
from .sequenced_cards_switched_event import SequencedCardsSwitchedEvent
from .sequenced_cards_switched_event_type import SequencedCardsSwitchedEventType
from .sequenced_cards_thrown_in_event import SequencedCardsThrownInEvent
from .sequenced_cards_thrown_in_event_type import SequencedCardsThrownInEventType
from .sequenced_choice_made_event import SequencedChoiceMadeEvent
from .sequenced_choice_made_event_type import SequencedChoiceMadeEventType
from .sequenced_contribution_committed_event import SequencedContributionCommittedEvent
from .sequenced_contribution_committed_event_type import SequencedContributionCommittedEventType
from .sequenced_contribution_revealed_event import SequencedContributionRevealedEvent
from .sequenced_contribution_revealed_event_type import SequencedContributionRevealedEventType
from .sequenced_contributions_requested_event import SequencedContributionsRequestedEvent
from .sequenced_contributions_requested_event_type import SequencedContributionsRequestedEventType
from .sequenced_deal_forfeited_event import SequencedDealForfeitedEvent
from .sequenced_deal_forfeited_event_type import SequencedDealForfeitedEventType
from .sequenced_dealt_event import SequencedDealtEvent
from .sequenced_dealt_event_pile_item import SequencedDealtEventPileItem
from .sequenced_dealt_event_type import SequencedDealtEventType
from .sequenced_direction_reversed_event import SequencedDirectionReversedEvent
from .sequenced_direction_reversed_event_type import SequencedDirectionReversedEventType
from .sequenced_face_up_placed_event import SequencedFaceUpPlacedEvent
from .sequenced_face_up_placed_event_type import SequencedFaceUpPlacedEventType
from .sequenced_gambit_called_event import SequencedGambitCalledEvent
from .sequenced_gambit_called_event_type import SequencedGambitCalledEventType
from .sequenced_game_aborted_event import SequencedGameAbortedEvent
from .sequenced_game_aborted_event_type import SequencedGameAbortedEventType
from .sequenced_game_ended_event import SequencedGameEndedEvent
from .sequenced_game_ended_event_type import SequencedGameEndedEventType
from .sequenced_hands_passed_event import SequencedHandsPassedEvent
from .sequenced_hands_passed_event_type import SequencedHandsPassedEventType
from .sequenced_mode_changed_event import SequencedModeChangedEvent
from .sequenced_mode_changed_event_type import SequencedModeChangedEventType
from .sequenced_pass_requested_event import SequencedPassRequestedEvent
from .sequenced_pass_requested_event_type import SequencedPassRequestedEventType
from .sequenced_pile_burned_event import SequencedPileBurnedEvent
from .sequenced_pile_burned_event_type import SequencedPileBurnedEventType
from .sequenced_pile_taken_event import SequencedPileTakenEvent
from .sequenced_pile_taken_event_type import SequencedPileTakenEventType
from .sequenced_players_skipped_event import SequencedPlayersSkippedEvent
from .sequenced_players_skipped_event_type import SequencedPlayersSkippedEventType
from .sequenced_response_requested_event import SequencedResponseRequestedEvent
from .sequenced_response_requested_event_type import SequencedResponseRequestedEventType
from .sequenced_run_offered_event import SequencedRunOfferedEvent
from .sequenced_run_offered_event_type import SequencedRunOfferedEventType
from .sequenced_sample_requested_event import SequencedSampleRequestedEvent
from .sequenced_sample_requested_event_type import SequencedSampleRequestedEventType
from .sequenced_seat_finished_event import SequencedSeatFinishedEvent
from .sequenced_seat_finished_event_type import SequencedSeatFinishedEventType
from .sequenced_seat_left_event import SequencedSeatLeftEvent
from .sequenced_seat_left_event_type import SequencedSeatLeftEventType
from .sequenced_seat_ready_event import SequencedSeatReadyEvent
from .sequenced_seat_ready_event_type import SequencedSeatReadyEventType
from .sequenced_seat_resigned_event import SequencedSeatResignedEvent
from .sequenced_seat_resigned_event_type import SequencedSeatResignedEventType
from .sequenced_skips_deferred_event import SequencedSkipsDeferredEvent
from .sequenced_skips_deferred_event_type import SequencedSkipsDeferredEventType
from .sequenced_toss_declined_event import SequencedTossDeclinedEvent
from .sequenced_toss_declined_event_type import SequencedTossDeclinedEventType
from .sequenced_toss_offered_event import SequencedTossOfferedEvent
from .sequenced_toss_offered_event_type import SequencedTossOfferedEventType
from .sequenced_turn_continued_event import SequencedTurnContinuedEvent
from .sequenced_turn_continued_event_type import SequencedTurnContinuedEventType
from .sequenced_turn_started_event import SequencedTurnStartedEvent
from .sequenced_turn_started_event_type import SequencedTurnStartedEventType
from .signature import Signature
from .signing_key import SigningKey
from .skips_deferred_event import SkipsDeferredEvent
from .skips_deferred_event_type import SkipsDeferredEventType
from .standing import Standing
from .stream_game_response_200 import StreamGameResponse200
from .submit_action_request import SubmitActionRequest
from .time_control import TimeControl
from .time_control_on_timeout import TimeControlOnTimeout
from .toss_declined_event import TossDeclinedEvent
from .toss_declined_event_type import TossDeclinedEventType
from .toss_offered_event import TossOfferedEvent
from .toss_offered_event_type import TossOfferedEventType
from .tournament import Tournament
from .tournament_callback import TournamentCallback
from .tournament_callback_status import TournamentCallbackStatus
from .tournament_cancelled import TournamentCancelled
from .tournament_entries import TournamentEntries
from .tournament_entry import TournamentEntry
from .tournament_format import TournamentFormat
from .tournament_game import TournamentGame
from .tournament_game_result import TournamentGameResult
from .tournament_game_result_reason import TournamentGameResultReason
from .tournament_list import TournamentList
from .tournament_list_tournaments_item import TournamentListTournamentsItem
from .tournament_list_tournaments_item_entry import TournamentListTournamentsItemEntry
from .tournament_list_tournaments_item_format import TournamentListTournamentsItemFormat
from .tournament_list_tournaments_item_progress import TournamentListTournamentsItemProgress
from .tournament_list_tournaments_item_ruleset import TournamentListTournamentsItemRuleset
from .tournament_list_tournaments_item_ruleset_options import TournamentListTournamentsItemRulesetOptions
from .tournament_list_tournaments_item_status import TournamentListTournamentsItemStatus
from .tournament_participants_item import TournamentParticipantsItem
from .tournament_participants_item_bot import TournamentParticipantsItemBot
from .tournament_progress import TournamentProgress
from .tournament_results import TournamentResults
from .tournament_results_games_item import TournamentResultsGamesItem
from .tournament_results_participants_item import TournamentResultsParticipantsItem
from .tournament_results_spec import TournamentResultsSpec
from .tournament_ruleset import TournamentRuleset
from .tournament_ruleset_options import TournamentRulesetOptions
from .tournament_status import TournamentStatus
from .tournament_waiting import TournamentWaiting
from .turn_continued_event import TurnContinuedEvent
from .turn_continued_event_type import TurnContinuedEventType
from .turn_started_event import TurnStartedEvent
from .turn_started_event_type import TurnStartedEventType
from .update_bot_request import UpdateBotRequest
from .update_bot_request_rating import UpdateBotRequestRating
from .verify_replay_views import VerifyReplayViews
from .verify_result import VerifyResult
from .verify_result_origin import VerifyResultOrigin
from .verify_result_signature import VerifyResultSignature
from .verify_result_status import VerifyResultStatus
from .view import View
from .view_contributions_item import ViewContributionsItem
from .view_direction import ViewDirection
from .view_gambit import ViewGambit
from .view_mode_type_1 import ViewModeType1
from .view_mode_type_2_type_1 import ViewModeType2Type1
from .view_mode_type_3_type_1 import ViewModeType3Type1
from .view_pass import ViewPass
from .view_pile_item import ViewPileItem
from .view_pile_top_type_0 import ViewPileTopType0
from .view_sample import ViewSample
from .view_sample_request import ViewSampleRequest
from .view_step_type_1 import ViewStepType1
from .view_step_type_2_type_1 import ViewStepType2Type1
from .view_step_type_3_type_1 import ViewStepType3Type1

__all__ = (
    "Action",
    "ActionKind",
    "ActionOut",
    "ActionResult",
    "BotGame",
    "BotHistory",
    "BotLeaderboard",
    "BotProfile",
    "BotProfileKind",
    "BotProfilePushCallsType0",
    "BotProfilePushCallsType0Last",
    "BotProfileRatings",
    "BotProfileStatus",
    "BotResult",
    "BotResultOutcome",
    "BotResultReason",
    "BotToken",
    "CardLeftFaceUpEvent",
    "CardLeftFaceUpEventType",
    "CardsDiscardedEvent",
    "CardsDiscardedEventType",
    "CardsDrawnEvent",
    "CardsDrawnEventType",
    "CardsGivenEvent",
    "CardsGivenEventType",
    "CardsPassedEvent",
    "CardsPassedEventType",
    "CardsPlayedEvent",
    "CardsPlayedEventSource",
    "CardsPlayedEventType",
    "CardsRemovedEvent",
    "CardsRemovedEventType",
    "CardsSwappedEvent",
    "CardsSwappedEventType",
    "CardsSwitchedEvent",
    "CardsSwitchedEventType",
    "CardStackedEvent",
    "CardStackedEventType",
    "CardsThrownInEvent",
    "CardsThrownInEventType",
    "CardTakenEvent",
    "CardTakenEventType",
    "CardTurnedEvent",
    "CardTurnedEventType",
    "Cause",
    "CauseAction",
    "CauseActionBot",
    "CauseActionKindType1",
    "CauseBot",
    "CauseDefault",
    "Challenge",
    "ChallengeClockType0",
    "ChallengeRuleset",
    "ChallengeRulesetOptions",
    "ChallengeSeat",
    "ChallengeSeatKind",
    "ChallengeStatus",
    "ChoiceMadeEvent",
    "ChoiceMadeEventType",
    "Clock",
    "ClockRequest",
    "ClockRequestOnTimeout",
    "ClockSeatsItem",
    "ContributionCommittedEvent",
    "ContributionCommittedEventType",
    "ContributionRevealedEvent",
    "ContributionRevealedEventType",
    "ContributionsRequestedEvent",
    "ContributionsRequestedEventType",
    "CreateChallengeRequest",
    "CreatedGame",
    "CreatedGameDealMode",
    "CreatedGameOnExpiryType1",
    "CreatedGameOnExpiryType2Type1",
    "CreatedGameOnExpiryType3Type1",
    "CreatedGameRuleset",
    "CreatedGameRulesetOptions",
    "CreatedMatch",
    "CreatedMatchProgress",
    "CreatedMatchRuleset",
    "CreatedMatchRulesetOptions",
    "CreatedMatchSeat",
    "CreatedMatchStatus",
    "CreatedSeat",
    "CreatedSeatLeft",
    "CreatedTournament",
    "CreatedTournamentEntry",
    "CreatedTournamentFormat",
    "CreatedTournamentParticipantsItem",
    "CreatedTournamentParticipantsItemBot",
    "CreatedTournamentProgress",
    "CreatedTournamentRuleset",
    "CreatedTournamentRulesetOptions",
    "CreatedTournamentStatus",
    "CreateGameRequest",
    "CreateGameRequestDealMode",
    "CreateGameRequestOnExpiryType1",
    "CreateGameRequestOnExpiryType2Type1",
    "CreateGameRequestOnExpiryType3Type1",
    "CreateLadderRequest",
    "CreateMatchRequest",
    "CreateTournamentRequest",
    "CreateTournamentRequestEntry",
    "CreateTournamentRequestFormat",
    "CredentialRef",
    "CredentialRefKind",
    "DealForfeitedEvent",
    "DealForfeitedEventType",
    "DealtEvent",
    "DealtEventPileItem",
    "DealtEventType",
    "DirectionReversedEvent",
    "DirectionReversedEventType",
    "Directory",
    "DirectoryBot",
    "DirectoryBotKind",
    "DirectoryBotStatus",
    "EnteredBot",
    "EnterTournamentRequest",
    "EventPage",
    "EventType",
    "FaceUpPlacedEvent",
    "FaceUpPlacedEventType",
    "FeedEvent",
    "FeedEventBy",
    "FeedEventClockType0",
    "FeedEventOutcome",
    "FeedEventRuleset",
    "FeedEventType",
    "FeedPage",
    "FourOfAKind",
    "FourOfAKindEffect",
    "Gambit",
    "GambitCalledEvent",
    "GambitCalledEventType",
    "GambitCounterMode",
    "GambitEffect",
    "GambitStopMode",
    "Game",
    "GameAbortedEvent",
    "GameAbortedEventType",
    "GameDealMode",
    "GameEndedEvent",
    "GameEndedEventType",
    "GameList",
    "GameListGamesItem",
    "GameListGamesItemOnExpiryType1",
    "GameListGamesItemOnExpiryType2Type1",
    "GameListGamesItemOnExpiryType3Type1",
    "GameListGamesItemSeatsItem",
    "GameListGamesItemSeatsItemKind",
    "GameListGamesItemStatus",
    "GameMatchType0",
    "GameOnExpiryType1",
    "GameOnExpiryType2Type1",
    "GameOnExpiryType3Type1",
    "GameRuleset",
    "GameRulesetOptions",
    "GetBotGamesOutcome",
    "HandsPassedEvent",
    "HandsPassedEventType",
    "Health",
    "HistoryGame",
    "HistoryGameOutcome",
    "HistorySeat",
    "Joined",
    "JoinRequest",
    "KeyList",
    "Ladder",
    "LadderClock",
    "LadderEntry",
    "LadderGame",
    "LadderGameSeat",
    "LadderList",
    "LadderListLaddersItem",
    "LadderListLaddersItemRuleset",
    "LadderListLaddersItemRulesetOptions",
    "LadderListLaddersItemStatus",
    "LadderLiveGame",
    "LadderRating",
    "LadderRatingValue",
    "LadderResults",
    "LadderResultsGame",
    "LadderResultsModel",
    "LadderResultsRating",
    "LadderResultsRuleset",
    "LadderResultsRulesetOptions",
    "LadderResultsSeat",
    "LadderRuleset",
    "LadderRulesetOptions",
    "LadderStatus",
    "Leaderboard",
    "LeaderboardRating",
    "LeaderboardRow",
    "LeaveRequest",
    "LeaveRequestBot",
    "LegalMoves",
    "ListBotsOnline",
    "ListBotsSort",
    "ListGamesStatus",
    "ListTournamentsStatus",
    "Match",
    "MatchGame",
    "MatchProgress",
    "MatchResults",
    "MatchResultsGamesItem",
    "MatchResultsOptions",
    "MatchResultsStandingsItem",
    "MatchRules",
    "MatchRuleset",
    "MatchRulesetOptions",
    "MatchRulesNextDealer",
    "MatchSeat",
    "MatchStanding",
    "MatchStatus",
    "ModeChangedEvent",
    "ModeChangedEventType",
    "OpenapiResponse200",
    "OptionInfo",
    "OptionInfoType",
    "ParticipantRequestType0",
    "ParticipantRequestType1",
    "ParticipantRequestType1Bot",
    "ParticipantRequestType2",
    "ParticipantRequestType3",
    "PassRequestedEvent",
    "PassRequestedEventType",
    "Phase",
    "PileBurnedEvent",
    "PileBurnedEventType",
    "PileTakenEvent",
    "PileTakenEventType",
    "PlayersSkippedEvent",
    "PlayersSkippedEventType",
    "Power",
    "PowerCounterMode",
    "PowerKind",
    "PowerWho",
    "Problem",
    "ProblemErrors",
    "PushBot",
    "PushBotAnswer",
    "PushBotNotice",
    "PushBotNoticeType",
    "PushBotRequest",
    "PushBotRequestType",
    "Readiness",
    "RegisterBotRequest",
    "RegisterBotRequestKind",
    "RegisteredBot",
    "RegisteredBotKind",
    "RegisteredBotPushCallsType0",
    "RegisteredBotPushCallsType0Last",
    "RegisteredBotRatings",
    "RegisteredBotStatus",
    "ReplayDocument",
    "ReplayDocumentClock",
    "ReplayDocumentClockOnTimeout",
    "ReplayDocumentDealAlgorithm",
    "ReplayDocumentDealMode",
    "ReplayDocumentEventsItem",
    "ReplayDocumentOptions",
    "ReplayDocumentPhase",
    "ReplayDocumentSeatsItem",
    "ReplayDocumentSeatsItemKind",
    "ResponseRequestedEvent",
    "ResponseRequestedEventType",
    "Result",
    "ResultReason",
    "Ruleset",
    "RulesetAfterPickup",
    "RulesetCardsItem",
    "RulesetCardsItemPlacement",
    "RulesetDetail",
    "RulesetDetailCardsItem",
    "RulesetDetailLayout",
    "RulesetDetailMatch",
    "RulesetDetailPlayers",
    "RulesetFaceUpPickup",
    "RulesetFirstPlayer",
    "RulesetGroups",
    "RulesetLayout",
    "RulesetLayoutAccess",
    "RulesetLayoutLayersItem",
    "RulesetLayoutSetup",
    "RulesetList",
    "RulesetObjective",
    "RulesetOptions",
    "RulesetPiles",
    "RulesetRef",
    "RulesetRefCardsItem",
    "RulesetRefCardsItemPlacement",
    "RulesetRefCardsItemPowersItem",
    "RulesetRefOptions",
    "RulesetReversedPickup",
    "RulesetReversedValues",
    "RulesetStartMode",
    "RulesetSummary",
    "RulesetSummaryCardsItem",
    "RulesetSummaryLayout",
    "RulesetSummaryMatch",
    "RulesetSummaryPlayers",
    "RulesetTurnDraw",
    "RulesetValues",
    "RunOfferedEvent",
    "RunOfferedEventType",
    "SampleRequestedEvent",
    "SampleRequestedEventType",
    "SeatFinishedEvent",
    "SeatFinishedEventType",
    "SeatInfo",
    "SeatInfoLeft",
    "SeatLeftEvent",
    "SeatLeftEventType",
    "SeatReadyEvent",
    "SeatReadyEventType",
    "SeatRequest",
    "SeatRequestBot",
    "SeatResignedEvent",
    "SeatResignedEventType",
    "SeatView",
    "SequencedCardLeftFaceUpEvent",
    "SequencedCardLeftFaceUpEventType",
    "SequencedCardsDiscardedEvent",
    "SequencedCardsDiscardedEventType",
    "SequencedCardsDrawnEvent",
    "SequencedCardsDrawnEventType",
    "SequencedCardsGivenEvent",
    "SequencedCardsGivenEventType",
    "SequencedCardsPassedEvent",
    "SequencedCardsPassedEventType",
    "SequencedCardsPlayedEvent",
    "SequencedCardsPlayedEventSource",
    "SequencedCardsPlayedEventType",
    "SequencedCardsRemovedEvent",
    "SequencedCardsRemovedEventType",
    "SequencedCardsSwappedEvent",
    "SequencedCardsSwappedEventType",
    "SequencedCardsSwitchedEvent",
    "SequencedCardsSwitchedEventType",
    "SequencedCardStackedEvent",
    "SequencedCardStackedEventType",
    "SequencedCardsThrownInEvent",
    "SequencedCardsThrownInEventType",
    "SequencedCardTakenEvent",
    "SequencedCardTakenEventType",
    "SequencedCardTurnedEvent",
    "SequencedCardTurnedEventType",
    "SequencedChoiceMadeEvent",
    "SequencedChoiceMadeEventType",
    "SequencedContributionCommittedEvent",
    "SequencedContributionCommittedEventType",
    "SequencedContributionRevealedEvent",
    "SequencedContributionRevealedEventType",
    "SequencedContributionsRequestedEvent",
    "SequencedContributionsRequestedEventType",
    "SequencedDealForfeitedEvent",
    "SequencedDealForfeitedEventType",
    "SequencedDealtEvent",
    "SequencedDealtEventPileItem",
    "SequencedDealtEventType",
    "SequencedDirectionReversedEvent",
    "SequencedDirectionReversedEventType",
    "SequencedFaceUpPlacedEvent",
    "SequencedFaceUpPlacedEventType",
    "SequencedGambitCalledEvent",
    "SequencedGambitCalledEventType",
    "SequencedGameAbortedEvent",
    "SequencedGameAbortedEventType",
    "SequencedGameEndedEvent",
    "SequencedGameEndedEventType",
    "SequencedHandsPassedEvent",
    "SequencedHandsPassedEventType",
    "SequencedModeChangedEvent",
    "SequencedModeChangedEventType",
    "SequencedPassRequestedEvent",
    "SequencedPassRequestedEventType",
    "SequencedPileBurnedEvent",
    "SequencedPileBurnedEventType",
    "SequencedPileTakenEvent",
    "SequencedPileTakenEventType",
    "SequencedPlayersSkippedEvent",
    "SequencedPlayersSkippedEventType",
    "SequencedResponseRequestedEvent",
    "SequencedResponseRequestedEventType",
    "SequencedRunOfferedEvent",
    "SequencedRunOfferedEventType",
    "SequencedSampleRequestedEvent",
    "SequencedSampleRequestedEventType",
    "SequencedSeatFinishedEvent",
    "SequencedSeatFinishedEventType",
    "SequencedSeatLeftEvent",
    "SequencedSeatLeftEventType",
    "SequencedSeatReadyEvent",
    "SequencedSeatReadyEventType",
    "SequencedSeatResignedEvent",
    "SequencedSeatResignedEventType",
    "SequencedSkipsDeferredEvent",
    "SequencedSkipsDeferredEventType",
    "SequencedTossDeclinedEvent",
    "SequencedTossDeclinedEventType",
    "SequencedTossOfferedEvent",
    "SequencedTossOfferedEventType",
    "SequencedTurnContinuedEvent",
    "SequencedTurnContinuedEventType",
    "SequencedTurnStartedEvent",
    "SequencedTurnStartedEventType",
    "Signature",
    "SigningKey",
    "SkipsDeferredEvent",
    "SkipsDeferredEventType",
    "Standing",
    "StreamGameResponse200",
    "SubmitActionRequest",
    "TimeControl",
    "TimeControlOnTimeout",
    "TossDeclinedEvent",
    "TossDeclinedEventType",
    "TossOfferedEvent",
    "TossOfferedEventType",
    "Tournament",
    "TournamentCallback",
    "TournamentCallbackStatus",
    "TournamentCancelled",
    "TournamentEntries",
    "TournamentEntry",
    "TournamentFormat",
    "TournamentGame",
    "TournamentGameResult",
    "TournamentGameResultReason",
    "TournamentList",
    "TournamentListTournamentsItem",
    "TournamentListTournamentsItemEntry",
    "TournamentListTournamentsItemFormat",
    "TournamentListTournamentsItemProgress",
    "TournamentListTournamentsItemRuleset",
    "TournamentListTournamentsItemRulesetOptions",
    "TournamentListTournamentsItemStatus",
    "TournamentParticipantsItem",
    "TournamentParticipantsItemBot",
    "TournamentProgress",
    "TournamentResults",
    "TournamentResultsGamesItem",
    "TournamentResultsParticipantsItem",
    "TournamentResultsSpec",
    "TournamentRuleset",
    "TournamentRulesetOptions",
    "TournamentStatus",
    "TournamentWaiting",
    "TurnContinuedEvent",
    "TurnContinuedEventType",
    "TurnStartedEvent",
    "TurnStartedEventType",
    "UpdateBotRequest",
    "UpdateBotRequestRating",
    "VerifyReplayViews",
    "VerifyResult",
    "VerifyResultOrigin",
    "VerifyResultSignature",
    "VerifyResultStatus",
    "View",
    "ViewContributionsItem",
    "ViewDirection",
    "ViewGambit",
    "ViewModeType1",
    "ViewModeType2Type1",
    "ViewModeType3Type1",
    "ViewPass",
    "ViewPileItem",
    "ViewPileTopType0",
    "ViewSample",
    "ViewSampleRequest",
    "ViewStepType1",
    "ViewStepType2Type1",
    "ViewStepType3Type1",
)
