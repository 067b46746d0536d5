from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.tournament import Tournament
from typing import cast



def _get_kwargs(
    tournament_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Tournament | None:
    if response.status_code == 200:
        response_200 = Tournament.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Tournament]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | Tournament]:
    """ A tournament's progress, standings and games

     The tournament's `status` (`running`, `done`, `failed` with an `error`, or
    `cancelled` by its creator: `cancelled` says who and when),
    `progress` (games done of the total), the `standings` (games, wins, draws, points,
    strikes and an OpenSkill rating), and every game scheduled so far with its seats,
    its stored game's id, a link to its replay and its result. A Swiss round is
    scheduled once the round before it is over.

    The games are played by a background thread of one of the service's workers; if
    that worker stops, the next read of the tournament resumes it where it was.

    Args:
        tournament_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Tournament]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | Tournament | None:
    """ A tournament's progress, standings and games

     The tournament's `status` (`running`, `done`, `failed` with an `error`, or
    `cancelled` by its creator: `cancelled` says who and when),
    `progress` (games done of the total), the `standings` (games, wins, draws, points,
    strikes and an OpenSkill rating), and every game scheduled so far with its seats,
    its stored game's id, a link to its replay and its result. A Swiss round is
    scheduled once the round before it is over.

    The games are played by a background thread of one of the service's workers; if
    that worker stops, the next read of the tournament resumes it where it was.

    Args:
        tournament_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Tournament
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | Tournament]:
    """ A tournament's progress, standings and games

     The tournament's `status` (`running`, `done`, `failed` with an `error`, or
    `cancelled` by its creator: `cancelled` says who and when),
    `progress` (games done of the total), the `standings` (games, wins, draws, points,
    strikes and an OpenSkill rating), and every game scheduled so far with its seats,
    its stored game's id, a link to its replay and its result. A Swiss round is
    scheduled once the round before it is over.

    The games are played by a background thread of one of the service's workers; if
    that worker stops, the next read of the tournament resumes it where it was.

    Args:
        tournament_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Tournament]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | Tournament | None:
    """ A tournament's progress, standings and games

     The tournament's `status` (`running`, `done`, `failed` with an `error`, or
    `cancelled` by its creator: `cancelled` says who and when),
    `progress` (games done of the total), the `standings` (games, wins, draws, points,
    strikes and an OpenSkill rating), and every game scheduled so far with its seats,
    its stored game's id, a link to its replay and its result. A Swiss round is
    scheduled once the round before it is over.

    The games are played by a background thread of one of the service's workers; if
    that worker stops, the next read of the tournament resumes it where it was.

    Args:
        tournament_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Tournament
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,

    )).parsed
