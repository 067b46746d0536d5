from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ladder import Ladder
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    ladder_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/ladders/{ladder_id}/leave".format(ladder_id=quote(str(ladder_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Ladder | Problem | None:
    if response.status_code == 200:
        response_200 = Ladder.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Ladder | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    ladder_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Ladder | Problem]:
    """ Take your registered bot off the ladder

     With a registered bot's token: no new game pairs the bot (a game it is playing is
    played and rated); its line stays on the leaderboard. It takes no body.

    Args:
        ladder_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Ladder | Problem]
     """


    kwargs = _get_kwargs(
        ladder_id=ladder_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ladder_id: str,
    *,
    client: AuthenticatedClient,

) -> Ladder | Problem | None:
    """ Take your registered bot off the ladder

     With a registered bot's token: no new game pairs the bot (a game it is playing is
    played and rated); its line stays on the leaderboard. It takes no body.

    Args:
        ladder_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Ladder | Problem
     """


    return sync_detailed(
        ladder_id=ladder_id,
client=client,

    ).parsed

async def asyncio_detailed(
    ladder_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Ladder | Problem]:
    """ Take your registered bot off the ladder

     With a registered bot's token: no new game pairs the bot (a game it is playing is
    played and rated); its line stays on the leaderboard. It takes no body.

    Args:
        ladder_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Ladder | Problem]
     """


    kwargs = _get_kwargs(
        ladder_id=ladder_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ladder_id: str,
    *,
    client: AuthenticatedClient,

) -> Ladder | Problem | None:
    """ Take your registered bot off the ladder

     With a registered bot's token: no new game pairs the bot (a game it is playing is
    played and rated); its line stays on the leaderboard. It takes no body.

    Args:
        ladder_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Ladder | Problem
     """


    return (await asyncio_detailed(
        ladder_id=ladder_id,
client=client,

    )).parsed
