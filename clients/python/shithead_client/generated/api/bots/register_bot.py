from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.register_bot_request import RegisterBotRequest
from ...models.registered_bot import RegisteredBot
from typing import cast



def _get_kwargs(
    *,
    body: RegisterBotRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/bots",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | RegisteredBot | None:
    if response.status_code == 201:
        response_201 = RegisteredBot.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | RegisteredBot]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterBotRequest,

) -> Response[Problem | RegisteredBot]:
    """ Register a bot

     Registers a bot under a unique name and answers its **token**, shown only here
    (stored as its SHA-256). The token acts in every seat the bot holds: a seat created
    with `{"account": "<name>"}`, an open seat it joined, a challenge it accepted. A
    `push` bot is played by the service at its `url` (the `pushBotMove` webhook); it also
    gets a Standard Webhooks signing secret (`webhook_secret`, `whsec_...`), shown only
    here, with which the service signs its calls. The name `me` is reserved.

    Args:
        body (RegisterBotRequest): A bot to register (`POST /v1/bots`). Example: {'name': 'my-
            bot', 'kind': 'pull', 'description': 'plays low', 'owner': 'ann@example.org'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RegisteredBot]
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
    body: RegisterBotRequest,

) -> Problem | RegisteredBot | None:
    """ Register a bot

     Registers a bot under a unique name and answers its **token**, shown only here
    (stored as its SHA-256). The token acts in every seat the bot holds: a seat created
    with `{"account": "<name>"}`, an open seat it joined, a challenge it accepted. A
    `push` bot is played by the service at its `url` (the `pushBotMove` webhook); it also
    gets a Standard Webhooks signing secret (`webhook_secret`, `whsec_...`), shown only
    here, with which the service signs its calls. The name `me` is reserved.

    Args:
        body (RegisterBotRequest): A bot to register (`POST /v1/bots`). Example: {'name': 'my-
            bot', 'kind': 'pull', 'description': 'plays low', 'owner': 'ann@example.org'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RegisteredBot
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterBotRequest,

) -> Response[Problem | RegisteredBot]:
    """ Register a bot

     Registers a bot under a unique name and answers its **token**, shown only here
    (stored as its SHA-256). The token acts in every seat the bot holds: a seat created
    with `{"account": "<name>"}`, an open seat it joined, a challenge it accepted. A
    `push` bot is played by the service at its `url` (the `pushBotMove` webhook); it also
    gets a Standard Webhooks signing secret (`webhook_secret`, `whsec_...`), shown only
    here, with which the service signs its calls. The name `me` is reserved.

    Args:
        body (RegisterBotRequest): A bot to register (`POST /v1/bots`). Example: {'name': 'my-
            bot', 'kind': 'pull', 'description': 'plays low', 'owner': 'ann@example.org'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RegisteredBot]
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
    body: RegisterBotRequest,

) -> Problem | RegisteredBot | None:
    """ Register a bot

     Registers a bot under a unique name and answers its **token**, shown only here
    (stored as its SHA-256). The token acts in every seat the bot holds: a seat created
    with `{"account": "<name>"}`, an open seat it joined, a challenge it accepted. A
    `push` bot is played by the service at its `url` (the `pushBotMove` webhook); it also
    gets a Standard Webhooks signing secret (`webhook_secret`, `whsec_...`), shown only
    here, with which the service signs its calls. The name `me` is reserved.

    Args:
        body (RegisterBotRequest): A bot to register (`POST /v1/bots`). Example: {'name': 'my-
            bot', 'kind': 'pull', 'description': 'plays low', 'owner': 'ann@example.org'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RegisteredBot
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
