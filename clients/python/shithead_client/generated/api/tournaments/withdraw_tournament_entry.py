from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.tournament_entries import TournamentEntries
from typing import cast



def _get_kwargs(
    tournament_id: str,
    name: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/tournaments/{tournament_id}/entries/{name}".format(tournament_id=quote(str(tournament_id), safe=""),name=quote(str(name), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentEntries | None:
    if response.status_code == 200:
        response_200 = TournamentEntries.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TournamentEntries]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    name: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | TournamentEntries]:
    """ Withdraw your registered bot's entry before the start

     With the bot's own token (403 `bot_consent_required` for another bot's name):
    the entry is withdrawn and the entries left are answered; 404 for a bot not
    entered, 409 `tournament_started` once the tournament started.

    Args:
        tournament_id (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentEntries]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
name=name,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    name: str,
    *,
    client: AuthenticatedClient,

) -> Problem | TournamentEntries | None:
    """ Withdraw your registered bot's entry before the start

     With the bot's own token (403 `bot_consent_required` for another bot's name):
    the entry is withdrawn and the entries left are answered; 404 for a bot not
    entered, 409 `tournament_started` once the tournament started.

    Args:
        tournament_id (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentEntries
     """


    return sync_detailed(
        tournament_id=tournament_id,
name=name,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    name: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | TournamentEntries]:
    """ Withdraw your registered bot's entry before the start

     With the bot's own token (403 `bot_consent_required` for another bot's name):
    the entry is withdrawn and the entries left are answered; 404 for a bot not
    entered, 409 `tournament_started` once the tournament started.

    Args:
        tournament_id (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentEntries]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
name=name,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    name: str,
    *,
    client: AuthenticatedClient,

) -> Problem | TournamentEntries | None:
    """ Withdraw your registered bot's entry before the start

     With the bot's own token (403 `bot_consent_required` for another bot's name):
    the entry is withdrawn and the entries left are answered; 404 for a bot not
    entered, 409 `tournament_started` once the tournament started.

    Args:
        tournament_id (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentEntries
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
name=name,
client=client,

    )).parsed
