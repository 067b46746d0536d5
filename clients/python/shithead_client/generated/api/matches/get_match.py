from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.match import Match
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    match_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Match | Problem | None:
    if response.status_code == 200:
        response_200 = Match.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Match | Problem]:
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

) -> Response[Match | Problem]:
    """ A match's games and standings

     The match's `status` (`playing` or `over`), `progress` (games played of the total),
    its `current_game` (the game being played: act there with your seat's token), every
    game so far with who dealt it, what it carried over from the game before, its
    replay and its result, and the `standings` (wins, then fewest losses). Public: no
    token is needed.

    When the current game is over and its successor was not created yet, it is created
    here; a match of bots only is played on by the service by itself.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Match | Problem]
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

) -> Match | Problem | None:
    """ A match's games and standings

     The match's `status` (`playing` or `over`), `progress` (games played of the total),
    its `current_game` (the game being played: act there with your seat's token), every
    game so far with who dealt it, what it carried over from the game before, its
    replay and its result, and the `standings` (wins, then fewest losses). Public: no
    token is needed.

    When the current game is over and its successor was not created yet, it is created
    here; a match of bots only is played on by the service by itself.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Match | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Match | Problem]:
    """ A match's games and standings

     The match's `status` (`playing` or `over`), `progress` (games played of the total),
    its `current_game` (the game being played: act there with your seat's token), every
    game so far with who dealt it, what it carried over from the game before, its
    replay and its result, and the `standings` (wins, then fewest losses). Public: no
    token is needed.

    When the current game is over and its successor was not created yet, it is created
    here; a match of bots only is played on by the service by itself.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Match | Problem]
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

) -> Match | Problem | None:
    """ A match's games and standings

     The match's `status` (`playing` or `over`), `progress` (games played of the total),
    its `current_game` (the game being played: act there with your seat's token), every
    game so far with who dealt it, what it carried over from the game before, its
    replay and its result, and the `standings` (wins, then fewest losses). Public: no
    token is needed.

    When the current game is over and its successor was not created yet, it is created
    here; a match of bots only is played on by the service by itself.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Match | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
