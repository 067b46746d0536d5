"""What one seat knows, and hidden states sampled consistently with it (determinizations).

Built only from a seat's inputs: ``bot_view(state, seat)`` and its redacted history. From the
view: its own hand, every face-up (and owner-known) table card, the pile, the cards out of
play, the turned card, the count of every hidden zone (other hands, blind table cards, the
stock) and the exact public state fields (``view["public"]``, see ``bot_view``). From the history: the cards other seats
were seen taking into their hands (a picked-up pile, a face-up card taken with it, a face-up
card swapped into the hand during setup), less those they were later seen playing or laying
back on the table. A determinization deals the remaining unknown cards at random into the
hidden places, keeps the known ones where they are known to be, and builds a State with
``State.from_snapshot``.
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import N_CARDS, is_red, mask_of, parse_card
from ..game import Game, State


def _mask(names: Any) -> int:
    m = 0
    for n in names or ():
        m |= 1 << parse_card(n)
    return m


def _card(name: Any) -> int:
    return parse_card(name) if name is not None else -1


def known_hands(players: int, me: int, history: list[dict[str, Any]]) -> list[int]:
    """For each other seat, the cards it was seen taking into its hand and still holds.

    A picked-up pile (and the face-up or turned card taken with it) and a face-up card swapped
    into the hand become known; any card a seat is later seen moving (played, laid, stacked,
    thrown in, swapped out) is forgotten. An arrangement hidden from this seat (a redacted
    swap or placement) forgets everything known about that seat's hand.
    """
    known = [0] * players
    for ev in history:
        t = ev.get("type")
        s = ev.get("seat")
        if t == "HandsPassed":  # every hand moved on: what was known is somewhere else now
            known = [0] * players
            continue
        if not isinstance(s, int) or not 0 <= s < players or t == "CardsDrawn":
            continue
        if t == "PileTaken":
            known[s] |= _mask(ev.get("cards")) | _mask(ev.get("extra"))
            continue
        if t == "CardsGiven":  # seen given to another seat: known to be there now
            given = ev.get("cards")
            if given is None:
                known[s] = 0  # given out of sight
                continue
            known[s] &= ~_mask(given)
            to = ev.get("to")
            if isinstance(to, int) and 0 <= to < players:
                known[to] |= _mask(given)
            continue
        if t == "CardsSwitched":  # switch cards laid, the top play taken into the hand
            known[s] = (known[s] & ~_mask(ev.get("cards"))) | _mask(ev.get("taken"))
            continue
        if t == "CardsSwapped":
            hc, tc = ev.get("hand_card"), ev.get("table_card")
            if hc is None or tc is None:
                known[s] = 0
            else:
                known[s] = (known[s] & ~(1 << parse_card(hc))) | (1 << parse_card(tc))
            continue
        gone = 0
        for key in ("card", "cards", "link"):
            if key not in ev:
                continue
            v = ev[key]
            if v is None:
                known[s] = 0  # moved out of sight
            elif isinstance(v, str):
                gone |= 1 << parse_card(v)
            else:
                gone |= _mask(v)
        known[s] &= ~gone
    known[me] = 0
    return known


class Determinizer:
    """Samples full states consistent with one seat's view and history.

    ``sample(rng)`` returns a fresh :class:`State`; the seat's own view of it equals the
    view it was built from (the tests check this on every preset).
    """

    def __init__(self, game: Game, view: dict[str, Any], history: list[dict[str, Any]]) -> None:
        if "public" not in view:
            raise ValueError("the determinizer needs engine.view.bot_view (the 'public' fields)")
        self.game = game
        me = int(view["viewer"])
        self.me = me
        n = game.players
        pub = view["public"]
        seats = view["seats"]
        hand = _mask(seats[me].get("hand"))
        visible = hand
        tables: list[list[list[int]]] = []
        holes: list[tuple[int, int, int]] = []
        for s in range(n):
            t: list[list[int]] = []
            for i, slot in enumerate(seats[s]["table"]):
                cards = []
                for depth, name in enumerate(slot):
                    if name is None:
                        holes.append((s, i, depth))
                        cards.append(-1)
                    else:
                        c = parse_card(name)
                        visible |= 1 << c
                        cards.append(c)
                t.append(cards)
            tables.append(t)
        pile = [
            (-1 if p["seat"] is None else int(p["seat"]), _mask(p["cards"]), _card(p["as"]))
            for p in view["pile"]
        ]
        pile_mask = 0
        for _, m, _ in pile:
            pile_mask |= m
        removed = _mask(view["out_of_play"])
        for s in range(n):  # the cards below the live plays on each player's own pile
            pile_mask |= _mask(seats[s].get("pile_below"))
        turned = _card(view.get("turned"))
        # cards given to a pass not yet delivered: this seat's own are known
        outbox = [0] * n
        outbox_need = [0] * n
        for s in range(n):
            if s == me:
                outbox[s] = _mask(seats[s].get("passing"))
            else:
                outbox_need[s] = int(seats[s].get("passing_count", 0))
        visible |= pile_mask | removed | outbox[me]
        if turned >= 0:
            visible |= 1 << turned
        deck = game.rules.deck_mask
        known = [k & ~visible & deck for k in known_hands(n, me, history)]
        hands = [0] * n
        need = [0] * n
        hands[me] = hand
        for s in range(n):
            if s == me:
                continue
            count = int(seats[s]["hand_count"])
            k = known[s]
            while k.bit_count() > count:  # cannot happen with a true history; stay consistent
                k &= k - 1
            known[s] = k
            hands[s] = k
            need[s] = count - k.bit_count()
        taken = visible
        for k in known:
            taken |= k
        unknown = [c for c in range(N_CARDS) if deck >> c & 1 and not taken >> c & 1]
        stock_count = int(view["stock_count"])
        #: a stock per player (the red/black split deck): how many each holds
        self.stock_counts = (
            [int(seats[s]["stock_count"]) for s in range(n)] if "stock_count" in seats[0] else []
        )
        aside_count = int(view.get("aside_count", 0))
        if len(unknown) != sum(need) + sum(outbox_need) + len(holes) + stock_count + aside_count:
            raise ValueError(
                f"view is inconsistent: {len(unknown)} unknown cards for {sum(need)} hand, "
                f"{sum(outbox_need)} passing, {len(holes)} table, {stock_count} stock and "
                f"{aside_count} set-aside places"
            )
        self.outbox = outbox
        self.outbox_need = outbox_need
        self.aside_count = aside_count
        self.known = known
        self.unknown = unknown
        self.need = need
        self.holes = holes
        self.stock_count = stock_count
        self.hands = hands
        # a template state: every public field exactly as shown, the hidden places to fill
        data = State(game).to_snapshot()  # defaults for any field the view does not carry
        for key, value in pub.items():
            if key in data:
                data[key] = value
        data.update(
            {
                "hands": hands,
                "tables": [[[max(c, 0) for c in slot] for slot in t] for t in tables],
                "stock": [] if self.stock_counts else [0] * stock_count,
                "outbox": outbox,
                "fresh": int(pub.get("fresh", 0)) & hand,
            }
        )
        self.template = State.from_snapshot(game, data)
        self._tables = tables

    def sample(self, rng: random.Random) -> State:
        """A full state: the unknown cards dealt at random into the hidden places."""
        pool = self.unknown[:]
        rng.shuffle(pool)
        own = self._own_colour(pool, rng) if self.stock_counts else None
        if own is not None:
            pool = own.pop()  # what is left of both halves, for the hands
        st = self.template.copy()
        hands = list(self.hands)
        pos = 0
        for s, k in enumerate(self.need):
            hands[s] |= mask_of(pool[pos : pos + k])
            pos += k
        st.hands = hands
        if any(self.outbox_need):
            outbox = list(self.outbox)
            for s, k in enumerate(self.outbox_need):
                outbox[s] |= mask_of(pool[pos : pos + k])
                pos += k
            st.outbox = outbox
        if self.holes:
            tables = [[list(slot) for slot in t] for t in self._tables]
            for s, i, depth in self.holes:
                if own is not None:
                    tables[s][i][depth] = own[s].pop()
                else:
                    tables[s][i][depth] = pool[pos]
                    pos += 1
            st.tables = tables
        if own is not None:
            st.stocks = own
            st.stock = []
            return st
        st.aside = mask_of(pool[pos : pos + self.aside_count])
        rest = pool[pos + self.aside_count :]
        if self.stock_counts:
            st.stocks = []
            for k in self.stock_counts:
                st.stocks.append(rest[:k])
                rest = rest[k:]
            st.stock = []
        else:
            st.stock = rest
        return st

    def _own_colour(self, pool: list[int], rng: random.Random) -> list[list[int]] | None:
        """A pile per player (the red/black split deck): each seat's blind table cards and
        stock come from its own colour half. Per seat the cards for those places, then the
        rest of both halves for the hands; None if the unknown cards cannot be split so."""
        halves = [[c for c in pool if not is_red(c)], [c for c in pool if is_red(c)]]
        out: list[list[int]] = []
        for s, half in enumerate(halves):
            k = sum(1 for h in self.holes if h[0] == s) + self.stock_counts[s]
            if k > len(half):
                return None
            out.append(half[:k])
            halves[s] = half[k:]
        rest = halves[0] + halves[1]
        rng.shuffle(rest)
        out.append(rest)
        return out

    def hidden_assignment(self, state: State) -> tuple[Any, ...]:
        """The part of ``state`` this seat cannot see (to compare samples with the truth)."""
        others = tuple(h for s, h in enumerate(state.hands) if s != self.me)
        passing = tuple(o for s, o in enumerate(state.outbox) if s != self.me)
        blind = tuple(state.tables[s][i][d] for s, i, d in self.holes)
        stock = tuple(state.stock) + tuple(c for s in state.stocks for c in s)
        return others, blind, stock, state.aside, passing
