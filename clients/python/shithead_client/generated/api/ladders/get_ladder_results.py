from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ladder_results import LadderResults
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    ladder_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/ladders/{ladder_id}/results".format(ladder_id=quote(str(ladder_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LadderResults | Problem | None:
    if response.status_code == 200:
        response_200 = LadderResults.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LadderResults | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    ladder_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[LadderResults | Problem]:
    """ A ladder's rated games and rating updates as one signed document

     Every game the ladder rated, oldest first, with the last hash of its replay and each
    seat's OpenSkill `mu` and `sigma` before and after it, and the ratings they give. It
    verifies against the games' replays (`POST /v1/replays/verify`, or `shithead verify
    results.json --replays DIR`), every update recomputed with the `openskill` library.
    409 `ladder_log_incomplete` for a ladder that rated games before it kept this log.

    Args:
        ladder_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LadderResults | Problem]
     """


    kwargs = _get_kwargs(
        ladder_id=ladder_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ladder_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> LadderResults | Problem | None:
    """ A ladder's rated games and rating updates as one signed document

     Every game the ladder rated, oldest first, with the last hash of its replay and each
    seat's OpenSkill `mu` and `sigma` before and after it, and the ratings they give. It
    verifies against the games' replays (`POST /v1/replays/verify`, or `shithead verify
    results.json --replays DIR`), every update recomputed with the `openskill` library.
    409 `ladder_log_incomplete` for a ladder that rated games before it kept this log.

    Args:
        ladder_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LadderResults | Problem
     """


    return sync_detailed(
        ladder_id=ladder_id,
client=client,

    ).parsed

async def asyncio_detailed(
    ladder_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[LadderResults | Problem]:
    """ A ladder's rated games and rating updates as one signed document

     Every game the ladder rated, oldest first, with the last hash of its replay and each
    seat's OpenSkill `mu` and `sigma` before and after it, and the ratings they give. It
    verifies against the games' replays (`POST /v1/replays/verify`, or `shithead verify
    results.json --replays DIR`), every update recomputed with the `openskill` library.
    409 `ladder_log_incomplete` for a ladder that rated games before it kept this log.

    Args:
        ladder_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LadderResults | Problem]
     """


    kwargs = _get_kwargs(
        ladder_id=ladder_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ladder_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> LadderResults | Problem | None:
    """ A ladder's rated games and rating updates as one signed document

     Every game the ladder rated, oldest first, with the last hash of its replay and each
    seat's OpenSkill `mu` and `sigma` before and after it, and the ratings they give. It
    verifies against the games' replays (`POST /v1/replays/verify`, or `shithead verify
    results.json --replays DIR`), every update recomputed with the `openskill` library.
    409 `ladder_log_incomplete` for a ladder that rated games before it kept this log.

    Args:
        ladder_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LadderResults | Problem
     """


    return (await asyncio_detailed(
        ladder_id=ladder_id,
client=client,

    )).parsed
