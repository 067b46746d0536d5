from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.event_page import EventPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    wait: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventPage | Problem | None:
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EventPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: int | Unset = 0,

) -> Response[EventPage | Problem]:
    """ Events after a sequence number (long poll)

     The game's events with `seq` greater than `after`, redacted for the caller (a seat
    sees its own draws and deal, a spectator only counts), and the game's `version`
    (the last `seq`). With `wait` the request blocks up to that many seconds until there
    is at least one new event, and answers as soon as one is stored; an empty `events`
    list means the wait timed out. A long poll holds a request thread, so each server
    process lets a bounded number wait at once (`LONG_POLLS`, half its threads by
    default): one past that is answered at once, without its wait, with
    `Retry-After: 1`; poll again after that many seconds.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: int | Unset = 0,

) -> EventPage | Problem | None:
    """ Events after a sequence number (long poll)

     The game's events with `seq` greater than `after`, redacted for the caller (a seat
    sees its own draws and deal, a spectator only counts), and the game's `version`
    (the last `seq`). With `wait` the request blocks up to that many seconds until there
    is at least one new event, and answers as soon as one is stored; an empty `events`
    list means the wait timed out. A long poll holds a request thread, so each server
    process lets a bounded number wait at once (`LONG_POLLS`, half its threads by
    default): one past that is answered at once, without its wait, with
    `Retry-After: 1`; poll again after that many seconds.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
wait=wait,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: int | Unset = 0,

) -> Response[EventPage | Problem]:
    """ Events after a sequence number (long poll)

     The game's events with `seq` greater than `after`, redacted for the caller (a seat
    sees its own draws and deal, a spectator only counts), and the game's `version`
    (the last `seq`). With `wait` the request blocks up to that many seconds until there
    is at least one new event, and answers as soon as one is stored; an empty `events`
    list means the wait timed out. A long poll holds a request thread, so each server
    process lets a bounded number wait at once (`LONG_POLLS`, half its threads by
    default): one past that is answered at once, without its wait, with
    `Retry-After: 1`; poll again after that many seconds.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: int | Unset = 0,

) -> EventPage | Problem | None:
    """ Events after a sequence number (long poll)

     The game's events with `seq` greater than `after`, redacted for the caller (a seat
    sees its own draws and deal, a spectator only counts), and the game's `version`
    (the last `seq`). With `wait` the request blocks up to that many seconds until there
    is at least one new event, and answers as soon as one is stored; an empty `events`
    list means the wait timed out. A long poll holds a request thread, so each server
    process lets a bounded number wait at once (`LONG_POLLS`, half its threads by
    default): one past that is answered at once, without its wait, with
    `Retry-After: 1`; poll again after that many seconds.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
wait=wait,

    )).parsed
