from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bot_leaderboard import BotLeaderboard
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    ruleset: str,
    bot: str,
    *,
    limit: int | Unset = 200,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leaderboards/{ruleset}/{bot}".format(ruleset=quote(str(ruleset), safe=""),bot=quote(str(bot), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BotLeaderboard | Problem | None:
    if response.status_code == 200:
        response_200 = BotLeaderboard.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BotLeaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: str,
    bot: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,

) -> Response[BotLeaderboard | Problem]:
    """ A bot's rating in a ruleset, with its history

     The bot's line of the ruleset's leaderboard and its rating after each rated game,
    newest first (the game, when, the rating, `mu`, `sigma`, its score, and the ladder
    or tournament it was played in). 404 for a bot with no rating in the ruleset.

    Args:
        ruleset (str):
        bot (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotLeaderboard | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
bot=bot,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ruleset: str,
    bot: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,

) -> BotLeaderboard | Problem | None:
    """ A bot's rating in a ruleset, with its history

     The bot's line of the ruleset's leaderboard and its rating after each rated game,
    newest first (the game, when, the rating, `mu`, `sigma`, its score, and the ladder
    or tournament it was played in). 404 for a bot with no rating in the ruleset.

    Args:
        ruleset (str):
        bot (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotLeaderboard | Problem
     """


    return sync_detailed(
        ruleset=ruleset,
bot=bot,
client=client,
limit=limit,

    ).parsed

async def asyncio_detailed(
    ruleset: str,
    bot: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,

) -> Response[BotLeaderboard | Problem]:
    """ A bot's rating in a ruleset, with its history

     The bot's line of the ruleset's leaderboard and its rating after each rated game,
    newest first (the game, when, the rating, `mu`, `sigma`, its score, and the ladder
    or tournament it was played in). 404 for a bot with no rating in the ruleset.

    Args:
        ruleset (str):
        bot (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotLeaderboard | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
bot=bot,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ruleset: str,
    bot: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,

) -> BotLeaderboard | Problem | None:
    """ A bot's rating in a ruleset, with its history

     The bot's line of the ruleset's leaderboard and its rating after each rated game,
    newest first (the game, when, the rating, `mu`, `sigma`, its score, and the ladder
    or tournament it was played in). 404 for a bot with no rating in the ruleset.

    Args:
        ruleset (str):
        bot (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotLeaderboard | Problem
     """


    return (await asyncio_detailed(
        ruleset=ruleset,
bot=bot,
client=client,
limit=limit,

    )).parsed
