from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_list import GameList
from ...models.list_games_status import ListGamesStatus
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    ruleset: str | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["ruleset"] = ruleset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameList | Problem | None:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[GameList | Problem]:
    """ List games

     Games newest first, optionally filtered by preset and status, each with its seats
    (who sits there, whether a person, a bot or nobody yet: `open`, and the registered
    bot holding it: `account`). `status=open&ruleset=<preset>` is the lobby: games
    with a seat a person or a registered bot may join. Pages hold at
    most `limit` games; pass `next_cursor` back as `cursor` for the next page
    (`next_cursor` is null on the last page).

    Args:
        ruleset (str | Unset):
        status (ListGamesStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
status=status,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> GameList | Problem | None:
    """ List games

     Games newest first, optionally filtered by preset and status, each with its seats
    (who sits there, whether a person, a bot or nobody yet: `open`, and the registered
    bot holding it: `account`). `status=open&ruleset=<preset>` is the lobby: games
    with a seat a person or a registered bot may join. Pages hold at
    most `limit` games; pass `next_cursor` back as `cursor` for the next page
    (`next_cursor` is null on the last page).

    Args:
        ruleset (str | Unset):
        status (ListGamesStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
     """


    return sync_detailed(
        client=client,
ruleset=ruleset,
status=status,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[GameList | Problem]:
    """ List games

     Games newest first, optionally filtered by preset and status, each with its seats
    (who sits there, whether a person, a bot or nobody yet: `open`, and the registered
    bot holding it: `account`). `status=open&ruleset=<preset>` is the lobby: games
    with a seat a person or a registered bot may join. Pages hold at
    most `limit` games; pass `next_cursor` back as `cursor` for the next page
    (`next_cursor` is null on the last page).

    Args:
        ruleset (str | Unset):
        status (ListGamesStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
status=status,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> GameList | Problem | None:
    """ List games

     Games newest first, optionally filtered by preset and status, each with its seats
    (who sits there, whether a person, a bot or nobody yet: `open`, and the registered
    bot holding it: `account`). `status=open&ruleset=<preset>` is the lobby: games
    with a seat a person or a registered bot may join. Pages hold at
    most `limit` games; pass `next_cursor` back as `cursor` for the next page
    (`next_cursor` is null on the last page).

    Args:
        ruleset (str | Unset):
        status (ListGamesStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
     """


    return (await asyncio_detailed(
        client=client,
ruleset=ruleset,
status=status,
cursor=cursor,
limit=limit,

    )).parsed
