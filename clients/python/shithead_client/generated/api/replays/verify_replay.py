from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ladder_results import LadderResults
from ...models.match_results import MatchResults
from ...models.problem import Problem
from ...models.replay_document import ReplayDocument
from ...models.tournament_results import TournamentResults
from ...models.verify_replay_views import VerifyReplayViews
from ...models.verify_result import VerifyResult
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: LadderResults | MatchResults | ReplayDocument | TournamentResults,
    views: VerifyReplayViews | Unset = VerifyReplayViews.FALSE,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    params: dict[str, Any] = {}

    json_views: str | Unset = UNSET
    if not isinstance(views, Unset):
        json_views = views.value

    params["views"] = json_views


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/replays/verify",
        "params": params,
    }

    
    if isinstance(body, ReplayDocument):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TournamentResults):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MatchResults):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | VerifyResult | None:
    if response.status_code == 200:
        response_200 = VerifyResult.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | VerifyResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parse=lambda: _parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LadderResults | MatchResults | ReplayDocument | TournamentResults,
    views: VerifyReplayViews | Unset = VerifyReplayViews.FALSE,

) -> Response[Problem | VerifyResult]:
    """ Verify a replay document or a tournament's results

     Checks a replay document as `shithead verify` does: every header field bound by the
    hash chain, the seed against its commitment, the deal against the seed, every recorded
    action re-applied by the engine giving exactly the recorded events, and the phase and
    result recomputed. Any JSON body is accepted.

    A document naming one of this service's games (or tournaments, matches, ladders) is always
    checked against this service's keys: it is `valid` only when signed by one of them
    (`signed_by`), `unauthenticated` (`pointer` `/signature`) when unsigned or signed by
    another key, and `invalid` when a signature by one of them does not hold, `pointer`
    then naming the field that differs from this service's own record where it can. A
    document naming nothing this service holds is at best `consistent`: it holds together,
    but its origin is unchecked. A game not over yet is `consistent_so_far`. `invalid`
    comes with a JSON `pointer` to the first failure and its `reason`.

    A tournament's, a match's or a ladder's results document (`shithead-tournament-results/1`,
    `shithead-match-results/1`, `shithead-ladder-results/1`) is checked against the replays
    of its games as stored here.

    With `views=true`, a `valid` or `consistent` replay's answer also holds `views`: the
    game after each of its events, every card shown, rebuilt from the document alone (what
    a page needs to step through a replay file it was given).

    Args:
        views (VerifyReplayViews | Unset):  Default: VerifyReplayViews.FALSE.
        body (LadderResults | MatchResults | ReplayDocument | TournamentResults):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | VerifyResult]
     """


    kwargs = _get_kwargs(
        body=body,
views=views,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: LadderResults | MatchResults | ReplayDocument | TournamentResults,
    views: VerifyReplayViews | Unset = VerifyReplayViews.FALSE,

) -> Problem | VerifyResult | None:
    """ Verify a replay document or a tournament's results

     Checks a replay document as `shithead verify` does: every header field bound by the
    hash chain, the seed against its commitment, the deal against the seed, every recorded
    action re-applied by the engine giving exactly the recorded events, and the phase and
    result recomputed. Any JSON body is accepted.

    A document naming one of this service's games (or tournaments, matches, ladders) is always
    checked against this service's keys: it is `valid` only when signed by one of them
    (`signed_by`), `unauthenticated` (`pointer` `/signature`) when unsigned or signed by
    another key, and `invalid` when a signature by one of them does not hold, `pointer`
    then naming the field that differs from this service's own record where it can. A
    document naming nothing this service holds is at best `consistent`: it holds together,
    but its origin is unchecked. A game not over yet is `consistent_so_far`. `invalid`
    comes with a JSON `pointer` to the first failure and its `reason`.

    A tournament's, a match's or a ladder's results document (`shithead-tournament-results/1`,
    `shithead-match-results/1`, `shithead-ladder-results/1`) is checked against the replays
    of its games as stored here.

    With `views=true`, a `valid` or `consistent` replay's answer also holds `views`: the
    game after each of its events, every card shown, rebuilt from the document alone (what
    a page needs to step through a replay file it was given).

    Args:
        views (VerifyReplayViews | Unset):  Default: VerifyReplayViews.FALSE.
        body (LadderResults | MatchResults | ReplayDocument | TournamentResults):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | VerifyResult
     """


    return sync_detailed(
        client=client,
body=body,
views=views,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LadderResults | MatchResults | ReplayDocument | TournamentResults,
    views: VerifyReplayViews | Unset = VerifyReplayViews.FALSE,

) -> Response[Problem | VerifyResult]:
    """ Verify a replay document or a tournament's results

     Checks a replay document as `shithead verify` does: every header field bound by the
    hash chain, the seed against its commitment, the deal against the seed, every recorded
    action re-applied by the engine giving exactly the recorded events, and the phase and
    result recomputed. Any JSON body is accepted.

    A document naming one of this service's games (or tournaments, matches, ladders) is always
    checked against this service's keys: it is `valid` only when signed by one of them
    (`signed_by`), `unauthenticated` (`pointer` `/signature`) when unsigned or signed by
    another key, and `invalid` when a signature by one of them does not hold, `pointer`
    then naming the field that differs from this service's own record where it can. A
    document naming nothing this service holds is at best `consistent`: it holds together,
    but its origin is unchecked. A game not over yet is `consistent_so_far`. `invalid`
    comes with a JSON `pointer` to the first failure and its `reason`.

    A tournament's, a match's or a ladder's results document (`shithead-tournament-results/1`,
    `shithead-match-results/1`, `shithead-ladder-results/1`) is checked against the replays
    of its games as stored here.

    With `views=true`, a `valid` or `consistent` replay's answer also holds `views`: the
    game after each of its events, every card shown, rebuilt from the document alone (what
    a page needs to step through a replay file it was given).

    Args:
        views (VerifyReplayViews | Unset):  Default: VerifyReplayViews.FALSE.
        body (LadderResults | MatchResults | ReplayDocument | TournamentResults):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | VerifyResult]
     """


    kwargs = _get_kwargs(
        body=body,
views=views,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LadderResults | MatchResults | ReplayDocument | TournamentResults,
    views: VerifyReplayViews | Unset = VerifyReplayViews.FALSE,

) -> Problem | VerifyResult | None:
    """ Verify a replay document or a tournament's results

     Checks a replay document as `shithead verify` does: every header field bound by the
    hash chain, the seed against its commitment, the deal against the seed, every recorded
    action re-applied by the engine giving exactly the recorded events, and the phase and
    result recomputed. Any JSON body is accepted.

    A document naming one of this service's games (or tournaments, matches, ladders) is always
    checked against this service's keys: it is `valid` only when signed by one of them
    (`signed_by`), `unauthenticated` (`pointer` `/signature`) when unsigned or signed by
    another key, and `invalid` when a signature by one of them does not hold, `pointer`
    then naming the field that differs from this service's own record where it can. A
    document naming nothing this service holds is at best `consistent`: it holds together,
    but its origin is unchecked. A game not over yet is `consistent_so_far`. `invalid`
    comes with a JSON `pointer` to the first failure and its `reason`.

    A tournament's, a match's or a ladder's results document (`shithead-tournament-results/1`,
    `shithead-match-results/1`, `shithead-ladder-results/1`) is checked against the replays
    of its games as stored here.

    With `views=true`, a `valid` or `consistent` replay's answer also holds `views`: the
    game after each of its events, every card shown, rebuilt from the document alone (what
    a page needs to step through a replay file it was given).

    Args:
        views (VerifyReplayViews | Unset):  Default: VerifyReplayViews.FALSE.
        body (LadderResults | MatchResults | ReplayDocument | TournamentResults):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | VerifyResult
     """


    return (await asyncio_detailed(
        client=client,
body=body,
views=views,

    )).parsed
