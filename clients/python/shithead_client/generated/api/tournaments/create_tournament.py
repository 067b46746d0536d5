from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_tournament_request import CreateTournamentRequest
from ...models.created_tournament import CreatedTournament
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CreateTournamentRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedTournament | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedTournament.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedTournament | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTournamentRequest,

) -> Response[CreatedTournament | Problem]:
    """ Start a tournament between bots

     Schedules and starts a tournament between built-in bots and push bots; answers at
    once with its id while the service plays the games in the background (see
    `GET /v1/tournaments/{tournament_id}` for the progress and the standings).

    `round_robin`: every group of `seats_per_game` participants meets at a table (every
    pair, for two seats). `swiss`: `rounds` rounds (default ceil(log2(participants)));
    each round seats participants of equal points together, avoiding rematches, and
    when they do not fill whole tables the lowest-ranked sit the round out (a bye,
    worth nothing). Each table plays `games_per_pairing` deals; with `duplicate`
    (default) each deal is played once per seat rotation (`seats_per_game` games), so
    the luck of the cards cancels out. Every table of a round gets the same deals.

    Everything is derived from `seed` (a fresh random one if omitted; shown once the
    tournament is done): the deals and the built-in bots' choices, so the same
    tournament with the same seed gives the same games, move for move (push bots
    aside). Every game is an ordinary game with its log and replay. A tournament of more
    than 2000 games (the service's `TOURNAMENT_MAX_GAMES`) is refused.

    Needs a credential (`Authorization: Bearer <token>`: an organiser's or a bot's): 401
    `missing_credential` or `bad_credential` without one, 403 `credential_revoked`, and
    429 `quota_exceeded` past its quota (tournaments running at once, games scheduled
    per UTC day). The credential is recorded as the tournament's `created_by`, and may
    cancel it (`POST /v1/tournaments/{tournament_id}/cancel`). The service plays a few
    games of a tournament at once, within caps per tournament, per credential and in all
    (`TOURNAMENT_CONCURRENCY*`), so a large one waits its turn rather than crowding out
    the games played over HTTP.

    Args:
        body (CreateTournamentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedTournament | Problem]
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
    client: AuthenticatedClient,
    body: CreateTournamentRequest,

) -> CreatedTournament | Problem | None:
    """ Start a tournament between bots

     Schedules and starts a tournament between built-in bots and push bots; answers at
    once with its id while the service plays the games in the background (see
    `GET /v1/tournaments/{tournament_id}` for the progress and the standings).

    `round_robin`: every group of `seats_per_game` participants meets at a table (every
    pair, for two seats). `swiss`: `rounds` rounds (default ceil(log2(participants)));
    each round seats participants of equal points together, avoiding rematches, and
    when they do not fill whole tables the lowest-ranked sit the round out (a bye,
    worth nothing). Each table plays `games_per_pairing` deals; with `duplicate`
    (default) each deal is played once per seat rotation (`seats_per_game` games), so
    the luck of the cards cancels out. Every table of a round gets the same deals.

    Everything is derived from `seed` (a fresh random one if omitted; shown once the
    tournament is done): the deals and the built-in bots' choices, so the same
    tournament with the same seed gives the same games, move for move (push bots
    aside). Every game is an ordinary game with its log and replay. A tournament of more
    than 2000 games (the service's `TOURNAMENT_MAX_GAMES`) is refused.

    Needs a credential (`Authorization: Bearer <token>`: an organiser's or a bot's): 401
    `missing_credential` or `bad_credential` without one, 403 `credential_revoked`, and
    429 `quota_exceeded` past its quota (tournaments running at once, games scheduled
    per UTC day). The credential is recorded as the tournament's `created_by`, and may
    cancel it (`POST /v1/tournaments/{tournament_id}/cancel`). The service plays a few
    games of a tournament at once, within caps per tournament, per credential and in all
    (`TOURNAMENT_CONCURRENCY*`), so a large one waits its turn rather than crowding out
    the games played over HTTP.

    Args:
        body (CreateTournamentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedTournament | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTournamentRequest,

) -> Response[CreatedTournament | Problem]:
    """ Start a tournament between bots

     Schedules and starts a tournament between built-in bots and push bots; answers at
    once with its id while the service plays the games in the background (see
    `GET /v1/tournaments/{tournament_id}` for the progress and the standings).

    `round_robin`: every group of `seats_per_game` participants meets at a table (every
    pair, for two seats). `swiss`: `rounds` rounds (default ceil(log2(participants)));
    each round seats participants of equal points together, avoiding rematches, and
    when they do not fill whole tables the lowest-ranked sit the round out (a bye,
    worth nothing). Each table plays `games_per_pairing` deals; with `duplicate`
    (default) each deal is played once per seat rotation (`seats_per_game` games), so
    the luck of the cards cancels out. Every table of a round gets the same deals.

    Everything is derived from `seed` (a fresh random one if omitted; shown once the
    tournament is done): the deals and the built-in bots' choices, so the same
    tournament with the same seed gives the same games, move for move (push bots
    aside). Every game is an ordinary game with its log and replay. A tournament of more
    than 2000 games (the service's `TOURNAMENT_MAX_GAMES`) is refused.

    Needs a credential (`Authorization: Bearer <token>`: an organiser's or a bot's): 401
    `missing_credential` or `bad_credential` without one, 403 `credential_revoked`, and
    429 `quota_exceeded` past its quota (tournaments running at once, games scheduled
    per UTC day). The credential is recorded as the tournament's `created_by`, and may
    cancel it (`POST /v1/tournaments/{tournament_id}/cancel`). The service plays a few
    games of a tournament at once, within caps per tournament, per credential and in all
    (`TOURNAMENT_CONCURRENCY*`), so a large one waits its turn rather than crowding out
    the games played over HTTP.

    Args:
        body (CreateTournamentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedTournament | Problem]
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
    client: AuthenticatedClient,
    body: CreateTournamentRequest,

) -> CreatedTournament | Problem | None:
    """ Start a tournament between bots

     Schedules and starts a tournament between built-in bots and push bots; answers at
    once with its id while the service plays the games in the background (see
    `GET /v1/tournaments/{tournament_id}` for the progress and the standings).

    `round_robin`: every group of `seats_per_game` participants meets at a table (every
    pair, for two seats). `swiss`: `rounds` rounds (default ceil(log2(participants)));
    each round seats participants of equal points together, avoiding rematches, and
    when they do not fill whole tables the lowest-ranked sit the round out (a bye,
    worth nothing). Each table plays `games_per_pairing` deals; with `duplicate`
    (default) each deal is played once per seat rotation (`seats_per_game` games), so
    the luck of the cards cancels out. Every table of a round gets the same deals.

    Everything is derived from `seed` (a fresh random one if omitted; shown once the
    tournament is done): the deals and the built-in bots' choices, so the same
    tournament with the same seed gives the same games, move for move (push bots
    aside). Every game is an ordinary game with its log and replay. A tournament of more
    than 2000 games (the service's `TOURNAMENT_MAX_GAMES`) is refused.

    Needs a credential (`Authorization: Bearer <token>`: an organiser's or a bot's): 401
    `missing_credential` or `bad_credential` without one, 403 `credential_revoked`, and
    429 `quota_exceeded` past its quota (tournaments running at once, games scheduled
    per UTC day). The credential is recorded as the tournament's `created_by`, and may
    cancel it (`POST /v1/tournaments/{tournament_id}/cancel`). The service plays a few
    games of a tournament at once, within caps per tournament, per credential and in all
    (`TOURNAMENT_CONCURRENCY*`), so a large one waits its turn rather than crowding out
    the games played over HTTP.

    Args:
        body (CreateTournamentRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedTournament | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
