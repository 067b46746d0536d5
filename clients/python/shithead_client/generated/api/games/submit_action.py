from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_result import ActionResult
from ...models.problem import Problem
from ...models.submit_action_request import SubmitActionRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: SubmitActionRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/actions".format(game_id=quote(str(game_id), safe=""),),
    }

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
    body: SubmitActionRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Act

     Applies the token's seat's action if the game is still at `expected_version` and
    the rules allow it (or, when other seats moved since and nothing of this seat's
    changed, its legal moves and own cards, at the current version: the answer's
    `rebased_from` says so; see docs/api.md, "Moves that commute"). Answers 201 with the events it
    caused (redacted for you) and the
    new game state. The answer is at the version after your action, with its events
    only: it does not wait for the seats the service plays. Their answers are appended
    afterwards and reach you, like any other player's moves, on
    `GET /v1/games/{game_id}/events?after={version}&wait=`. With an `Idempotency-Key` (scoped to your
    seat) a retry of the same
    request (same key, same body) answers with the first response again, byte for byte
    and with the header `Idempotent-Replayed: true`, and appends nothing; the same key
    with a different body is refused (422 `idempotency_key_reused`). A key is remembered
    for the server's idempotency window (`IDEMPOTENCY_TTL_S`, a day unless configured):
    a retry after it is a new request, which the version check answers 409
    `version_conflict` if the first one was applied.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (SubmitActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: SubmitActionRequest,
    idempotency_key: str | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Act

     Applies the token's seat's action if the game is still at `expected_version` and
    the rules allow it (or, when other seats moved since and nothing of this seat's
    changed, its legal moves and own cards, at the current version: the answer's
    `rebased_from` says so; see docs/api.md, "Moves that commute"). Answers 201 with the events it
    caused (redacted for you) and the
    new game state. The answer is at the version after your action, with its events
    only: it does not wait for the seats the service plays. Their answers are appended
    afterwards and reach you, like any other player's moves, on
    `GET /v1/games/{game_id}/events?after={version}&wait=`. With an `Idempotency-Key` (scoped to your
    seat) a retry of the same
    request (same key, same body) answers with the first response again, byte for byte
    and with the header `Idempotent-Replayed: true`, and appends nothing; the same key
    with a different body is refused (422 `idempotency_key_reused`). A key is remembered
    for the server's idempotency window (`IDEMPOTENCY_TTL_S`, a day unless configured):
    a retry after it is a new request, which the version check answers 409
    `version_conflict` if the first one was applied.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (SubmitActionRequest):

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
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: SubmitActionRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Act

     Applies the token's seat's action if the game is still at `expected_version` and
    the rules allow it (or, when other seats moved since and nothing of this seat's
    changed, its legal moves and own cards, at the current version: the answer's
    `rebased_from` says so; see docs/api.md, "Moves that commute"). Answers 201 with the events it
    caused (redacted for you) and the
    new game state. The answer is at the version after your action, with its events
    only: it does not wait for the seats the service plays. Their answers are appended
    afterwards and reach you, like any other player's moves, on
    `GET /v1/games/{game_id}/events?after={version}&wait=`. With an `Idempotency-Key` (scoped to your
    seat) a retry of the same
    request (same key, same body) answers with the first response again, byte for byte
    and with the header `Idempotent-Replayed: true`, and appends nothing; the same key
    with a different body is refused (422 `idempotency_key_reused`). A key is remembered
    for the server's idempotency window (`IDEMPOTENCY_TTL_S`, a day unless configured):
    a retry after it is a new request, which the version check answers 409
    `version_conflict` if the first one was applied.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (SubmitActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: SubmitActionRequest,
    idempotency_key: str | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Act

     Applies the token's seat's action if the game is still at `expected_version` and
    the rules allow it (or, when other seats moved since and nothing of this seat's
    changed, its legal moves and own cards, at the current version: the answer's
    `rebased_from` says so; see docs/api.md, "Moves that commute"). Answers 201 with the events it
    caused (redacted for you) and the
    new game state. The answer is at the version after your action, with its events
    only: it does not wait for the seats the service plays. Their answers are appended
    afterwards and reach you, like any other player's moves, on
    `GET /v1/games/{game_id}/events?after={version}&wait=`. With an `Idempotency-Key` (scoped to your
    seat) a retry of the same
    request (same key, same body) answers with the first response again, byte for byte
    and with the header `Idempotent-Replayed: true`, and appends nothing; the same key
    with a different body is refused (422 `idempotency_key_reused`). A key is remembered
    for the server's idempotency window (`IDEMPOTENCY_TTL_S`, a day unless configured):
    a retry after it is a new request, which the version check answers 409
    `version_conflict` if the first one was applied.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (SubmitActionRequest):

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
idempotency_key=idempotency_key,

    )).parsed
