from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.match_results import MatchResults
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    match_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/results".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MatchResults | Problem | None:
    if response.status_code == 200:
        response_200 = MatchResults.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MatchResults | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[MatchResults | Problem]:
    """ A finished match's results as one signed document

     The match's ruleset, first dealer, number of games and seed, every game's id and the
    last hash of its replay, and the standings; verifies against the games' replays (each
    game's dealer and carry-over must follow from the games before it). 409
    `match_not_over` while the match is being played.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchResults | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> MatchResults | Problem | None:
    """ A finished match's results as one signed document

     The match's ruleset, first dealer, number of games and seed, every game's id and the
    last hash of its replay, and the standings; verifies against the games' replays (each
    game's dealer and carry-over must follow from the games before it). 409
    `match_not_over` while the match is being played.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchResults | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[MatchResults | Problem]:
    """ A finished match's results as one signed document

     The match's ruleset, first dealer, number of games and seed, every game's id and the
    last hash of its replay, and the standings; verifies against the games' replays (each
    game's dealer and carry-over must follow from the games before it). 409
    `match_not_over` while the match is being played.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchResults | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> MatchResults | Problem | None:
    """ A finished match's results as one signed document

     The match's ruleset, first dealer, number of games and seed, every game's id and the
    last hash of its replay, and the standings; verifies against the games' replays (each
    game's dealer and carry-over must follow from the games before it). 409
    `match_not_over` while the match is being played.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchResults | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
