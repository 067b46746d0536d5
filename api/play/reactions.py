"""What follows an append, wired in one place: the game service's subscribers, in order.

The game service tells each subscriber of every append (one :class:`api.games.appended.Appended`
value, after the append is in the log), as an event-sourced application's followers read its
log: the game room knows none of the rooms above it, and no service hooks itself into
another. The order is what each needs of the ones before it:

1. the registered bots' feeds (:meth:`api.games.announcing.Announcer.after_append`): a game
   ended, a seat left to a bot;
2. the push bots' notices (:meth:`api.play.notices.PushNotices.after_append`): a game
   dealt, ended, a seat left; queued, so sent off the request, a game's start before its end;
3. the match whose game ended starts its next game (:meth:`api.play.matches.MatchService.after_append`);
4. a create with ``play_out`` plays its bot seats in the request (:func:`playing_out`);
5. the bot policy marks the game due for its drivers when a seat the service plays is to act
   (:meth:`api.play.policy.BotPolicy.after_append`), last: after the bots played out, and
   after a match's next game was created.
"""

from __future__ import annotations

from ..games.appended import CREATE, Appended, Subscriber
from ..games.service import GameService
from .matches import MatchService
from .notices import PushNotices
from .policy import BotPolicy
from .seats import play_bots


def playing_out(service: GameService) -> Subscriber:
    """The subscriber that plays a new game's bot seats until a person must act, when its
    create asked for ``play_out``."""

    def after_append(appended: Appended) -> None:
        if appended.by == CREATE and appended.play_out:
            play_bots(service, appended.game_id)

    return after_append


def subscribe(
    service: GameService,
    *,
    notices: PushNotices | None = None,
    matches: MatchService | None = None,
    policy: BotPolicy | None = None,
) -> None:
    """Wire the game service's subscribers (those given), in the order above."""
    subscribers: list[Subscriber] = [service.announcer.after_append]
    if notices is not None:
        subscribers.append(notices.after_append)
    if matches is not None:
        subscribers.append(matches.after_append)
    subscribers.append(playing_out(service))
    if policy is not None:
        subscribers.append(policy.after_append)
    service.subscribers[:] = subscribers


__all__ = ["playing_out", "subscribe"]
