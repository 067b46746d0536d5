"""The state of one game: its data, and the questions every part of the engine asks of it.

What a seat may do is listed by :mod:`engine.legal`, what a move causes is decided by
:mod:`engine.flow`, and events are folded into the state by :mod:`engine.evolve`; those
modules take this class and call one another directly. The public ``State`` of
:mod:`engine.game` is this class with their entry points (``legal_actions``, ``apply``, ...)
bound as methods, so this module imports none of them and they can all import it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Self

from .actions import Action
from .cards import RANK_MASK
from .errors import ReplayError
from .events import GameEnded
from .phases import DEALING, LINK_ENTRY, OVER, PASSING, PLAYING, SETUP, START, START_ENTRY, TOSSING
from .pile import RANK_OF, identity_step
from .rules.compiled import ForcedRule

if TYPE_CHECKING:
    from .params import GameParams


class State:
    """One game's position: plain data (ints, bitmasks of cards, lists) and the questions
    asked of it. It changes only by folding events (``engine.evolve``), which ``apply``
    emits; the slots ``legal_cache``/``legal_version`` keep the turn's legal list while the
    version stands, ``emitted`` and ``pass_due`` live only within one ``apply``."""

    __slots__ = (
        "arranged",
        "aside",
        "buried",
        "chain",
        "commits",
        "contributions",
        "dealt_up",
        "direction",
        "drew",
        "emitted",
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
        "legal_cache",
        "legal_version",
        "mode",
        "outbox",
        "owed",
        "pass_due",
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
        "substitutes",
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

    def __init__(self, game: GameParams, *, blank: bool = False) -> None:
        """A state before the deal; ``blank``: only ``game`` set, for :meth:`copy` to fill."""
        self.game = game
        if blank:
            return
        self.rules = game.rules
        n = game.players
        self.phase = DEALING
        self.hands = [0] * n
        self.tables: list[list[list[int]]] = [
            [[] for _ in range(game.ruleset.layout.slots)] for _ in range(n)
        ]
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
        #: The built-in bot that plays each seat whose player left ("": its own player).
        self.substitutes: list[str] = [""] * n
        self.version = 0
        self.pass_due = 0  # within one apply: cards to pass before the next turn starts
        self.legal_cache: list[Action] | None = None
        self.legal_version = -1
        self.emitted: list[Any] | None = None

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
            return self.contributors()
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
            height = max(
                (min(len(s) + base[i], top + 1) for i, s in enumerate(slots) if s), default=0
            )
            tops = [
                i for i, s in enumerate(slots) if s and min(len(s) + base[i], top + 1) == height
            ]
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

    # == snapshots and copies ===============================================================

    def snapshot(self) -> tuple[Any, ...]:
        """Everything that defines the state, for equality and hashing."""
        return (
            self.phase,
            tuple(self.hands),
            tuple(tuple(tuple(s) for s in t) for t in self.tables),
            self.revealed,
            tuple(self.stock),
            tuple(self.pile),
            self.pile_mask,
            self.removed,
            self.top,
            self.top_active,
            self.top_wild,
            self.run_rank,
            self.run_count,
            self.last_rank,
            self.turn,
            self.direction,
            self.step,
            self.drew,
            self.fresh,
            self.turned,
            self.pending_by,
            tuple(self.ready),
            tuple(self.finished),
            self.turns,
            self.result,
            tuple(self.dealt_up),
            self.mode,
            self.first_seat,
            self.turned_slot,
            self.free_used,
            self.free_look,
            self.left,
            self.chain,
            self.gambit,
            self.owed,
            self.aside,
            self.tossers,
            tuple(self.outbox),
            self.passers,
            self.resume,
            self.sample,
            self.skips_due,
            tuple(tuple(s) for s in self.stocks),
            tuple(self.buried),
            tuple(self.arranged),
            tuple(self.commits),
            tuple(self.contributions),
            tuple(self.substitutes),
            self.version,
        )

    def to_snapshot(self) -> dict[str, Any]:
        """A JSON-safe dump of the whole state (secrets included: for the store, never a client)."""
        r = self.result
        return {
            "phase": self.phase,
            "hands": list(self.hands),
            "tables": [[list(s) for s in t] for t in self.tables],
            "revealed": self.revealed,
            "stock": list(self.stock),
            "pile": [list(p) for p in self.pile],
            "pile_mask": self.pile_mask,
            "removed": self.removed,
            "top": self.top,
            "top_active": self.top_active,
            "top_wild": self.top_wild,
            "run_rank": self.run_rank,
            "run_count": self.run_count,
            "last_rank": self.last_rank,
            "turn": self.turn,
            "direction": self.direction,
            "step": self.step,
            "drew": self.drew,
            "fresh": self.fresh,
            "turned": self.turned,
            "pending_by": self.pending_by,
            "ready": list(self.ready),
            "finished": list(self.finished),
            "turns": self.turns,
            "result": list(r) if r is not None else None,
            "dealt_up": [list(x) for x in self.dealt_up],
            "mode": self.mode,
            "first_seat": self.first_seat,
            "turned_slot": self.turned_slot,
            "free_used": self.free_used,
            "free_look": self.free_look,
            "left": self.left,
            "chain": self.chain,
            "gambit": self.gambit,
            "owed": self.owed,
            "aside": self.aside,
            "tossers": self.tossers,
            "outbox": list(self.outbox),
            "passers": self.passers,
            "resume": self.resume,
            "sample": self.sample,
            "skips_due": self.skips_due,
            "stocks": [list(s) for s in self.stocks],
            "buried": list(self.buried),
            "arranged": list(self.arranged),
            "commits": list(self.commits),
            "contributions": list(self.contributions),
            "substitutes": list(self.substitutes),
            "version": self.version,
        }

    @classmethod
    def from_snapshot(cls, game: GameParams, data: dict[str, Any]) -> Self:
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
            st.substitutes = [str(x) for x in data.get("substitutes", st.substitutes)]
            st.version = int(data["version"])
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ReplayError(f"bad snapshot: {exc!r}") from None
        if (
            len(st.hands) != game.players
            or len(st.outbox) != game.players
            or len(st.substitutes) != game.players
        ):
            raise ReplayError("snapshot is for another number of players")
        return st

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    def __hash__(self) -> int:
        return hash(self.snapshot())

    def copy(self) -> Self:
        # the public State of engine.game, with its methods; built blank (a compiled class
        # has no __new__ that skips __init__), every slot then written out
        new = type(self)(self.game, blank=True)
        # every slot written out (a loop of getattr and setattr was most of the cost of a
        # copy, which every submit pays); the lists are copied below
        new.aside = self.aside
        new.chain = self.chain
        new.direction = self.direction
        new.drew = self.drew
        new.first_seat = self.first_seat
        new.free_look = self.free_look
        new.free_used = self.free_used
        new.fresh = self.fresh
        new.gambit = self.gambit
        new.game = self.game
        new.last_rank = self.last_rank
        new.left = self.left
        new.mode = self.mode
        new.owed = self.owed
        new.passers = self.passers
        new.pending_by = self.pending_by
        new.phase = self.phase
        new.pile_mask = self.pile_mask
        new.removed = self.removed
        new.result = self.result
        new.resume = self.resume
        new.revealed = self.revealed
        new.rules = self.rules
        new.run_count = self.run_count
        new.run_rank = self.run_rank
        new.sample = self.sample
        new.skips_due = self.skips_due
        new.step = self.step
        new.top = self.top
        new.top_active = self.top_active
        new.top_wild = self.top_wild
        new.tossers = self.tossers
        new.turn = self.turn
        new.turned = self.turned
        new.turned_slot = self.turned_slot
        new.turns = self.turns
        new.version = self.version
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
        new.substitutes = list(self.substitutes)
        new.stocks = [list(s) for s in self.stocks]
        new.pass_due = 0
        new.legal_cache = None
        new.legal_version = -1
        new.emitted = None
        return new

    # == what the rules ask of the position (both the generators and the moves ask) =========

    def top_play(self) -> tuple[int, int]:
        """(cards of the top play: the equal cards on top of the pile, entries below them)."""
        pile = self.pile
        i = len(pile)
        rank = -1
        taken = 0
        while i > 0:
            _, cards, as_card = pile[i - 1]
            if as_card not in (-1, START_ENTRY):
                break  # a link, or a wild card called as another: not like cards
            r = RANK_OF[(cards & -cards).bit_length() - 1]
            if rank >= 0 and r != rank:
                break
            if cards & ~RANK_MASK[r]:
                break
            rank = r
            taken |= cards
            i -= 1
        return taken, i

    def game_finished_seat(self, seat: int) -> bool:
        return seat in self.finished

    def contributors(self) -> list[int]:
        """The seats still to commit, or once all have, still to reveal."""
        pending = [s for s, c in enumerate(self.commits) if not c]
        return pending or [s for s, c in enumerate(self.contributions) if not c]

    def deal_due(self) -> bool:
        """Every contribution is revealed: the contributed deal may be dealt."""
        return self.phase == DEALING and bool(self.contributions) and all(self.contributions)

    def placer_takes(self, seat: int) -> int:
        """In the reversed game, the seat that must take the pile instead of ``seat`` (or -1)."""
        if self.mode != 1 or self.rules.rs.reversed_pickup != "placer":
            return -1
        placer = self.placer()
        if placer < 0 or placer == seat or placer in self.finished:
            return -1
        return placer

    def placer(self) -> int:
        """The seat whose go it is: the one that laid the newest play, a transparent card
        too (-1 for a start card); where skipped players pick up in its stead, the first
        player that play skipped."""
        R = self.rules
        for seat, cards, as_card in reversed(self.pile):
            if as_card == LINK_ENTRY:
                continue
            if seat >= 0 and R.skipped_picks_up and R.kinds[R.play_kind(cards, as_card)].skip:
                return self.next_seat(seat, 1)  # whose go it would have been
            return seat
        return -1

    def pending_forced(self, *, before_top: bool = False) -> tuple[Any, int]:
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
                rule = R.gambits.get(RANK_OF[low])
            if rule is not None:
                return rule, cards
        return _NO_FORCED, 0

    def next_seat(self, seat: int, steps: int) -> int:
        """The seat ``steps`` seats on from ``seat`` in the direction of play, finished
        seats passed over."""
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

    def identity_after(self, k: Any, as_card: int) -> tuple[int, bool, bool]:
        """The pile top after a group of kind ``k`` lands (without changing the state)."""
        return identity_step(k, as_card, self.top, self.top_active, self.top_wild)


_NO_FORCED: Final = ForcedRule(counters=0, reflect=True, blocked_by_four=False, spent=0)
