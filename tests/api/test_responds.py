"""Each route's answers are recorded on it (``schemas.contract.responds``), and the contract's
``responses:`` are written from those tables alone."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from schemas import contract, openapi
from schemas.common import GameRulesetSchema
from schemas.contract import NOT_FOUND, STORE_UNAVAILABLE, answers_of, responds, takes_json
from schemas.games import GameSchema
from schemas.openapi import load_yaml
from schemas.problems import ProblemSchema


def test_a_route_records_one_answer_per_status() -> None:
    @responds(200, GameSchema, "The game.")
    @responds(404, NOT_FOUND)
    @responds(409, ProblemSchema, "`game_over`.")
    def route() -> None: ...

    answers = answers_of(route)
    assert sorted(answers) == [200, 404, 409]
    assert answers[200].content == {"application/json": GameSchema} and not answers[200].problem
    assert answers[404].shared is NOT_FOUND and answers[404].problem
    assert answers[409].content == {"application/problem+json": ProblemSchema}


def test_takes_json_records_the_body_problems() -> None:
    @takes_json
    def route() -> None: ...

    assert sorted(answers_of(route)) == [400, 413, 415]
    assert {answer.shared for answer in answers_of(route).values()} == {
        contract.MALFORMED_JSON,
        contract.BODY_TOO_LARGE,
        contract.UNSUPPORTED_MEDIA_TYPE,
    }


def test_an_answer_that_cannot_be_right_is_refused_where_it_is_written() -> None:
    def route() -> None: ...

    with pytest.raises(ValueError, match="twice"):
        responds(404, NOT_FOUND)(responds(404, NOT_FOUND)(route))
    with pytest.raises(ValueError, match="not a 410"):
        responds(410, NOT_FOUND)
    with pytest.raises(ValueError, match="as it is written"):
        responds(503, STORE_UNAVAILABLE, "Another description.")
    with pytest.raises(ValueError, match="as a problem"):
        responds(422, GameSchema, "A game where a problem belongs.")
    with pytest.raises(ValueError, match="without one"):
        responds(200, ProblemSchema, "A problem where the game belongs.")
    with pytest.raises(ValueError, match="description"):
        responds(200, GameSchema)


def test_every_route_says_what_it_answers(app: Any) -> None:
    """The writer reads the app's own blueprints: every route of the API has a table with a
    success, and none of the pages people read is in the contract."""
    table = openapi.route_answers()
    served = {
        (openapi.openapi_path(rule.rule), method.lower())
        for rule in app.url_map.iter_rules()
        if rule.endpoint != "static" and not rule.endpoint.startswith("pages.")
        for method in (rule.methods or set()) - {"HEAD", "OPTIONS"}
    }
    assert set(table) == served
    for operation, answers in table.items():
        assert any(status < 400 for status in answers), operation


def _base() -> dict[str, Any]:
    loaded: dict[str, Any] = load_yaml(openapi.BASE_PATH.read_text(encoding="utf-8"))
    return loaded


def test_the_base_holds_no_answers_and_the_writer_refuses_one() -> None:
    base = _base()
    for path, item in base["paths"].items():
        for method in openapi.HTTP_METHODS:
            assert "responses" not in item.get(method, {}), (path, method)
    assert "responses" not in base["components"]
    paths = copy.deepcopy(base["paths"])
    paths["/healthz"]["get"]["responses"] = {"200": {"description": "Alive."}}
    with pytest.raises(ValueError, match="@responds"):
        openapi._with_answers(paths, openapi.route_answers())


def test_the_writer_refuses_a_route_without_prose_or_prose_without_a_route() -> None:
    table = openapi.route_answers()
    base = _base()
    del base["paths"]["/healthz"]
    with pytest.raises(ValueError, match="routes without prose"):
        openapi._with_answers(base["paths"], table)
    with pytest.raises(ValueError, match="prose without a route"):
        openapi._with_answers(
            _base()["paths"], {k: v for k, v in table.items() if k[0] != "/healthz"}
        )


def test_the_writer_refuses_a_route_with_no_success_or_a_body_that_is_no_component() -> None:
    table = openapi.route_answers()
    with pytest.raises(ValueError, match="records no answer"):
        openapi._with_answers(_base()["paths"], {**table, ("/healthz", "get"): {}})

    @responds(200, GameRulesetSchema, "A schema written in place where it is used, no component.")
    def route() -> None: ...

    with pytest.raises(ValueError, match="no component"):
        openapi._with_answers(_base()["paths"], {**table, ("/healthz", "get"): answers_of(route)})


def test_every_429_and_503_problem_carries_retry_after_and_nothing_else_does() -> None:
    spec = openapi.document()

    def resolve(response: dict[str, Any]) -> dict[str, Any]:
        if "$ref" in response:
            found: dict[str, Any] = spec["components"]["responses"][
                response["$ref"].rsplit("/", 1)[1]
            ]
            return found
        return response

    for path, item in spec["paths"].items():
        for method in openapi.HTTP_METHODS:
            for status, response in item.get(method, {}).get("responses", {}).items():
                header = resolve(response).get("headers", {}).get("Retry-After")
                if status in ("429", "503"):
                    assert header == contract.RETRY_AFTER, (path, method, status)
                elif header is not None:  # a long poll's pause: the PollAgain header
                    assert header == contract.POLL_AGAIN, (path, method, status)


def test_every_code_of_the_errors_table_is_answered_by_a_route_with_its_status() -> None:
    """The errors table (the document's description) and the routes' answers agree: each
    code the table lists is named by some operation's answer of the status the table gives
    (a join's `seats_expired` once was in the table and in no route's 409)."""
    spec = openapi.document()
    rows = set(re.findall(r"^\| (\d{3}) \| `([a-z_]+)`", spec["info"]["description"], re.M))
    assert len(rows) > 50
    named: set[tuple[str, str]] = set()
    for item in spec["paths"].values():
        for method in openapi.HTTP_METHODS:
            for status, response in item.get(method, {}).get("responses", {}).items():
                if "$ref" in response:
                    response = spec["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
                named |= {
                    (status, code)
                    for code in re.findall(r"`([a-z][a-z_]+)`", response["description"])
                }
    assert not rows - named, f"in the errors table, answered by no route: {sorted(rows - named)}"
