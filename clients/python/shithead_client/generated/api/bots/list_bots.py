from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.directory import Directory
from ...models.list_bots_online import ListBotsOnline
from ...models.list_bots_sort import ListBotsSort
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    q: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    online: ListBotsOnline | Unset = UNSET,
    sort: ListBotsSort | Unset = ListBotsSort.NAME,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["q"] = q

    params["ruleset"] = ruleset

    json_online: str | Unset = UNSET
    if not isinstance(online, Unset):
        json_online = online.value

    params["online"] = json_online

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/bots",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Directory | Problem | None:
    if response.status_code == 200:
        response_200 = Directory.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Directory | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    online: ListBotsOnline | Unset = UNSET,
    sort: ListBotsSort | Unset = ListBotsSort.NAME,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Directory | Problem]:
    """ The directory of registered bots

     Registered bots found by name (`q`), filtered by the ruleset they are rated in
    (`ruleset`) and by presence (`online`), in name order or, with a `ruleset`, best
    rating first (`sort=rating`). Pass `next_cursor` back as `cursor` for the next page
    (null on the last). A page looks at 2000 bots at most, so with narrow filters it may
    hold fewer than `limit` bots and still have a `next_cursor`.

    Args:
        q (str | Unset):
        ruleset (str | Unset):
        online (ListBotsOnline | Unset):
        sort (ListBotsSort | Unset):  Default: ListBotsSort.NAME.
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Directory | Problem]
     """


    kwargs = _get_kwargs(
        q=q,
ruleset=ruleset,
online=online,
sort=sort,
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
    q: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    online: ListBotsOnline | Unset = UNSET,
    sort: ListBotsSort | Unset = ListBotsSort.NAME,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Directory | Problem | None:
    """ The directory of registered bots

     Registered bots found by name (`q`), filtered by the ruleset they are rated in
    (`ruleset`) and by presence (`online`), in name order or, with a `ruleset`, best
    rating first (`sort=rating`). Pass `next_cursor` back as `cursor` for the next page
    (null on the last). A page looks at 2000 bots at most, so with narrow filters it may
    hold fewer than `limit` bots and still have a `next_cursor`.

    Args:
        q (str | Unset):
        ruleset (str | Unset):
        online (ListBotsOnline | Unset):
        sort (ListBotsSort | Unset):  Default: ListBotsSort.NAME.
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Directory | Problem
     """


    return sync_detailed(
        client=client,
q=q,
ruleset=ruleset,
online=online,
sort=sort,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    online: ListBotsOnline | Unset = UNSET,
    sort: ListBotsSort | Unset = ListBotsSort.NAME,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Directory | Problem]:
    """ The directory of registered bots

     Registered bots found by name (`q`), filtered by the ruleset they are rated in
    (`ruleset`) and by presence (`online`), in name order or, with a `ruleset`, best
    rating first (`sort=rating`). Pass `next_cursor` back as `cursor` for the next page
    (null on the last). A page looks at 2000 bots at most, so with narrow filters it may
    hold fewer than `limit` bots and still have a `next_cursor`.

    Args:
        q (str | Unset):
        ruleset (str | Unset):
        online (ListBotsOnline | Unset):
        sort (ListBotsSort | Unset):  Default: ListBotsSort.NAME.
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Directory | Problem]
     """


    kwargs = _get_kwargs(
        q=q,
ruleset=ruleset,
online=online,
sort=sort,
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
    q: str | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    online: ListBotsOnline | Unset = UNSET,
    sort: ListBotsSort | Unset = ListBotsSort.NAME,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Directory | Problem | None:
    """ The directory of registered bots

     Registered bots found by name (`q`), filtered by the ruleset they are rated in
    (`ruleset`) and by presence (`online`), in name order or, with a `ruleset`, best
    rating first (`sort=rating`). Pass `next_cursor` back as `cursor` for the next page
    (null on the last). A page looks at 2000 bots at most, so with narrow filters it may
    hold fewer than `limit` bots and still have a `next_cursor`.

    Args:
        q (str | Unset):
        ruleset (str | Unset):
        online (ListBotsOnline | Unset):
        sort (ListBotsSort | Unset):  Default: ListBotsSort.NAME.
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Directory | Problem
     """


    return (await asyncio_detailed(
        client=client,
q=q,
ruleset=ruleset,
online=online,
sort=sort,
cursor=cursor,
limit=limit,

    )).parsed
