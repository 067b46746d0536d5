from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_ladder_request import CreateLadderRequest
from ...models.ladder import Ladder
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CreateLadderRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/ladders",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Ladder | Problem | None:
    if response.status_code == 201:
        response_201 = Ladder.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Ladder | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateLadderRequest,

) -> Response[Ladder | Problem]:
    """ Start a ladder of registered bots

     A standing ladder in one ruleset: the scheduler in `shithead worker` keeps pairing
    its enrolled bots by rating, `seats_per_game` at a time, each bot at most
    `games_per_hour` games an hour (spaced an hour / `games_per_hour` apart), in games
    whose seats are the bots' own (`{"account": name}`: each bot's feed announces its
    seat with `by: ladder`). Every game that ends updates the bots' OpenSkill ratings
    (Plackett-Luce), kept per ladder and shown on each bot's profile per ruleset.

    Needs a credential (an organiser's or a bot's token); a ladder counts as one of
    the credential's running tournaments until it is cancelled. `bots` enrols
    registered bots at once; others join with their own token
    (`POST /v1/ladders/{ladder_id}/join`). Nothing moves while no `shithead worker`
    runs: the ladder's `status` says so (`waiting_for_worker`).

    Args:
        body (CreateLadderRequest): A standing ladder of registered bots (`POST /v1/ladders`),
            paired by rating by the
            scheduler in `shithead worker`. Example: {'ruleset': 'classic', 'name': 'classic ladder',
            'seats_per_game': 2, 'games_per_hour': 30, 'bots': ['my-bot', 'your-bot']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Ladder | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: CreateLadderRequest,

) -> Ladder | Problem | None:
    """ Start a ladder of registered bots

     A standing ladder in one ruleset: the scheduler in `shithead worker` keeps pairing
    its enrolled bots by rating, `seats_per_game` at a time, each bot at most
    `games_per_hour` games an hour (spaced an hour / `games_per_hour` apart), in games
    whose seats are the bots' own (`{"account": name}`: each bot's feed announces its
    seat with `by: ladder`). Every game that ends updates the bots' OpenSkill ratings
    (Plackett-Luce), kept per ladder and shown on each bot's profile per ruleset.

    Needs a credential (an organiser's or a bot's token); a ladder counts as one of
    the credential's running tournaments until it is cancelled. `bots` enrols
    registered bots at once; others join with their own token
    (`POST /v1/ladders/{ladder_id}/join`). Nothing moves while no `shithead worker`
    runs: the ladder's `status` says so (`waiting_for_worker`).

    Args:
        body (CreateLadderRequest): A standing ladder of registered bots (`POST /v1/ladders`),
            paired by rating by the
            scheduler in `shithead worker`. Example: {'ruleset': 'classic', 'name': 'classic ladder',
            'seats_per_game': 2, 'games_per_hour': 30, 'bots': ['my-bot', 'your-bot']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Ladder | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateLadderRequest,

) -> Response[Ladder | Problem]:
    """ Start a ladder of registered bots

     A standing ladder in one ruleset: the scheduler in `shithead worker` keeps pairing
    its enrolled bots by rating, `seats_per_game` at a time, each bot at most
    `games_per_hour` games an hour (spaced an hour / `games_per_hour` apart), in games
    whose seats are the bots' own (`{"account": name}`: each bot's feed announces its
    seat with `by: ladder`). Every game that ends updates the bots' OpenSkill ratings
    (Plackett-Luce), kept per ladder and shown on each bot's profile per ruleset.

    Needs a credential (an organiser's or a bot's token); a ladder counts as one of
    the credential's running tournaments until it is cancelled. `bots` enrols
    registered bots at once; others join with their own token
    (`POST /v1/ladders/{ladder_id}/join`). Nothing moves while no `shithead worker`
    runs: the ladder's `status` says so (`waiting_for_worker`).

    Args:
        body (CreateLadderRequest): A standing ladder of registered bots (`POST /v1/ladders`),
            paired by rating by the
            scheduler in `shithead worker`. Example: {'ruleset': 'classic', 'name': 'classic ladder',
            'seats_per_game': 2, 'games_per_hour': 30, 'bots': ['my-bot', 'your-bot']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Ladder | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateLadderRequest,

) -> Ladder | Problem | None:
    """ Start a ladder of registered bots

     A standing ladder in one ruleset: the scheduler in `shithead worker` keeps pairing
    its enrolled bots by rating, `seats_per_game` at a time, each bot at most
    `games_per_hour` games an hour (spaced an hour / `games_per_hour` apart), in games
    whose seats are the bots' own (`{"account": name}`: each bot's feed announces its
    seat with `by: ladder`). Every game that ends updates the bots' OpenSkill ratings
    (Plackett-Luce), kept per ladder and shown on each bot's profile per ruleset.

    Needs a credential (an organiser's or a bot's token); a ladder counts as one of
    the credential's running tournaments until it is cancelled. `bots` enrols
    registered bots at once; others join with their own token
    (`POST /v1/ladders/{ladder_id}/join`). Nothing moves while no `shithead worker`
    runs: the ladder's `status` says so (`waiting_for_worker`).

    Args:
        body (CreateLadderRequest): A standing ladder of registered bots (`POST /v1/ladders`),
            paired by rating by the
            scheduler in `shithead worker`. Example: {'ruleset': 'classic', 'name': 'classic ladder',
            'seats_per_game': 2, 'games_per_hour': 30, 'bots': ['my-bot', 'your-bot']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Ladder | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
