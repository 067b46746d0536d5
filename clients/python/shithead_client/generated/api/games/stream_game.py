from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.stream_game_response_200 import StreamGameResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/stream".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StreamGameResponse200 | None:
    if response.status_code == 200:
        response_200 = StreamGameResponse200.from_dict(response.text)



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | StreamGameResponse200]:
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
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | StreamGameResponse200]:
    """ The game's events as they happen (Server-Sent Events or NDJSON)

     The game's events after a resume point, then each new batch as soon as it is
    stored, redacted for the caller exactly as `GET /v1/games/{game_id}/events` redacts
    them (a seat's bearer token: that seat's view; none: a spectator's); once the game
    is over, events are shown whole. The resume point is the `Last-Event-ID` header
    (what an `EventSource` sends when it reconnects), else `after`, else 0 (the whole
    log). A token is never put in the URL: send the header (a browser page reads the
    stream with `fetch`).

    `Accept: text/event-stream` (or no `Accept`, or any other): Server-Sent Events in
    UTF-8. The stream starts with `retry: 3000`. Each log entry is
    `id: <seq>`, `event: game`, `data: <the entry, an item of the events page's
    events>`; after each batch (and once at the start, even with no entry) comes
    `event: status` with `data: {"version", "phase", "to_act", "result"}` (the events
    page's fields; a clocked game's also has `clock`, as the game's view has it). A comment `: keep-
    alive` is sent every `STREAM_HEARTBEAT_S` seconds
    (15 by default) when nothing else was. When the game is over, the final status is
    followed by `event: end` with `data: {}`, and the server closes the stream. Whenever
    a stream of the game opens or closes, each of its streams
    gets `event: watching` with `data: {"watching": n, "seats": [...]}` (the streams
    open, and the seats among them; a client may ignore it).

    `Accept: application/x-ndjson`: the same stream, one JSON object a line:
    `{"kind": "game", "seq": n, "event": <the entry>}`, `{"kind": "status", "version",
    "phase", "to_act", "result"}`, `{"kind": "watching", "watching", "seats"}`,
    `{"kind": "heartbeat"}`, `{"kind": "end"}`.

    A client that does not read what it is sent is disconnected once the unsent part
    passes a limit; it resumes from the last `seq` it read.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamGameResponse200]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Problem | StreamGameResponse200 | None:
    """ The game's events as they happen (Server-Sent Events or NDJSON)

     The game's events after a resume point, then each new batch as soon as it is
    stored, redacted for the caller exactly as `GET /v1/games/{game_id}/events` redacts
    them (a seat's bearer token: that seat's view; none: a spectator's); once the game
    is over, events are shown whole. The resume point is the `Last-Event-ID` header
    (what an `EventSource` sends when it reconnects), else `after`, else 0 (the whole
    log). A token is never put in the URL: send the header (a browser page reads the
    stream with `fetch`).

    `Accept: text/event-stream` (or no `Accept`, or any other): Server-Sent Events in
    UTF-8. The stream starts with `retry: 3000`. Each log entry is
    `id: <seq>`, `event: game`, `data: <the entry, an item of the events page's
    events>`; after each batch (and once at the start, even with no entry) comes
    `event: status` with `data: {"version", "phase", "to_act", "result"}` (the events
    page's fields; a clocked game's also has `clock`, as the game's view has it). A comment `: keep-
    alive` is sent every `STREAM_HEARTBEAT_S` seconds
    (15 by default) when nothing else was. When the game is over, the final status is
    followed by `event: end` with `data: {}`, and the server closes the stream. Whenever
    a stream of the game opens or closes, each of its streams
    gets `event: watching` with `data: {"watching": n, "seats": [...]}` (the streams
    open, and the seats among them; a client may ignore it).

    `Accept: application/x-ndjson`: the same stream, one JSON object a line:
    `{"kind": "game", "seq": n, "event": <the entry>}`, `{"kind": "status", "version",
    "phase", "to_act", "result"}`, `{"kind": "watching", "watching", "seats"}`,
    `{"kind": "heartbeat"}`, `{"kind": "end"}`.

    A client that does not read what it is sent is disconnected once the unsent part
    passes a limit; it resumes from the last `seq` it read.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamGameResponse200
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | StreamGameResponse200]:
    """ The game's events as they happen (Server-Sent Events or NDJSON)

     The game's events after a resume point, then each new batch as soon as it is
    stored, redacted for the caller exactly as `GET /v1/games/{game_id}/events` redacts
    them (a seat's bearer token: that seat's view; none: a spectator's); once the game
    is over, events are shown whole. The resume point is the `Last-Event-ID` header
    (what an `EventSource` sends when it reconnects), else `after`, else 0 (the whole
    log). A token is never put in the URL: send the header (a browser page reads the
    stream with `fetch`).

    `Accept: text/event-stream` (or no `Accept`, or any other): Server-Sent Events in
    UTF-8. The stream starts with `retry: 3000`. Each log entry is
    `id: <seq>`, `event: game`, `data: <the entry, an item of the events page's
    events>`; after each batch (and once at the start, even with no entry) comes
    `event: status` with `data: {"version", "phase", "to_act", "result"}` (the events
    page's fields; a clocked game's also has `clock`, as the game's view has it). A comment `: keep-
    alive` is sent every `STREAM_HEARTBEAT_S` seconds
    (15 by default) when nothing else was. When the game is over, the final status is
    followed by `event: end` with `data: {}`, and the server closes the stream. Whenever
    a stream of the game opens or closes, each of its streams
    gets `event: watching` with `data: {"watching": n, "seats": [...]}` (the streams
    open, and the seats among them; a client may ignore it).

    `Accept: application/x-ndjson`: the same stream, one JSON object a line:
    `{"kind": "game", "seq": n, "event": <the entry>}`, `{"kind": "status", "version",
    "phase", "to_act", "result"}`, `{"kind": "watching", "watching", "seats"}`,
    `{"kind": "heartbeat"}`, `{"kind": "end"}`.

    A client that does not read what it is sent is disconnected once the unsent part
    passes a limit; it resumes from the last `seq` it read.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamGameResponse200]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Problem | StreamGameResponse200 | None:
    """ The game's events as they happen (Server-Sent Events or NDJSON)

     The game's events after a resume point, then each new batch as soon as it is
    stored, redacted for the caller exactly as `GET /v1/games/{game_id}/events` redacts
    them (a seat's bearer token: that seat's view; none: a spectator's); once the game
    is over, events are shown whole. The resume point is the `Last-Event-ID` header
    (what an `EventSource` sends when it reconnects), else `after`, else 0 (the whole
    log). A token is never put in the URL: send the header (a browser page reads the
    stream with `fetch`).

    `Accept: text/event-stream` (or no `Accept`, or any other): Server-Sent Events in
    UTF-8. The stream starts with `retry: 3000`. Each log entry is
    `id: <seq>`, `event: game`, `data: <the entry, an item of the events page's
    events>`; after each batch (and once at the start, even with no entry) comes
    `event: status` with `data: {"version", "phase", "to_act", "result"}` (the events
    page's fields; a clocked game's also has `clock`, as the game's view has it). A comment `: keep-
    alive` is sent every `STREAM_HEARTBEAT_S` seconds
    (15 by default) when nothing else was. When the game is over, the final status is
    followed by `event: end` with `data: {}`, and the server closes the stream. Whenever
    a stream of the game opens or closes, each of its streams
    gets `event: watching` with `data: {"watching": n, "seats": [...]}` (the streams
    open, and the seats among them; a client may ignore it).

    `Accept: application/x-ndjson`: the same stream, one JSON object a line:
    `{"kind": "game", "seq": n, "event": <the entry>}`, `{"kind": "status", "version",
    "phase", "to_act", "result"}`, `{"kind": "watching", "watching", "seats"}`,
    `{"kind": "heartbeat"}`, `{"kind": "end"}`.

    A client that does not read what it is sent is disconnected once the unsent part
    passes a limit; it resumes from the last `seq` it read.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamGameResponse200
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
last_event_id=last_event_id,

    )).parsed
