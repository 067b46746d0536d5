"""The Python client of the Shithead service, and the kit for writing bots.

``generated`` holds the typed models and one module per endpoint, made from the service's
``openapi.yaml`` (regenerated with ``python -m schemas.client --write`` in the service's
repository; never edit it by hand). Beside it, written by hand:

- :mod:`~shithead_client.session`: :func:`new_game` and :func:`take_seat` (a game and a
  seat's token), :func:`register` (a registered bot and its token), :func:`join_ladder` (a registered bot enrolled in a ladder), :class:`Seat` (one seat of one game: reads, idempotent submits, 409s
  answered by choosing again, 429/503 waited out, long polls and the stream);
- :mod:`~shithead_client.bot`: :func:`run_bot`, a policy playing seats until their games end,
  or every game a registered bot is given, as its feed announces them;
- :mod:`~shithead_client.runner`: what makes ``run_bot(bot=...)`` fit to run for days: a
  :class:`ChallengeFilter`, a bound on games at once, replays kept, a clean stop on SIGTERM,
  reconnection with :class:`Backoff`;
- :mod:`~shithead_client.push`: :func:`wsgi_app`, the same policy as a push bot;
- :mod:`~shithead_client.keepalive`: the one pool of keep-alive connections every client
  of the process sends through (:func:`connect`, :func:`connect_seat`, :class:`Seat`, whose
  reads and submits go straight to it, without httpx's request and response models).

A generated call's answer builds its typed model (``Response.parsed``) only when that is
read: the calls above read answers as plain JSON and never pay for it.

A bot is one function, ``choose(view, legal_moves) -> action``, on plain JSON.
"""

from .backoff import Backoff
from .bot import Assignment, ChallengeFilter, NoBotFeed, outcome, run_bot, with_contribution
from .push import wsgi_app
from .session import (
    Move,
    Policy,
    Seat,
    ServiceProblem,
    VersionConflict,
    View,
    connect,
    connect_seat,
    join_ladder,
    new_game,
    register,
    take_seat,
)

__all__ = [
    "Assignment",
    "Backoff",
    "ChallengeFilter",
    "Move",
    "NoBotFeed",
    "Policy",
    "Seat",
    "ServiceProblem",
    "VersionConflict",
    "View",
    "connect",
    "connect_seat",
    "join_ladder",
    "new_game",
    "outcome",
    "register",
    "run_bot",
    "take_seat",
    "with_contribution",
    "wsgi_app",
]
