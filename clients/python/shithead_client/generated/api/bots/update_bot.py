from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bot_profile import BotProfile
from ...models.problem import Problem
from ...models.update_bot_request import UpdateBotRequest
from typing import cast



def _get_kwargs(
    name: str,
    *,
    body: UpdateBotRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/bots/{name}".format(name=quote(str(name), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BotProfile | Problem | None:
    if response.status_code == 200:
        response_200 = BotProfile.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BotProfile | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    *,
    client: AuthenticatedClient,
    body: UpdateBotRequest,

) -> Response[BotProfile | Problem]:
    """ Change a bot's description, push URL or version

     With the bot's own token: a new `description`, a push bot's new `push_url`
    (checked as at registration; games created from then on call it, so a new URL
    needs no new name) and its `version` tag. Each game records the version that
    played each seat when it was seated (the seat's `version` in the game's view, and
    in the bot's history, which filters by it). With a new version, `rating: "reset"`
    clears the bot's rating in every ruleset; `keep`, the default, keeps them.

    Args:
        name (str):
        body (UpdateBotRequest): A bot's record changed by its owner (`PATCH /v1/bots/{name}` with
            its token). Example: {'version': '2.0.0', 'rating': 'reset', 'description': 'plays high
            now'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotProfile | Problem]
     """


    kwargs = _get_kwargs(
        name=name,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    name: str,
    *,
    client: AuthenticatedClient,
    body: UpdateBotRequest,

) -> BotProfile | Problem | None:
    """ Change a bot's description, push URL or version

     With the bot's own token: a new `description`, a push bot's new `push_url`
    (checked as at registration; games created from then on call it, so a new URL
    needs no new name) and its `version` tag. Each game records the version that
    played each seat when it was seated (the seat's `version` in the game's view, and
    in the bot's history, which filters by it). With a new version, `rating: "reset"`
    clears the bot's rating in every ruleset; `keep`, the default, keeps them.

    Args:
        name (str):
        body (UpdateBotRequest): A bot's record changed by its owner (`PATCH /v1/bots/{name}` with
            its token). Example: {'version': '2.0.0', 'rating': 'reset', 'description': 'plays high
            now'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotProfile | Problem
     """


    return sync_detailed(
        name=name,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient,
    body: UpdateBotRequest,

) -> Response[BotProfile | Problem]:
    """ Change a bot's description, push URL or version

     With the bot's own token: a new `description`, a push bot's new `push_url`
    (checked as at registration; games created from then on call it, so a new URL
    needs no new name) and its `version` tag. Each game records the version that
    played each seat when it was seated (the seat's `version` in the game's view, and
    in the bot's history, which filters by it). With a new version, `rating: "reset"`
    clears the bot's rating in every ruleset; `keep`, the default, keeps them.

    Args:
        name (str):
        body (UpdateBotRequest): A bot's record changed by its owner (`PATCH /v1/bots/{name}` with
            its token). Example: {'version': '2.0.0', 'rating': 'reset', 'description': 'plays high
            now'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotProfile | Problem]
     """


    kwargs = _get_kwargs(
        name=name,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient,
    body: UpdateBotRequest,

) -> BotProfile | Problem | None:
    """ Change a bot's description, push URL or version

     With the bot's own token: a new `description`, a push bot's new `push_url`
    (checked as at registration; games created from then on call it, so a new URL
    needs no new name) and its `version` tag. Each game records the version that
    played each seat when it was seated (the seat's `version` in the game's view, and
    in the bot's history, which filters by it). With a new version, `rating: "reset"`
    clears the bot's rating in every ruleset; `keep`, the default, keeps them.

    Args:
        name (str):
        body (UpdateBotRequest): A bot's record changed by its owner (`PATCH /v1/bots/{name}` with
            its token). Example: {'version': '2.0.0', 'rating': 'reset', 'description': 'plays high
            now'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotProfile | Problem
     """


    return (await asyncio_detailed(
        name=name,
client=client,
body=body,

    )).parsed
