from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.enter_tournament_request import EnterTournamentRequest
from ...models.problem import Problem
from ...models.tournament_entries import TournamentEntries
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    *,
    body: EnterTournamentRequest | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/entries".format(tournament_id=quote(str(tournament_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentEntries | None:
    if response.status_code == 200:
        response_200 = TournamentEntries.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = TournamentEntries.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TournamentEntries]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: EnterTournamentRequest | Unset = UNSET,

) -> Response[Problem | TournamentEntries]:
    """ Enter your registered bot in an open tournament

     With a registered bot's token, before an open tournament's `starts_at`: the bot is
    entered (201), or was already (200: entering is idempotent); the answer lists the
    entries, first entered first. At the start the tournament is played by the bots
    entered (with `require_presence`, by those the service has seen lately). A body is
    optional; a `bot` in it must be the token's own (403 `bot_consent_required`).
    403 `entry_by_invitation` for a tournament whose participants were invited, 409
    `tournament_started` once it started, 409 `tournament_full` at its `max_entries`.

    Args:
        tournament_id (str):
        body (EnterTournamentRequest | Unset): A registered bot's entry in an open tournament
            (`POST /v1/tournaments/{id}/entries`). Example: {'bot': 'my-bot'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentEntries]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: EnterTournamentRequest | Unset = UNSET,

) -> Problem | TournamentEntries | None:
    """ Enter your registered bot in an open tournament

     With a registered bot's token, before an open tournament's `starts_at`: the bot is
    entered (201), or was already (200: entering is idempotent); the answer lists the
    entries, first entered first. At the start the tournament is played by the bots
    entered (with `require_presence`, by those the service has seen lately). A body is
    optional; a `bot` in it must be the token's own (403 `bot_consent_required`).
    403 `entry_by_invitation` for a tournament whose participants were invited, 409
    `tournament_started` once it started, 409 `tournament_full` at its `max_entries`.

    Args:
        tournament_id (str):
        body (EnterTournamentRequest | Unset): A registered bot's entry in an open tournament
            (`POST /v1/tournaments/{id}/entries`). Example: {'bot': 'my-bot'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentEntries
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: EnterTournamentRequest | Unset = UNSET,

) -> Response[Problem | TournamentEntries]:
    """ Enter your registered bot in an open tournament

     With a registered bot's token, before an open tournament's `starts_at`: the bot is
    entered (201), or was already (200: entering is idempotent); the answer lists the
    entries, first entered first. At the start the tournament is played by the bots
    entered (with `require_presence`, by those the service has seen lately). A body is
    optional; a `bot` in it must be the token's own (403 `bot_consent_required`).
    403 `entry_by_invitation` for a tournament whose participants were invited, 409
    `tournament_started` once it started, 409 `tournament_full` at its `max_entries`.

    Args:
        tournament_id (str):
        body (EnterTournamentRequest | Unset): A registered bot's entry in an open tournament
            (`POST /v1/tournaments/{id}/entries`). Example: {'bot': 'my-bot'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentEntries]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: EnterTournamentRequest | Unset = UNSET,

) -> Problem | TournamentEntries | None:
    """ Enter your registered bot in an open tournament

     With a registered bot's token, before an open tournament's `starts_at`: the bot is
    entered (201), or was already (200: entering is idempotent); the answer lists the
    entries, first entered first. At the start the tournament is played by the bots
    entered (with `require_presence`, by those the service has seen lately). A body is
    optional; a `bot` in it must be the token's own (403 `bot_consent_required`).
    403 `entry_by_invitation` for a tournament whose participants were invited, 409
    `tournament_started` once it started, 409 `tournament_full` at its `max_entries`.

    Args:
        tournament_id (str):
        body (EnterTournamentRequest | Unset): A registered bot's entry in an open tournament
            (`POST /v1/tournaments/{id}/entries`). Example: {'bot': 'my-bot'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentEntries
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
body=body,

    )).parsed
