"""``openapi.yaml``: the hand-written base (the operations' prose and examples, the push-bot
webhooks) with each operation's answers written from its route's table and the components
from the marshmallow schemas.

``python -m schemas.openapi`` prints the document, ``--write`` writes ``openapi.yaml``,
``--check`` exits 1 when the committed file differs from what would be written.

Every route records what it answers with ``schemas.contract.responds``; the writer reads
those tables from the service's blueprints (``api.http.routes``: the one import of the
service here, so that what a route answers is said once, beside it) and adds what no route
need say: the problems the HTTP server answers by itself before the service sees a request
(``api/http/problemdoc.py``), and every ``/v1`` operation the rate limiter's 429.
"""

from __future__ import annotations

import argparse
import inspect
import re
import sys
from pathlib import Path
from typing import Any

import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import Schema, fields

from . import (
    bots,
    common,
    competition_requests,
    competitions,
    contract,
    events,
    games,
    ladders,
    leaderboards,
    ops,
    problems,
    replays,
    requests,
    rulesets,
    tournament_entries,
    values,
    views,
    webhooks,
)
from .contract import Answer, SharedProblem, answers_of
from .values import ComponentField, ResponseSchema

#: The modules with components, each after those it refers to.
MODULES = (
    values,
    requests,
    competition_requests,
    rulesets,
    problems,
    common,
    views,
    games,
    webhooks,
    replays,
    ops,
    tournament_entries,
    competitions,
    events,
    bots,
    ladders,
    leaderboards,
)

ROOT = Path(__file__).resolve().parent.parent
BASE_PATH = Path(__file__).resolve().parent / "openapi_base.yaml"
SPEC_PATH = ROOT / "openapi.yaml"

#: PyYAML's safe loader on libyaml's parser where PyYAML was built with it (the same
#: documents, read several times faster: the contract is 18,000 lines)
_SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_yaml(text: str) -> Any:
    """``yaml.safe_load``, on libyaml where it is present."""
    return yaml.load(text, Loader=_SAFE_LOADER)


def read_contract() -> dict[str, Any]:
    """``openapi.yaml`` as written."""
    loaded: dict[str, Any] = load_yaml(SPEC_PATH.read_text(encoding="utf-8"))
    return loaded


COMMAND = "python -m schemas.openapi --write"
HEADER = (
    f"# Written by `{COMMAND}` from schemas/openapi_base.yaml (prose),\n"
    "# the routes' @responds (answers) and the marshmallow schemas in schemas/ (components):\n"
    "# edit those, not this file.\n"
)
HTTP_METHODS = ("get", "put", "post", "delete", "patch")


def _schema_classes() -> list[tuple[str, type[Schema]]]:
    """The component schemas, in the order their modules define them (which nests the
    ones a schema refers to before it: a schema met before its component would be inlined)."""
    found: list[tuple[str, type[Schema]]] = []
    for module in MODULES:
        named: dict[str, type[Schema]] = {
            name.removesuffix("Schema"): value
            for name, value in vars(module).items()
            if inspect.isclass(value)
            and issubclass(value, ResponseSchema)
            and value.__module__ == module.__name__
            and name.endswith("Schema")
        }
        named.update(getattr(module, "SCHEMAS", {}))
        found.extend((name, value) for name, value in named.items() if name in module.COMPONENTS)
    return found


def _component_fields() -> dict[str, type[ComponentField]]:
    return {
        name: value
        for module in MODULES
        for name, value in vars(module).items()
        if inspect.isclass(value)
        and issubclass(value, ComponentField)
        and value is not ComponentField
    }


def _field_schema(
    converter: Any, field: fields.Field[Any], ret: dict[str, Any], **kwargs: Any
) -> dict[str, Any]:
    """The JSON Schema the plugin cannot derive: a component field's reference, a field
    written as JSON Schema, extra keys from ``metadata["json_schema"]``."""
    exact = field.metadata.get("json_schema_exact")
    if exact is not None:
        ret.clear()
        return dict(exact)
    if isinstance(field, ComponentField):
        ref: dict[str, Any] = {"$ref": f"#/components/schemas/{type(field).__name__}"}
        description = field.metadata.get("description")
        ret.clear()
        if field.allow_none:
            ref = {"oneOf": [ref, {"type": "null"}]}
        return {
            **({"description": description} if description else {}),
            **ref,
            **field.metadata.get("json_schema", {}),
        }
    if isinstance(field, fields.Nested) and field.allow_none and "$ref" in ret:
        ref = {"$ref": ret.pop("$ref")}
        ret.pop("type", None)
        return {"oneOf": [ref, {"type": "null"}]}
    if ret.get("default", 0) is None:
        del ret["default"]  # a missing value, not null: a field that takes null says so by its type
    extra: dict[str, Any] = field.metadata.get("json_schema", {})
    return dict(extra)


def _resolver(schema: type[Schema]) -> Any:
    # None (which apispec's annotation leaves out): a schema that is no component is
    # written in place; the components are registered by name before they are used
    return None


def components() -> dict[str, Any]:
    """Every component schema, by name."""
    spec = APISpec(
        title="components",
        version="0",
        openapi_version="3.1.0",
        plugins=[plugin := MarshmallowPlugin(schema_name_resolver=_resolver)],
    )
    assert plugin.converter is not None
    plugin.converter.add_attribute_function(_field_schema)  # type: ignore[no-untyped-call]
    written: dict[str, Any] = {}
    for name, field_class in _component_fields().items():
        written[name] = dict(field_class.json_schema)
    for name, schema_class in _schema_classes():
        spec.components.schema(name, schema=schema_class)
    generated = spec.to_dict()["components"]["schemas"]
    for name, schema_class in _schema_classes():
        doc = inspect.getdoc(schema_class)
        own_doc = schema_class.__dict__.get("__doc__")
        body = generated[name]
        if own_doc:
            body = {"description": doc, **body}
        written[name] = {**body, **getattr(schema_class, "json_schema_extra", {})}
    for module in MODULES:
        written.update(module.RAW)
    order = [name for module in MODULES for name in module.COMPONENTS]
    return {name: written[name] for name in order}


def openapi_path(rule: str) -> str:
    """A Flask rule's path as OpenAPI writes it: ``/v1/games/<int:n>`` is ``/v1/games/{n}``."""
    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule)


def route_answers() -> dict[tuple[str, str], dict[int, Answer]]:
    """What every operation the service serves answers, by path and method, from the
    decorators on its route (the pages people read are no part of the API)."""
    from flask import Flask

    from api.http.routes import BLUEPRINTS

    app = Flask("contract")
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    table: dict[tuple[str, str], dict[int, Answer]] = {}
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static" or rule.endpoint.startswith("pages."):
            continue
        path = openapi_path(rule.rule)
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
            table[(path, method.lower())] = answers_of(app.view_functions[rule.endpoint])
    return table


def _shared(problem: SharedProblem) -> dict[str, Any]:
    return {"$ref": f"#/components/responses/{problem.name}"}


def _response(answer: Answer, names: dict[type[Schema], str]) -> dict[str, Any]:
    if answer.shared is not None:
        return _shared(answer.shared)
    written: dict[str, Any] = {"description": answer.description}
    headers = dict(answer.headers)
    if answer.problem and answer.status in contract.RETRY_STATUSES:
        headers.setdefault("Retry-After", dict(contract.RETRY_AFTER))
    if headers:
        written["headers"] = headers
    if answer.content:
        written["content"] = {}
        for media, body in answer.content.items():
            if isinstance(body, type):
                if body not in names:
                    raise ValueError(f"{body.__name__} answers a route but is no component")
                body = {"$ref": f"#/components/schemas/{names[body]}"}
            written["content"][media] = {"schema": dict(body)}
    if answer.links:
        written["links"] = dict(answer.links)
    return written


def _shared_response(problem: SharedProblem) -> dict[str, Any]:
    answer = Answer(
        problem.status, problem.description, {contract.PROBLEM_JSON: problems.ProblemSchema}
    )
    return _response(answer, {problems.ProblemSchema: "Problem"})


def _with_answers(
    paths: dict[str, Any], table: dict[tuple[str, str], dict[int, Answer]]
) -> dict[str, Any]:
    """Every operation's ``responses:``, from its route's answers and what every route answers."""
    names = {schema: name for name, schema in _schema_classes()}
    documented = {
        (path, method) for path, item in paths.items() for method in HTTP_METHODS if method in item
    }
    if documented != set(table):
        raise ValueError(
            f"routes without prose in {BASE_PATH.name}: {sorted(set(table) - documented)}; "
            f"prose without a route: {sorted(documented - set(table))}"
        )
    for (path, method), answers in table.items():
        operation = paths[path][method]
        if "responses" in operation:
            raise ValueError(
                f"{method.upper()} {path}: its answers are written by its route's @responds, "
                f"not in {BASE_PATH.name}"
            )
        if not any(status < 400 for status in answers):
            raise ValueError(f"{method.upper()} {path}: its route records no answer (@responds)")
        written = {str(status): _response(answer, names) for status, answer in answers.items()}
        for problem in contract.SERVER_PROBLEMS:
            written.setdefault(str(problem.status), _shared(problem))
        if path.startswith("/v1/"):
            written.setdefault("429", _shared(contract.TOO_MANY_REQUESTS))
        operation["responses"] = dict(sorted(written.items()))
    return paths


def document() -> dict[str, Any]:
    base: dict[str, Any] = load_yaml(BASE_PATH.read_text(encoding="utf-8"))
    base["paths"] = _with_answers(base["paths"], route_answers())
    if "responses" in base["components"]:
        raise ValueError(
            f"the shared answers are schemas.contract's SharedProblem, not {BASE_PATH.name}'s"
        )
    base["components"]["responses"] = {
        problem.name: _shared_response(problem) for problem in contract.SHARED_PROBLEMS
    }
    schemas = base["components"].setdefault("schemas", {})
    generated = components()
    clash = set(schemas) & set(generated)
    if clash:
        raise ValueError(f"components both written by hand and generated: {sorted(clash)}")
    schemas.update(generated)
    return base


class _Dumper(yaml.SafeDumper):  # type: ignore[misc]
    def ignore_aliases(self, data: Any) -> bool:
        return True  # a value written in two places is written out twice, not as an anchor


def _str(dumper: yaml.SafeDumper, text: str) -> yaml.ScalarNode:
    style = "|" if "\n" in text else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_Dumper.add_representer(str, _str)


def render() -> str:
    text: str = yaml.dump(
        document(), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100
    )
    return HEADER + text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schemas.openapi", description=__doc__)
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--write", action="store_true", help="write openapi.yaml")
    action.add_argument(
        "--check",
        action="store_true",
        help="exit 1 when openapi.yaml is not what --write would write",
    )
    args = parser.parse_args(argv)
    text = render()
    if args.write:
        SPEC_PATH.write_text(text, encoding="utf-8")
    elif args.check:
        if SPEC_PATH.read_text(encoding="utf-8") != text:
            print(f"openapi.yaml is out of date: run `{COMMAND}`", file=sys.stderr)
            return 1
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
