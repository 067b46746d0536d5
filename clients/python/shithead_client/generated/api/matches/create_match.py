from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_match_request import CreateMatchRequest
from ...models.created_match import CreatedMatch
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CreateMatchRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedMatch | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedMatch.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedMatch | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateMatchRequest,

) -> Response[CreatedMatch | Problem]:
    """ Start a match

     A match is a series of `games` games (default: the ruleset's `match.games`, e.g.
    three for `green-cutthroat-2018`, one for `classic`; at most 99) at one table, with
    what the ruleset carries over from one game to the next: the loser of a game deals
    the next one (after a draw, or where there is no loser, the deal passes to the
    left); in some rulesets the winner plays first (`green-ct-2006`) or is dealt the
    start card face down as its spoils and plays first (`green-cutthroat-2018`,
    `green-shithead-2018`); the previous loser may be barred from swapping. Every game
    is played, even when one seat has already won most of them (best of three plays
    all three).

    Answers with the match, one bearer token per closed seat (shown only here) and the
    first game's id (`first_game`). The **same tokens** act in every game of the match.
    Seats are as for `POST /v1/games`: names, built-in bots, push bots and open seats
    (take an open seat with `POST /v1/games/{game_id}/join` on the current game: the
    token you get then works in the match's later games too).

    Each game is an ordinary game (`GET /v1/games/{game_id}`, its events, its replay).
    When a game ends, the request that ended it creates the next one (and
    `GET /v1/matches/{match_id}` does, if that request could not): read the match for
    its `current_game`. With a `seed`, every game's deal (and its bot seats' moves) is
    derived from the seed and the game's index, so the same match and seed deal the
    same games; each game then shows `explicit_seed`. Bot seats are played by the
    service as in any game, after the append that makes them due; a match of bots
    only is played on by the service, game after game, until it is over.

    Args:
        body (CreateMatchRequest): A match: a series of games at one table (`POST /v1/matches`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedMatch | Problem]
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
    client: AuthenticatedClient | Client,
    body: CreateMatchRequest,

) -> CreatedMatch | Problem | None:
    """ Start a match

     A match is a series of `games` games (default: the ruleset's `match.games`, e.g.
    three for `green-cutthroat-2018`, one for `classic`; at most 99) at one table, with
    what the ruleset carries over from one game to the next: the loser of a game deals
    the next one (after a draw, or where there is no loser, the deal passes to the
    left); in some rulesets the winner plays first (`green-ct-2006`) or is dealt the
    start card face down as its spoils and plays first (`green-cutthroat-2018`,
    `green-shithead-2018`); the previous loser may be barred from swapping. Every game
    is played, even when one seat has already won most of them (best of three plays
    all three).

    Answers with the match, one bearer token per closed seat (shown only here) and the
    first game's id (`first_game`). The **same tokens** act in every game of the match.
    Seats are as for `POST /v1/games`: names, built-in bots, push bots and open seats
    (take an open seat with `POST /v1/games/{game_id}/join` on the current game: the
    token you get then works in the match's later games too).

    Each game is an ordinary game (`GET /v1/games/{game_id}`, its events, its replay).
    When a game ends, the request that ended it creates the next one (and
    `GET /v1/matches/{match_id}` does, if that request could not): read the match for
    its `current_game`. With a `seed`, every game's deal (and its bot seats' moves) is
    derived from the seed and the game's index, so the same match and seed deal the
    same games; each game then shows `explicit_seed`. Bot seats are played by the
    service as in any game, after the append that makes them due; a match of bots
    only is played on by the service, game after game, until it is over.

    Args:
        body (CreateMatchRequest): A match: a series of games at one table (`POST /v1/matches`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedMatch | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateMatchRequest,

) -> Response[CreatedMatch | Problem]:
    """ Start a match

     A match is a series of `games` games (default: the ruleset's `match.games`, e.g.
    three for `green-cutthroat-2018`, one for `classic`; at most 99) at one table, with
    what the ruleset carries over from one game to the next: the loser of a game deals
    the next one (after a draw, or where there is no loser, the deal passes to the
    left); in some rulesets the winner plays first (`green-ct-2006`) or is dealt the
    start card face down as its spoils and plays first (`green-cutthroat-2018`,
    `green-shithead-2018`); the previous loser may be barred from swapping. Every game
    is played, even when one seat has already won most of them (best of three plays
    all three).

    Answers with the match, one bearer token per closed seat (shown only here) and the
    first game's id (`first_game`). The **same tokens** act in every game of the match.
    Seats are as for `POST /v1/games`: names, built-in bots, push bots and open seats
    (take an open seat with `POST /v1/games/{game_id}/join` on the current game: the
    token you get then works in the match's later games too).

    Each game is an ordinary game (`GET /v1/games/{game_id}`, its events, its replay).
    When a game ends, the request that ended it creates the next one (and
    `GET /v1/matches/{match_id}` does, if that request could not): read the match for
    its `current_game`. With a `seed`, every game's deal (and its bot seats' moves) is
    derived from the seed and the game's index, so the same match and seed deal the
    same games; each game then shows `explicit_seed`. Bot seats are played by the
    service as in any game, after the append that makes them due; a match of bots
    only is played on by the service, game after game, until it is over.

    Args:
        body (CreateMatchRequest): A match: a series of games at one table (`POST /v1/matches`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedMatch | Problem]
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
    client: AuthenticatedClient | Client,
    body: CreateMatchRequest,

) -> CreatedMatch | Problem | None:
    """ Start a match

     A match is a series of `games` games (default: the ruleset's `match.games`, e.g.
    three for `green-cutthroat-2018`, one for `classic`; at most 99) at one table, with
    what the ruleset carries over from one game to the next: the loser of a game deals
    the next one (after a draw, or where there is no loser, the deal passes to the
    left); in some rulesets the winner plays first (`green-ct-2006`) or is dealt the
    start card face down as its spoils and plays first (`green-cutthroat-2018`,
    `green-shithead-2018`); the previous loser may be barred from swapping. Every game
    is played, even when one seat has already won most of them (best of three plays
    all three).

    Answers with the match, one bearer token per closed seat (shown only here) and the
    first game's id (`first_game`). The **same tokens** act in every game of the match.
    Seats are as for `POST /v1/games`: names, built-in bots, push bots and open seats
    (take an open seat with `POST /v1/games/{game_id}/join` on the current game: the
    token you get then works in the match's later games too).

    Each game is an ordinary game (`GET /v1/games/{game_id}`, its events, its replay).
    When a game ends, the request that ended it creates the next one (and
    `GET /v1/matches/{match_id}` does, if that request could not): read the match for
    its `current_game`. With a `seed`, every game's deal (and its bot seats' moves) is
    derived from the seed and the game's index, so the same match and seed deal the
    same games; each game then shows `explicit_seed`. Bot seats are played by the
    service as in any game, after the append that makes them due; a match of bots
    only is played on by the service, game after game, until it is over.

    Args:
        body (CreateMatchRequest): A match: a series of games at one table (`POST /v1/matches`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedMatch | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
