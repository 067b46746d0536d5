"""The phases of a game, the steps of a turn, and the state machine that joins them.

A game goes DEALING -> SETUP -> PLAYING -> OVER. While PLAYING, ``State.step`` says what the
seat to act is answering: a fresh play, a run of drawn cards, a clear it may cancel, a
forced pick-up, and so on. :data:`STAGES` is the whole machine in one table: for each phase
(and, in play, each step) what it means, the action kinds it admits and who acts.

The functions a step runs are named where they are defined, keyed by this module's steps:
``engine.legal.LISTS`` (the generator of each step's legal moves) and ``engine.flow.PASSES``
and ``GIVES`` (what a ``pass`` or a ``give`` decides there: the one kinds whose
consequences depend on the step; every other kind is decided by one function whatever the
step, ``engine.flow.MOVES``). Those tables hold the functions themselves, not their names:
this module sits below the ones that define them (they import its steps), so it cannot
import them, and ``tests/test_phases.py`` holds the tables to this one (every step its
generator, a pass or a give decided exactly where a step admits it). Which events move the
game from one step to the next is the fold's business (:mod:`engine.evolve`).
"""

from __future__ import annotations

from typing import Final, NamedTuple

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
)

# phases
DEALING: Final = 0
SETUP: Final = 1
PLAYING: Final = 2
OVER: Final = 3
PHASE_NAMES: Final = ("dealing", "setup", "playing", "over")

# steps within a turn
START: Final = 0  # the turn's first (or a fresh) play
RUN: Final = 1  # freshly drawn cards of the rank just played may be added
LINK: Final = 2  # a link was laid: the chained play must follow
RESPOND_BURN: Final = 3  # the next player may cancel a clear
RESPOND_FORCED: Final = 4  # the next player must pick up unless they counter
TURNED: Final = 5  # a turned card that can be played in several ways awaits the choice
RESPOND_GAMBIT: Final = 6  # the next player may stop a gambit
CHOOSING: Final = 7  # a gambit's choice awaits its player
DISCARDING: Final = 8  # a gambit's discards, one card at a time
TAKING: Final = 9  # a gambit's pick of face-down cards, one at a time
TOSSING: Final = 10  # other players may toss cards of the rank just played, out of turn
RESPOND_SHOT: Final = 11  # the target of a shooting card answers it or picks up
PASSING: Final = 12  # every seat still in passes cards on at once (black jacks)
SAMPLE_ANSWER: Final = 13  # a sampled neighbour gives a group of the cards asked for
SAMPLE_RETURN: Final = 14  # the sampler gives one group of its hand back
STEP_NAMES: Final = (
    "start",
    "run",
    "link",
    "respond_burn",
    "respond_forced",
    "turned",
    "respond_gambit",
    "choose",
    "discard",
    "take",
    "toss",
    "respond_shot",
    "passing",
    "sample_answer",
    "sample_return",
)
#: A sample card's requests, by the index ``State.sample`` holds.
REQUESTS: Final = ("special", "low", "high")
#: The ``as_card`` of a pile entry that holds link cards (they are not a play).
LINK_ENTRY: Final = -2
#: The ``as_card`` of a pile entry that was not played but turned or thrown in to start the
#: pile, where the ruleset says such a card only has to be equalled or beaten (no
#: ``start_card_restricts``): it lies there by its value, with no effect of its own.
START_ENTRY: Final = -3

# who acts (``State.to_act``)
TURN: Final = "the seat whose turn it is (a response makes the answering seat's turn)"
CONTRIBUTORS: Final = "the seats still to commit, then the seats still to reveal"
ARRANGERS: Final = "the dealer alone while it calls the game, then every seat not yet ready"
TOSSERS: Final = "every seat still offered the toss, out of turn"
PASSERS: Final = "every seat still to pass its cards on, at once"
NOBODY: Final = "nobody"


class Stage(NamedTuple):
    """One row of the state machine. ``step`` is -1 outside the PLAYING phase."""

    phase: int
    step: int
    means: str
    admits: tuple[str, ...]
    acts: str

    @property
    def name(self) -> str:
        return STEP_NAMES[self.step] if self.step >= 0 else PHASE_NAMES[self.phase]


STAGES: Final[tuple[Stage, ...]] = (
    Stage(
        DEALING,
        -1,
        "a contributed deal: every seat commits to a value, then reveals it",
        (COMMIT, REVEAL),
        CONTRIBUTORS,
    ),
    Stage(
        SETUP,
        -1,
        "the dealer calls the game; seats lay their face-up cards, swap and "
        "stack them, then say they are ready",
        (CALL, PLACE, SWAP, STACK, READY),
        ARRANGERS,
    ),
    Stage(
        PLAYING,
        START,
        "the turn's first (or a fresh) play: play, turn a blind card, draw, "
        "switch the top play, or pick up",
        (PLAY, FLIP, DRAW, CHANCE, SWITCH, PICKUP),
        TURN,
    ),
    Stage(
        PLAYING, RUN, "freshly drawn cards of the rank just played may be added", (PLAY, PASS), TURN
    ),
    Stage(PLAYING, LINK, "a link was laid: the chained play must follow", (PLAY, FLIP), TURN),
    Stage(PLAYING, RESPOND_BURN, "the next player may cancel a clear", (PLAY, PASS), TURN),
    Stage(
        PLAYING,
        RESPOND_FORCED,
        "the next player must pick up unless they counter",
        (PLAY, PICKUP),
        TURN,
    ),
    Stage(
        PLAYING,
        TURNED,
        "a turned card that can be played in several ways awaits the "
        "choice (or, with a free look, may be left face up)",
        (PLAY, PASS),
        TURN,
    ),
    Stage(PLAYING, RESPOND_GAMBIT, "the next player may stop a gambit", (PLAY, PASS), TURN),
    Stage(PLAYING, CHOOSING, "a gambit's choice awaits its player", (CHOOSE, PASS), TURN),
    Stage(PLAYING, DISCARDING, "a gambit's discards, one card at a time", (DISCARD,), TURN),
    Stage(PLAYING, TAKING, "a gambit's pick of face-down cards, one at a time", (TAKE,), TURN),
    Stage(
        PLAYING,
        TOSSING,
        "other players may toss cards of the rank just played, out of turn",
        (PLAY, PASS),
        TOSSERS,
    ),
    Stage(
        PLAYING,
        RESPOND_SHOT,
        "the target of a shooting card answers it or picks up",
        (PLAY, PICKUP),
        TURN,
    ),
    Stage(PLAYING, PASSING, "every seat still in passes cards on at once", (GIVE,), PASSERS),
    Stage(
        PLAYING,
        SAMPLE_ANSWER,
        "a sampled neighbour gives a group of the cards asked for",
        (GIVE,),
        TURN,
    ),
    Stage(PLAYING, SAMPLE_RETURN, "the sampler gives one group of its hand back", (GIVE,), TURN),
    Stage(OVER, -1, "the game has ended", (), NOBODY),
)

#: The rows of the PLAYING phase by step.
PLAY_STAGES: Final[dict[int, Stage]] = {s.step: s for s in STAGES if s.phase == PLAYING}
