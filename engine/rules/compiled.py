"""A ruleset compiled once into lookup tables for the hot path.

Cards with the same rank and the same main rule share a *kind* (the cards that are
interchangeable in a group). The top of the pile is an identity (a kind, or nothing),
whether its power is still active, and whether a wild card was called into it; from that
identity every rank's acceptability is a table lookup, memoised per identity.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..cards import (
    BLACK_JOKER,
    JOKER_RANK,
    N_CARDS,
    RANK_MASK,
    RED_JOKER,
    SAMPLE_RANK,
    THIRD_JOKER,
    mask_of,
    parse_card,
    parse_rank,
    rank_of,
)
from .model import Ruleset, check_builds_with, deck_cards
from .powers import CardRule, Power, selector_cards, selector_specificity

# restriction kinds of a pile top
ANY: Final = 0
GE: Final = 1
LE: Final = 2
LT: Final = 3
REQ: Final = 4
GT: Final = 5  # strictly higher, whatever the card's placement (a go-again card)

PLACE_IN_TURN: Final = 0
PLACE_ANYWHERE: Final = 1
PLACE_ALWAYS: Final = 2
PLACE_UP_TO: Final = 3
_PLACEMENTS: Final = {"in_turn": 0, "anywhere": 1, "always": 2, "up_to": 3}


@dataclass(slots=True)
class Kind:
    index: int
    rank: int
    value: int
    placement: int
    up_to: int
    free_play: int  # 0 none, 1 self (plays again), 2 next
    burn: bool
    mimic: bool
    transparent: bool
    restrict: int  # GE (plain), LE, LT, REQ, or ANY for free plays
    restrict_value: int
    required: int  # rank bitset for REQ
    reverse: bool
    reverse_each: bool  # once per card laid
    skip: int
    go_again: bool
    forced_pickup: bool
    shoot: bool
    hand_pass: bool
    pass_cards: bool  # every player passes one card per such card laid
    sample: bool  # laid alone, asks a neighbour for a group of cards
    link: bool
    link_many: bool
    power_kinds: frozenset[str]
    again: bool  # the player plays again (free play for self, go again)
    again_on_empty: bool  # ... even when laid on an empty pile
    mode_toggle: bool  # switches between the normal and the reversed game
    mode_toggle_each: bool  # ... once per card laid


@dataclass(slots=True, frozen=True)
class ForcedRule:
    """How a forced pick-up may be answered."""

    counters: int  # cards that, laid alone, answer it
    reflect: bool  # a counter sends it back to its player (else on to the next player)
    blocked_by_four: bool  # any four of a kind laid together discards it
    spent: int  # cards of the cause that leave the game once it is resolved
    stoppers: int = 0  # cards that, laid alone, stop it: nobody picks up (leave the game)
    wild_fourth: bool = False  # a wild card may complete three of a kind to block it


@dataclass(slots=True, frozen=True)
class GambitRule:
    """A gambit of one rank: four laid together in one play from the hand."""

    choice: bool  # the player chooses discard / draw / force (else a forced pick-up)
    optional: bool  # four of the rank may be played plain; the gambit is called
    stoppers: int  # cards the next player may lay alone to stop it
    steal: bool  # a stopper takes the choice for its player
    count: int
    bottom: int
    spent: int  # the card that leaves the game once it is called


@dataclass(slots=True)
class Single:
    """Powers a specific card has when played alone for them."""

    cancel_targets: frozenset[str]
    wild: bool
    wild_exclude: int  # card mask
    wild_in_turn: bool = False  # only called as a card playable there in numerical order


class Compiled:
    def __init__(self, rs: Ruleset) -> None:
        self.rs = rs
        self.deck = frozenset(deck_cards(rs))
        self.deck_mask = mask_of(self.deck)
        values = rs.value_table()
        self.values = values
        # resolve each card's rule: most specific selector wins
        rules_by_card: dict[int, tuple[int, CardRule]] = {}
        for rule in rs.cards:
            spec = selector_specificity(rule.cards)
            for c in selector_cards(rule.cards, self.deck):
                prev = rules_by_card.get(c)
                if prev is None or spec >= prev[0]:
                    rules_by_card[c] = (spec, rule)
        self.kinds: list[Kind] = []
        self.kind_of = [-1] * N_CARDS
        self.singles: dict[int, Single] = {}
        kind_key: dict[tuple[object, ...], int] = {}
        kind_rules: list[tuple[str, str, tuple[Power, ...]]] = []

        def intern(r: int, placement: str, up_to: str, powers: tuple[Power, ...]) -> int:
            """The kind of rank ``r`` with this rule, made on first sight."""
            key = (r, placement, up_to, powers)
            k = kind_key.get(key)
            if k is None:
                k = kind_key[key] = len(self.kinds)
                self.kinds.append(self._make_kind(k, r, values, placement, up_to, powers))
                kind_rules.append((placement, up_to, powers))
            return k

        rank_rule: dict[int, CardRule] = {}
        for rule in rs.cards:
            if selector_specificity(rule.cards) == 0:
                for c in selector_cards(rule.cards, self.deck):
                    rank_rule[rank_of(c)] = rule
        for c in sorted(self.deck):
            r = rank_of(c)
            entry = rules_by_card.get(c)
            card_rule = entry[1] if entry else None
            main_powers: tuple[Power, ...] = ()
            placement, up_to = "in_turn", ""
            if card_rule is not None:
                single = [p for p in card_rule.powers if p.kind in ("cancel", "wild")]
                main_powers = tuple(p for p in card_rule.powers if p not in single)
                placement, up_to = card_rule.placement, card_rule.up_to
                if single:
                    # a card with single-card powers otherwise behaves like its rank
                    base = rank_rule.get(r)
                    if selector_specificity(card_rule.cards) == 2 and not main_powers:
                        main_powers = tuple(base.powers) if base is not None else ()
                        placement = base.placement if base is not None else "in_turn"
                        up_to = base.up_to if base is not None else ""
                    cancel = next((p for p in single if p.kind == "cancel"), None)
                    wild = next((p for p in single if p.kind == "wild"), None)
                    excl = 0
                    if wild is not None:
                        for sel in wild.exclude:
                            excl |= mask_of(selector_cards(sel, self.deck))
                        excl |= 1 << c
                    self.singles[c] = Single(
                        cancel_targets=frozenset(cancel.targets) if cancel else frozenset(),
                        wild=wild is not None,
                        wild_exclude=excl,
                        wild_in_turn=bool(wild and wild.in_turn),
                    )
            self.kind_of[c] = intern(r, placement, up_to, main_powers)
        # cards of one rank may have different rules (the 4 of spades as an even card, red and
        # black 2s). Grouped by rank, a group of cards of several kinds plays as the rank's own
        # rule (``rank_kind``); grouped by function, a group is cards of one rule.
        self.rank_kind = [-1] * 15
        self.mixed_ranks = 0  # rank bitset: ranks whose cards have several kinds
        for r in sorted({rank_of(c) for c in self.deck}):
            ks = sorted({self.kind_of[c] for c in self.deck if rank_of(c) == r})
            if len(ks) == 1:
                self.rank_kind[r] = ks[0]
                continue
            self.mixed_ranks |= 1 << r
            base = rank_rule.get(r)
            placement, up_to = (base.placement, base.up_to) if base else kind_rules[ks[0]][:2]
            powers = (
                tuple(p for p in base.powers if p.kind not in ("cancel", "wild")) if base else ()
            )
            self.rank_kind[r] = intern(r, placement, up_to, powers)
        self.kind_cards = [0] * len(self.kinds)  # a rank's rule for mixed groups has none
        for c in self.deck:
            self.kind_cards[self.kind_of[c]] |= 1 << c
        self.ranks_present = sorted({rank_of(c) for c in self.deck})
        self.by_function = rs.groups == "function"
        if self.by_function:
            self.mixed_ranks = 0  # a group is cards of one rule: it plays as that rule
        # the cards a card may be grouped with: its rank, or the cards working as it does
        self.group_mask = [0] * N_CARDS
        function_of: dict[tuple[object, ...], int] = {}
        for c in self.deck:
            kc = self.kinds[self.kind_of[c]]
            if self.by_function and rank_of(c) != SAMPLE_RANK:
                key = (kc.value, *kind_rules[kc.index])
                function_of[key] = function_of.get(key, 0) | 1 << c
        for c in self.deck:
            kc = self.kinds[self.kind_of[c]]
            if rank_of(c) == SAMPLE_RANK:
                self.group_mask[c] = 1 << c  # sample cards are played alone
            elif self.by_function:
                self.group_mask[c] = function_of[(kc.value, *kind_rules[kc.index])]
            else:
                self.group_mask[c] = RANK_MASK[rank_of(c)] & self.deck_mask
        # the reversed game's card values (Duthie: aces low) give a second set of kinds,
        # index for index the same kinds with the other values
        self.kinds_by_mode = [self.kinds, self.kinds]
        if rs.reversed_values:
            rev = rs.value_table(reversed_mode=True)
            self.kinds_by_mode[1] = [
                self._make_kind(k.index, k.rank, rev, *kind_rules[k.index]) for k in self.kinds
            ]
        self.link_mask = 0
        for c in self.deck:
            if self.kinds[self.kind_of[c]].link:
                self.link_mask |= 1 << c
        self.links_many = any(k.link_many for k in self.kinds if k.link)
        link_powers = [p for _, _, ps in kind_rules for p in ps if p.kind == "link"]
        self.links_off_top = any(p.off_top for p in link_powers)
        self.link_per_turn = max((p.per_turn for p in link_powers), default=0)
        self.link_extra = 0
        for p in link_powers:
            for sym in p.extra:
                self.link_extra |= mask_of(selector_cards(sym, self.deck))
        # ace as switch card: which cards switch, and which ranks they may not take
        self.switch_mask = 0
        self.switch_exclude = 0  # card mask
        for kk in self.kinds:
            if "switch" in kk.power_kinds:
                self.switch_mask |= RANK_MASK[kk.rank] & self.deck_mask
                sw = next(p for p in kind_rules[kk.index][2] if p.kind == "switch")
                for sym in sw.exclude:
                    self.switch_exclude |= mask_of(selector_cards(sym, self.deck))
        self.has_links = self.link_mask != 0
        self.cancel_mask = mask_of(c for c, s in self.singles.items() if s.cancel_targets)
        self.wild_mask = mask_of(c for c, s in self.singles.items() if s.wild)
        if self.wild_mask and self.link_mask:
            for c in self.deck:
                if self.wild_mask >> c & 1 and not self.singles[c].wild_exclude & RANK_MASK[0]:
                    self.link_mask |= 1 << c  # a wild card may be laid as a 2 in a link
                    self.link_extra |= 1 << c  # ... and then counts as an extra link
        self.has_singles = bool(self.singles)
        self.burn_cancellable = any("burn" in s.cancel_targets for s in self.singles.values())
        # forced pick-ups: by a gambit (four of its rank in one play) or by a card's power
        self.gambits: dict[int, ForcedRule] = {}  # the forced pick-up gambits
        self.gambit_rules: dict[int, GambitRule] = {}  # every gambit, by rank
        self.optional_gambits = 0  # rank bitset
        for g in rs.gambits:
            gr = parse_rank(g.rank)
            stoppers = 0
            for sym in g.stoppers:
                stoppers |= mask_of(selector_cards(sym, self.deck))
            spent = mask_of([parse_card(g.remove)]) if g.remove else 0
            self.gambit_rules[gr] = GambitRule(
                choice=g.effect == "choice",
                optional=g.optional,
                stoppers=stoppers,
                steal=g.stop_mode == "steal",
                count=g.count,
                bottom=g.bottom,
                spent=spent,
            )
            if g.optional:
                self.optional_gambits |= 1 << gr
            if g.effect == "forced_pickup":
                self.gambits[gr] = ForcedRule(
                    counters=mask_of(parse_card(x) for x in g.counters),
                    reflect=g.counter_mode == "reflect",
                    blocked_by_four=False,
                    spent=spent,
                    stoppers=stoppers,
                )
        self.forced_by_kind: dict[int, ForcedRule] = {}
        for fk_kind in self.kinds:
            if fk_kind.forced_pickup:
                fp = next(p for p in kind_rules[fk_kind.index][2] if p.kind == "forced_pickup")
                counters = 0
                for sym in fp.counters:
                    counters |= mask_of(selector_cards(sym, self.deck))
                self.forced_by_kind[fk_kind.index] = ForcedRule(
                    counters=counters,
                    reflect=fp.counter_mode == "reflect",
                    blocked_by_four=fp.blocked_by_four,
                    spent=RANK_MASK[fk_kind.rank] & self.deck_mask,  # the card leaves the game
                    wild_fourth=fp.wild_fourth,
                )
        self.counter_mask = 0
        for forced in (*self.gambits.values(), *self.forced_by_kind.values()):
            self.counter_mask |= forced.counters
        fk = rs.four_of_a_kind
        self.x4_count = fk.count if fk else 0
        self.mimic_bridges = bool(fk and fk.mimic_bridges)
        self.x4_ranks = 0  # rank bitset; 0: every rank
        self.x4_go_again = bool(fk is None or fk.go_again)
        self.x4_in_one_play = bool(fk and fk.in_one_play)
        if fk:
            for sym in fk.ranks:
                self.x4_ranks |= 1 << parse_rank(sym)
        self._accept: dict[int, int] = {}
        self._accept_in_turn: dict[int, int] = {}
        # ruleset answers the hot path asks for, as plain attributes
        self.turn_cap = rs.turn_cap
        self.hand_min = rs.hand_min
        self.turn_draw = rs.turn_draw != "none"
        self.turn_draw_required = rs.turn_draw == "required_at_min"
        self.chance_card = rs.chance_card
        self.chance_when_stuck = rs.chance_when_stuck
        self.voluntary_pickup = rs.voluntary_pickup
        self.face_up_stay = rs.face_up_pickup == "stay"
        self.runs_of_drawn = rs.runs_of_drawn
        self.combine_with_table = rs.combine_with_table
        self.start_card_restricts = rs.start_card_restricts
        self.hand_max = rs.hand_max
        self.first_blind_free = rs.first_blind_free
        self.out_before_refill = rs.out_before_refill
        # the shooting ace: cards that shoot, and those that may answer a shot by shooting on
        self.shoot_mask = 0
        for kk in self.kinds:
            if kk.shoot:
                self.shoot_mask |= self.kind_cards[kk.index]
        self.shoot_answer = (
            (self.shoot_mask | RANK_MASK[12]) & self.deck_mask if self.shoot_mask else 0
        )
        self.toss_rank = parse_rank(rs.toss) if rs.toss else -1
        # black jacks: cards whose play makes everyone pass cards (one each per card laid)
        self.pass_mask = 0
        # sample cards, and the ranks their request for a special card may be answered with
        self.sample_mask = 0
        self.sample_specials = 0  # rank bitset: special cards
        self.sample_masquerade = 0  # rank bitset: given as specials, otherwise plain
        for kk in self.kinds:
            if kk.pass_cards:
                self.pass_mask |= self.kind_cards[kk.index]
            if kk.sample:
                self.sample_mask |= self.kind_cards[kk.index]
                sp = next(p for p in kind_rules[kk.index][2] if p.kind == "sample")
                for sym in sp.specials:
                    self.sample_specials |= 1 << parse_rank(sym)
                for sym in sp.masquerade:
                    self.sample_masquerade |= 1 << parse_rank(sym)
        # four of a rank one player may lay together although they work differently
        self.together = [
            RANK_MASK[parse_rank(sym)] & self.deck_mask for sym in (fk.together if fk else ())
        ]
        self.skips_after_again = bool(fk and fk.skips_after_again)
        self.x4_transparent_runs = bool(fk and fk.transparent_runs)
        self.skipped_picks_up = rs.skipped_picks_up
        self.joker_mask = RANK_MASK[JOKER_RANK] & self.deck_mask
        self.has_jokers = bool(self.deck & {RED_JOKER, BLACK_JOKER, THIRD_JOKER})

    @staticmethod
    def _make_kind(
        k: int, r: int, values: list[int], placement: str, up_to: str, powers: tuple[Power, ...]
    ) -> Kind:
        kinds = {p.kind for p in powers}
        by = {p.kind: p for p in powers}
        restrict, rvalue, required = GE, values[r], 0
        free = 0
        if "free_play" in by:
            free = 1 if by["free_play"].who == "self" else 2
            restrict = ANY
        if "lower_than" in by:
            p = by["lower_than"]
            restrict = LE if p.inclusive else LT
            rvalue = values[parse_rank(p.rank)]
        if "go_again" in by and not free:
            restrict = GT
        if "requires" in by:
            restrict = REQ
            for sym in by["requires"].ranks:
                required |= 1 << parse_rank(sym)
        return Kind(
            index=k,
            rank=r,
            value=values[r],
            placement=_PLACEMENTS[placement],
            up_to=values[parse_rank(up_to)] if placement == "up_to" else 0,
            free_play=free,
            burn="burn" in kinds,
            mimic="mimic" in kinds,
            transparent="transparent" in kinds,
            restrict=restrict,
            restrict_value=rvalue,
            required=required,
            reverse="reverse" in kinds,
            reverse_each=bool("reverse" in by and by["reverse"].each),
            skip=by["skip"].per_card if "skip" in by else 0,
            go_again="go_again" in kinds,
            forced_pickup="forced_pickup" in kinds,
            shoot="shoot" in kinds,
            hand_pass="hand_pass" in kinds,
            pass_cards="pass_cards" in kinds,
            sample="sample" in kinds,
            link="link" in kinds,
            link_many=by["link"].many if "link" in by else False,
            power_kinds=frozenset(kinds),
            again=free == 1 or "go_again" in kinds,
            again_on_empty=not ("free_play" in by and not by["free_play"].on_empty),
            mode_toggle="mode_toggle" in kinds,
            mode_toggle_each=bool("mode_toggle" in by and by["mode_toggle"].each),
        )

    def play_kind(self, cards: int, as_card: int) -> int:
        """The kind a group of ``cards`` (or a wild card called ``as_card``) plays as."""
        if as_card >= 0:
            return self.kind_of[as_card]
        low = (cards & -cards).bit_length() - 1
        k = self.kind_of[low]
        if self.mixed_ranks and cards & ~self.kind_cards[k]:
            return self.rank_kind[rank_of(low)]
        return k

    # -- acceptance -----------------------------------------------------------------------

    def accept(self, top: int, active: bool, wild: bool, mode: int = 0) -> int:
        """Mask of the cards that may be played as a group on this pile top."""
        key = (((top + 1) * 2 + mode) * 2 + active) * 2 + wild
        m = self._accept.get(key)
        if m is None:
            m = self._compute_accept(top, active, wild, mode)
            self._accept[key] = m
        return m

    def accept_in_turn(self, top: int, active: bool, wild: bool, mode: int = 0) -> int:
        """Like :meth:`accept`, but every card as if it were played in numerical order (a
        power card's freedom to go anywhere does not count)."""
        key = (((top + 1) * 2 + mode) * 2 + active) * 2 + wild
        m = self._accept_in_turn.get(key)
        if m is None:
            m = self._compute_accept(top, active, wild, mode, in_turn=True)
            self._accept_in_turn[key] = m
        return m

    def restriction(self, top: int, active: bool, mode: int = 0) -> tuple[int, int, int]:
        if top < 0:
            return ANY, 0, 0
        t = self.kinds_by_mode[mode][top]
        if not active:
            return GE, t.value, 0
        return t.restrict, t.restrict_value, t.required

    def _compute_accept(
        self, top: int, active: bool, wild: bool, mode: int, in_turn: bool = False
    ) -> int:
        kind, v, required = self.restriction(top, active, mode)
        kinds = self.kinds_by_mode[mode]
        m = 0
        for k in kinds:
            cards = self.kind_cards[k.index]
            if not cards:
                continue  # a rank's rule for mixed groups: no card of its own
            r = k.rank
            placement = PLACE_IN_TURN if in_turn else k.placement
            if kind == ANY or placement == PLACE_ALWAYS:
                ok = True
            elif kind == GE:
                if placement == PLACE_ANYWHERE:
                    ok = True
                elif placement == PLACE_UP_TO:
                    ok = v <= k.up_to
                else:
                    ok = k.value >= v
            elif kind == GT:
                ok = k.value > v
            elif kind in (LE, LT):
                ok = k.value <= v if kind == LE else k.value < v
                if placement == PLACE_UP_TO and top >= 0:
                    ok = ok and kinds[top].value <= k.up_to  # and it may lie on the top card
            else:
                ok = bool(required >> r & 1)
            if wild and r == 12:
                ok = True  # an ace can always be played on a wild ace
            if ok:
                m |= cards
        return m & self.deck_mask

    def cancellable_by(
        self, top: int, active: bool, pending_burn: bool, targets: frozenset[str]
    ) -> bool:
        if top < 0 or not active:
            return False
        t = self.kinds[top]
        if pending_burn:
            return "burn" in targets
        if t.restrict == LE or t.restrict == LT:
            return "lower_than" in targets
        if t.restrict == REQ:
            return "requires" in targets
        return False


# validate() builds the tables too: a ruleset the engine cannot compile is refused up front
check_builds_with(Compiled)
