from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.feed_page import FeedPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    wait: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/bots/me/events",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FeedPage | Problem | None:
    if response.status_code == 200:
        response_200 = FeedPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())



        return response_408

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())



        return response_414

    if response.status_code == 417:
        response_417 = Problem.from_dict(response.json())



        return response_417

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())



        return response_431

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FeedPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Response[FeedPage | Problem]:
    """ The bot's feed (long poll or NDJSON stream)

     What happens to the bot whose token is sent, oldest first: `challenge` (it is
    invited: the challenge's id, `from`, ruleset, seats, clock and expiry),
    `challenge_ended` (`outcome`: `accepted` with the `game`, `declined`, `expired`,
    `failed`), `seat_assigned` (a `game` and the bot's `seat`, `by`: `create`, `lobby`,
    `challenge`, `tournament` or `ladder`), `game_started` (no seat of the game is open
    any more) and `game_ended` (the game's result with the bot's `outcome`). No event
    ever shows a card. The feed keeps about the last 1000 events.

    A pull bot needs nothing else: follow the feed, and play every `seat_assigned` game
    with the same token. Reading a feed also expires every challenge whose time is up.

    JSON (the default): the events after `after` (or `Last-Event-ID`), waiting up to
    `wait` seconds for one when there is none; pass `next` back as `after`. Past the
    long polls a server process lets wait at once (`LONG_POLLS`), one is answered at
    once, without its wait, with `Retry-After: 1`: poll again after that many seconds.
    `Accept: application/x-ndjson`: a stream that does not end, one JSON object a line,
    `{"kind": "bot", "id": "<event id>", "event": <the event>}` for each event and
    `{"kind": "heartbeat"}` at the start and after 10 quiet seconds; reconnect with the
    last `id` read as `Last-Event-ID` (or `after`). An open stream holds a request
    thread, so each server process holds a few (`FEED_STREAMS`, 4 by default) and a bot
    one: a bot's newer stream ends its older one, and a stream past the bound is
    answered 503 `feed_streams_full` with `Retry-After` (the long poll answers still).

    Args:
        after (str | Unset):
        wait (int | Unset):  Default: 0.
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedPage | Problem]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> FeedPage | Problem | None:
    """ The bot's feed (long poll or NDJSON stream)

     What happens to the bot whose token is sent, oldest first: `challenge` (it is
    invited: the challenge's id, `from`, ruleset, seats, clock and expiry),
    `challenge_ended` (`outcome`: `accepted` with the `game`, `declined`, `expired`,
    `failed`), `seat_assigned` (a `game` and the bot's `seat`, `by`: `create`, `lobby`,
    `challenge`, `tournament` or `ladder`), `game_started` (no seat of the game is open
    any more) and `game_ended` (the game's result with the bot's `outcome`). No event
    ever shows a card. The feed keeps about the last 1000 events.

    A pull bot needs nothing else: follow the feed, and play every `seat_assigned` game
    with the same token. Reading a feed also expires every challenge whose time is up.

    JSON (the default): the events after `after` (or `Last-Event-ID`), waiting up to
    `wait` seconds for one when there is none; pass `next` back as `after`. Past the
    long polls a server process lets wait at once (`LONG_POLLS`), one is answered at
    once, without its wait, with `Retry-After: 1`: poll again after that many seconds.
    `Accept: application/x-ndjson`: a stream that does not end, one JSON object a line,
    `{"kind": "bot", "id": "<event id>", "event": <the event>}` for each event and
    `{"kind": "heartbeat"}` at the start and after 10 quiet seconds; reconnect with the
    last `id` read as `Last-Event-ID` (or `after`). An open stream holds a request
    thread, so each server process holds a few (`FEED_STREAMS`, 4 by default) and a bot
    one: a bot's newer stream ends its older one, and a stream past the bound is
    answered 503 `feed_streams_full` with `Retry-After` (the long poll answers still).

    Args:
        after (str | Unset):
        wait (int | Unset):  Default: 0.
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedPage | Problem
     """


    return sync_detailed(
        client=client,
after=after,
wait=wait,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Response[FeedPage | Problem]:
    """ The bot's feed (long poll or NDJSON stream)

     What happens to the bot whose token is sent, oldest first: `challenge` (it is
    invited: the challenge's id, `from`, ruleset, seats, clock and expiry),
    `challenge_ended` (`outcome`: `accepted` with the `game`, `declined`, `expired`,
    `failed`), `seat_assigned` (a `game` and the bot's `seat`, `by`: `create`, `lobby`,
    `challenge`, `tournament` or `ladder`), `game_started` (no seat of the game is open
    any more) and `game_ended` (the game's result with the bot's `outcome`). No event
    ever shows a card. The feed keeps about the last 1000 events.

    A pull bot needs nothing else: follow the feed, and play every `seat_assigned` game
    with the same token. Reading a feed also expires every challenge whose time is up.

    JSON (the default): the events after `after` (or `Last-Event-ID`), waiting up to
    `wait` seconds for one when there is none; pass `next` back as `after`. Past the
    long polls a server process lets wait at once (`LONG_POLLS`), one is answered at
    once, without its wait, with `Retry-After: 1`: poll again after that many seconds.
    `Accept: application/x-ndjson`: a stream that does not end, one JSON object a line,
    `{"kind": "bot", "id": "<event id>", "event": <the event>}` for each event and
    `{"kind": "heartbeat"}` at the start and after 10 quiet seconds; reconnect with the
    last `id` read as `Last-Event-ID` (or `after`). An open stream holds a request
    thread, so each server process holds a few (`FEED_STREAMS`, 4 by default) and a bot
    one: a bot's newer stream ends its older one, and a stream past the bound is
    answered 503 `feed_streams_full` with `Retry-After` (the long poll answers still).

    Args:
        after (str | Unset):
        wait (int | Unset):  Default: 0.
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedPage | Problem]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> FeedPage | Problem | None:
    """ The bot's feed (long poll or NDJSON stream)

     What happens to the bot whose token is sent, oldest first: `challenge` (it is
    invited: the challenge's id, `from`, ruleset, seats, clock and expiry),
    `challenge_ended` (`outcome`: `accepted` with the `game`, `declined`, `expired`,
    `failed`), `seat_assigned` (a `game` and the bot's `seat`, `by`: `create`, `lobby`,
    `challenge`, `tournament` or `ladder`), `game_started` (no seat of the game is open
    any more) and `game_ended` (the game's result with the bot's `outcome`). No event
    ever shows a card. The feed keeps about the last 1000 events.

    A pull bot needs nothing else: follow the feed, and play every `seat_assigned` game
    with the same token. Reading a feed also expires every challenge whose time is up.

    JSON (the default): the events after `after` (or `Last-Event-ID`), waiting up to
    `wait` seconds for one when there is none; pass `next` back as `after`. Past the
    long polls a server process lets wait at once (`LONG_POLLS`), one is answered at
    once, without its wait, with `Retry-After: 1`: poll again after that many seconds.
    `Accept: application/x-ndjson`: a stream that does not end, one JSON object a line,
    `{"kind": "bot", "id": "<event id>", "event": <the event>}` for each event and
    `{"kind": "heartbeat"}` at the start and after 10 quiet seconds; reconnect with the
    last `id` read as `Last-Event-ID` (or `after`). An open stream holds a request
    thread, so each server process holds a few (`FEED_STREAMS`, 4 by default) and a bot
    one: a bot's newer stream ends its older one, and a stream past the bound is
    answered 503 `feed_streams_full` with `Retry-After` (the long poll answers still).

    Args:
        after (str | Unset):
        wait (int | Unset):  Default: 0.
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedPage | Problem
     """


    return (await asyncio_detailed(
        client=client,
after=after,
wait=wait,
last_event_id=last_event_id,

    )).parsed
