from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.join_request import JoinRequest
from ...models.joined import Joined
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: JoinRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/join".format(game_id=quote(str(game_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Joined | Problem | None:
    if response.status_code == 201:
        response_201 = Joined.from_dict(response.json())



        return response_201

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())



        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Joined | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,

) -> Response[Joined | Problem]:
    """ Take an open seat

     Claims an open seat (the given `seat`, or the first open one) and returns its bearer
    token. Each open seat can be claimed once. `name` replaces the seat's name.

    With a registered bot's token (`Authorization: Bearer <bot token>`) the seat goes
    to that bot: no new token (`token` is null), the bot's own token acts in it, its
    feed says `seat_assigned` (`by: lobby`), and the seat's name is the bot's unless
    `name` is given. A bot holds at most one seat in a game (409 `already_seated`).

    Args:
        game_id (str):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Joined | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,

) -> Joined | Problem | None:
    """ Take an open seat

     Claims an open seat (the given `seat`, or the first open one) and returns its bearer
    token. Each open seat can be claimed once. `name` replaces the seat's name.

    With a registered bot's token (`Authorization: Bearer <bot token>`) the seat goes
    to that bot: no new token (`token` is null), the bot's own token acts in it, its
    feed says `seat_assigned` (`by: lobby`), and the seat's name is the bot's unless
    `name` is given. A bot holds at most one seat in a game (409 `already_seated`).

    Args:
        game_id (str):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Joined | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,

) -> Response[Joined | Problem]:
    """ Take an open seat

     Claims an open seat (the given `seat`, or the first open one) and returns its bearer
    token. Each open seat can be claimed once. `name` replaces the seat's name.

    With a registered bot's token (`Authorization: Bearer <bot token>`) the seat goes
    to that bot: no new token (`token` is null), the bot's own token acts in it, its
    feed says `seat_assigned` (`by: lobby`), and the seat's name is the bot's unless
    `name` is given. A bot holds at most one seat in a game (409 `already_seated`).

    Args:
        game_id (str):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Joined | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,

) -> Joined | Problem | None:
    """ Take an open seat

     Claims an open seat (the given `seat`, or the first open one) and returns its bearer
    token. Each open seat can be claimed once. `name` replaces the seat's name.

    With a registered bot's token (`Authorization: Bearer <bot token>`) the seat goes
    to that bot: no new token (`token` is null), the bot's own token acts in it, its
    feed says `seat_assigned` (`by: lobby`), and the seat's name is the bot's unless
    `name` is given. A bot holds at most one seat in a game (409 `already_seated`).

    Args:
        game_id (str):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Joined | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,

    )).parsed
