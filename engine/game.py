"""The game: a ruleset and seats make states; states list legal actions and apply them.

``State.apply(seat, action)`` decides the events an action causes and folds each into the
state as it goes (``evolve``), so the rules' consequences are computed once, here, and a
replay is a plain fold of the recorded events with no decisions in it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from .actions import (
    CALL,
    CHANCE,
    CHOOSE,
    COMMIT,
    DISCARD,
    DRAW,
    FLIP,
    GIVE,
    PASS,
    PICKUP,
    PLACE,
    PLAY,
    READY,
    REVEAL,
    STACK,
    SWAP,
    SWITCH,
    TAKE,
    Action,
)
from .cards import JOKER_RANK, N_CARDS, RANK_MASK, cards_of, lowest, mask_of, parse_rank, rank_of
from .compiled import Compiled, ForcedRule
from .deal import CONTRIBUTED_DEAL_ALGORITHM, commitment, shuffled
from .errors import (
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotStartedError,
    NotYourTurnError,
    ReplayError,
    UnknownSeatError,
)
from .events import (
    FROM_HAND,
    FROM_TABLE,
    FROM_TURNED,
    CardLeftFaceUp,
    CardsDiscarded,
    CardsDrawn,
    CardsGiven,
    CardsPassed,
    CardsPlayed,
    CardsRemoved,
    CardsSwapped,
    CardsSwitched,
    CardStacked,
    CardsThrownIn,
    CardTaken,
    CardTurned,
    ChoiceMade,
    ContributionCommitted,
    ContributionRevealed,
    ContributionsRequested,
    DealForfeited,
    Dealt,
    DirectionReversed,
    FaceUpPlaced,
    GambitCalled,
    GameEnded,
    HandsPassed,
    ModeChanged,
    PassRequested,
    PileBurned,
    PileTaken,
    PlayersSkipped,
    ResponseRequested,
    RunOffered,
    SampleRequested,
    SeatFinished,
    SeatReady,
    SkipsDeferred,
    TossDeclined,
    TossOffered,
    TurnContinued,
    TurnStarted,
)
from .rules import Ruleset, deck_cards

# phases
DEALING = 0
SETUP = 1
PLAYING = 2
OVER = 3
PHASE_NAMES = ("dealing", "setup", "playing", "over")

# steps within a turn
START = 0  # the turn's first (or a fresh) play
RUN = 1  # freshly drawn cards of the rank just played may be added
LINK = 2  # a link was laid: the chained play must follow
RESPOND_BURN = 3  # the next player may cancel a clear
RESPOND_FORCED = 4  # the next player must pick up unless they counter
TURNED = 5  # a turned card that can be played in several ways awaits the choice
RESPOND_GAMBIT = 6  # the next player may stop a gambit
CHOOSING = 7  # a gambit's choice awaits its player
DISCARDING = 8  # a gambit's discards, one card at a time
TAKING = 9  # a gambit's pick of face-down cards, one at a time
TOSSING = 10  # other players may toss cards of the rank just played, out of turn
RESPOND_SHOT = 11  # the target of a shooting card answers it or picks up
PASSING = 12  # every seat still in passes cards on at once (black jacks)
SAMPLE_ANSWER = 13  # a sampled neighbour gives a group of the cards asked for
SAMPLE_RETURN = 14  # the sampler gives one group of its hand back
STEP_NAMES = (
    "start", "run", "link", "respond_burn", "respond_forced", "turned", "respond_gambit",
    "choose", "discard", "take", "toss", "respond_shot", "passing", "sample_answer",
    "sample_return",
)
#: A sample card's requests, by the index ``State.sample`` holds.
REQUESTS = ("special", "low", "high")
#: The ``as_card`` of a pile entry that holds link cards (they are not a play).
LINK_ENTRY = -2
#: The ``as_card`` of a pile entry that was not played but turned or thrown in to start the
#: pile, where the ruleset says such a card only has to be equalled or beaten (no
#: ``start_card_restricts``): it lies there by its value, with no effect of its own.
START_ENTRY = -3

_VIS = {"hidden": 0, "owner": 1, "public": 2}


class Game:
    """Fixed parameters of one game: the ruleset, the number of seats and the dealer."""

    def __init__(
        self, ruleset: Ruleset, players: int, *, dealer: int = 0, starter: int = -1,
        spoils: int = -1, no_swap: Sequence[int] = (),
    ) -> None:
        """``starter``, ``spoils`` and ``no_swap`` carry a match over (see :mod:`engine.match`):
        the seat that plays first, the seat dealt the start card face down as its spoils (it
        plays first), the seats that may not swap in setup."""
        if not ruleset.min_players <= players <= ruleset.max_players:
            raise ValueError(
                f"{ruleset.name} is for {ruleset.min_players} to {ruleset.max_players} players, "
                f"not {players}"
            )
        if not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat from 0 to {players - 1}")
        for s in (starter, spoils, *no_swap):
            if not -1 <= s < players:
                raise ValueError(f"no seat {s}")
        if spoils >= 0 and not ruleset.start_card:
            raise ValueError("spoils need a start card")
        self.ruleset = ruleset
        self.players = players
        self.dealer = dealer
        self.spoils = spoils
        self.starter = spoils if spoils >= 0 else starter
        self.no_swap = frozenset(no_swap)
        self.rules = _compiled(ruleset)
        self.own_piles = ruleset.piles == "own"
        vis = tuple(_VIS[layer.visibility] for layer in ruleset.layout.layers)
        #: The top layer's index; cards stacked on it (equal ranks) count as that layer.
        self.top_layer = len(vis) - 1
        #: Visibility by depth in a slot (0 hidden, 1 owner, 2 public), stacks included.
        self.layer_vis = vis + (vis[-1],) * 3
        # A layer holds cards in its first ``counts[layer]`` slots, so a slot beyond the
        # bottom layer's count starts higher up (004: more face-up than face-down cards, the
        # extra face-up ones lying with nothing beneath). Per slot: its lowest layer, the
        # visibility by index in the slot, and the index of its top-layer card.
        counts = ruleset.layout.layer_counts()
        base = tuple(
            next((k for k, n in enumerate(counts) if n > i), 0) for i in range(ruleset.layout.slots)
        )
        #: The lowest layer in each slot (0 unless that slot has nothing of the bottom layer).
        self.slot_base = base
        #: Visibility by index in each slot (``layer_vis`` shifted by the slot's base).
        self.slot_vis = tuple(self.layer_vis[b:] + (vis[-1],) * b for b in base)
        #: The index in each slot of its top-layer card (cards stacked on it lie above).
        self.slot_top = tuple(self.top_layer - b for b in base)

    def deck(self) -> list[int]:
        return sorted(deck_cards(self.ruleset))

    def new_state(self) -> State:
        return State(self)

    def start(self, *, seed: str | None = None, deck: Sequence[int] | None = None) -> tuple[State, list[Any]]:
        """A dealt state and its events, from a seed or an explicit deck order (top first)."""
        if (seed is None) == (deck is None):
            raise ValueError("give exactly one of seed or deck")
        if deck is None:
            assert seed is not None
            order = shuffled(self.deck(), seed)
        else:
            order = tuple(deck)
            if sorted(order) != self.deck():
                raise ValueError("an explicit deck must hold every card of the ruleset's deck exactly once")
        state = State(self)
        events = state.deal(order)
        return state, events


_COMPILED: dict[Ruleset, Compiled] = {}


def _compiled(rs: Ruleset) -> Compiled:
    c = _COMPILED.get(rs)
    if c is None:
        if len(_COMPILED) > 256:
            _COMPILED.clear()
        c = _COMPILED[rs] = Compiled(rs)
    return c


class State:
    __slots__ = (
        "_legal",
        "_legal_key",
        "_out",
        "_pass_due",
        "arranged",
        "aside",
        "buried",
        "chain",
        "commits",
        "contributions",
        "dealt_up",
        "direction",
        "drew",
        "finished",
        "first_seat",
        "free_look",
        "free_used",
        "fresh",
        "gambit",
        "game",
        "hands",
        "last_rank",
        "left",
        "mode",
        "outbox",
        "owed",
        "passers",
        "pending_by",
        "phase",
        "pile",
        "pile_mask",
        "ready",
        "removed",
        "result",
        "resume",
        "revealed",
        "rules",
        "run_count",
        "run_rank",
        "sample",
        "skips_due",
        "step",
        "stock",
        "stocks",
        "tables",
        "top",
        "top_active",
        "top_wild",
        "tossers",
        "turn",
        "turned",
        "turned_slot",
        "turns",
        "version",
    )

    def __init__(self, game: Game) -> None:
        self.game = game
        self.rules = game.rules
        n = game.players
        self.phase = DEALING
        self.hands = [0] * n
        self.tables: list[list[list[int]]] = [[[] for _ in range(game.ruleset.layout.slots)] for _ in range(n)]
        self.revealed = 0
        self.stock: list[int] = []
        #: A pile per player (the red/black split deck): each player's own stock, and the
        #: cards on its pile below the plays since the last pick-up or clear.
        self.stocks: list[list[int]] = [[] for _ in range(n)] if game.own_piles else []
        self.buried = [0] * n
        self.pile: list[tuple[int, int, int]] = []
        self.pile_mask = 0
        self.removed = 0
        self.top = -1
        self.top_active = False
        self.top_wild = False
        self.run_rank = -1
        self.run_count = 0
        self.last_rank = -1
        self.turn = -1
        self.direction = 1
        self.step = START
        self.drew = False
        self.fresh = 0
        self.turned = -1
        self.pending_by = -1
        self.ready = [False] * n
        self.arranged = [0] * n  # swaps and stacks each seat has made in setup
        self.finished: list[int] = []
        self.turns = 0
        self.result: GameEnded | None = None
        self.dealt_up: list[tuple[int, int]] = []
        self.mode = 0  # 0 normal, 1 reversed; -1 until the dealer calls it
        self.first_seat = -1  # decided by a throw-in at the deal
        self.turned_slot = -1  # the table slot the turned card came from (-1: the stock)
        self.free_used = 0  # seats (bits) that have had their free look at a blind card
        self.free_look = False  # the turned card may be left face up for another
        self.left = -1  # the card left face up this turn
        self.chain = 0  # link cards laid this turn
        self.aside = 0  # cards removed unseen before the deal (the Chaos deal)
        self.tossers = 0  # seats (bits) that may still toss cards out of turn
        self.gambit = -1  # the rank of the gambit being resolved
        self.owed = 0  # cards still to discard or take for a gambit, or each seat passes on
        self.passers = 0  # seats (bits) that have still to pass cards on
        self.outbox = [0] * n  # cards each seat has given to the pass, not yet delivered
        self.resume = -1  # after the pass: seat * 2 + 1 if it goes on with its turn, else + 0
        self.sample = -1  # the request being answered (an index into REQUESTS)
        self.skips_due = 0  # skips that apply when the current extra turn ends
        #: The contributed deal: each seat's commitment and revealed contribution ("" not
        #: yet); empty lists when the deal is the server's alone.
        self.commits: list[str] = []
        self.contributions: list[str] = []
        self.version = 0
        self._pass_due = 0  # within one apply: cards to pass before the next turn starts
        self._legal: list[Action] | None = None
        self._legal_key = -1
        self._out: list[Any] | None = None

    # == queries ============================================================================

    @property
    def players(self) -> int:
        return self.game.players

    def is_over(self) -> bool:
        return self.phase == OVER

    def to_act(self) -> list[int]:
        """The seats that may act now (several during setup, one during play)."""
        if self.phase == SETUP:
            if self.mode < 0:
                return [self.game.dealer]
            return [s for s in range(self.game.players) if not self.ready[s]]
        if self.phase == PLAYING:
            if self.step == TOSSING:
                return [s for s in range(self.game.players) if self.tossers >> s & 1]
            if self.step == PASSING:
                return [s for s in range(self.game.players) if self.passers >> s & 1]
            return [self.turn]
        if self.phase == DEALING and self.commits:
            return self._contributors()
        return []

    def arrangements_left(self, seat: int) -> int | None:
        """How many more swaps and stacks ``seat`` may make in setup; the last one also
        makes it ready (None: no cap)."""
        cap = self.game.ruleset.setup_cap
        return max(cap - self.arranged[seat], 0) if cap else None

    def stock_of(self, seat: int) -> list[int]:
        """The stock ``seat`` draws from (its own where each player has a pile)."""
        return self.stocks[seat] if self.stocks else self.stock

    def pile_for(self, seat: int) -> int:
        """The cards ``seat`` takes when it picks up: the pile, or where each player has
        one, the other player's (its plays since the last pick-up or clear, and below them)."""
        if not self.stocks:
            return self.pile_mask
        other = 1 - seat
        m = self.buried[other]
        for s, cards, _ in self.pile:
            if s == other:
                m |= cards
        return m

    def table_cards(self, seat: int) -> int:
        m = 0
        for slot in self.tables[seat]:
            for c in slot:
                m |= 1 << c
        return m

    def holds_cards(self, seat: int) -> bool:
        return bool(self.hands[seat]) or any(self.tables[seat])

    def accessible(self, seat: int) -> tuple[int, list[int]]:
        """(known table cards that may be played, slots whose blind card may be turned)."""
        slots = self.tables[seat]
        g = self.game
        if g.ruleset.layout.access == "layer":
            top = g.top_layer
            base = g.slot_base
            height = max((min(len(s) + base[i], top + 1) for i, s in enumerate(slots) if s), default=0)
            tops = [i for i, s in enumerate(slots) if s and min(len(s) + base[i], top + 1) == height]
        else:
            tops = [i for i, s in enumerate(slots) if s]
        known = 0
        blind: list[int] = []
        for i in tops:
            s = slots[i]
            c = s[-1]
            if g.slot_vis[i][len(s) - 1] or self.revealed >> c & 1:
                known |= 1 << c
                for d in range(g.slot_top[i], len(s) - 1):  # equal cards stacked with it
                    known |= 1 << s[d]
            else:
                blind.append(i)
        return known, blind

    def snapshot(self) -> tuple[Any, ...]:
        """Everything that defines the state, for equality and hashing."""
        return (
            self.phase, tuple(self.hands), tuple(tuple(tuple(s) for s in t) for t in self.tables),
            self.revealed, tuple(self.stock), tuple(self.pile), self.pile_mask, self.removed,
            self.top, self.top_active, self.top_wild, self.run_rank, self.run_count,
            self.last_rank, self.turn, self.direction, self.step, self.drew, self.fresh,
            self.turned, self.pending_by, tuple(self.ready), tuple(self.finished), self.turns,
            self.result, tuple(self.dealt_up), self.mode, self.first_seat, self.turned_slot,
            self.free_used, self.free_look, self.left, self.chain, self.gambit, self.owed,
            self.aside, self.tossers, tuple(self.outbox), self.passers, self.resume,
            self.sample, self.skips_due, tuple(tuple(s) for s in self.stocks),
            tuple(self.buried), tuple(self.arranged), tuple(self.commits),
            tuple(self.contributions), self.version,
        )

    def to_snapshot(self) -> dict[str, Any]:
        """A JSON-safe dump of the whole state (secrets included: for the store, never a client)."""
        r = self.result
        return {
            "phase": self.phase, "hands": list(self.hands),
            "tables": [[list(s) for s in t] for t in self.tables],
            "revealed": self.revealed, "stock": list(self.stock),
            "pile": [list(p) for p in self.pile], "pile_mask": self.pile_mask,
            "removed": self.removed, "top": self.top, "top_active": self.top_active,
            "top_wild": self.top_wild, "run_rank": self.run_rank, "run_count": self.run_count,
            "last_rank": self.last_rank, "turn": self.turn, "direction": self.direction,
            "step": self.step, "drew": self.drew, "fresh": self.fresh, "turned": self.turned,
            "pending_by": self.pending_by, "ready": list(self.ready),
            "finished": list(self.finished), "turns": self.turns,
            "result": list(r) if r is not None else None,
            "dealt_up": [list(x) for x in self.dealt_up], "mode": self.mode,
            "first_seat": self.first_seat, "turned_slot": self.turned_slot,
            "free_used": self.free_used, "free_look": self.free_look, "left": self.left,
            "chain": self.chain, "gambit": self.gambit, "owed": self.owed,
            "aside": self.aside, "tossers": self.tossers,
            "outbox": list(self.outbox), "passers": self.passers, "resume": self.resume,
            "sample": self.sample, "skips_due": self.skips_due,
            "stocks": [list(s) for s in self.stocks], "buried": list(self.buried),
            "arranged": list(self.arranged),
            "commits": list(self.commits), "contributions": list(self.contributions),
            "version": self.version,
        }

    @classmethod
    def from_snapshot(cls, game: Game, data: dict[str, Any]) -> State:
        st = cls(game)
        try:
            st.phase = int(data["phase"])
            st.hands = [int(h) for h in data["hands"]]
            st.tables = [[[int(c) for c in s] for s in t] for t in data["tables"]]
            st.revealed = int(data["revealed"])
            st.stock = [int(c) for c in data["stock"]]
            st.pile = [(int(a), int(b), int(c)) for a, b, c in data["pile"]]
            st.pile_mask = int(data["pile_mask"])
            st.removed = int(data["removed"])
            st.top = int(data["top"])
            st.top_active = bool(data["top_active"])
            st.top_wild = bool(data["top_wild"])
            st.run_rank = int(data["run_rank"])
            st.run_count = int(data["run_count"])
            st.last_rank = int(data["last_rank"])
            st.turn = int(data["turn"])
            st.direction = int(data["direction"])
            st.step = int(data["step"])
            st.drew = bool(data["drew"])
            st.fresh = int(data["fresh"])
            st.turned = int(data["turned"])
            st.pending_by = int(data["pending_by"])
            st.ready = [bool(x) for x in data["ready"]]
            st.finished = [int(x) for x in data["finished"]]
            st.turns = int(data["turns"])
            r = data["result"]
            st.result = GameEnded(r[0], tuple(r[1]), int(r[2]), int(r[3])) if r else None
            st.dealt_up = [(int(a), int(b)) for a, b in data["dealt_up"]]
            st.mode = int(data.get("mode", 0))
            st.first_seat = int(data.get("first_seat", -1))
            st.turned_slot = int(data.get("turned_slot", -1))
            st.free_used = int(data.get("free_used", 0))
            st.free_look = bool(data.get("free_look", False))
            st.left = int(data.get("left", -1))
            st.chain = int(data.get("chain", 0))
            st.gambit = int(data.get("gambit", -1))
            st.owed = int(data.get("owed", 0))
            st.aside = int(data.get("aside", 0))
            st.tossers = int(data.get("tossers", 0))
            st.outbox = [int(x) for x in data.get("outbox", [0] * game.players)]
            st.passers = int(data.get("passers", 0))
            st.resume = int(data.get("resume", -1))
            st.sample = int(data.get("sample", -1))
            st.skips_due = int(data.get("skips_due", 0))
            st.stocks = [[int(c) for c in s] for s in data.get("stocks", st.stocks)]
            st.buried = [int(x) for x in data.get("buried", st.buried)]
            st.arranged = [int(x) for x in data.get("arranged", st.arranged)]
            st.commits = [str(x) for x in data.get("commits", [])]
            st.contributions = [str(x) for x in data.get("contributions", [])]
            st.version = int(data["version"])
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ReplayError(f"bad snapshot: {exc!r}") from None
        if len(st.hands) != game.players or len(st.outbox) != game.players:
            raise ReplayError("snapshot is for another number of players")
        return st

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    def __hash__(self) -> int:
        return hash(self.snapshot())

    def copy(self) -> State:
        new = State.__new__(State)
        _copy_slots(self, new)
        new.hands = list(self.hands)
        new.tables = [[list(s) for s in t] for t in self.tables]
        new.stock = list(self.stock)
        new.pile = list(self.pile)
        new.ready = list(self.ready)
        new.finished = list(self.finished)
        new.dealt_up = list(self.dealt_up)
        new.outbox = list(self.outbox)
        new.buried = list(self.buried)
        new.arranged = list(self.arranged)
        new.commits = list(self.commits)
        new.contributions = list(self.contributions)
        if self.stocks:
            new.stocks = [list(s) for s in self.stocks]
        new._pass_due = 0
        new._legal = None
        new._legal_key = -1
        new._out = None
        return new

    # == legal actions ======================================================================

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now; each is accepted verbatim by :meth:`apply`."""
        if not 0 <= seat < self.game.players:
            raise UnknownSeatError(f"no seat {seat}")
        if self.phase == SETUP:
            if self.mode < 0:
                return _CALLS if seat == self.game.dealer else []
            return [] if self.ready[seat] else self._setup_actions(seat)
        if self.phase == DEALING and self.commits:
            # templates: the client adds the value only it knows (see engine.fairness)
            if seat not in self._contributors():
                return []
            return [_COMMIT] if not self.commits[seat] else [_REVEAL]
        if self.phase != PLAYING:
            return []
        if self.step == TOSSING:
            return self._toss_actions(seat) if self.tossers >> seat & 1 else []
        if self.step == PASSING:
            return self._pass_actions(seat) if self.passers >> seat & 1 else []
        if seat != self.turn:
            return []
        key = self.version
        if self._legal_key == key and self._legal is not None:
            return self._legal
        acts = self._play_actions(seat)
        self._legal = acts
        self._legal_key = key
        return acts

    def _setup_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        stop = self.game.slot_top
        slots = self.tables[seat]
        if any(len(s) <= stop[i] for i, s in enumerate(slots[: self.game.ruleset.layout.top_count()])):
            return [Action(PLACE, 1 << c) for c in cards_of(hand)]
        acts = [_A_READY]
        if seat in self.game.no_swap:
            return acts  # the previous loser may not swap
        table = 0
        tops = 0
        for i, s in enumerate(slots):
            if len(s) == stop[i] + 1:
                table |= 1 << s[stop[i]]
            tops |= RANK_MASK[_RANK_OF[s[-1]]]
        for h in cards_of(hand):
            for t in cards_of(table):
                acts.append(Action(SWAP, (1 << h) | (1 << t)))
        if self.rules.rs.stacking:
            for h in cards_of(hand & tops):
                acts.append(Action(STACK, 1 << h))
        return acts

    def _play_actions(self, seat: int) -> list[Action]:
        R = self.rules
        step = self.step
        hand = self.hands[seat]
        acts: list[Action] = []
        if step in (START, LINK):
            if hand:
                src = hand
                blind: list[int] = []
                combine = 0
                if R.combine_with_table and not self.stock_of(seat) and step == START:
                    rank = rank_of(lowest(hand))
                    if hand & ~RANK_MASK[rank] == 0:
                        known, _ = self.accessible(seat)
                        combine = known & RANK_MASK[rank]
            else:
                src, blind = self.accessible(seat)
                combine = 0
                if self.left >= 0 and blind:
                    return [Action(FLIP, slot=slot) for slot in blind]
            if step == LINK and self._linked_off_clear():
                # a link laid on one's own clear: only a card that cancels it may follow
                self._single_plays(acts, src, True)
                return acts
            accept = R.accept(self.top, self.top_active, self.top_wild, self.mode)
            ok = src & accept
            if ok:
                self._groups(acts, src, ok, src == hand and bool(hand))
            if step == START and hand and self.pile and R.links_off_top and hand & R.link_mask:
                self._links_off_top(acts, hand, accept)
            if hand and step == START and hand & R.switch_mask and self.pile:
                self._switches(acts, hand)
            if R.shoot_mask and src & R.shoot_mask:
                self._aimed(acts, seat)
            if R.sample_mask and src & R.sample_mask:
                self._sampled(acts, seat)
            if combine and accept & hand:
                for sub in _submasks(combine):
                    acts.append(Action(PLAY, hand | sub))
            if R.has_singles:
                self._single_plays(acts, src, False)
            if step == LINK:
                return acts
            for slot in blind:
                acts.append(Action(FLIP, slot=slot))
            if R.turn_draw and not self.drew and self.stock_of(seat) and (
                not R.hand_max or hand.bit_count() < R.hand_max
            ):
                acts.append(_A_DRAW)
            if R.chance_card and self.stock_of(seat) and hand and not (
                R.chance_when_stuck and any(a.kind == PLAY for a in acts)
            ):
                acts.append(_A_CHANCE)
            # a pick-up is forced when nothing can be played (a draw does not change that)
            if self.pile_mask and (
                not any(a.kind == PLAY or a.kind == FLIP for a in acts)
                or (
                    R.voluntary_pickup
                    and (not R.hand_max or (hand | self.pile_mask).bit_count() <= R.hand_max)
                )
            ):
                if hand or R.face_up_stay or self._placer_takes(seat) >= 0:
                    if hand or src:
                        acts.append(_A_PICKUP)
                elif src:
                    self._pickups(acts, seat, src)
            return acts
        if step == RUN:
            fresh = hand & self.fresh & RANK_MASK[self.run_rank]
            for sub in _submasks(fresh):
                acts.append(Action(PLAY, sub))
            acts.append(_A_PASS)
            return acts
        if step == RESPOND_BURN:
            src = hand or self.accessible(seat)[0]
            self._single_plays(acts, src, True)
            acts.append(_A_PASS)
            return acts
        if step == RESPOND_FORCED:
            rule, _ = self._pending_forced()
            src = hand or self.accessible(seat)[0]
            if not (rule.reflect and self.pending_by in self.finished):
                for c in cards_of(src & rule.counters):
                    acts.append(Action(PLAY, 1 << c))
            for c in cards_of(src & rule.stoppers & ~rule.counters):
                acts.append(Action(PLAY, 1 << c))
            if rule.blocked_by_four:
                m = src
                wilds = src & R.wild_mask if rule.wild_fourth else 0
                while m:
                    group = m & _RANK_MASK_OF_CARD[(m & -m).bit_length() - 1]
                    m ^= group
                    if group.bit_count() == 4:
                        acts.append(Action(PLAY, group))
                    elif group.bit_count() == 3 and wilds:
                        # three of a kind completed by a wild card called as the fourth
                        for w in cards_of(wilds & ~group):
                            call = _RANK_MASK_OF_CARD[lowest(group)] & ~group & ~R.singles[w].wild_exclude
                            if call:
                                acts.append(Action(PLAY, group | 1 << w, as_card=lowest(call)))
            acts.append(_A_PICKUP)
            return acts
        if step == TURNED:
            return self._turned_plays(seat)
        if step == RESPOND_SHOT:
            return self._shot_answers(seat)
        if step == RESPOND_GAMBIT:
            src = hand or self.accessible(seat)[0]
            for c in cards_of(src & R.gambit_rules[self.gambit].stoppers):
                acts.append(Action(PLAY, 1 << c))
            acts.append(_A_PASS)
            return acts
        if step == CHOOSING:
            return self._gambit_choices(seat)
        if step == DISCARDING:
            return [Action(DISCARD, 1 << c) for c in cards_of(hand)]
        if step == TAKING:
            return [Action(TAKE, slot=i) for i in self.accessible(seat)[1]]
        if step == SAMPLE_ANSWER:
            return self._sample_answers(seat)
        if step == SAMPLE_RETURN:
            return self._groups_to_give(self.hands[seat])
        return acts

    def _linked_off_clear(self) -> bool:
        """Whether the link just laid follows the player's own clearing card (a 10)."""
        if len(self.pile) < 2:
            return False
        seat, cards, as_card = self.pile[-2]
        if as_card == LINK_ENTRY or seat != self.turn:
            return False
        R = self.rules
        return R.kinds[R.play_kind(cards, as_card)].burn

    def _targets(self, seat: int) -> list[int]:
        return [s for s in range(self.game.players) if s != seat and s not in self.finished]

    def _aimed(self, acts: list[Action], seat: int) -> None:
        """Each play of a shooting card once per target seat."""
        R = self.rules
        if not R.shoot_mask:
            return
        targets = self._targets(seat)
        out: list[Action] = []
        for a in acts:
            if a.kind == PLAY and not a.link and R.kinds[R.play_kind(a.cards, a.as_card)].shoot:
                out.extend(a._replace(slot=t) for t in targets)
            else:
                out.append(a)
        acts[:] = out

    def _shot_answers(self, seat: int) -> list[Action]:
        """A shot's target: shoot on (an ace or a shooting card, at anyone), shoot back (an
        invisible card), play on it as usual, or pick up."""
        R = self.rules
        src = self.hands[seat] or self.accessible(seat)[0]
        acts: list[Action] = []
        accept = R.accept(self.top, self.top_active, self.top_wild, self.mode)
        m = src & (accept | R.shoot_answer)
        while m:
            group = m & R.group_mask[(m & -m).bit_length() - 1]
            m ^= group
            for sub in _submasks(group):
                if sub & R.shoot_answer:
                    acts.extend(Action(PLAY, sub, slot=t) for t in self._targets(seat))
                else:
                    acts.append(Action(PLAY, sub))
        acts.append(_A_PICKUP)
        return acts

    def _toss_actions(self, seat: int) -> list[Action]:
        R = self.rules
        fives = self.hands[seat] & RANK_MASK[R.toss_rank]
        fives &= R.accept(self.top, self.top_active, self.top_wild, self.mode)
        return [*(Action(PLAY, sub) for sub in _submasks(fives)), _A_PASS]

    def _neighbours(self, seat: int) -> list[int]:
        """The nearest seats still in on either side (one seat when they are the same)."""
        n = self.game.players
        out: list[int] = []
        for d in (1, -1):
            s = seat
            for _ in range(n - 1):
                s = (s + d) % n
                if s not in self.finished:
                    if s not in out:
                        out.append(s)
                    break
        return out

    def _sampled(self, acts: list[Action], seat: int) -> None:
        """Each play of a sample card as each request of each neighbour."""
        R = self.rules
        targets = self._neighbours(seat)
        out: list[Action] = []
        for a in acts:
            if a.kind == PLAY and a.cards & R.sample_mask and not a.link:
                out.extend(a._replace(slot=t, choice=q) for t in targets for q in REQUESTS)
            else:
                out.append(a)
        acts[:] = out

    def _groups_to_give(self, cards: int) -> list[Action]:
        """One ``give`` per whole group of ``cards``; a bare ``give`` when there is none."""
        acts: list[Action] = []
        group_mask = self.rules.group_mask
        while cards:
            g = cards & group_mask[(cards & -cards).bit_length() - 1]
            cards ^= g
            acts.append(Action(GIVE, g))
        return acts or [_A_GIVE]

    def _sample_answers(self, seat: int) -> list[Action]:
        """The groups a sampled player may give: specials (or masquerade cards) for
        ``special``; else the groups of the lowest or highest value among the other cards."""
        R = self.rules
        hand = self.hands[seat] & ~R.sample_mask
        specials = 0
        plain = 0
        for c in cards_of(hand):
            r = _RANK_OF[c]
            if (R.sample_specials | R.sample_masquerade) >> r & 1:
                specials |= 1 << c
            if not R.sample_specials >> r & 1:
                plain |= 1 << c
        request = REQUESTS[self.sample]
        if request == "special":
            return self._groups_to_give(specials)
        if not plain:
            return [_A_GIVE]
        kinds = R.kinds_by_mode[max(self.mode, 0)]
        values = {c: kinds[R.kind_of[c]].value for c in cards_of(plain)}
        best = (min if request == "low" else max)(values.values())
        return self._groups_to_give(mask_of(c for c, v in values.items() if v == best))

    def _pass_actions(self, seat: int) -> list[Action]:
        """The cards ``seat`` may pass on: ``owed`` hand cards; short of them, the whole hand
        and face-up table cards (the blind ones that may still be missing are taken in slot
        order when the cards are given)."""
        k = self.owed
        hand = self.hands[seat]
        if hand.bit_count() >= k:
            return [Action(GIVE, mask_of(cs)) for cs in combinations(cards_of(hand), k)]
        need = k - hand.bit_count()
        up = self.accessible(seat)[0]
        if up.bit_count() <= need:
            return [Action(GIVE, hand | up)]
        return [Action(GIVE, hand | mask_of(cs)) for cs in combinations(cards_of(up), need)]

    def _blind_slots(self, seat: int, cards: int, need: int) -> tuple[int, ...]:
        """The slots whose blind top cards make up a pass once ``cards`` leave the table:
        slot by slot, round after round."""
        svis = self.game.slot_vis
        tables = [[c for c in slot if not cards >> c & 1] for slot in self.tables[seat]]
        out: list[int] = []
        while need:
            took = False
            for i, slot in enumerate(tables):
                if need and slot and not svis[i][len(slot) - 1] and not self.revealed >> slot[-1] & 1:
                    slot.pop()
                    out.append(i)
                    need -= 1
                    took = True
            if not took:
                break
        return tuple(out)

    def _gambit_choices(self, seat: int) -> list[Action]:
        rule = self.rules.gambit_rules[self.gambit]
        acts = []
        if self.hands[seat]:
            acts.append(_A_DISCARD)
        if self.stock_of(seat):
            acts.append(_A_DRAW4)
            if self._next_seat(seat, 1) != seat:
                acts.append(_A_FORCE)
        elif (
            rule.bottom and seat == self.pending_by and not self.hands[seat]
            and self.accessible(seat)[1]
        ):
            acts.append(_A_BOTTOM)  # the gambit was the last hand cards: take face-down cards
        return acts or [_A_PASS]

    def _link_cards(self, avail: int) -> list[int]:
        """The link cards (each a mask) that may be laid now out of ``avail``."""
        R = self.rules
        avail &= R.link_mask
        if R.link_per_turn and (self.chain & ~R.link_extra).bit_count() >= R.link_per_turn:
            avail &= R.link_extra  # the plain links are spent: only the extra ones are left
        if not avail:
            return []
        return _submasks(avail) if R.links_many else [1 << c for c in cards_of(avail)]

    def _links_off_top(self, acts: list[Action], hand: int, accept: int) -> None:
        """A link laid straight on the pile's top card, where a chained play can follow."""
        for link in self._link_cards(hand):
            rest = hand & ~link
            if rest & accept or self._single_possible(rest, self.top, self.top_active, self.top_wild):
                acts.append(Action(PLAY, 0, link))

    def _top_play(self) -> tuple[int, int]:
        """(cards of the top play: the equal cards on top of the pile, entries below them)."""
        pile = self.pile
        i = len(pile)
        rank = -1
        taken = 0
        while i > 0:
            _, cards, as_card = pile[i - 1]
            if as_card not in (-1, START_ENTRY):
                break  # a link, or a wild card called as another: not like cards
            r = _RANK_OF[(cards & -cards).bit_length() - 1]
            if rank >= 0 and r != rank:
                break
            if cards & ~RANK_MASK[r]:
                break
            rank = r
            taken |= cards
            i -= 1
        return taken, i

    def _switches(self, acts: list[Action], hand: int) -> None:
        """Ace as switch card: one switch card per card of the top play, laid where it fits."""
        R = self.rules
        taken, below = self._top_play()
        n = taken.bit_count()
        if not n or taken & R.switch_exclude:
            return
        switch = hand & R.switch_mask
        if switch.bit_count() < n:
            return
        top, active, wild = _identity_of(self.rules, self.pile[:below])
        if not R.accept(top, active, wild, self.mode) & switch or (top >= 0 and R.kinds[top].burn):
            return  # the switch card could not be played where the top play lies
        for sub in _submasks(switch):
            if sub.bit_count() == n:
                acts.append(Action(SWITCH, sub))

    def game_finished_seat(self, seat: int) -> bool:
        return seat in self.finished

    def _groups(self, acts: list[Action], src: int, ok: int, from_hand: bool) -> None:
        """Every group of equal cards in ``ok`` (the playable cards of ``src``)."""
        links = from_hand and self.rules.has_links and bool(src & self.rules.link_mask)
        group_mask = self.rules.group_mask
        ok_all = ok
        while ok:
            m = ok & group_mask[(ok & -ok).bit_length() - 1]
            ok ^= m
            plays = _PLAYS.get(m)
            if plays is None:
                plays = _PLAYS[m] = [Action(PLAY, sub) for sub in _submasks(m)]
            acts.extend(plays)
            if from_hand and self.rules.optional_gambits and m.bit_count() == 4 and (
                self.rules.optional_gambits >> _RANK_OF[(m & -m).bit_length() - 1] & 1
            ):
                acts.append(Action(PLAY, m, choice="gambit"))
            if links:
                self._link_variants(acts, src, m, plays)
        for combo in self.rules.together:  # four of a rank laid together, whatever they do
            if ok_all & combo == combo and group_mask[(combo & -combo).bit_length() - 1] != combo:
                acts.append(Action(PLAY, combo))

    def _link_variants(self, acts: list[Action], hand: int, rank_cards: int,
                       plays: list[Action]) -> None:
        """Each group of one rank followed by a Link2, where a chained play can follow."""
        R = self.rules
        low = (rank_cards & -rank_cards).bit_length() - 1
        r = _RANK_OF[low]
        mixed = R.mixed_ranks >> r & 1
        k = R.kinds[R.kind_of[low]]
        after: dict[int, tuple[int, bool, bool, int]] = {}  # per kind: the top it leaves, accept
        links_of: dict[int, list[int]] = {}  # per set of link cards left: the links to lay
        for a in plays:
            group = a.cards
            if mixed:  # cards of this rank play as different kinds
                k = R.kinds[R.play_kind(group, -1)]
            if k.free_play == 1 or k.go_again or k.forced_pickup or k.shoot:
                continue  # the play ends or restarts the turn by itself
            if k.burn and not R.burn_cancellable:
                continue
            n = group.bit_count()
            gr = R.gambit_rules.get(r) if n == 4 else None
            if gr is not None and not gr.optional:
                continue  # the gambit ends the turn
            if R.x4_count and self.run_rank == r and self.run_count + n >= R.x4_count:
                continue
            known = after.get(k.index)
            if known is None:
                top, active, wild = self._identity_after(k, -1)
                known = after[k.index] = (top, active, wild, R.accept(top, active, wild, self.mode))
            top, active, wild, accept = known
            left = hand & ~group
            avail = left & R.link_mask
            links = links_of.get(avail)
            if links is None:
                links = links_of[avail] = self._link_cards(avail)
            for link in links:
                rest = left & ~link
                if k.burn:
                    ok = self._single_possible(rest, top, True, False, burn=True)
                else:
                    ok = bool(rest & accept) or self._single_possible(rest, top, active, wild)
                if ok:
                    acts.append(Action(PLAY, group, link))

    def _single_possible(self, src: int, top: int, active: bool, wild: bool, burn: bool = False) -> bool:
        R = self.rules
        for c in cards_of(src & (R.cancel_mask | R.wild_mask)):
            s = R.singles[c]
            if s.cancel_targets and R.cancellable_by(top, active, burn, s.cancel_targets):
                return True
            if s.wild and self._wild_calls(c, top, active, wild, burn):
                return True
        return False

    def _single_plays(self, acts: list[Action], src: int, responding: bool) -> None:
        """Plays of one card for a power it has alone: a cancel card, a wild card's calls
        (and, from the hand where links are played, each followed by a link)."""
        R = self.rules
        seen: set[Action] | None = None

        def add(a: Action) -> None:
            """List ``a`` unless it is a plain play listed already (a wild card's calls
            cannot be: they are checked against nothing)."""
            nonlocal seen
            if a.as_card >= 0:
                acts.append(a)
                return
            if seen is None:  # the plain plays listed so far, gathered once one is needed
                seen = {b for b in acts if b.kind == PLAY and b.as_card < 0}
            if a not in seen:
                acts.append(a)
                seen.add(a)

        links = not responding and R.has_links and src == self.hands[self.turn]
        for c in cards_of(src & (R.cancel_mask | R.wild_mask)):
            s = R.singles[c]
            plays: list[Action] = []
            if s.cancel_targets and R.cancellable_by(
                self.top, self.top_active, responding, s.cancel_targets
            ):
                plays.append(Action(PLAY, 1 << c))
            if s.wild:
                for x in self._wild_calls(c, self.top, self.top_active, self.top_wild, responding):
                    plays.append(Action(PLAY, 1 << c, as_card=x))
            for a in plays:
                add(a)
                if not links:
                    continue
                k = R.kinds[R.play_kind(a.cards, a.as_card)]
                if k.free_play == 1 or k.go_again or k.forced_pickup or k.burn or k.shoot:
                    continue
                top, active, wild = self._identity_after(k, a.as_card)
                accept = R.accept(top, active, wild, self.mode)
                for link in self._link_cards(src & ~a.cards):
                    rest = src & ~a.cards & ~link
                    if rest & accept or self._single_possible(rest, top, active, wild):
                        add(Action(PLAY, a.cards, link, a.as_card))

    def _wild_calls(self, c: int, top: int, active: bool, wild: bool, responding: bool) -> list[int]:
        """The cards wild card ``c`` may be played as here (one per interchangeable kind)."""
        R = self.rules
        s = R.singles[c]
        calls: list[int] = []
        if not responding:
            accept = (R.accept_in_turn if s.wild_in_turn else R.accept)(top, active, wild, self.mode)
            for r in R.ranks_present:
                if r == rank_of(c):
                    continue
                cand = accept & RANK_MASK[r] & R.deck_mask & ~s.wild_exclude & ~R.cancel_mask & ~R.counter_mask
                if cand:
                    calls.append(lowest(cand))
        for x in cards_of(R.cancel_mask & ~s.wild_exclude):
            t = R.singles[x].cancel_targets
            if R.cancellable_by(top, active, responding, t):
                calls.append(x)
        return calls

    def _turned_plays(self, seat: int) -> list[Action]:
        c = self.turned
        acts: list[Action] = []
        R = self.rules
        if R.accept(self.top, self.top_active, self.top_wild, self.mode) >> c & 1:
            acts.append(Action(PLAY, 1 << c))
            left = self.left
            if left >= 0 and _RANK_OF[left] == _RANK_OF[c]:
                acts.append(Action(PLAY, (1 << c) | (1 << left)))  # pairs are pairs after all
        if R.has_singles and c in R.singles:
            self._single_plays(acts, 1 << c, False)
        if R.shoot_mask >> c & 1:
            self._aimed(acts, seat)
        if R.sample_mask >> c & 1:
            self._sampled(acts, seat)
        if self.free_look:
            acts.append(_A_PASS)  # leave it face up and turn another
        return acts

    def _pickups(self, acts: list[Action], seat: int, known: int) -> None:
        """Picking up while on the table: take one face-up card along, or only blind cards left."""
        svis = self.game.slot_vis
        offered = False
        for i, slot in enumerate(self.tables[seat]):
            if slot and known >> slot[-1] & 1 and svis[i][len(slot) - 1] == 2:
                acts.append(Action(PICKUP, 1 << slot[-1]))
                offered = True
        if not offered:
            acts.append(_A_PICKUP)

    # == apply ==============================================================================

    def apply(self, seat: int, action: Action) -> list[Any]:
        """Apply ``seat``'s action; return the events it caused. Raises without changing anything."""
        if not isinstance(action, Action):
            raise InvalidActionError("not an action")
        if (action.cards | action.link) >> N_CARDS or not -1 <= action.as_card < N_CARDS:
            raise InvalidActionError("the action names a card that does not exist")
        if not 0 <= seat < self.game.players:
            raise UnknownSeatError(f"no seat {seat}")
        if self.phase == OVER:
            raise GameOverError("the game is over")
        if self.phase == DEALING:
            if not self.commits:
                raise NotStartedError("the cards have not been dealt")
            return self._contribute(seat, action)
        if self.phase == SETUP:
            if self.mode < 0 and seat != self.game.dealer:
                raise NotYourTurnError(f"the dealer (seat {self.game.dealer}) calls the game first")
            if self.ready[seat]:
                raise NotYourTurnError(f"seat {seat} has finished arranging its cards")
        elif self.step == TOSSING:
            if not self.tossers >> seat & 1:
                raise NotYourTurnError(f"seat {seat} may not toss now")
        elif self.step == PASSING:
            if not self.passers >> seat & 1:
                raise NotYourTurnError(f"seat {seat} has no cards to pass now")
        elif seat != self.turn:
            raise NotYourTurnError(f"it is seat {self.turn}'s turn, not seat {seat}'s")
        legal = self.legal_actions(seat)
        if action not in legal:
            raise IllegalActionError(self._why_illegal(seat, action, legal))
        out: list[Any] = []
        self._out = out
        self._pass_due = 0
        try:
            self._decide(seat, action)
        finally:
            self._out = None
            self._pass_due = 0
        return out

    def _why_illegal(self, seat: int, action: Action, legal: list[Action]) -> str:
        kinds = sorted({a.kind for a in legal})
        if action.kind not in kinds:
            return f"'{action.kind}' is not possible now; possible: {', '.join(kinds)}"
        return f"'{action.text()}' is not allowed now"

    def _emit(self, ev: Any) -> None:
        EVOLVE[type(ev)](self, ev)
        self.version += 1
        out = self._out
        if out is not None:
            out.append(ev)

    # -- the contributed deal ----------------------------------------------------------------
    # Before the deal every seat commits to a contribution, then (once all have committed)
    # reveals it; the deck is then dealt from the server's seed and the contributions (the
    # service, which holds the seed, calls deal). See engine.fairness.

    def open_contributions(self) -> list[Any]:
        """Start the contributed deal: the seats' commitments are awaited."""
        if self.phase != DEALING or self.commits or self.version:
            raise IllegalActionError("the contributed deal opens a game")
        return self._emitting(lambda: self._emit(ContributionsRequested(CONTRIBUTED_DEAL_ALGORITHM)))

    def _contributors(self) -> list[int]:
        """The seats still to commit, or once all have, still to reveal."""
        pending = [s for s, c in enumerate(self.commits) if not c]
        return pending or [s for s, c in enumerate(self.contributions) if not c]

    def deal_due(self) -> bool:
        """Every contribution is revealed: the contributed deal may be dealt."""
        return self.phase == DEALING and bool(self.contributions) and all(self.contributions)

    def _contribute(self, seat: int, action: Action) -> list[Any]:
        if action.kind not in (COMMIT, REVEAL):
            raise IllegalActionError(f"'{action.kind}' is not possible now; possible: commit, reveal")
        if seat not in self._contributors():
            raise NotYourTurnError(
                f"seat {seat} has committed and revealed" if self.contributions[seat] else
                f"seat {seat} has committed; contributions are revealed once every seat has")
        if not (len(action.value) == 64 and action.cards == action.link == 0
                and action.slot == action.as_card == -1 and not action.choice):
            raise IllegalActionError(f"{action.kind} takes 64 lower-case hex digits and nothing else")
        if action.kind == COMMIT:
            if self.commits[seat]:
                raise IllegalActionError("every seat has committed: reveal the contribution now")
            return self._emitting(lambda: self._emit(ContributionCommitted(seat, action.value)))
        if not self.commits[seat] or any(not c for c in self.commits):
            raise IllegalActionError("commit first: contributions are revealed once every seat has committed")
        if commitment(action.value) != self.commits[seat]:
            raise IllegalActionError(f"this is not the contribution seat {seat} committed to")
        return self._emitting(lambda: self._emit(ContributionRevealed(seat, action.value)))

    def time_out(self) -> list[Any]:
        """The deadline of the contributed deal passed: the seats still to commit or reveal
        forfeit, and the game ends undealt (a lone late seat is the loser; with one seat on
        time, it is the winner). The engine has no clock: the service decides it is late."""
        if self.phase != DEALING or not self.commits:
            raise IllegalActionError("only the contributed deal has a deadline")
        late = tuple(self._contributors())
        on_time = tuple(s for s in range(self.game.players) if s not in late)

        def forfeit() -> None:
            self._emit(DealForfeited(late))
            self._emit(GameEnded("forfeit", on_time, late[0] if len(late) == 1 else -1,
                                 on_time[0] if len(on_time) == 1 else -1))

        return self._emitting(forfeit)

    def _emitting(self, decide: Any) -> list[Any]:
        out: list[Any] = []
        self._out = out
        try:
            decide()
        finally:
            self._out = None
        return out

    # -- deal and setup ----------------------------------------------------------------------

    def deal(self, deck: Sequence[int]) -> list[Any]:
        if self.phase != DEALING:
            raise IllegalActionError("already dealt")
        if self.commits and not self.deal_due():
            raise IllegalActionError("the contributions are not all revealed")
        out: list[Any] = []
        self._out = out
        try:
            self._emit(Dealt(tuple(deck)))
            if self.mode >= 0:
                self._throw_in()
            if self.game.ruleset.layout.setup == "none":
                self._begin_play()
        finally:
            self._out = None
        return out

    def _begin_play(self) -> None:
        self._start_turn(self._first_player())

    def _throw_in(self) -> None:
        """Dealt hand cards of the throw-in rank go to the pile; the seat after the last starts."""
        rs = self.game.ruleset
        if not rs.throw_in:
            return
        n = self.game.players
        order = [(self.game.dealer + 1 + i) % n for i in range(n)]
        for sym in rs.throw_in[self.mode if len(rs.throw_in) > 1 else 0]:
            mask = RANK_MASK[parse_rank(sym)]
            throwers = [s for s in order if self.hands[s] & mask]
            if not throwers:
                continue
            for s in throwers:  # each throw-in makes the next seat the starter: the last one wins
                self._emit(CardsThrownIn(s, self.hands[s] & mask))
            for s in throwers:
                self._refill(s)
            return

    def _first_player(self) -> int:
        g = self.game
        n = g.players
        left = (g.dealer + 1) % n
        if g.starter >= 0:
            return g.starter
        if self.first_seat >= 0:
            return self.first_seat
        if g.ruleset.first_player == "left_of_dealer":
            return left
        # A card laid face up in the setup still counts: the setup moves cards only between
        # a seat's own hand and its top layer, so they are the cards it was dealt to hold.
        held = [self.hands[s] | self._laid_in_setup(s) for s in range(n)]
        if g.ruleset.first_player == "lowest_card":
            for sym in g.ruleset.first_player_ranks:
                for c in sorted(cards_of(RANK_MASK[parse_rank(sym)])):  # clubs first
                    for seat in range(n):
                        if held[seat] >> c & 1:
                            return seat
            return left
        # Where the cards were dealt decides (002: "the first 3 dealt face-up", else "the
        # first person to call a three in a hand"): a card dealt face up counts as such even
        # if swapped into the hand, and a hand card as one even if laid face up.
        for sym in g.ruleset.first_player_ranks:
            r = parse_rank(sym)
            for seat, c in self.dealt_up:
                if rank_of(c) == r:
                    return seat
            for i in range(n):
                seat = (left + i) % n
                if held[seat] & RANK_MASK[r]:
                    return seat
        return left

    def _laid_in_setup(self, seat: int) -> int:
        """The cards on ``seat``'s top table layer (and stacked on it) once the setup is
        over: laid from its hand, or dealt there and kept (``lowest_dealt`` finds a card
        dealt face up among ``dealt_up`` first)."""
        lay = self.game.ruleset.layout
        if lay.setup == "none":
            return 0
        stop = self.game.slot_top
        m = 0
        for i, slot in enumerate(self.tables[seat]):
            for c in slot[stop[i]:]:
                m |= 1 << c
        return m

    def _decide(self, seat: int, a: Action) -> None:
        kind = a.kind
        if self.phase == SETUP:
            if kind == PLACE:
                self._emit(FaceUpPlaced(seat, lowest(a.cards)))
            elif kind == SWAP:
                h = a.cards & self.hands[seat]
                self._emit(CardsSwapped(seat, lowest(h), lowest(a.cards & ~h)))
            elif kind == STACK:
                c = lowest(a.cards)
                slot = next(
                    i for i, sl in enumerate(self.tables[seat])
                    if len(sl) > self.game.slot_top[i] and _RANK_OF[sl[-1]] == _RANK_OF[c]
                )
                self._emit(CardStacked(seat, c, slot))
            elif kind == CALL:
                self._emit(ModeChanged(_MODE_NAMES.index(a.choice)))
                self._throw_in()
            else:
                self._emit(SeatReady(seat))
                if all(self.ready):
                    self._begin_play()
                return
            if kind in (SWAP, STACK) and self.arrangements_left(seat) == 0:
                # the setup cap: however a seat keeps rearranging, its setup ends
                self._emit(SeatReady(seat))
                if all(self.ready):
                    self._begin_play()
            return
        if kind == PLAY:
            self._play(seat, a)
        elif kind == PICKUP:
            self._pickup(seat, a.cards)
        elif kind == PASS:
            if self.step == TURNED:
                self._emit(CardLeftFaceUp(seat, self.turned, self.turned_slot))
            elif self.step == RUN:
                self._end_turn(seat, 0, 0)
            elif self.step == RESPOND_GAMBIT:  # the gambit stands: its player chooses
                self._emit(ResponseRequested(self.pending_by, "gambit_choice", self.pending_by))
            elif self.step == CHOOSING:
                self._gambit_done(seat)
            elif self.step == TOSSING:
                self._emit(TossDeclined(seat))
                if not self.tossers:
                    self._end_turn(self.pending_by, 0, 0)
            else:  # a clear allowed to stand
                by = self.pending_by
                self._emit(PileBurned(by, "clear"))
                self._after_burn(by)
        elif kind == DRAW:
            self._emit(CardsDrawn(seat, 1 << self.stock_of(seat)[-1]))
        elif kind == FLIP:
            c = self.tables[seat][a.slot][-1]
            self._emit(CardTurned(seat, c, a.slot))
            self._resolve_turned(seat)
        elif kind == CHANCE:
            self._emit(CardTurned(seat, self.stock_of(seat)[-1], -1))
            self._resolve_turned(seat)
        elif kind == SWITCH:
            taken, _ = self._top_play()
            self._emit(CardsSwitched(seat, a.cards, taken))
            self._end_turn(seat, 0, 0)
        elif kind == CHOOSE:
            self._choose(seat, a.choice)
        elif kind == DISCARD:
            self._emit(CardsDiscarded(seat, a.cards))
            if not self.owed or not self.hands[seat]:
                self._gambit_done(seat)
        elif kind == GIVE:
            self._give(seat, a.cards)
        elif kind == TAKE:
            c = self.tables[seat][a.slot][-1]
            self._emit(CardTaken(seat, c, a.slot))
            if not self.owed or not self.accessible(seat)[1]:
                self._gambit_done(seat)
        else:  # pragma: no cover - legal_actions offers no other kind
            raise IllegalActionError(kind)

    def _give(self, seat: int, cards: int) -> None:
        """Cards given: to the pass (delivered once everyone has given), in answer to a
        sample, or back to the sampled player."""
        if self.step == PASSING:
            blind = self._blind_slots(seat, cards, self.owed - cards.bit_count())
            self._emit(CardsGiven(seat, -1, cards, blind))
            if not self.passers:
                then, again = divmod(self.resume, 2)
                self._emit(CardsPassed(self.direction))
                if again:
                    self._continue(then)
                else:
                    self._start_turn(then)
            return
        other = self.pending_by
        self._emit(CardsGiven(seat, other, cards, ()))
        if self.step == SAMPLE_ANSWER:
            self._emit(ResponseRequested(other, "sample_return", seat))
            return
        # the sampler gave a group back: both top up, and the turn passes on from the sampler
        for s in (seat, other):
            self._refill(s)
        for s in (other, seat):
            self._finish_if_out(s)
            if self.phase == OVER:
                return
        self._end_turn(seat, 0, 0)

    def _choose(self, seat: int, choice: str) -> None:
        rule = self.rules.gambit_rules[self.gambit]
        if choice == "discard":
            self._emit(ChoiceMade(seat, choice, min(rule.count, self.hands[seat].bit_count())))
        elif choice == "bottom":
            blind = sum(1 for slot in self.tables[seat] for _ in slot)
            self._emit(ChoiceMade(seat, choice, min(rule.bottom, blind)))
        else:
            self._emit(ChoiceMade(seat, choice, 0))
            who = seat if choice == "draw" else self._next_seat(seat, 1)
            self._emit(CardsDrawn(who, mask_of(self.stock_of(who)[-1 : -rule.count - 1 : -1])))
            self._gambit_done(seat)

    def _gambit_done(self, seat: int) -> None:
        """The gambit is resolved: play continues off the pile with the gambit player's next."""
        self._refill(seat)
        self._finish_if_out(seat)
        if self.phase != OVER:
            self._end_turn(self.pending_by, 0, 0)

    def _resolve_turned(self, seat: int) -> None:
        plays = self._turned_plays(seat)
        if self.free_look:
            return  # the first blind card: play it or leave it face up (step TURNED)
        if not plays:
            placer = self._placer_takes(seat)
            if placer >= 0:
                # the reversed game: the placer takes the pile, the turned card joins the hand
                self._emit(PileTaken(placer, self.pile_mask, 0))
                self._emit(PileTaken(seat, 0, 1 << self.turned))
                self._continue(seat)
                return
            extra = 1 << self.turned
            if self.left >= 0 and _RANK_OF[self.left] == _RANK_OF[self.turned]:
                extra |= 1 << self.left  # an equal card left face up goes along: pairs are pairs
            self._emit(PileTaken(seat, self.pile_for(seat), extra))
            self._after_pickup(seat)
        elif len(plays) == 1:
            self._play(seat, plays[0])
        # else: the player chooses how to play it (step TURNED)

    # -- playing ------------------------------------------------------------------------------

    def _play(self, seat: int, a: Action) -> None:
        R = self.rules
        hand = self.hands[seat]
        cards = a.cards
        if self.turned >= 0 and cards == 1 << self.turned:
            source = FROM_TURNED
        elif cards & hand == cards:
            source = FROM_HAND
        elif cards & hand:
            source = FROM_HAND  # last hand cards joined by equal table cards
        else:
            source = FROM_TABLE
        responding = self.step
        by = self.pending_by
        on_empty = not self.pile
        self._emit(CardsPlayed(seat, cards, source, a.as_card, a.link))
        if a.link:
            return  # the chained play must follow (step LINK)
        if a.choice in REQUESTS and cards & R.sample_mask:
            self._emit(SampleRequested(seat, a.slot, a.choice))  # the neighbour answers
            return
        if ((responding >= RESPOND_FORCED and responding != TURNED) or a.slot >= 0) and self._answer(
            seat, a, responding, by
        ):
            return  # a reply out of the turn's plain flow
        low = (cards & -cards).bit_length() - 1
        played_kind = R.kinds[
            R.play_kind(cards, a.as_card) if R.mixed_ranks
            else R.kind_of[a.as_card if a.as_card >= 0 else low]
        ]
        go_again = played_kind.again
        reverse = played_kind.reverse
        if played_kind.reverse_each:
            reverse = cards.bit_count() % 2 == 1  # two laid together cancel out
        skip = played_kind.skip
        toggle = played_kind.mode_toggle
        if played_kind.mode_toggle_each:
            toggle = cards.bit_count() % 2 == 1  # two laid together cancel out
        if go_again and not played_kind.again_on_empty and on_empty:
            go_again = False  # a free play for oneself that gives no go on an empty pile
        if played_kind.transparent and self.top >= 0 and R.kinds[self.top].again:
            go_again = True  # seen through: the go-again card below plays again
        if played_kind.mimic and self.top >= 0 and self.top != played_kind.index:
            mimicked = R.kinds[self.top]  # a mimic takes on the effects of what it copies
            go_again = go_again or mimicked.again
            reverse = reverse or mimicked.reverse
            skip += mimicked.skip
            toggle = toggle or mimicked.mode_toggle
        if toggle:
            self._emit(ModeChanged(1 - self.mode))
        if skip:
            skip *= cards.bit_count()
        if R.together and cards & ~R.kind_cards[played_kind.index]:
            # four of a rank laid together although they work differently: every card's power
            skip = sum(R.kinds[R.kind_of[c]].skip for c in cards_of(cards))
        if R.pass_mask:
            self._pass_due = (cards & R.pass_mask).bit_count()  # before the next turn starts
        # refill while the stock lasts
        self._refill(seat)
        r = _RANK_OF[low]
        forcing = played_kind.forced_pickup and not played_kind.mimic
        gambit = (
            R.gambit_rules.get(r) if cards.bit_count() == 4 and a.as_card < 0
            and responding != RESPOND_BURN else None
        )
        if gambit is not None and gambit.optional and a.choice != "gambit":
            gambit = None  # four of the rank played for their value
        if gambit is not None and gambit.choice:
            self._call_gambit(seat, r, gambit)
            return
        if forcing or gambit is not None:
            nxt = self._next_seat(seat, 1)
            if nxt != seat:
                self._finish_if_out(seat)
                if self.phase == OVER:
                    return
                self._emit(ResponseRequested(nxt, "forced_pickup", seat))
                return
        burn_now = False
        if played_kind.burn and not played_kind.mimic:
            if R.burn_cancellable:
                nxt = self._next_seat(seat, 1)
                if nxt != seat:
                    self._finish_if_out(seat)
                    if self.phase == OVER:
                        return
                    self._emit(ResponseRequested(nxt, "burn", seat))
                    return
            self._emit(PileBurned(seat, "clear"))
            burn_now = True
        elif played_kind.hand_pass and self.run_count >= (R.x4_count or 4):
            self._emit(HandsPassed(self.direction))  # four on top: every hand moves on
            n = self.game.players
            for i in range(1, n):  # an empty hand passed on may leave a player with nothing
                self._finish_if_out((seat + self.direction * i) % n)
                if self.phase == OVER:
                    return
        elif R.x4_count and played_kind.transparent and cards.bit_count() >= R.x4_count:
            self._emit(PileBurned(seat, "four_of_a_kind"))  # four invisible cards laid together
            burn_now = R.x4_go_again
        elif (
            R.x4_count
            and self.run_count >= R.x4_count
            and (not R.x4_ranks or R.x4_ranks >> r & 1)
            and (not R.x4_in_one_play or cards.bit_count() >= R.x4_count)
        ):
            self._emit(PileBurned(seat, "four_of_a_kind"))
            burn_now = R.x4_go_again  # else the turn passes on (with its skips) as usual
        if burn_now:
            if skip and R.skips_after_again:
                self._emit(SkipsDeferred(skip))
            self._after_burn(seat)
            return
        self._finish_if_out(seat)
        if self.phase == OVER:
            return
        if go_again and seat not in self.finished:
            if reverse:
                self._emit(DirectionReversed(-self.direction))
            self._continue(seat)
            return
        if (
            R.runs_of_drawn
            and source == FROM_HAND
            and seat not in self.finished
            and self.hands[seat] & self.fresh & RANK_MASK[r]
            and self.run_rank == r
        ):
            if reverse:
                self._emit(DirectionReversed(-self.direction))
            self._emit(RunOffered(seat, r))
            return
        if r == R.toss_rank and self._offer_toss(seat, reverse):
            return
        self._end_turn(seat, skip, 0 if not reverse else -1)

    def _offer_toss(self, seat: int, reverse: bool) -> bool:
        """Open the toss: every other player with a hand may toss cards of this rank."""
        n = self.game.players
        d = -self.direction if reverse else self.direction
        others = tuple(
            s for s in ((seat + d * i) % n for i in range(1, n))
            if s not in self.finished and self.hands[s]
        )
        if not others:
            return False
        if reverse:
            self._emit(DirectionReversed(d))
        self._emit(TossOffered(seat, others))
        return True

    def _tossed(self, seat: int, by: int) -> None:
        """Cards tossed out of turn: the tosser refills; a four of a kind still clears."""
        R = self.rules
        self._refill(seat)
        self._finish_if_out(seat)
        if self.phase == OVER:
            return
        r = self.run_rank
        if R.x4_count and self.run_count >= R.x4_count and (not R.x4_ranks or R.x4_ranks >> r & 1) and not R.x4_in_one_play:
            self._emit(PileBurned(seat, "four_of_a_kind"))
            if R.x4_go_again:
                self._after_burn(seat)
            else:
                self._end_turn(by, 0, 0)
            return
        if not self.tossers:
            self._end_turn(by, 0, 0)

    def _answer(self, seat: int, a: Action, responding: int, by: int) -> bool:
        """A play that answers something (a toss, a shot, a gambit's stop, a forced pick-up);
        False for a plain play in answer to a shot, which goes on as any play."""
        R = self.rules
        cards = a.cards
        if responding == TOSSING:
            self._tossed(seat, by)
            return True
        if a.slot >= 0 or (responding == RESPOND_SHOT and R.kinds[R.play_kind(cards, a.as_card)].transparent):
            # a shot (or an invisible card shooting it back): the target must answer
            target = a.slot if a.slot >= 0 else by
            self._refill(seat)
            self._finish_if_out(seat)
            if self.phase != OVER:
                if target in self.finished:
                    self._end_turn(seat, 0, 0)
                else:
                    self._emit(ResponseRequested(target, "shot", seat))
            return True
        if responding == RESPOND_GAMBIT:  # a stopper: it leaves the game with the gambit's effect
            self._emit(CardsRemoved(cards))
            self._refill(seat)
            if R.gambit_rules[self.gambit].steal:
                self._emit(ResponseRequested(seat, "gambit_choice", by))
            else:
                self._end_turn(by, 0, 0)
            return True
        if responding == RESPOND_FORCED:
            rule, cause = self._pending_forced(before_top=True)
            if cards & rule.stoppers:
                # stopped: nobody picks up; the stopper and the cause's spent card leave the
                # game and the stopping player plays on
                self._emit(CardsRemoved(cards | (cause & rule.spent & self.pile_mask)))
                self._refill(seat)
                self._finish_if_out(seat)
                if self.phase != OVER:
                    self._start_turn(seat)
                return True
            if cards.bit_count() == 4 and rule.blocked_by_four:
                # four of a kind discards the cause; play goes on off the four
                spent = rule.spent & self.pile_mask & ~cards
                if spent:
                    self._emit(CardsRemoved(spent))
                self._refill(seat)
                self._finish_if_out(seat)
                if self.phase != OVER:
                    self._end_turn(seat, 0, 0)
            elif rule.reflect:
                self._forced_pickup(by)  # back to the player who forced it
            else:
                self._refill(seat)
                self._finish_if_out(seat)
                if self.phase != OVER:  # on to the next player, who may pass it on again
                    self._emit(ResponseRequested(self._next_seat(seat, 1), "forced_pickup", seat))
            return True
        return False

    def _call_gambit(self, seat: int, rank: int, rule: Any) -> None:
        """A choice gambit: its spade leaves the game, the next player may stop it, then its
        player chooses (discard, draw, force; or take face-down cards)."""
        self._emit(GambitCalled(seat, rank))
        spent = rule.spent & self.pile_mask
        if spent:
            self._emit(CardsRemoved(spent))
        self._finish_if_out(seat)
        if self.phase == OVER:
            return
        if seat in self.finished:
            self._end_turn(seat, 0, 0)
            return
        nxt = self._next_seat(seat, 1)
        if nxt != seat and rule.stoppers & ~self.removed:
            self._emit(ResponseRequested(nxt, "gambit", seat))
        else:
            self._emit(ResponseRequested(seat, "gambit_choice", seat))

    def _refill(self, seat: int) -> None:
        if self.rules.out_before_refill and not self.hands[seat] and not any(self.tables[seat]):
            return  # out of cards: the player goes out before drawing
        need = self.rules.hand_min - self.hands[seat].bit_count()
        stock = self.stock_of(seat)
        if need > 0 and stock:
            self._emit(CardsDrawn(seat, mask_of(stock[-1 : -need - 1 : -1])))

    def _after_burn(self, seat: int) -> None:
        self._finish_if_out(seat)
        if self.phase == OVER:
            return
        if seat in self.finished:
            self._start_turn(self._next_seat(seat, 1))
        else:
            self._continue(seat)

    def _end_turn(self, seat: int, skip: int, reverse: int) -> None:
        """Pass the turn on from ``seat`` (reverse = -1 reverses the direction first)."""
        if reverse:
            self._emit(DirectionReversed(-self.direction))
        nxt = self._next_seat(seat, 1)
        skip += self.skips_due
        if skip:
            skipped = []
            for _ in range(skip):
                skipped.append(nxt)
                nxt = self._next_seat(nxt, 1)
            self._emit(PlayersSkipped(tuple(skipped)))
        self._start_turn(nxt)

    def _pickup(self, seat: int, extra: int) -> None:
        if self.step == RESPOND_FORCED:
            self._forced_pickup(seat)
            return
        placer = self._placer_takes(seat)
        if placer >= 0:
            # the reversed game: who laid the card that could not be beaten takes the pile,
            # and the player who could not beat it starts the new one
            self._emit(PileTaken(placer, self.pile_mask, 0))
            self._continue(seat)
            return
        self._emit(PileTaken(seat, self.pile_for(seat), extra))
        self._after_pickup(seat)

    def _placer_takes(self, seat: int) -> int:
        """In the reversed game, the seat that must take the pile instead of ``seat`` (or -1)."""
        if self.mode != 1 or self.rules.rs.reversed_pickup != "placer":
            return -1
        placer = self._placer()
        if placer < 0 or placer == seat or placer in self.finished:
            return -1
        return placer

    def _placer(self) -> int:
        """The seat whose go it is: the one that laid the newest play, a transparent card
        too (-1 for a start card); where skipped players pick up in its stead, the first
        player that play skipped."""
        R = self.rules
        for seat, cards, as_card in reversed(self.pile):
            if as_card == LINK_ENTRY:
                continue
            if seat >= 0 and R.skipped_picks_up and R.kinds[R.play_kind(cards, as_card)].skip:
                return self._next_seat(seat, 1)  # whose go it would have been
            return seat
        return -1

    def _forced_pickup(self, seat: int) -> None:
        rule, _ = self._pending_forced()
        spent = rule.spent & self.pile_mask
        if spent:
            self._emit(CardsRemoved(spent))
        self._emit(PileTaken(seat, self.pile_for(seat), 0))
        self._after_pickup(seat)

    def _pending_forced(self, *, before_top: bool = False) -> tuple[Any, int]:
        """The rule of the forced pick-up being answered, and the cards that caused it.

        The cause is the newest play on the pile that is not a counter laid in answer
        (``before_top``: the newest play is a fresh answer, skip it too).
        """
        R = self.rules
        pile = self.pile
        i = len(pile) - (2 if before_top else 1)
        while i >= 0:
            _, cards, _ = pile[i]
            if not (cards.bit_count() == 1 and cards & R.counter_mask):
                break
            if R.kinds[R.play_kind(cards, pile[i][2])].forced_pickup:
                break  # a counter that forces by itself (the trump card): the newest cause
            i -= 1
        cards = pile[i][1] if i >= 0 else 0
        low = (cards & -cards).bit_length() - 1
        if cards:
            k = R.kinds[R.play_kind(cards, -1)]
            rule = R.forced_by_kind.get(k.index)
            if rule is None:
                rule = R.gambits.get(_RANK_OF[low])
            if rule is not None:
                return rule, cards
        return _NO_FORCED, 0

    def _after_pickup(self, seat: int) -> None:
        if self.game.ruleset.after_pickup == "picker":
            self._continue(seat)
        else:
            self._end_turn(seat, 0, 0)

    def _continue(self, seat: int) -> None:
        if self._pass_due:
            self._request_pass(seat, True)
            return
        self._emit(TurnContinued(seat))

    def _request_pass(self, seat: int, again: bool) -> None:
        """Before ``seat`` plays: every seat still in passes the cards the play asked for."""
        count, self._pass_due = self._pass_due, 0
        playing = tuple(s for s in range(self.game.players) if s not in self.finished)
        self._emit(PassRequested(count, playing, seat, again))

    def _start_turn(self, seat: int) -> None:
        R = self.rules
        if self._pass_due:
            self._request_pass(seat, False)
            return
        if self.turns >= R.turn_cap:
            self._emit(GameEnded("turn_cap", tuple(self.finished), -1, -1))
            return
        self._emit(TurnStarted(seat))
        stock = self.stock_of(seat)
        if R.turn_draw_required and stock and self.hands[seat].bit_count() <= R.hand_min:
            self._emit(CardsDrawn(seat, 1 << stock[-1]))

    def _finish_if_out(self, seat: int) -> None:
        if self.hands[seat] or seat in self.finished or any(self.tables[seat]):
            return
        self._emit(SeatFinished(seat, len(self.finished) + 1))
        n = self.game.players
        if self.game.ruleset.objective == "first_out":
            self._emit(GameEnded("first_out", tuple(self.finished), -1, seat))
            return
        left = [s for s in range(n) if s not in self.finished]
        if len(left) <= 1:
            loser = left[0] if left else -1
            self._emit(GameEnded("last_player", tuple(self.finished), loser, self.finished[0]))

    def _next_seat(self, seat: int, steps: int) -> int:
        n = self.game.players
        finished = self.finished
        if not finished:
            return (seat + self.direction * steps) % n
        s = seat
        d = self.direction
        for _ in range(steps):
            for _ in range(n):
                s = (s + d) % n
                if s not in finished:
                    break
        return s

    def _identity_after(self, k: Any, as_card: int) -> tuple[int, bool, bool]:
        """The pile top after a group of kind ``k`` lands (without changing the state)."""
        return _identity_step(k, as_card, self.top, self.top_active, self.top_wild)


def _submasks(m: int) -> list[int]:
    cached = _SUBMASKS.get(m)
    if cached is None:
        subs = []
        sub = m
        while sub:
            subs.append(sub)
            sub = (sub - 1) & m
        subs.reverse()
        cached = _SUBMASKS[m] = subs
    return cached


_SUBMASKS: dict[int, list[int]] = {}
_PLAYS: dict[int, list[Action]] = {}
_A_PICKUP = Action(PICKUP)
_A_PASS = Action(PASS)
_A_DRAW = Action(DRAW)
_A_CHANCE = Action(CHANCE)
_A_DISCARD = Action(CHOOSE, choice="discard")
_A_DRAW4 = Action(CHOOSE, choice="draw")
_A_FORCE = Action(CHOOSE, choice="force")
_A_BOTTOM = Action(CHOOSE, choice="bottom")
_A_READY = Action(READY)
_A_GIVE = Action(GIVE)
_NO_FORCED = ForcedRule(counters=0, reflect=True, blocked_by_four=False, spent=0)
_CALLS = [Action(CALL, choice="normal"), Action(CALL, choice="reversed")]
_COMMIT = Action(COMMIT)
_REVEAL = Action(REVEAL)
_MODE_NAMES = ("normal", "reversed")
_RANK_MASK_OF_CARD = tuple(RANK_MASK[rank_of(c)] for c in range(N_CARDS))
_RANK_OF = tuple(rank_of(c) for c in range(N_CARDS))


# == evolve: folding events into a state ==========================================================


def _ev_contributions_requested(st: State, ev: ContributionsRequested) -> None:
    st.commits = [""] * st.game.players
    st.contributions = [""] * st.game.players


def _ev_committed(st: State, ev: ContributionCommitted) -> None:
    st.commits[ev.seat] = ev.commitment


def _ev_revealed(st: State, ev: ContributionRevealed) -> None:
    st.contributions[ev.seat] = ev.contribution


def _ev_forfeited(st: State, ev: DealForfeited) -> None:
    pass  # the GameEnded that follows ends the game


def _ev_dealt(st: State, ev: Dealt) -> None:
    (_deal_own_piles if st.stocks else _deal_shared)(st, ev)
    rs = st.game.ruleset
    st.phase = SETUP if rs.layout.setup != "none" else PLAYING
    st.mode = {"normal": 0, "reversed": 1, "dealer_calls": -1}[rs.start_mode]


def _deal_shared(st: State, ev: Dealt) -> None:
    """One stock for everyone: the table layer by layer, the hands, the start card, the rest."""
    g = st.game
    lay = g.ruleset.layout
    n = g.players
    deck = list(ev.deck)
    pos = g.ruleset.set_aside
    for c in deck[:pos]:
        st.aside |= 1 << c
    order = [(g.dealer + 1 + i) % n for i in range(n)]
    n_layers = len(lay.layers)
    dealt_layers = n_layers - (1 if lay.setup == "choose" else 0)
    counts = lay.layer_counts()
    for layer in range(dealt_layers):
        for slot in range(counts[layer]):
            for seat in order:
                c = deck[pos]
                pos += 1
                st.tables[seat][slot].append(c)
                if layer == n_layers - 1 and g.layer_vis[layer] == 2:
                    st.dealt_up.append((seat, c))
    for _ in range(lay.hand):
        for seat in order:
            st.hands[seat] |= 1 << deck[pos]
            pos += 1
    if g.ruleset.start_card and pos < len(deck):
        c = deck[pos]
        pos += 1
        if g.spoils >= 0:
            st.hands[g.spoils] |= 1 << c  # face down: the winner's spoils
        else:
            _land(st, -1, 1 << c, -1, 0, start=True)
    st.stock = deck[pos:][::-1]


def _deal_own_piles(st: State, ev: Dealt) -> None:
    """The red/black split deck: the shuffled deck's black cards (in deck order) go to seat 0,
    its red cards to seat 1; each half deals its owner's table layer by layer, then its hand,
    then the start card of its pile, and the rest is its stock. The first player's start card
    is turned first, so the first play is made off the other player's."""
    from .cards import is_red

    g = st.game
    lay = g.ruleset.layout
    halves = [[c for c in ev.deck if not is_red(c)], [c for c in ev.deck if is_red(c)]]
    starts = []
    for seat, half in enumerate(halves):
        pos = 0
        for count in lay.layer_counts():
            for slot in range(count):
                st.tables[seat][slot].append(half[pos])
                pos += 1
        for c in half[pos : pos + lay.hand]:
            st.hands[seat] |= 1 << c
        pos += lay.hand
        if g.ruleset.start_card:
            starts.append((seat, half[pos]))
            pos += 1
        st.stocks[seat] = half[pos:][::-1]
    first = g.starter if g.starter >= 0 else (g.dealer + 1) % 2
    for seat, c in sorted(starts, key=lambda sc: sc[0] != first):
        _land(st, seat, 1 << c, -1, 0, start=True)


def _ev_face_up_placed(st: State, ev: FaceUpPlaced) -> None:
    st.hands[ev.seat] &= ~(1 << ev.card)
    stop = st.game.slot_top
    for i, slot in enumerate(st.tables[ev.seat][: st.game.ruleset.layout.top_count()]):
        if len(slot) == stop[i]:
            slot.append(ev.card)
            return
    raise ReplayError("no empty slot to place a card on")


def _ev_swapped(st: State, ev: CardsSwapped) -> None:
    stop = st.game.slot_top
    for i, slot in enumerate(st.tables[ev.seat]):
        top = stop[i]
        if len(slot) == top + 1 and slot[top] == ev.table_card:
            slot[top] = ev.hand_card
            st.hands[ev.seat] = st.hands[ev.seat] & ~(1 << ev.hand_card) | (1 << ev.table_card)
            st.arranged[ev.seat] += 1
            return
    raise ReplayError("swapped card is not on the table")


def _ev_stacked(st: State, ev: CardStacked) -> None:
    slot = st.tables[ev.seat][ev.slot]
    if not st.hands[ev.seat] >> ev.card & 1 or _RANK_OF[slot[-1]] != _RANK_OF[ev.card]:
        raise ReplayError("stacked card is not a hand card of the slot's rank")
    st.hands[ev.seat] &= ~(1 << ev.card)
    slot.append(ev.card)
    st.arranged[ev.seat] += 1


def _ev_mode(st: State, ev: ModeChanged) -> None:
    st.mode = ev.mode


def _ev_thrown_in(st: State, ev: CardsThrownIn) -> None:
    if ev.cards & ~st.hands[ev.seat]:
        raise ReplayError("thrown-in cards are not in the hand")
    st.hands[ev.seat] &= ~ev.cards
    step = st.step
    _land(st, ev.seat, ev.cards, -1, 0, start=True)
    st.step = step
    st.first_seat = (ev.seat + 1) % st.game.players


def _ev_ready(st: State, ev: SeatReady) -> None:
    st.ready[ev.seat] = True


def _ev_turn_started(st: State, ev: TurnStarted) -> None:
    st.phase = PLAYING
    st.turn = ev.seat
    st.step = START
    st.drew = False
    st.fresh = 0
    st.turns += 1
    st.left = -1
    st.chain = 0
    st.gambit = -1
    st.pending_by = -1
    st.tossers = 0
    st.sample = -1


def _ev_turn_continued(st: State, ev: TurnContinued) -> None:
    st.turn = ev.seat
    st.step = START
    st.fresh = 0
    st.left = -1
    st.chain = 0
    st.tossers = 0


def _ev_drawn(st: State, ev: CardsDrawn) -> None:
    n = ev.cards.bit_count()
    stock = st.stocks[ev.seat] if st.stocks else st.stock
    got = 0
    for _ in range(n):
        got |= 1 << stock.pop()
    if got != ev.cards:
        raise ReplayError("drawn cards are not the top of the stock")
    st.hands[ev.seat] |= got
    st.fresh = got
    if st.step == START:
        st.drew = True


def _ev_turned(st: State, ev: CardTurned) -> None:
    st.turned_slot = ev.slot
    st.free_look = False
    if ev.slot >= 0:
        slot = st.tables[ev.seat][ev.slot]
        if not slot or slot[-1] != ev.card:
            raise ReplayError("turned card is not on top of its slot")
        slot.pop()
        bit = 1 << ev.seat
        if st.rules.first_blind_free and not st.free_used & bit:
            st.free_used |= bit  # the player's first blind card: a free look
            st.free_look = True
    else:
        stock = st.stocks[ev.seat] if st.stocks else st.stock
        if not stock or stock[-1] != ev.card:
            raise ReplayError("chance card is not the top of the stock")
        stock.pop()
    st.turned = ev.card
    st.revealed |= 1 << ev.card
    st.step = TURNED


def _take_turned(st: State, cards: int) -> int:
    """Take the turned card out of ``cards`` if it is among them; return the rest."""
    if st.turned >= 0 and cards >> st.turned & 1:
        cards &= ~(1 << st.turned)
        st.turned = -1
        st.free_look = False
    return cards


def _take_from_table(st: State, seat: int, cards: int) -> int:
    """Lift ``cards`` off ``seat``'s table tops (a stack's equal cards count as its top).

    Returns the cards that were not found there.
    """
    stop = st.game.slot_top
    for i, slot in enumerate(st.tables[seat]):
        first = min(stop[i], len(slot) - 1)
        if slot and any(cards >> c & 1 for c in slot[first:]):
            kept = slot[:first] + [c for c in slot[first:] if not cards >> c & 1]
            for c in slot[first:]:
                cards &= ~(1 << c)
            slot[:] = kept
    return cards


def _ev_played(st: State, ev: CardsPlayed) -> None:
    cards = ev.cards
    seat = ev.seat
    if ev.link:
        if ev.link & ~st.hands[seat]:
            raise ReplayError("link cards are not in the player's hand")
        st.hands[seat] &= ~ev.link
        st.chain |= ev.link
    rest = _take_turned(st, cards)
    if rest:
        hand = st.hands[seat]
        st.hands[seat] = hand & ~rest
        rest &= ~hand
        if rest and _take_from_table(st, seat, rest):
            raise ReplayError("played cards are not in the player's hand or on the table")
    if cards:
        _land(st, seat, cards, ev.as_card, ev.link)
    elif ev.link:  # a link laid straight on the top card
        st.pile.append((seat, ev.link, LINK_ENTRY))
        st.pile_mask |= ev.link
    else:
        raise ReplayError("a play of no cards")
    if st.step == TOSSING:
        st.tossers &= ~(1 << seat)
    else:
        st.step = LINK if ev.link else START
    st.fresh = 0


def _land(st: State, seat: int, cards: int, as_card: int, link: int, start: bool = False) -> None:
    R = st.rules
    low = (cards & -cards).bit_length() - 1
    k = R.kinds[R.play_kind(cards, as_card) if R.mixed_ranks else R.kind_of[as_card if as_card >= 0 else low]]
    start = as_card == START_ENTRY or (start and not R.start_card_restricts)
    st.pile.append((seat, cards, START_ENTRY if start else as_card))
    st.pile_mask |= cards
    r = _RANK_OF[low]
    st.last_rank = r
    if k.mimic:
        if R.mimic_bridges:
            pass
        else:
            st.run_rank, st.run_count = r, cards.bit_count()
        st.top_wild = False
        if st.top < 0:
            st.top_active = False
    elif k.transparent:
        pass
    else:
        st.top = k.index
        st.top_active = not start  # a start card restricts by its value only
        st.top_wild = as_card >= 0
        rr = k.rank
        if rr == st.run_rank:
            st.run_count += cards.bit_count()
        else:
            st.run_rank, st.run_count = rr, cards.bit_count()
    if link:
        st.pile.append((seat, link, LINK_ENTRY))
        st.pile_mask |= link
    if st.step in (RESPOND_BURN, RESPOND_FORCED):
        st.pending_by = -1


def _identity_step(k: Any, as_card: int, top: int, active: bool, wild: bool) -> tuple[int, bool, bool]:
    """The pile-top identity (top kind, active, wild) once a group of kind ``k`` lands on it,
    as ``_land`` sets it: a mimic takes the identity below, a transparent card leaves it, a
    start card (``START_ENTRY``) lies there by its value, with no effect of its own."""
    if k.mimic:
        return top, active and top >= 0, False
    if k.transparent:
        return top, active, wild
    return k.index, as_card != START_ENTRY, as_card >= 0


def _identity_of(R: Compiled, entries: Sequence[tuple[int, int, int]]) -> tuple[int, bool, bool]:
    """The pile-top identity that ``entries`` leave, folded from an empty pile."""
    top, active, wild = -1, False, False
    for _, cards, as_card in entries:
        if as_card != LINK_ENTRY:
            top, active, wild = _identity_step(
                R.kinds[R.play_kind(cards, as_card)], as_card, top, active, wild)
    return top, active, wild


def _refold(st: State) -> None:
    """Recompute the pile top and the run of equal ranks from the pile (cards left it)."""
    pile = st.pile
    step, pending = st.step, st.pending_by
    st.pile = []
    st.pile_mask = 0
    st.top, st.top_active, st.top_wild = -1, False, False
    st.run_rank, st.run_count = -1, 0
    for seat, cards, as_card in pile:
        if as_card == LINK_ENTRY:
            st.pile.append((seat, cards, as_card))
            st.pile_mask |= cards
        else:
            _land(st, seat, cards, as_card, 0)
    st.step, st.pending_by = step, pending


def _ev_left_face_up(st: State, ev: CardLeftFaceUp) -> None:
    if st.turned != ev.card:
        raise ReplayError("the card left face up is not the turned card")
    st.tables[ev.seat][ev.slot].append(ev.card)  # back on its slot, now face up
    st.turned = -1
    st.free_look = False
    st.left = ev.card
    st.step = START


def _ev_taken(st: State, ev: PileTaken) -> None:
    if ev.cards != st.pile_for(ev.seat):
        raise ReplayError("taken cards are not the pile the player takes")
    extra = ev.extra
    rest = _take_turned(st, extra)
    if rest and _take_from_table(st, ev.seat, rest):
        raise ReplayError("cards taken along are not on the player's table")
    st.hands[ev.seat] |= ev.cards | extra
    _leave_pile(st, ev.seat, 0)
    st.pending_by = -1


def _leave_pile(st: State, seat: int, keep: int) -> None:
    """``seat`` took or burned ``State.pile_for(seat)``: no play is live any more. Where each
    player has a pile, the other player's is gone and ``seat``'s own plays since the last
    pick-up or clear stay below on its pile (but the ``keep`` cards, which left it too)."""
    if st.stocks:
        st.buried[1 - seat] = 0
        for s, cards, _ in st.pile:
            if s == seat:
                st.buried[seat] |= cards & ~keep
    _clear_pile(st)


def _clear_pile(st: State) -> None:
    st.pile = []
    st.pile_mask = 0
    st.top = -1
    st.top_active = False
    st.top_wild = False
    st.run_rank = -1
    st.run_count = 0


def _ev_burned(st: State, ev: PileBurned) -> None:
    seat = ev.seat
    clearing = 0
    if st.stocks:  # the clearing play goes with the other player's pile
        clearing = next((m for s, m, a in reversed(st.pile) if s == seat and a != LINK_ENTRY), 0)
    st.removed |= st.pile_for(seat) | clearing
    _leave_pile(st, seat, clearing)
    st.pending_by = -1
    st.tossers = 0


def _ev_removed(st: State, ev: CardsRemoved) -> None:
    if ev.cards & ~st.pile_mask:
        raise ReplayError("removed cards are not on the pile")
    st.removed |= ev.cards
    st.pile_mask &= ~ev.cards
    from_top = bool(st.pile and st.pile[-1][1] & ev.cards)
    st.pile = [(s, m & ~ev.cards, a) for s, m, a in st.pile if m & ~ev.cards]
    if from_top:
        _refold(st)


def _ev_hands_passed(st: State, ev: HandsPassed) -> None:
    n = st.game.players
    playing = [s for s in range(n) if s not in st.finished]
    hands = list(st.hands)
    for i, s in enumerate(playing):
        hands[playing[(i + ev.direction) % len(playing)]] = st.hands[s]
    st.hands = hands
    st.fresh = 0


def _ev_pass_requested(st: State, ev: PassRequested) -> None:
    st.step = PASSING
    st.owed = ev.each
    st.passers = mask_of(ev.seats)
    st.resume = ev.seat * 2 + ev.again


def _ev_given(st: State, ev: CardsGiven) -> None:
    seat = ev.seat
    hand = st.hands[seat]
    st.hands[seat] = hand & ~ev.cards
    rest = ev.cards & ~hand
    if rest and _take_from_table(st, seat, rest):
        raise ReplayError("given cards are not in the giver's hand or on its table")
    given = ev.cards
    for i in ev.slots:
        slot = st.tables[seat][i]
        if not slot:
            raise ReplayError("a blind card given from an empty slot")
        given |= 1 << slot.pop()
    if ev.to >= 0:
        st.hands[ev.to] |= given
    else:
        st.outbox[seat] |= given
        st.passers &= ~(1 << seat)
    st.fresh = 0


def _ev_passed(st: State, ev: CardsPassed) -> None:
    n = st.game.players
    playing = [s for s in range(n) if s not in st.finished]
    for i, s in enumerate(playing):
        st.hands[playing[(i + ev.direction) % len(playing)]] |= st.outbox[s]
    st.outbox = [0] * n
    st.owed = 0
    st.resume = -1


def _ev_sample_requested(st: State, ev: SampleRequested) -> None:
    st.step = SAMPLE_ANSWER
    st.turn = ev.target
    st.pending_by = ev.seat
    st.sample = REQUESTS.index(ev.request)


def _ev_skips_deferred(st: State, ev: SkipsDeferred) -> None:
    st.skips_due = ev.skips


def _ev_toss_offered(st: State, ev: TossOffered) -> None:
    st.step = TOSSING
    st.pending_by = ev.by
    st.tossers = mask_of(ev.seats)


def _ev_toss_declined(st: State, ev: TossDeclined) -> None:
    if not st.tossers >> ev.seat & 1:
        raise ReplayError("a seat that could not toss declined")
    st.tossers &= ~(1 << ev.seat)


def _ev_gambit_called(st: State, ev: GambitCalled) -> None:
    st.gambit = ev.rank


def _ev_choice(st: State, ev: ChoiceMade) -> None:
    st.owed = ev.owed
    if ev.choice == "discard":
        st.step = DISCARDING
    elif ev.choice == "bottom":
        st.step = TAKING


def _ev_discarded(st: State, ev: CardsDiscarded) -> None:
    if ev.cards & ~st.hands[ev.seat]:
        raise ReplayError("discarded cards are not in the hand")
    st.hands[ev.seat] &= ~ev.cards
    st.removed |= ev.cards
    st.owed = max(0, st.owed - ev.cards.bit_count())


def _ev_taken_card(st: State, ev: CardTaken) -> None:
    slot = st.tables[ev.seat][ev.slot]
    if not slot or slot[-1] != ev.card:
        raise ReplayError("taken card is not on top of its slot")
    slot.pop()
    st.hands[ev.seat] |= 1 << ev.card
    st.owed = max(0, st.owed - 1)


def _ev_switched(st: State, ev: CardsSwitched) -> None:
    if ev.cards & ~st.hands[ev.seat] or ev.taken & ~st.pile_mask:
        raise ReplayError("switched cards are not in the hand or on the pile")
    pile = st.pile
    taken = ev.taken
    while pile and pile[-1][1] & taken:
        taken &= ~pile.pop()[1]
    if taken:
        raise ReplayError("switched cards are not the top play")
    st.pile_mask &= ~ev.taken
    _refold(st)
    st.hands[ev.seat] = st.hands[ev.seat] & ~ev.cards | ev.taken
    _land(st, ev.seat, ev.cards, -1, 0)


def _ev_reversed(st: State, ev: DirectionReversed) -> None:
    st.direction = ev.direction


def _ev_skipped(st: State, ev: PlayersSkipped) -> None:
    st.skips_due = 0


def _ev_run(st: State, ev: RunOffered) -> None:
    st.step = RUN


_RESPONSE_STEPS = {
    "burn": RESPOND_BURN, "forced_pickup": RESPOND_FORCED, "gambit": RESPOND_GAMBIT,
    "gambit_choice": CHOOSING,
    "shot": RESPOND_SHOT,
    "sample_return": SAMPLE_RETURN,
}


def _ev_response(st: State, ev: ResponseRequested) -> None:
    st.turn = ev.seat
    st.pending_by = ev.by
    st.step = _RESPONSE_STEPS[ev.reason]
    if st.step != SAMPLE_RETURN:
        st.sample = -1


def _ev_finished(st: State, ev: SeatFinished) -> None:
    st.finished.append(ev.seat)


def _ev_ended(st: State, ev: GameEnded) -> None:
    st.phase = OVER
    st.result = ev
    st.step = START


EVOLVE: dict[type, Any] = {
    ContributionsRequested: _ev_contributions_requested,
    ContributionCommitted: _ev_committed,
    ContributionRevealed: _ev_revealed,
    DealForfeited: _ev_forfeited,
    Dealt: _ev_dealt,
    FaceUpPlaced: _ev_face_up_placed,
    CardsSwapped: _ev_swapped,
    CardStacked: _ev_stacked,
    ModeChanged: _ev_mode,
    CardsThrownIn: _ev_thrown_in,
    SeatReady: _ev_ready,
    TurnStarted: _ev_turn_started,
    TurnContinued: _ev_turn_continued,
    CardsDrawn: _ev_drawn,
    CardTurned: _ev_turned,
    CardsPlayed: _ev_played,
    PileTaken: _ev_taken,
    CardLeftFaceUp: _ev_left_face_up,
    PileBurned: _ev_burned,
    CardsRemoved: _ev_removed,
    DirectionReversed: _ev_reversed,
    PlayersSkipped: _ev_skipped,
    RunOffered: _ev_run,
    ResponseRequested: _ev_response,
    GambitCalled: _ev_gambit_called,
    ChoiceMade: _ev_choice,
    CardsDiscarded: _ev_discarded,
    CardTaken: _ev_taken_card,
    CardsSwitched: _ev_switched,
    TossOffered: _ev_toss_offered,
    HandsPassed: _ev_hands_passed,
    PassRequested: _ev_pass_requested,
    CardsGiven: _ev_given,
    CardsPassed: _ev_passed,
    SampleRequested: _ev_sample_requested,
    SkipsDeferred: _ev_skips_deferred,
    TossDeclined: _ev_toss_declined,
    SeatFinished: _ev_finished,
    GameEnded: _ev_ended,
}


def evolve(state: State, event: Any) -> State:
    """Fold one event into ``state`` (in place) and return it."""
    try:
        handler = EVOLVE[type(event)]
    except KeyError:
        raise ReplayError(f"unknown event {event!r}") from None
    handler(state, event)
    state.version += 1
    return state


def replay(game: Game, events: Iterable[Any]) -> State:
    """The state reached by folding ``events`` from the start: no rules are decided again."""
    st = State(game)
    table = EVOLVE
    n = 0
    try:
        for ev in events:
            table[type(ev)](st, ev)
            n += 1
    except (IndexError, KeyError, TypeError, AttributeError) as exc:
        raise ReplayError(f"event {n} cannot be applied: {exc!r}") from None
    st.version = n
    return st


__all__ = [
    "JOKER_RANK",
    "OVER",
    "PHASE_NAMES",
    "PLAYING",
    "SETUP",
    "STEP_NAMES",
    "Game",
    "State",
    "evolve",
    "replay",
]


def arrange(
    game: Game,
    *,
    hands: Sequence[Sequence[int]] = (),
    table: Sequence[Sequence[Sequence[int]]] = (),
    start: int | None = None,
    stock: Sequence[int] = (),
    set_aside: Sequence[int] = (),
) -> tuple[int, ...]:
    """A deck order for ``game`` that deals the named cards where asked (see ``arranged_deck``)."""
    from .deal import arranged_deck

    lay = game.ruleset.layout
    n_layers = len(lay.layers)
    return arranged_deck(
        deck=game.deck(), players=game.players, dealer=game.dealer, slots=lay.slots,
        layer_slots=lay.layer_counts(),
        layers=n_layers, dealt_layers=n_layers - (1 if lay.setup == "choose" else 0),
        hand=lay.hand, start_card=game.ruleset.start_card, hands=hands, table=table,
        start=start, stock=stock, aside=game.ruleset.set_aside, set_aside=set_aside,
    )


def _slot_copier(slots: Sequence[str]) -> Any:
    """A function setting every slot of ``dst`` to the same object as ``src``'s, written
    out once (as ``dataclasses`` writes its methods): a loop of ``getattr`` and ``setattr``
    over the slots was most of the cost of :meth:`State.copy`, which every submit pays."""
    body = "".join(f"    dst.{name} = src.{name}\n" for name in slots)
    namespace: dict[str, Any] = {}
    exec(f"def copy_slots(src, dst):\n{body}", namespace)
    return namespace["copy_slots"]


_copy_slots = _slot_copier(State.__slots__)
