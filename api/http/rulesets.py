"""``/v1/rulesets``: the presets and what each one plays."""

from __future__ import annotations

from flask import Blueprint, Response

from engine.rules.presets import PRESETS
from schemas.contract import NOT_FOUND, responds
from schemas.rulesets import RulesetDetailSchema, RulesetListSchema

from ..games.errors import NotFound
from .context import ok

bp = Blueprint("rulesets", __name__, url_prefix="/v1")


@bp.get("/rulesets")
@responds(200, RulesetListSchema, "The presets.")
def list_rulesets() -> Response:
    return ok({"rulesets": [p.describe() for p in PRESETS.values()]})


@bp.get("/rulesets/<name>")
@responds(200, RulesetDetailSchema, "The preset.")
@responds(404, NOT_FOUND)
def get_ruleset(name: str) -> Response:
    preset = PRESETS.get(name)
    if preset is None:
        raise NotFound(f"no preset {name!r}; presets: {', '.join(sorted(PRESETS))}")
    return ok({**preset.describe(), "ruleset": preset.ruleset.to_dict()})
