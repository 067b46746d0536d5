"""John Green's 2003-06 rule book (``000_b85faa3a45f93a07.txt``): ``green-shithead-2006`` and
the Cut Throat ladder (``green-ct-2006`` to ``green-ctrb-2006``, each with exactly its "Used
Rules" list), and the book's optional rules, offered as options on every one of them.
"""

from __future__ import annotations

import dataclasses
import functools

from ..model import Ruleset, changed
from ..options import Option
from ..parts import FourOfAKind, Gambit, Layer, Layout, MatchRules
from ..powers import CardRule, Power
from .shared import P, add_power, card_rule, flag, set_card, turn_cap_option

GREEN_SHITHEAD_2006 = Ruleset(
    name="green-shithead-2006",
    title="Shit Head (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Shit Head",
    description=(
        "Used rules: 2 as free play for self, 3 as match, 8 as less than 8, 10 as clear, four of "
        "a kind as clear. Three face down, a hand of six from which three are laid face up, one "
        "card turned to start the deck. Draw at the start of each turn (optional above three "
        "cards), minimum of three. The player who picks up starts the new deck. Face-up cards "
        "before face-down ones; picking up from the table takes one face-up card of your choice. "
        "Your last hand cards may be played together with equal face-up cards. Readings chosen: "
        "the turned start card must be equalled or beaten like a played card but has no effect "
        "of its own; "
        "in Shit Head a 10 may be played even on an 8 ('in CT ... you can no longer play 10's on "
        "8's'); 3s bridge but do not count towards four of a kind, as in the author's 2018 rules."
    ),
    min_players=2,
    max_players=5,
    layout=Layout(
        slots=3,
        layers=(Layer(visibility="hidden"), Layer(visibility="public")),
        hand=6,
        setup="choose",
        access="layer",
    ),
    hand_min=3,
    turn_draw="required_at_min",
    start_card=True,
    start_card_restricts=False,
    first_player="left_of_dealer",
    cards=(
        CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="self"),)),
        CardRule(cards="3", placement="anywhere", powers=(P(kind="mimic"),)),
        CardRule(
            cards="8",
            placement="anywhere",
            powers=(P(kind="lower_than", rank="8", inclusive=True),),
        ),
        CardRule(cards="T", placement="always", powers=(P(kind="burn"),)),
    ),
    four_of_a_kind=FourOfAKind(count=4, mimic_bridges=True),
    after_pickup="picker",
    face_up_pickup="take_one",
    combine_with_table=True,
    match=MatchRules(winner_starts=True),
)

# --- John Green, 2003-06: the Cut Throat ladder (000) ----------------------------------

_CT_DESCRIPTION = (
    "Cut Throat plays like Shit Head (draw at the start of a turn, one card turned to start "
    "the deck, the player who picks up starts the new deck) with a harder deal: eight face-down "
    "bottom cards in two layers of four (the top four before the bottom four) and a hand of "
    "five, which is the minimum; the hand maximum is ten (it limits what a player may stock: "
    "optional draws and voluntary pick-ups). The first bottom card a player picks is a free "
    "look: it may be left face up and another picked; a second card equal to it takes the "
    "first along. Four of a kind no longer clears. Readings chosen: three players at most (eight "
    "table cards and five in hand each, plus the turned card, fit one deck three times); the "
    "hand maximum never forces anyone to discard and does not stop a forced pick-up; unlike Shit "
    "Head's, the turned start card restricts the next play as the same card played would (a "
    "turned 6 asks for a face card, a turned 8 for less than 8) but has no other effect (option "
    "start_card_restricts)."
)

_CT_CARDS = (
    CardRule(cards="2", placement="anywhere", powers=(P(kind="free_play", who="next"),)),
    CardRule(cards="3", placement="anywhere", powers=(P(kind="mimic"),)),
    CardRule(cards="6", powers=(P(kind="requires", ranks=("J", "Q", "K", "A", "6")),)),
    CardRule(
        cards="8", placement="anywhere", powers=(P(kind="lower_than", rank="8", inclusive=True),)
    ),
    CardRule(cards="T", placement="anywhere", powers=(P(kind="burn"),)),
    CardRule(cards="J", powers=(P(kind="requires", ranks=("2", "3", "8", "JK", "J")),)),
)

GREEN_CT_2006 = Ruleset(
    name="green-ct-2006",
    title="Cut Throat (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat",
    description=(
        "Used rules: 2 as free play for the next player, 3 as match, 8 as less than 8, 10 as "
        "clear (not on an 8), 6 as face card (J, Q, K, A or 6 next), J as power card (2, 3, 8, "
        "joker or J next); 6s and Js are played in turn. " + _CT_DESCRIPTION
    ),
    min_players=2,
    max_players=3,
    layout=Layout(
        slots=4,
        layers=(Layer(visibility="hidden"), Layer(visibility="hidden")),
        hand=5,
        setup="none",
        access="layer",
    ),
    hand_min=5,
    hand_max=10,
    turn_draw="required_at_min",
    start_card=True,
    first_player="left_of_dealer",
    cards=_CT_CARDS,
    four_of_a_kind=None,
    after_pickup="picker",
    face_up_pickup="stay",
    first_blind_free=True,
    match=MatchRules(winner_starts=True),
)

_CANCEL_2006 = P(kind="cancel", targets=("burn", "lower_than", "requires"))

GREEN_CTS_2006 = dataclasses.replace(
    GREEN_CT_2006,
    name="green-cts-2006",
    title="Cut Throat Spades (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Spades",
    description=(
        "Cut Throat with jokers as forced pick-up, cancel cards and counter jokers. A joker (a "
        "power card: on anything but a 6) makes the next player pick up the deck; that player "
        "may instead lay the 5 or the queen of spades, which passes the pick-up on to the next "
        "player (so the deck can be passed twice), or any four of a kind, which discards the "
        "joker (play continues off the four). The joker leaves the game once it is resolved. "
        "The 4, 7, 9 and K of spades, laid alone, cancel a 6, 8, 10 or J (a 10's clear waits "
        "for the next player's answer); play resumes off the cancel card. " + _CT_DESCRIPTION
    ),
    jokers=2,
    cards=(
        *_CT_CARDS,
        CardRule(
            cards="JK",
            placement="anywhere",
            powers=(
                P(
                    kind="forced_pickup",
                    counters=("5S", "QS"),
                    counter_mode="pass_on",
                    blocked_by_four=True,
                ),
            ),
        ),
        CardRule(cards="4S", powers=(_CANCEL_2006,)),
        CardRule(cards="7S", powers=(_CANCEL_2006,)),
        CardRule(cards="9S", powers=(_CANCEL_2006,)),
        CardRule(cards="KS", powers=(_CANCEL_2006,)),
    ),
)

_LINK_MANY = P(kind="link", many=True, off_top=True)
_LINK_ONE = P(kind="link", many=False, off_top=True, per_turn=1, extra=("2S",))
_WILD_2006 = P(kind="wild", exclude=("T", "JK", "5S", "QS"), in_turn=True)

_CTSR_DESCRIPTION = (
    "2s also link plays into one turn (Link2: 8, 2, 6). The card after a link must be playable "
    "on the card before it; a link may be laid straight on the top card of the deck but cannot "
    "start an empty deck; a 10 may be linked only to a cancel card that stops it. A 2 played "
    "for itself is still a free play for the next player. The ace of spades is wild: it may be "
    "played as any card it could be in numerical order there (not as a 10, a joker or a "
    "counter joker, nor as a power card out of turn: no 8 on a 6), as a cancel card, or as a "
    "2 in a link; any ace may be played on it. Readings chosen: with many links (the default) "
    "a link may be several 2s at once and a turn may hold any number of links; the option "
    "links='one' makes each link one 2 and allows one plain 2 per turn, the 2 of spades and "
    "the ace of spades (as a 2) each adding one more link."
)

GREEN_CTSR_2006 = dataclasses.replace(
    GREEN_CTS_2006,
    name="green-ctsr-2006",
    title="Cut Throat Spades Revised (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Spades Revised",
    description=(
        "Cut Throat Spades with links and the ace of spades wild. "
        + _CTSR_DESCRIPTION
        + " "
        + GREEN_CTS_2006.description
    ),
    cards=(
        *(r for r in GREEN_CTS_2006.cards if r.cards != "2"),
        CardRule(
            cards="2", placement="anywhere", powers=(P(kind="free_play", who="next"), _LINK_MANY)
        ),
        CardRule(cards="AS", powers=(_WILD_2006,)),
    ),
)

_GAMBIT_RANKS = "4579KA"

_CTG_DESCRIPTION = (
    "Gambits: four 4s, 5s, 7s, 9s, kings or aces laid together from the hand, where that rank "
    "may be played in turn, may be called a gambit (or played for their value). Its spade "
    "leaves the game; the next player may stop it with a joker (which leaves the game too); "
    "otherwise its player chooses: discard four hand cards out of the game, draw four cards, "
    "or make the next player draw four; a gambit that was the last hand cards, with the stock "
    "gone, may instead take two face-down cards into the hand. The turn then ends and the next "
    "player plays on the gambit. Four queens called as the Queens Gambit force the next "
    "player to pick up the deck like a joker: the 5 of spades passes it on, a joker stops it, "
    "and the queen of spades leaves the game. Ace as switch: instead of playing, lay one ace "
    "per card of the top play (equal cards only; not 10s or jokers; only where an ace could "
    "be played) and take those cards into the hand; the turn ends. Bottom cards: any face-down "
    "card with no card on top of it may be picked once the hand is empty. Readings chosen: "
    "four of a kind that blocks a joker is not a gambit; a stopped gambit's turn still ends."
)


def _gambits_2006(stop_mode: str) -> tuple[Gambit, ...]:
    choice = tuple(
        Gambit(
            rank=r,
            effect="choice",
            optional=True,
            stoppers=("JK",),
            stop_mode=stop_mode,  # type: ignore[arg-type]
            remove=f"{r}S",
        )
        for r in _GAMBIT_RANKS
    )
    queens = Gambit(
        rank="Q",
        effect="forced_pickup",
        optional=True,
        counters=("5S",),
        counter_mode="pass_on",
        stoppers=("JK",),
        remove="QS",
    )
    return (*choice, queens)


GREEN_CTG_2006 = dataclasses.replace(
    GREEN_CTSR_2006,
    name="green-ctg-2006",
    title="Cut Throat Gambit (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Gambit",
    description="Cut Throat Spades Revised with gambits and the ace as switch card. "
    + _CTG_DESCRIPTION,
    layout=dataclasses.replace(GREEN_CT_2006.layout, access="uncovered"),
    cards=(
        *GREEN_CTSR_2006.cards,
        CardRule(cards="A", powers=(P(kind="switch", exclude=("T", "JK")),)),
    ),
    gambits=_gambits_2006("block"),
)

GREEN_CTR_2006 = dataclasses.replace(
    GREEN_CTG_2006,
    name="green-ctr-2006",
    title="Cut Throat Ruse (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Ruse",
    description=(
        "Cut Throat Gambit without bottom cards: a hand of five (minimum five, maximum ten), "
        "drawing from the stock as usual, and the first player to play out every card in "
        "hand wins, even while the stock remains (a play that empties the hand wins before "
        "any draw). Readings chosen: two to five players. "
        + _CTG_DESCRIPTION.split(" Bottom cards:")[0]
    ),
    max_players=5,
    layout=Layout(slots=0, hand=5, setup="none"),
    objective="first_out",
    out_before_refill=True,
    first_blind_free=False,
)


_CANCEL_RB = tuple(CardRule(cards=c, powers=(_CANCEL_2006,)) for c in ("9S", "KS", "9H", "KH"))


def _rb_jokers(counters: tuple[str, ...]) -> tuple[CardRule, ...]:
    """The forced pick-up jokers with these counter jokers, and the wild aces (never called
    as a counter joker)."""
    wild = P(kind="wild", exclude=("T", "JK", *counters), in_turn=True)
    return (
        CardRule(
            cards="JK",
            placement="anywhere",
            powers=(
                P(
                    kind="forced_pickup",
                    counters=counters,
                    counter_mode="pass_on",
                    blocked_by_four=True,
                ),
            ),
        ),
        CardRule(cards="AS", powers=(wild,)),
        CardRule(cards="AH", powers=(wild,)),
    )


GREEN_CTRB_2006 = dataclasses.replace(
    GREEN_CT_2006,
    name="green-ctrb-2006",
    title="Cut Throat Red and Black (John Green, 2003-06)",
    source="000_b85faa3a45f93a07.txt: How to Play - Cut Throat Red and Black",
    description=(
        "Used rules: 2 as free play for the next player and as links, 3 as match, 8 as less "
        "than 8, 10 as clear, 6 as face card, J as power card, jokers as forced pick-up, cancel "
        "cards (the 9 and king of spades and of hearts), counter jokers, the ace of spades and "
        "of hearts wild. The deck is divided into two: all spades and clubs, and all hearts "
        "and diamonds, one half per player, so both hold the same ranks. Each player's bottom "
        "cards are three face down with three more face down on those; each plays into their "
        "own pile but off the top card of the other player's pile, and draws from their own "
        "stock. The first player out of cards wins. Readings chosen: two players (one colour "
        "each: seat 0 the spades and clubs with the black joker, seat 1 the hearts and "
        "diamonds with the red joker); the shuffled deck deals each half in its order (bottom "
        "cards, a hand of five, the start card of its owner's pile, the rest its owner's "
        "stock); the first player plays off the other player's start card; a player who picks "
        "up takes the other player's pile (the one they could not beat: its plays and the "
        "cards below them), and their own plays stay on their own pile below what comes next; "
        "a clear burns the other player's pile and the clearing cards, and its player goes "
        "again; the counter jokers are the 5 and queen of spades only, as the card chart "
        "defines them (the used rules name the hearts for the cancel cards and the wild ace "
        "but not for the counter jokers; the option heart_counters adds the 5 and queen of "
        "hearts); everything else as in Cut Throat Spades Revised: a player draws at the "
        "start of a turn while holding five or fewer, the hand minimum is five and the "
        "maximum ten, the player who picks up starts anew, the first bottom card a player "
        "picks is a free look, the upper three bottom cards go before the lower three, and "
        "four of a kind does not clear."
    ),
    max_players=2,
    jokers=2,
    layout=dataclasses.replace(GREEN_CT_2006.layout, slots=3),
    cards=(
        *(r for r in _CT_CARDS if r.cards != "2"),
        CardRule(
            cards="2", placement="anywhere", powers=(P(kind="free_play", who="next"), _LINK_MANY)
        ),
        *_CANCEL_RB,
        *_rb_jokers(("5S", "QS")),
    ),
    objective="first_out",
    piles="own",
)


def options_ctrb(base: Ruleset) -> tuple[Option, ...]:
    """The 000 options that fit the split deck (gambits and the ace as switch card do not:
    'Players would play into two different decks so that Gambits and Ace as Switch rule
    wouldn't be possible'; nothing may be set aside from a half)."""
    keep = ("links", "even_odd", "toss_fives", "start_card_restricts", "turn_cap")
    hearts = flag(
        "heart_counters",
        "the 5 and queen of hearts are counter jokers too, like "
        "the hearts' cancel cards and wild ace",
        lambda rs: functools.reduce(set_card, _rb_jokers(("5S", "QS", "5H", "QH")), rs),
    )
    return (hearts, *(o for o in options_000(base) if o.name in keep))


# --- the optional rules of 000, on every preset of that text -----------------------------
#
# "You can mix and match most rules here for custom games": each rule of the Cut Throat
# ladder is an option whose default is the preset's own choice, so any rung can be built
# from any other, and the optional rules of the card values section come on top.

_EVEN = P(kind="requires", ranks=("2", "4", "6", "8", "T"))
_ODD = P(kind="requires", ranks=("A", "3", "5", "7", "9"))
_JOKER_2006 = CardRule(
    cards="JK",
    placement="anywhere",
    powers=(
        P(
            kind="forced_pickup",
            counters=("5S", "QS"),
            counter_mode="pass_on",
            blocked_by_four=True,
        ),
    ),
)


def _has_power(rs: Ruleset, selector: str, kind: str) -> bool:
    return any(p.kind == kind for p in card_rule(rs, selector).powers)


def _with_power(rs: Ruleset, selector: str, power: Power | None, kind: str) -> Ruleset:
    """``rs`` with ``selector``'s power of ``kind`` replaced by ``power`` (None: removed)."""
    rule = card_rule(rs, selector)
    powers = tuple(p for p in rule.powers if p.kind != kind) + ((power,) if power else ())
    if not powers and rule.placement == "in_turn":
        return changed(rs, cards=tuple(r for r in rs.cards if r.cards != selector))
    return set_card(rs, dataclasses.replace(rule, powers=powers))


def _links(rs: Ruleset, v: str) -> Ruleset:
    return _with_power(rs, "2", {"none": None, "many": _LINK_MANY, "one": _LINK_ONE}[v], "link")


def _link_default(rs: Ruleset) -> str:
    link = next((p for p in card_rule(rs, "2").powers if p.kind == "link"), None)
    return "none" if link is None else ("many" if link.many else "one")


def _jokers(rs: Ruleset, v: bool) -> Ruleset:
    if v:
        return set_card(changed(rs, jokers=2), _JOKER_2006)
    return changed(rs, jokers=0, cards=tuple(r for r in rs.cards if r.cards != "JK"))


def _cancel_cards(rs: Ruleset, v: bool) -> Ruleset:
    for sel in ("4S", "7S", "9S", "KS"):
        rs = _with_power(rs, sel, _CANCEL_2006 if v else None, "cancel")
    return rs


def _even_odd(rs: Ruleset, v: str) -> Ruleset:
    if v == "all":
        return _with_power(_with_power(rs, "4", _EVEN, "requires"), "9", _ODD, "requires")
    return _with_power(_with_power(rs, "4S", _EVEN, "requires"), "9S", _ODD, "requires")


def _gambits_default(rs: Ruleset) -> bool:
    return bool(rs.gambits)


def _steal_default(rs: Ruleset) -> bool:
    return any(g.stop_mode == "steal" for g in rs.gambits)


def _wild_four_default(rs: Ruleset) -> bool:
    return any(p.wild_fourth for p in card_rule(rs, "JK").powers)


def _joker_steals(rs: Ruleset, v: bool) -> Ruleset:
    return changed(
        rs,
        gambits=tuple(
            dataclasses.replace(g, stop_mode="steal" if v else "block")
            if g.effect == "choice"
            else g
            for g in rs.gambits
        ),
    )


def _ace_completes_four(rs: Ruleset, v: bool) -> Ruleset:
    rule = card_rule(rs, "JK")
    return set_card(
        rs,
        dataclasses.replace(
            rule,
            powers=tuple(
                dataclasses.replace(p, wild_fourth=v) if p.kind == "forced_pickup" else p
                for p in rule.powers
            ),
        ),
    )


def _steal_clash(rs: Ruleset) -> str | None:
    if not any(g.effect == "choice" for g in rs.gambits):
        return "joker_steals_gambit needs gambits to steal (option gambits)"
    if not rs.jokers:
        return "joker_steals_gambit needs jokers in the deck (option jokers)"
    return None


def _wild_four_clash(rs: Ruleset) -> str | None:
    forced = next((p for p in card_rule(rs, "JK").powers if p.kind == "forced_pickup"), None)
    if forced is None or not rs.jokers:
        return "ace_completes_four needs jokers as forced pick-up (option jokers)"
    if not forced.blocked_by_four:
        return "ace_completes_four needs a joker that four of a kind can block"
    if not _has_power(rs, "AS", "wild"):
        return "ace_completes_four needs the ace of spades wild (option ace_of_spades_wild)"
    return None


def options_000(base: Ruleset) -> tuple[Option, ...]:
    """The options of a preset of 000, with the preset's own choices as defaults."""
    return (
        flag(
            "three_reverses",
            "3s reverse the direction of play (more than two players)",
            lambda rs: add_power(rs, "3", P(kind="reverse")),
        ),
        Option(
            name="links",
            summary="2s as links: 'none'; 'many' (any number of links in a "
            "turn, a link may be several 2s); 'one' (one 2 per link and one plain link per "
            "turn; the 2 of spades and the ace of spades as a 2 each add one more)",
            default=_link_default(base),
            type=("none", "many", "one"),
            apply=_links,
        ),
        Option(
            name="jokers",
            summary="two jokers as forced pick-up: the 5 and queen of spades "
            "(counter jokers) pass it on, any four of a kind discards it",
            default=_has_power(base, "JK", "forced_pickup"),
            type="bool",
            apply=_jokers,
        ),
        Option(
            name="cancel_cards",
            summary="the 4, 7, 9 and king of spades, laid alone, cancel a 6, 8, 10 or jack",
            default=_has_power(base, "4S", "cancel"),
            type="bool",
            apply=_cancel_cards,
        ),
        Option(
            name="ace_of_spades_wild",
            summary="the ace of spades is wild (not as a 10, a "
            "joker or a counter joker; only as a card playable in turn)",
            default=_has_power(base, "AS", "wild"),
            type="bool",
            apply=lambda rs, v: _with_power(rs, "AS", _WILD_2006 if v else None, "wild"),
        ),
        Option(
            name="gambits",
            summary="four 4s, 5s, 7s, 9s, kings or aces may be called a "
            "gambit (discard, draw or force four), four queens the Queens Gambit",
            default=_gambits_default(base),
            type="bool",
            apply=lambda rs, v: changed(rs, gambits=_gambits_2006("block") if v else ()),
        ),
        Option(
            name="ace_switch",
            summary="ace as switch card: aces laid in place of the top play take it into the hand",
            default=_has_power(base, "A", "switch"),
            type="bool",
            apply=lambda rs, v: _with_power(
                rs, "A", P(kind="switch", exclude=("T", "JK")) if v else None, "switch"
            ),
        ),
        Option(
            name="joker_steals_gambit",
            summary="a joker laid on a gambit steals it: its "
            "player makes the gambit's choice (else the joker only stops it)",
            default=_steal_default(base),
            type="bool",
            apply=_joker_steals,
            clash=_steal_clash,
        ),
        Option(
            name="ace_completes_four",
            summary="the ace of spades may complete three of a "
            "kind into a four that blocks a joker",
            default=_wild_four_default(base),
            type="bool",
            apply=_ace_completes_four,
            clash=_wild_four_clash,
        ),
        Option(
            name="even_odd",
            summary="'all': after a 4 the next card must be even (2 4 6 8 "
            "10), after a 9 odd (A 3 5 7 9), face cards neither; 'spades': only the 4 and 9 "
            "of spades",
            default="off",
            type=("off", "all", "spades"),
            apply=_even_odd,
        ),
        flag(
            "toss_fives",
            "after a 5 is played every other player may toss their 5s out of "
            "turn; then play goes on from the player after the one who played the first 5",
            lambda rs: changed(rs, toss="5"),
        ),
        flag(
            "chaos_deal",
            "the Chaos deal: four cards are removed unseen before the deal",
            lambda rs: changed(rs, set_aside=4),
        ),
        Option(
            name="start_card_restricts",
            summary="the turned start card restricts the next "
            "play as the same card played would (a turned 8 asks for less than 8); false: "
            "it must only be equalled or beaten, with no effect of its own",
            default=base.start_card_restricts,
            type="bool",
            apply=lambda rs, v: changed(rs, start_card_restricts=v),
        ),
        turn_cap_option(),
    )
