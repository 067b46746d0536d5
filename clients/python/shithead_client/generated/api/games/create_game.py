from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_game_request import CreateGameRequest
from ...models.created_game import CreatedGame
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CreateGameRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedGame | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedGame.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameRequest,

) -> Response[CreatedGame | Problem]:
    """ Create a game

     Deals a new game and returns its id, its `version` (the
    `expected_version` of the first action), its `phase`, `to_act` and
    `result`, the events so far as a spectator sees them, and one bearer token per
    closed seat. A seat created with `open: true` has no token: anyone may claim it with
    `POST /v1/games/{game_id}/join`. Tokens are shown only here (and to the joiner).

    The deal comes from a fresh random seed whose SHA-256 `seed_commitment` is published
    now and the seed itself once the game is over. A fixed `seed` (reproducible deals)
    or a complete `deck` (top card first) may be given instead; `explicit_seed` and
    `explicit_deck` say so to everyone who reads the game.

    With `deal_mode: contributed` nobody, the server included, can choose the deal
    (docs/fairness.md): the game opens in the `dealing` phase; every seat first
    commits to a contribution of its own (`commit`, the SHA-256 of the contribution),
    then, once every seat has committed, reveals it (`reveal`); the last reveal deals
    the deck derived from the server's seed and every contribution. A seat that has not
    committed or revealed by `deal_deadline` (`deal_timeout` seconds, default 300)
    forfeits: the game ends undealt (result `forfeit`). Bot seats commit and reveal
    by themselves. Not with `seed` or `deck`.

    Seats played by a built-in bot (`bot`) or a push bot (`push`) are played by the
    service itself, after the append that makes them due (this creation, or any
    action), never inside the request that made it: this answers at the deal, also
    when a bot is the first to act, and the bots' moves follow on
    `GET /v1/games/{game_id}/events?after=&wait=` like any other player's. With
    `play_out: true` the bot seats are played first, until a person must act, and the
    answer is at the version after their moves (a game of bots only: finished). A push
    bot is called as the `pushBotMove` webhook describes; when it fails it plays the
    default move and gets a strike (the seat's `strikes`).

    A seat naming a registered bot (`account`) is seated only with that bot's consent:
    the request is sent with the bot's own token, and names no other registered bot
    (403 `bot_consent_required`; challenge another bot with `POST /v1/challenges`).

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
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
    body: CreateGameRequest,

) -> CreatedGame | Problem | None:
    """ Create a game

     Deals a new game and returns its id, its `version` (the
    `expected_version` of the first action), its `phase`, `to_act` and
    `result`, the events so far as a spectator sees them, and one bearer token per
    closed seat. A seat created with `open: true` has no token: anyone may claim it with
    `POST /v1/games/{game_id}/join`. Tokens are shown only here (and to the joiner).

    The deal comes from a fresh random seed whose SHA-256 `seed_commitment` is published
    now and the seed itself once the game is over. A fixed `seed` (reproducible deals)
    or a complete `deck` (top card first) may be given instead; `explicit_seed` and
    `explicit_deck` say so to everyone who reads the game.

    With `deal_mode: contributed` nobody, the server included, can choose the deal
    (docs/fairness.md): the game opens in the `dealing` phase; every seat first
    commits to a contribution of its own (`commit`, the SHA-256 of the contribution),
    then, once every seat has committed, reveals it (`reveal`); the last reveal deals
    the deck derived from the server's seed and every contribution. A seat that has not
    committed or revealed by `deal_deadline` (`deal_timeout` seconds, default 300)
    forfeits: the game ends undealt (result `forfeit`). Bot seats commit and reveal
    by themselves. Not with `seed` or `deck`.

    Seats played by a built-in bot (`bot`) or a push bot (`push`) are played by the
    service itself, after the append that makes them due (this creation, or any
    action), never inside the request that made it: this answers at the deal, also
    when a bot is the first to act, and the bots' moves follow on
    `GET /v1/games/{game_id}/events?after=&wait=` like any other player's. With
    `play_out: true` the bot seats are played first, until a person must act, and the
    answer is at the version after their moves (a game of bots only: finished). A push
    bot is called as the `pushBotMove` webhook describes; when it fails it plays the
    default move and gets a strike (the seat's `strikes`).

    A seat naming a registered bot (`account`) is seated only with that bot's consent:
    the request is sent with the bot's own token, and names no other registered bot
    (403 `bot_consent_required`; challenge another bot with `POST /v1/challenges`).

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameRequest,

) -> Response[CreatedGame | Problem]:
    """ Create a game

     Deals a new game and returns its id, its `version` (the
    `expected_version` of the first action), its `phase`, `to_act` and
    `result`, the events so far as a spectator sees them, and one bearer token per
    closed seat. A seat created with `open: true` has no token: anyone may claim it with
    `POST /v1/games/{game_id}/join`. Tokens are shown only here (and to the joiner).

    The deal comes from a fresh random seed whose SHA-256 `seed_commitment` is published
    now and the seed itself once the game is over. A fixed `seed` (reproducible deals)
    or a complete `deck` (top card first) may be given instead; `explicit_seed` and
    `explicit_deck` say so to everyone who reads the game.

    With `deal_mode: contributed` nobody, the server included, can choose the deal
    (docs/fairness.md): the game opens in the `dealing` phase; every seat first
    commits to a contribution of its own (`commit`, the SHA-256 of the contribution),
    then, once every seat has committed, reveals it (`reveal`); the last reveal deals
    the deck derived from the server's seed and every contribution. A seat that has not
    committed or revealed by `deal_deadline` (`deal_timeout` seconds, default 300)
    forfeits: the game ends undealt (result `forfeit`). Bot seats commit and reveal
    by themselves. Not with `seed` or `deck`.

    Seats played by a built-in bot (`bot`) or a push bot (`push`) are played by the
    service itself, after the append that makes them due (this creation, or any
    action), never inside the request that made it: this answers at the deal, also
    when a bot is the first to act, and the bots' moves follow on
    `GET /v1/games/{game_id}/events?after=&wait=` like any other player's. With
    `play_out: true` the bot seats are played first, until a person must act, and the
    answer is at the version after their moves (a game of bots only: finished). A push
    bot is called as the `pushBotMove` webhook describes; when it fails it plays the
    default move and gets a strike (the seat's `strikes`).

    A seat naming a registered bot (`account`) is seated only with that bot's consent:
    the request is sent with the bot's own token, and names no other registered bot
    (403 `bot_consent_required`; challenge another bot with `POST /v1/challenges`).

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
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
    body: CreateGameRequest,

) -> CreatedGame | Problem | None:
    """ Create a game

     Deals a new game and returns its id, its `version` (the
    `expected_version` of the first action), its `phase`, `to_act` and
    `result`, the events so far as a spectator sees them, and one bearer token per
    closed seat. A seat created with `open: true` has no token: anyone may claim it with
    `POST /v1/games/{game_id}/join`. Tokens are shown only here (and to the joiner).

    The deal comes from a fresh random seed whose SHA-256 `seed_commitment` is published
    now and the seed itself once the game is over. A fixed `seed` (reproducible deals)
    or a complete `deck` (top card first) may be given instead; `explicit_seed` and
    `explicit_deck` say so to everyone who reads the game.

    With `deal_mode: contributed` nobody, the server included, can choose the deal
    (docs/fairness.md): the game opens in the `dealing` phase; every seat first
    commits to a contribution of its own (`commit`, the SHA-256 of the contribution),
    then, once every seat has committed, reveals it (`reveal`); the last reveal deals
    the deck derived from the server's seed and every contribution. A seat that has not
    committed or revealed by `deal_deadline` (`deal_timeout` seconds, default 300)
    forfeits: the game ends undealt (result `forfeit`). Bot seats commit and reveal
    by themselves. Not with `seed` or `deck`.

    Seats played by a built-in bot (`bot`) or a push bot (`push`) are played by the
    service itself, after the append that makes them due (this creation, or any
    action), never inside the request that made it: this answers at the deal, also
    when a bot is the first to act, and the bots' moves follow on
    `GET /v1/games/{game_id}/events?after=&wait=` like any other player's. With
    `play_out: true` the bot seats are played first, until a person must act, and the
    answer is at the version after their moves (a game of bots only: finished). A push
    bot is called as the `pushBotMove` webhook describes; when it fails it plays the
    default move and gets a strike (the seat's `strikes`).

    A seat naming a registered bot (`account`) is seated only with that bot's consent:
    the request is sent with the bot's own token, and names no other registered bot
    (403 `bot_consent_required`; challenge another bot with `POST /v1/challenges`).

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
