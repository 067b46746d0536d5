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
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/metrics",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())



        return response_431

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
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | str]:
    """ Prometheus metrics

     The service's metrics, merged over all its worker processes, in the Prometheus text
    format (version 0.0.4), or OpenMetrics when the `Accept` header asks for it:
    `shithead_http_request_duration_seconds{method,route,status}` (a histogram; `route`
    is the URL rule, as `/v1/games/<game_id>`), `shithead_appends_total`,
    `shithead_events_appended_total`, `shithead_version_conflicts_total{source}`,
    `shithead_state_cache_hits_total{use}`, `shithead_state_cache_misses_total{use}`,
    `shithead_states_rebuilt_total`, `shithead_events_folded_total`,
    `shithead_bot_call_duration_seconds` (a histogram of push bot calls),
    `shithead_bot_call_failures_total{reason}`, `shithead_stream_watchers` and
    `shithead_queue_depth{queue}`. Served while the store is unreachable too, without
    the queue depths (which are read from it).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> Problem | str | None:
    """ Prometheus metrics

     The service's metrics, merged over all its worker processes, in the Prometheus text
    format (version 0.0.4), or OpenMetrics when the `Accept` header asks for it:
    `shithead_http_request_duration_seconds{method,route,status}` (a histogram; `route`
    is the URL rule, as `/v1/games/<game_id>`), `shithead_appends_total`,
    `shithead_events_appended_total`, `shithead_version_conflicts_total{source}`,
    `shithead_state_cache_hits_total{use}`, `shithead_state_cache_misses_total{use}`,
    `shithead_states_rebuilt_total`, `shithead_events_folded_total`,
    `shithead_bot_call_duration_seconds` (a histogram of push bot calls),
    `shithead_bot_call_failures_total{reason}`, `shithead_stream_watchers` and
    `shithead_queue_depth{queue}`. Served while the store is unreachable too, without
    the queue depths (which are read from it).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | str]:
    """ Prometheus metrics

     The service's metrics, merged over all its worker processes, in the Prometheus text
    format (version 0.0.4), or OpenMetrics when the `Accept` header asks for it:
    `shithead_http_request_duration_seconds{method,route,status}` (a histogram; `route`
    is the URL rule, as `/v1/games/<game_id>`), `shithead_appends_total`,
    `shithead_events_appended_total`, `shithead_version_conflicts_total{source}`,
    `shithead_state_cache_hits_total{use}`, `shithead_state_cache_misses_total{use}`,
    `shithead_states_rebuilt_total`, `shithead_events_folded_total`,
    `shithead_bot_call_duration_seconds` (a histogram of push bot calls),
    `shithead_bot_call_failures_total{reason}`, `shithead_stream_watchers` and
    `shithead_queue_depth{queue}`. Served while the store is unreachable too, without
    the queue depths (which are read from it).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> Problem | str | None:
    """ Prometheus metrics

     The service's metrics, merged over all its worker processes, in the Prometheus text
    format (version 0.0.4), or OpenMetrics when the `Accept` header asks for it:
    `shithead_http_request_duration_seconds{method,route,status}` (a histogram; `route`
    is the URL rule, as `/v1/games/<game_id>`), `shithead_appends_total`,
    `shithead_events_appended_total`, `shithead_version_conflicts_total{source}`,
    `shithead_state_cache_hits_total{use}`, `shithead_state_cache_misses_total{use}`,
    `shithead_states_rebuilt_total`, `shithead_events_folded_total`,
    `shithead_bot_call_duration_seconds` (a histogram of push bot calls),
    `shithead_bot_call_failures_total{reason}`, `shithead_stream_watchers` and
    `shithead_queue_depth{queue}`. Served while the store is unreachable too, without
    the queue depths (which are read from it).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
