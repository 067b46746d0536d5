"""The heuristic bot: shed low cards in groups, keep the power cards for when it must.

Everything comes from the ruleset data (the compiled kinds, values and single-card powers),
never from a preset's name, so it plays any preset. The tips it follows, from the rule texts:

- play your lowest card, and all your cards of that rank at once (multiples, runs of freshly
  drawn cards: 001 "This shithead variation also favors runs");
- keep the cards that go on anything (2s, 10s, 8s, 3s, jokers, wild and cancel cards) for when
  nothing else can be played, and then spend the cheapest; complete four of a kind to clear;
- in setup, put high cards and power cards face up and keep low cards in the hand
  (002: "Players usually take lower ranking face-up cards into their hands");
- draw at the start of the turn whenever you may (001: "I would recommend drawing as long as
  cards remain in the pile");
- give away (black jacks, sample cards) the cards least worth keeping;
- pick up only when nothing else is possible; blind cards before that; let an opponent's clear
  stand rather than spend a card cancelling it, answer a forced pick-up with a counter;
- when the next player has only table cards left and the stock is empty, play high rather
  than low so their blind or face-up card is less likely to beat it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..actions import CALL, CHANCE, DRAW, FLIP, GIVE, PASS, PICKUP, PLACE, PLAY, READY, SWAP, Action
from ..cards import N_CARDS, cards_of, lowest, parse_card, rank_of
from ..game import RESPOND_BURN, SETUP, STEP_NAMES, Game, State
from ..params import GameParams
from ..rules import Ruleset
from ..rules.compiled import LE, LT, PLACE_ALWAYS, PLACE_ANYWHERE, PLACE_UP_TO, REQ

#: A card whose power bonus reaches this is kept for when it must be played.
POWER_BONUS = 12


class CardValues:
    """How much each card is worth keeping in one game mode, from the ruleset's compiled data."""

    def __init__(self, game: GameParams, mode: int = 0) -> None:
        R = game.rules
        kinds_by_mode = getattr(R, "kinds_by_mode", None)
        kinds = kinds_by_mode[mode] if kinds_by_mode else R.kinds
        self.x4 = R.x4_count
        #: Rank bitset of the ranks whose four of a kind clears (0: every rank).
        self.x4_ranks = int(getattr(R, "x4_ranks", 0))
        self.keep = [0] * N_CARDS
        self.value = [0] * N_CARDS
        self.power = [False] * N_CARDS
        for c in R.deck:
            k = kinds[R.kind_of[c]]
            bonus = 0
            if k.placement == PLACE_ALWAYS:
                bonus += 30
            elif k.placement == PLACE_ANYWHERE:
                bonus += 20
            elif k.placement == PLACE_UP_TO:
                bonus += 12
            if k.burn:
                bonus += 25
            if k.free_play:
                bonus += 15
            if k.mimic or k.transparent:
                bonus += 8
            if k.restrict in (LE, LT):
                bonus += 10
            elif k.restrict == REQ:
                bonus += 4
            if k.reverse or k.skip or k.go_again or getattr(k, "mode_toggle", False):
                bonus += 4
            if k.forced_pickup:
                bonus += 10
            if k.link:
                bonus += 5
            single = R.singles.get(c)
            if single is not None:
                if single.wild:
                    bonus += 25
                if single.cancel_targets:
                    bonus += 3
            if R.counter_mask >> c & 1:
                bonus += 5
            self.value[c] = k.value
            self.keep[c] = k.value + bonus
            self.power[c] = bonus >= POWER_BONUS
        self.base, self.high = _play_bases(self)

    def clears_x4(self, rank: int) -> bool:
        return bool(self.x4) and (not self.x4_ranks or bool(self.x4_ranks >> rank & 1))


_VALUES: dict[tuple[Ruleset, int, int], CardValues] = {}


def card_values(game: GameParams, mode: int = 0) -> CardValues:
    """The (cached) card values of ``game`` in game mode ``mode`` (0 normal, 1 reversed)."""
    mode = max(mode, 0)
    key = (game.ruleset, game.players, mode)
    cv = _VALUES.get(key)
    if cv is None:
        if len(_VALUES) > 64:
            _VALUES.clear()
        cv = _VALUES[key] = CardValues(game, mode)
    return cv


# -- choosing ------------------------------------------------------------------------------


# An action's key is one int, ``tier * T + cost * C + tie``; the smallest is chosen. Tiers, best
# first: draw, let a clear stand, a plain play, try the stock, decline a run, a power play,
# turn a blind card, pick up.
T = 1_000_000
C = 1_000
_RANK = tuple(rank_of(c) for c in range(N_CARDS))
_DRAW, _PASS_CLEAR, _PLAIN, _CHANCE, _PASS, _POWER, _FLIP, _PICKUP, _OTHER = range(9)


def _play_bases(cv: CardValues) -> tuple[list[int], list[int]]:
    """Per card: the key base of a group led by it (normal, and when playing high)."""
    normal = [0] * N_CARDS
    high = [0] * N_CARDS
    for c in range(N_CARDS):
        tier = _POWER if cv.power[c] else _PLAIN
        normal[c] = tier * T + (cv.keep[c] + 500) * C + 100
        high[c] = tier * T + (500 - cv.value[c] if tier == _PLAIN else cv.keep[c] + 500) * C + 100
    return normal, high


def action_key(
    cv: CardValues, a: Action, step: int, run_rank: int, run_count: int, aggressive: bool
) -> int:
    """Sort key of a play-phase action: the smallest is the heuristic's choice."""
    kind = a.kind
    if kind == PLAY:
        cards = a.cards
        low = lowest(cards)
        n = cards.bit_count()
        if a.as_card >= 0:  # a wild card called as another
            return _POWER * T + (cv.keep[low] + 505) * C + 100 - n
        if a.link:
            keep = cv.keep[low] + sum(cv.keep[c] for c in cards_of(a.link))
            return _POWER * T + (keep + 500) * C + 100 - n - a.link.bit_count()
        if (
            cv.x4
            and not cv.power[low]
            and rank_of(low) == run_rank
            and run_count + n >= cv.x4
            and cv.clears_x4(run_rank)
        ):
            return _PLAIN * T + (cv.keep[low] + 400) * C + 100 - n  # four of a kind clears
        return (cv.high if aggressive else cv.base)[low] - n
    if kind == DRAW:
        return _DRAW * T
    if kind == PASS:
        return _PASS_CLEAR * T if step == RESPOND_BURN else _PASS * T
    if kind == CHANCE:
        return _CHANCE * T
    if kind == FLIP:
        return _FLIP * T + a.slot
    if kind == PICKUP:
        return _PICKUP * T + (500 - cv.keep[lowest(a.cards)] if a.cards else 0)
    if kind == GIVE:  # cards passed or given away: the ones least worth keeping
        return _OTHER * T + sum(cv.keep[c] for c in cards_of(a.cards)) * C // 8
    return _OTHER * T


def choose_play(
    cv: CardValues,
    legal: Sequence[Action],
    step: int,
    run_rank: int,
    run_count: int,
    aggressive: bool,
) -> Action:
    """The action with the smallest :func:`action_key` (the first one on ties)."""
    base = cv.high if aggressive else cv.base
    check_x4 = cv.x4 and run_rank >= 0
    best = legal[0]
    best_key = 1 << 62
    for a in legal:
        if a.kind == PLAY and not a.link and a.as_card < 0:
            cards = a.cards
            low = (cards & -cards).bit_length() - 1
            if check_x4 and _RANK[low] == run_rank:
                k = action_key(cv, a, step, run_rank, run_count, aggressive)
            else:
                k = base[low] - cards.bit_count()
        else:
            k = action_key(cv, a, step, run_rank, run_count, aggressive)
        if k < best_key:
            best, best_key = a, k
    return best


def choose_setup(cv: CardValues, legal: Sequence[Action], hand: int, game: GameParams) -> Action:
    """Lay the strongest cards face up; swap while a hand card is worth more on the table.

    A dealer calling the game mode calls the one in which its hand is worth more.
    """
    keep = cv.keep
    calls = [a for a in legal if a.kind == CALL]
    if calls:

        def worth(a: Action) -> int:
            m = 1 if a.choice == "reversed" else 0
            k = card_values(game, m).keep
            return sum(k[c] for c in cards_of(hand))

        return max(calls, key=worth)
    places = [a for a in legal if a.kind == PLACE]
    if places:
        return max(places, key=lambda a: (keep[lowest(a.cards)], lowest(a.cards)))
    best: Action | None = None
    best_gain = 0
    for a in legal:
        if a.kind != SWAP:
            continue
        h = lowest(a.cards & hand)
        t = lowest(a.cards & ~hand)
        gain = keep[h] - keep[t]
        if gain > best_gain:
            best, best_gain = a, gain
    if best is not None:
        return best
    for a in legal:
        if a.kind == READY:
            return a
    return legal[0]


def _next_seat(seat: int, direction: int, players: int, finished: Sequence[int]) -> int:
    s = seat
    for _ in range(players):
        s = (s + direction) % players
        if s not in finished:
            return s
    return seat


def choose_in_state(cv: CardValues, state: State, seat: int, legal: Sequence[Action]) -> Action:
    """The heuristic on a state the caller owns (the ISMCTS rollouts' determinizations)."""
    if len(legal) == 1:
        return legal[0]
    mode = getattr(state, "mode", 0)
    if mode > 0:
        cv = card_values(state.game, mode)
    if state.phase == SETUP:
        return choose_setup(cv, legal, state.hands[seat], state.game)
    aggressive = False
    if not state.stock_of(seat):
        nxt = _next_seat(seat, state.direction, state.game.players, state.finished)
        aggressive = nxt != seat and not state.hands[nxt]
    return choose_play(cv, legal, state.step, state.run_rank, state.run_count, aggressive)


class HeuristicBot:
    """Plays low and in groups, keeps power cards, sets up strong face-up cards."""

    needs_view = True
    needs_history = False

    def __init__(self, game: Game, seed: int = 0) -> None:
        self.game = game
        self.cv = card_values(game)

    def choose(
        self, view: dict[str, Any], legal: list[Action], history: list[dict[str, Any]]
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        me = view["viewer"]
        seats = view["seats"]
        hand = 0
        for name in seats[me].get("hand") or ():
            hand |= 1 << parse_card(name)
        cv = self.cv
        if view.get("mode") == "reversed":
            cv = card_values(self.game, 1)
        if view["phase"] == "setup":
            return choose_setup(cv, legal, hand, self.game)
        pub = view.get("public") or {}
        step = STEP_NAMES.index(view["step"]) if view.get("step") else 0
        aggressive = False
        if view["stock_count"] == 0:
            finished = [s["seat"] for s in seats if s["finished"]]
            d = 1 if view["direction"] == "clockwise" else -1
            nxt = _next_seat(me, d, view["players"], finished)
            aggressive = nxt != me and seats[nxt]["hand_count"] == 0
        return choose_play(
            cv, legal, step, int(pub.get("run_rank", -1)), int(pub.get("run_count", 0)), aggressive
        )


__all__ = [
    "CardValues",
    "HeuristicBot",
    "card_values",
    "choose_in_state",
    "choose_play",
    "choose_setup",
]
