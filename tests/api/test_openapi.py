"""The OpenAPI document: valid OpenAPI 3.1, in step with the Flask routes, served as is."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from openapi_spec_validator import validate

from schemas.openapi import load_yaml

ROOT = Path(__file__).resolve().parents[2]
SPEC_PATH = ROOT / "openapi.yaml"
HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
# Methods Flask adds to every route by itself.
IMPLICIT_METHODS = {"HEAD", "OPTIONS"}


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    loaded: dict[str, Any] = load_yaml(SPEC_PATH.read_text())
    return loaded


def flask_path(rule: str) -> str:
    """``/v1/games/<game_id>/views/<int:version>`` -> ``/v1/games/{game_id}/views/{version}``."""
    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule)


def app_operations(app: Any) -> set[tuple[str, str]]:
    ops = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static" or rule.endpoint.startswith("pages."):
            continue  # files, and the pages people read (HTML, not the API they call)
        for method in rule.methods - IMPLICIT_METHODS:
            ops.add((flask_path(rule.rule), method.lower()))
    return ops


def spec_operations(spec: dict[str, Any]) -> set[tuple[str, str]]:
    return {
        (path, method)
        for path, item in spec["paths"].items()
        for method in item
        if method in HTTP_METHODS
    }


def test_flask_path_conversion() -> None:
    assert (
        flask_path("/v1/games/<game_id>/views/<int:version>")
        == "/v1/games/{game_id}/views/{version}"
    )
    assert flask_path("/v1/rulesets/<name>") == "/v1/rulesets/{name}"
    assert flask_path("/healthz") == "/healthz"


def test_spec_is_valid_openapi_31(spec: dict[str, Any]) -> None:
    assert spec["openapi"].startswith("3.1")
    validate(spec)


def test_every_route_is_documented(app: Any, spec: dict[str, Any]) -> None:
    missing = app_operations(app) - spec_operations(spec)
    assert not missing, f"routes missing from openapi.yaml: {sorted(missing)}"


def test_every_documented_operation_is_served(app: Any, spec: dict[str, Any]) -> None:
    extra = spec_operations(spec) - app_operations(app)
    assert not extra, f"openapi.yaml documents operations no route serves: {sorted(extra)}"


def test_path_parameters_are_declared(spec: dict[str, Any]) -> None:
    for path, item in spec["paths"].items():
        names = set(re.findall(r"{([^}]+)}", path))
        for method, op in item.items():
            if method not in HTTP_METHODS:
                continue
            params = [*item.get("parameters", []), *op.get("parameters", [])]
            declared = set()
            for p in params:
                if "$ref" in p:
                    p = resolve(spec, p["$ref"])
                if p["in"] == "path":
                    declared.add(p["name"])
            assert declared == names, (path, method)


def test_every_operation_documents_its_errors_as_problems(spec: dict[str, Any]) -> None:
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method not in HTTP_METHODS:
                continue
            assert op.get("description") or op.get("summary"), (path, method)
            for status, response in op["responses"].items():
                if "$ref" in response:
                    response = resolve(spec, response["$ref"])
                if int(status) >= 400:
                    assert list(response["content"]) == ["application/problem+json"], (
                        path,
                        method,
                        status,
                    )
                if status in ("429", "503"):
                    assert response["headers"]["Retry-After"]["required"] is True, (
                        path,
                        method,
                        status,
                    )
            if path.startswith("/v1/"):
                assert "429" in op["responses"], (path, method)
            if method == "post":
                for status in ("400", "413", "415"):
                    assert status in op["responses"], (path, method, status)


def test_openapi_yaml_is_served_unchanged(client: Any) -> None:
    resp = client.get("/openapi.yaml")
    assert resp.status_code == 200
    assert resp.mimetype == "application/yaml"
    assert resp.get_data(as_text=True) == SPEC_PATH.read_text()


def test_openapi_yaml_is_served_by_the_live_server(live_server: str) -> None:
    import requests

    resp = requests.get(live_server + "/openapi.yaml", timeout=10)
    assert resp.status_code == 200
    assert resp.headers["Content-Type"].startswith("application/yaml")
    assert load_yaml(resp.text) == load_yaml(SPEC_PATH.read_text())


def resolve(spec: dict[str, Any], ref: str) -> Any:
    node: Any = spec
    for part in ref.removeprefix("#/").split("/"):
        node = node[part]
    return node


def test_the_spec_lists_every_action_kind_and_event_type() -> None:
    """The enums in the spec are the engine's own lists, so new rules cannot drift from it."""
    from engine.actions import ACTION_KINDS
    from engine.events import EVENT_TYPES

    spec = load_yaml(SPEC_PATH.read_text())
    schemas = spec["components"]["schemas"]
    assert set(schemas["ActionKind"]["enum"]) == set(ACTION_KINDS)
    assert set(schemas["EventType"]["enum"]) == {t.__name__ for t in EVENT_TYPES}
