from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_result import ActionResult
from ...models.leave_request import LeaveRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: LeaveRequest | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/leave".format(game_id=quote(str(game_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionResult | Problem | None:
    if response.status_code == 201:
        response_201 = ActionResult.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionResult | Problem]:
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
    body: LeaveRequest | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Leave the seat to a built-in bot

     The seat of the bearer token is left to a built-in bot, `bot` in the body (default
    `heuristic`), which the service plays from the next version on; the game goes on. The
    seat's token acts in it no more (403 `seat_left`). The seat shows `left: {version, bot}`;
    a ladder rates the game as the leaver's loss, whatever its substitute made of it. Logged
    with the cause `{"seat", "action": {"kind": "leave", "bot"}}` (event `SeatLeft`); the seat's
    causes after it name the substitute as their `bot`. The seat's registered bots hear of it
    on their feeds (`seat_left`), its push bots by a `seat_left` notice.

    Args:
        game_id (str):
        body (LeaveRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: LeaveRequest | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Leave the seat to a built-in bot

     The seat of the bearer token is left to a built-in bot, `bot` in the body (default
    `heuristic`), which the service plays from the next version on; the game goes on. The
    seat's token acts in it no more (403 `seat_left`). The seat shows `left: {version, bot}`;
    a ladder rates the game as the leaver's loss, whatever its substitute made of it. Logged
    with the cause `{"seat", "action": {"kind": "leave", "bot"}}` (event `SeatLeft`); the seat's
    causes after it name the substitute as their `bot`. The seat's registered bots hear of it
    on their feeds (`seat_left`), its push bots by a `seat_left` notice.

    Args:
        game_id (str):
        body (LeaveRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: LeaveRequest | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Leave the seat to a built-in bot

     The seat of the bearer token is left to a built-in bot, `bot` in the body (default
    `heuristic`), which the service plays from the next version on; the game goes on. The
    seat's token acts in it no more (403 `seat_left`). The seat shows `left: {version, bot}`;
    a ladder rates the game as the leaver's loss, whatever its substitute made of it. Logged
    with the cause `{"seat", "action": {"kind": "leave", "bot"}}` (event `SeatLeft`); the seat's
    causes after it name the substitute as their `bot`. The seat's registered bots hear of it
    on their feeds (`seat_left`), its push bots by a `seat_left` notice.

    Args:
        game_id (str):
        body (LeaveRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: LeaveRequest | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Leave the seat to a built-in bot

     The seat of the bearer token is left to a built-in bot, `bot` in the body (default
    `heuristic`), which the service plays from the next version on; the game goes on. The
    seat's token acts in it no more (403 `seat_left`). The seat shows `left: {version, bot}`;
    a ladder rates the game as the leaver's loss, whatever its substitute made of it. Logged
    with the cause `{"seat", "action": {"kind": "leave", "bot"}}` (event `SeatLeft`); the seat's
    causes after it name the substitute as their `bot`. The seat's registered bots hear of it
    on their feeds (`seat_left`), its push bots by a `seat_left` notice.

    Args:
        game_id (str):
        body (LeaveRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,

    )).parsed
