"""The two house variants of ``003_836957043fb7bf61.txt``: Duthie's ``reverse`` shithead and
Hollidge's ``doubly-reversed`` shithead with double sampling.
"""

from __future__ import annotations

from ..model import Ruleset, changed
from ..options import Option
from ..parts import FourOfAKind, Layer, Layout, MatchRules
from ..powers import CardRule
from .shared import P, flag, set_card, turn_cap_option

REVERSE = Ruleset(
    name="reverse",
    title="Reverse Shithead (Andrew Duthie)",
    source="003_836957043fb7bf61.txt: Reverse shithead (Duthie)",
    description=(
        "Two games in one. Normal: 2s and 10s beat everything, aces high. Reversed: aces are "
        "worth 1 and kings are highest, 2s are beaten by everything but aces, and a player who "
        "cannot beat the pile makes its placer pick it up. Every 7 switches the game and the "
        "direction. Jacks make the next player miss a turn (one per jack); four jacks played "
        "together skip four turns (the placer's own included) and clear the pile, and the turn "
        "lands where the skips end. Jokers (option) skip the next player and take on the card "
        "below. You must play if you can. At the deal, 3s (kings when the game starts reversed) "
        "are thrown from the hands onto the pile, and the player after the last thrower starts "
        "(4s, or queens, if nobody has one, and so on). Equal cards may be stacked on a face-up "
        "card. The dealer calls whether the game starts normal or reversed; it always starts "
        "clockwise. Readings chosen: 10s beat everything but do not clear the pile (the text "
        "never says they clear and calls them cards you do not want in the reversed game); "
        "thrown-in cards come from the dealt hands, which are topped up to three, and players "
        "throw in turn from the dealer's left, so the last thrower is the last in that order; "
        "a pair of 7s switches once; in the "
        "reversed game the player who could not beat starts the new pile (a blind card that "
        "cannot beat joins its player's hand while the placer takes the pile); the 'regular "
        "shithead' rules not restated (pick-up taking a face-up card, the last player holding "
        "cards loses) are those of the standard game."
    ),
    min_players=2,
    max_players=5,
    layout=Layout(slots=3, layers=(Layer(visibility="hidden"), Layer(visibility="public")), hand=3),
    hand_min=3,
    cards=(
        CardRule(cards="2", placement="anywhere"),
        CardRule(cards="T", placement="anywhere"),
        CardRule(cards="7", powers=(P(kind="mode_toggle"), P(kind="reverse"))),
        CardRule(cards="J", powers=(P(kind="skip", per_card=1),)),
    ),
    four_of_a_kind=FourOfAKind(
        count=4, ranks=("J",), go_again=False, in_one_play=True, mimic_bridges=False
    ),
    voluntary_pickup=False,
    reversed_values=(("A", 1),),
    start_mode="dealer_calls",
    reversed_pickup="placer",
    throw_in=("3456789TJQKA", "KQJT98765432"),
    stacking=True,
    after_pickup="next_player",
    face_up_pickup="take_one",
)


def _reverse_jokers(rs: Ruleset) -> Ruleset:
    rs = changed(rs, jokers=2)
    return set_card(
        rs,
        CardRule(
            cards="JK", placement="anywhere", powers=(P(kind="mimic"), P(kind="skip", per_card=1))
        ),
    )


REVERSE_OPTIONS: tuple[Option, ...] = (
    flag(
        "jokers",
        "two jokers: each skips the next player and takes on the card below it",
        _reverse_jokers,
    ),
    Option(
        name="start_mode",
        summary="how the game starts: the dealer calls it, or always normal, or always reversed",
        default="dealer_calls",
        type=("dealer_calls", "normal", "reversed"),
        apply=lambda rs, v: changed(rs, start_mode=v),
    ),
    turn_cap_option(),
)

# --- Hollidge's doubly reversed shithead with double sampling (003) -----------------------

DOUBLY_REVERSED = Ruleset(
    name="doubly-reversed",
    title="Doubly Reversed Shithead With Double Sampling (James Hollidge)",
    source="003_836957043fb7bf61.txt: Doubly Reversed Shithead With Double Sampling (Hollidge)",
    description=(
        "Reversed shithead with extra card powers, two jokers and two blank sample cards. "
        "Black 2s go on anything and give another go; red 2s go on anything and reverse the "
        "direction (two laid at once leave it as it was). Four 3s on top of the pile, laid by "
        "anyone, make every player pass their whole hand on. The 7 of clubs and the jokers "
        "switch between the normal and the reversed game; the other 7s are transparent. After "
        "a 9 the next card must be lower than 9. 10s burn the pile on any card but a 9. Red "
        "jacks skip the next player, one per jack. Black jacks make every player pass one card "
        "per jack on in the direction of play, hand cards first, then face-up, then face-down "
        "ones. Four jacks laid together by one player do all of it: everyone passes two cards, "
        "the pile burns, the player goes again, and two players are skipped once that extra "
        "turn is over. Any other four of a kind on top burns the pile and gives another go, "
        "four transparent 7s laid by one player or several included "
        "(four 2s give one go, not two). A sample card, laid alone, asks a neighbour for a "
        "special card (2, 7, joker or 10; an 8 may be given as one), the lowest or the highest "
        "other card; the neighbour gives a whole group of it and gets one whole group of the "
        "sampler's hand back; the sample lies on the pile as a transparent card. A group is "
        "cards that work alike (a black 2 with black 2s, the 7 of clubs with the jokers). The "
        "lowest card in hand or face up after the swap starts (3 of clubs, diamonds, hearts, "
        "spades, then the 4s...), "
        "and the previous game's loser may not swap. In the reversed game a player who cannot "
        "beat the pile makes the player before pick it up, or after red jacks the player they "
        "skipped. Readings chosen: the reversed game changes only who picks up (card values "
        "stay); the 7 of clubs and the jokers are worth 7 and go on a 7 or lower; the other "
        "7s, 2s and sample cards may be laid on anything; with three jokers (option "
        "three_jokers) the 7 of clubs is 'a standard seven', which in this game is a "
        "transparent one like the other 7s; like two red 2s, two of the 7 of "
        "clubs and the jokers laid together cancel out; a burn (a 10 or four of a kind) gives "
        "its player another go, and four jacks laid by several players burn like any four "
        "while the last play keeps its own power; passed cards are chosen by every "
        "player at once and unseen, face-up ones by their owner and face-down ones slot by "
        "slot, and all arrive together (after the burn, for four jacks); the skipped player "
        "who picks up instead of the placer is the first one skipped; a sampled player gives "
        "nothing if they hold no such card, may choose among equal groups, and never gives a "
        "sample card; the sampler may give back any group of its hand, the one just received "
        "included; both then top up to three; a player who cannot play picks up, and nobody "
        "picks up by choice."
    ),
    min_players=2,
    max_players=5,
    jokers=2,
    samples=2,
    groups="function",
    layout=Layout(slots=3, layers=(Layer(visibility="hidden"), Layer(visibility="public")), hand=3),
    hand_min=3,
    first_player="lowest_card",
    first_player_ranks="3456789TJQKA2",
    values=(("JK", 7),),
    cards=(
        CardRule(cards="black:2", placement="always", powers=(P(kind="free_play", who="self"),)),
        CardRule(cards="red:2", placement="always", powers=(P(kind="reverse", each=True),)),
        CardRule(cards="3", powers=(P(kind="hand_pass"),)),
        CardRule(cards="7", placement="always", powers=(P(kind="transparent"),)),
        CardRule(cards="7C", powers=(P(kind="mode_toggle", each=True),)),
        CardRule(cards="JK", powers=(P(kind="mode_toggle", each=True),)),
        CardRule(cards="9", powers=(P(kind="lower_than", rank="9", inclusive=False),)),
        CardRule(cards="T", placement="anywhere", powers=(P(kind="burn"),)),
        CardRule(cards="red:J", powers=(P(kind="skip", per_card=1),)),
        CardRule(cards="black:J", powers=(P(kind="pass_cards"),)),
        CardRule(
            cards="X",
            placement="always",
            powers=(
                P(kind="transparent"),
                P(kind="sample", specials=("2", "7", "JK", "T"), masquerade=("8",)),
            ),
        ),
    ),
    four_of_a_kind=FourOfAKind(
        count=4, together=("J",), skips_after_again=True, transparent_runs=True
    ),
    voluntary_pickup=False,
    reversed_pickup="placer",
    skipped_picks_up=True,
    match=MatchRules(loser_no_swap=True),
)


def _samples(rs: Ruleset, v: int) -> Ruleset:
    rs = changed(rs, samples=v)
    return rs if v else changed(rs, cards=tuple(c for c in rs.cards if c.cards != "X"))


def _three_jokers(rs: Ruleset) -> Ruleset:
    """003: "If you have a deck with three actual Jokers, then use all three jokers for this
    power, and use the seven of clubs as a standard seven": the 7 of clubs loses its own
    rule and is one of the other 7s."""
    rs = changed(rs, jokers=3)
    return changed(rs, cards=tuple(c for c in rs.cards if c.cards != "7C"))


DOUBLY_REVERSED_OPTIONS: tuple[Option, ...] = (
    Option(
        name="samples",
        summary="sample cards in the deck (0 to 2)",
        default=2,
        type="int",
        minimum=0,
        maximum=2,
        apply=_samples,
    ),
    flag(
        "three_jokers",
        "a pack with three jokers (the third is J3): the three jokers "
        "switch the game, and the 7 of clubs is a standard 7, transparent like the others",
        _three_jokers,
    ),
    turn_cap_option(),
)
