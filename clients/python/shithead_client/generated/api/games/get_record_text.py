from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/record.txt".format(game_id=quote(str(game_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | str]:
    """ The game's moves in words

     The game as a reader follows it: one line per move, `<seq>. <words>` ("7. ann played
    three 7s; the pile burned"), the words the table page and the replay viewer say, and
    a move's note quoted after it. The events are those of `GET /v1/games/{game_id}/events`
    for the caller (a seat's token, or none: a spectator), so while the game runs no card
    the caller may not see is named ("a hidden card"); once it is over, every card is.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | str | None:
    """ The game's moves in words

     The game as a reader follows it: one line per move, `<seq>. <words>` ("7. ann played
    three 7s; the pile burned"), the words the table page and the replay viewer say, and
    a move's note quoted after it. The events are those of `GET /v1/games/{game_id}/events`
    for the caller (a seat's token, or none: a spectator), so while the game runs no card
    the caller may not see is named ("a hidden card"); once it is over, every card is.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        game_id=game_id,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | str]:
    """ The game's moves in words

     The game as a reader follows it: one line per move, `<seq>. <words>` ("7. ann played
    three 7s; the pile burned"), the words the table page and the replay viewer say, and
    a move's note quoted after it. The events are those of `GET /v1/games/{game_id}/events`
    for the caller (a seat's token, or none: a spectator), so while the game runs no card
    the caller may not see is named ("a hidden card"); once it is over, every card is.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | str | None:
    """ The game's moves in words

     The game as a reader follows it: one line per move, `<seq>. <words>` ("7. ann played
    three 7s; the pile burned"), the words the table page and the replay viewer say, and
    a move's note quoted after it. The events are those of `GET /v1/games/{game_id}/events`
    for the caller (a seat's token, or none: a spectator), so while the game runs no card
    the caller may not see is named ("a hidden card"); once it is over, every card is.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,

    )).parsed
