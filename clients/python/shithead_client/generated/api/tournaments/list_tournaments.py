from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_tournaments_status import ListTournamentsStatus
from ...models.problem import Problem
from ...models.tournament_list import TournamentList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: ListTournamentsStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentList | None:
    if response.status_code == 200:
        response_200 = TournamentList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TournamentList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[Problem | TournamentList]:
    """ List tournaments

     Tournaments newest first, each with its ruleset, participants and progress. Pages
    hold at most `limit` tournaments; pass `next_cursor` back as `cursor` for the next
    page (`next_cursor` is null on the last page). With `status=upcoming` the
    tournaments still to start, soonest first (an open one's participants are the bots
    entered so far).

    Args:
        status (ListTournamentsStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentList]
     """


    kwargs = _get_kwargs(
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
    status: ListTournamentsStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Problem | TournamentList | None:
    """ List tournaments

     Tournaments newest first, each with its ruleset, participants and progress. Pages
    hold at most `limit` tournaments; pass `next_cursor` back as `cursor` for the next
    page (`next_cursor` is null on the last page). With `status=upcoming` the
    tournaments still to start, soonest first (an open one's participants are the bots
    entered so far).

    Args:
        status (ListTournamentsStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentList
     """


    return sync_detailed(
        client=client,
status=status,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[Problem | TournamentList]:
    """ List tournaments

     Tournaments newest first, each with its ruleset, participants and progress. Pages
    hold at most `limit` tournaments; pass `next_cursor` back as `cursor` for the next
    page (`next_cursor` is null on the last page). With `status=upcoming` the
    tournaments still to start, soonest first (an open one's participants are the bots
    entered so far).

    Args:
        status (ListTournamentsStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentList]
     """


    kwargs = _get_kwargs(
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
    status: ListTournamentsStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Problem | TournamentList | None:
    """ List tournaments

     Tournaments newest first, each with its ruleset, participants and progress. Pages
    hold at most `limit` tournaments; pass `next_cursor` back as `cursor` for the next
    page (`next_cursor` is null on the last page). With `status=upcoming` the
    tournaments still to start, soonest first (an open one's participants are the bots
    entered so far).

    Args:
        status (ListTournamentsStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentList
     """


    return (await asyncio_detailed(
        client=client,
status=status,
cursor=cursor,
limit=limit,

    )).parsed
