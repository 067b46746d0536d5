from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bot_history import BotHistory
from ...models.get_bot_games_outcome import GetBotGamesOutcome
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    name: str,
    *,
    ruleset: str | Unset = UNSET,
    outcome: GetBotGamesOutcome | Unset = UNSET,
    opponent: str | Unset = UNSET,
    version: str | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["ruleset"] = ruleset

    json_outcome: str | Unset = UNSET
    if not isinstance(outcome, Unset):
        json_outcome = outcome.value

    params["outcome"] = json_outcome

    params["opponent"] = opponent

    params["version"] = version

    params["since"] = since

    params["until"] = until

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/bots/{name}/games".format(name=quote(str(name), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BotHistory | Problem | None:
    if response.status_code == 200:
        response_200 = BotHistory.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BotHistory | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    outcome: GetBotGamesOutcome | Unset = UNSET,
    opponent: str | Unset = UNSET,
    version: str | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[BotHistory | Problem]:
    """ A bot's history of finished games

     Every finished game the bot played (while retention keeps it), newest first by
    the time it ended, a page at a time: pass `next_cursor` back as `cursor`. Each
    filter narrows it; a page reads one index, so its cost does not grow with the
    games stored. With `Accept: application/x-ndjson` the answer streams every
    matching game's signed replay document (as `GET /v1/games/{id}/replay`), one a
    line, newest first; a game whose deal another game still plays (a duplicate
    tournament's) is a line `{"withheld": "<id>", "code": "deal_in_play"}` instead.

    Args:
        name (str):
        ruleset (str | Unset):
        outcome (GetBotGamesOutcome | Unset):
        opponent (str | Unset):
        version (str | Unset):
        since (str | Unset):
        until (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotHistory | Problem]
     """


    kwargs = _get_kwargs(
        name=name,
ruleset=ruleset,
outcome=outcome,
opponent=opponent,
version=version,
since=since,
until=until,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    outcome: GetBotGamesOutcome | Unset = UNSET,
    opponent: str | Unset = UNSET,
    version: str | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> BotHistory | Problem | None:
    """ A bot's history of finished games

     Every finished game the bot played (while retention keeps it), newest first by
    the time it ended, a page at a time: pass `next_cursor` back as `cursor`. Each
    filter narrows it; a page reads one index, so its cost does not grow with the
    games stored. With `Accept: application/x-ndjson` the answer streams every
    matching game's signed replay document (as `GET /v1/games/{id}/replay`), one a
    line, newest first; a game whose deal another game still plays (a duplicate
    tournament's) is a line `{"withheld": "<id>", "code": "deal_in_play"}` instead.

    Args:
        name (str):
        ruleset (str | Unset):
        outcome (GetBotGamesOutcome | Unset):
        opponent (str | Unset):
        version (str | Unset):
        since (str | Unset):
        until (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotHistory | Problem
     """


    return sync_detailed(
        name=name,
client=client,
ruleset=ruleset,
outcome=outcome,
opponent=opponent,
version=version,
since=since,
until=until,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    outcome: GetBotGamesOutcome | Unset = UNSET,
    opponent: str | Unset = UNSET,
    version: str | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[BotHistory | Problem]:
    """ A bot's history of finished games

     Every finished game the bot played (while retention keeps it), newest first by
    the time it ended, a page at a time: pass `next_cursor` back as `cursor`. Each
    filter narrows it; a page reads one index, so its cost does not grow with the
    games stored. With `Accept: application/x-ndjson` the answer streams every
    matching game's signed replay document (as `GET /v1/games/{id}/replay`), one a
    line, newest first; a game whose deal another game still plays (a duplicate
    tournament's) is a line `{"withheld": "<id>", "code": "deal_in_play"}` instead.

    Args:
        name (str):
        ruleset (str | Unset):
        outcome (GetBotGamesOutcome | Unset):
        opponent (str | Unset):
        version (str | Unset):
        since (str | Unset):
        until (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotHistory | Problem]
     """


    kwargs = _get_kwargs(
        name=name,
ruleset=ruleset,
outcome=outcome,
opponent=opponent,
version=version,
since=since,
until=until,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    ruleset: str | Unset = UNSET,
    outcome: GetBotGamesOutcome | Unset = UNSET,
    opponent: str | Unset = UNSET,
    version: str | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> BotHistory | Problem | None:
    """ A bot's history of finished games

     Every finished game the bot played (while retention keeps it), newest first by
    the time it ended, a page at a time: pass `next_cursor` back as `cursor`. Each
    filter narrows it; a page reads one index, so its cost does not grow with the
    games stored. With `Accept: application/x-ndjson` the answer streams every
    matching game's signed replay document (as `GET /v1/games/{id}/replay`), one a
    line, newest first; a game whose deal another game still plays (a duplicate
    tournament's) is a line `{"withheld": "<id>", "code": "deal_in_play"}` instead.

    Args:
        name (str):
        ruleset (str | Unset):
        outcome (GetBotGamesOutcome | Unset):
        opponent (str | Unset):
        version (str | Unset):
        since (str | Unset):
        until (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotHistory | Problem
     """


    return (await asyncio_detailed(
        name=name,
client=client,
ruleset=ruleset,
outcome=outcome,
opponent=opponent,
version=version,
since=since,
until=until,
cursor=cursor,
limit=limit,

    )).parsed
