from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge import Challenge
from ...models.create_challenge_request import CreateChallengeRequest
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CreateChallengeRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/challenges",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Challenge | Problem | None:
    if response.status_code == 201:
        response_201 = Challenge.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Challenge | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateChallengeRequest,

) -> Response[Challenge | Problem]:
    """ Challenge registered bots to a game

     Proposes a game (a ruleset and its seats, as `POST /v1/games` takes them) to the
    registered bots named in its seats' `account`; each hears of it on its feed
    (`challenge`). Once every invited bot has accepted, the game is created and each
    one's feed says `seat_assigned` (`by: challenge`); one decline ends it, and so does
    `expires_in_s` (default 60) passing without every answer (`expired`, applied when
    the challenge is read or answered and when any bot reads its feed). Anyone may
    challenge; with a bot's token the challenge is `from` that bot. `clock` is passed
    to the game as it is.

    Args:
        body (CreateChallengeRequest): A game proposed to registered bots (`POST /v1/challenges`):
            created once every bot
            named in a seat's `account` accepts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | Problem]
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
    body: CreateChallengeRequest,

) -> Challenge | Problem | None:
    """ Challenge registered bots to a game

     Proposes a game (a ruleset and its seats, as `POST /v1/games` takes them) to the
    registered bots named in its seats' `account`; each hears of it on its feed
    (`challenge`). Once every invited bot has accepted, the game is created and each
    one's feed says `seat_assigned` (`by: challenge`); one decline ends it, and so does
    `expires_in_s` (default 60) passing without every answer (`expired`, applied when
    the challenge is read or answered and when any bot reads its feed). Anyone may
    challenge; with a bot's token the challenge is `from` that bot. `clock` is passed
    to the game as it is.

    Args:
        body (CreateChallengeRequest): A game proposed to registered bots (`POST /v1/challenges`):
            created once every bot
            named in a seat's `account` accepts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateChallengeRequest,

) -> Response[Challenge | Problem]:
    """ Challenge registered bots to a game

     Proposes a game (a ruleset and its seats, as `POST /v1/games` takes them) to the
    registered bots named in its seats' `account`; each hears of it on its feed
    (`challenge`). Once every invited bot has accepted, the game is created and each
    one's feed says `seat_assigned` (`by: challenge`); one decline ends it, and so does
    `expires_in_s` (default 60) passing without every answer (`expired`, applied when
    the challenge is read or answered and when any bot reads its feed). Anyone may
    challenge; with a bot's token the challenge is `from` that bot. `clock` is passed
    to the game as it is.

    Args:
        body (CreateChallengeRequest): A game proposed to registered bots (`POST /v1/challenges`):
            created once every bot
            named in a seat's `account` accepts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | Problem]
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
    body: CreateChallengeRequest,

) -> Challenge | Problem | None:
    """ Challenge registered bots to a game

     Proposes a game (a ruleset and its seats, as `POST /v1/games` takes them) to the
    registered bots named in its seats' `account`; each hears of it on its feed
    (`challenge`). Once every invited bot has accepted, the game is created and each
    one's feed says `seat_assigned` (`by: challenge`); one decline ends it, and so does
    `expires_in_s` (default 60) passing without every answer (`expired`, applied when
    the challenge is read or answered and when any bot reads its feed). Anyone may
    challenge; with a bot's token the challenge is `from` that bot. `clock` is passed
    to the game as it is.

    Args:
        body (CreateChallengeRequest): A game proposed to registered bots (`POST /v1/challenges`):
            created once every bot
            named in a seat's `account` accepts.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
