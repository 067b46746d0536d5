"""docs/rulesets.md is the presets' own description, regenerated from the ruleset data."""

from __future__ import annotations

from pathlib import Path

from engine.presets import PRESETS, markdown

DOC = Path(__file__).resolve().parent.parent / "docs" / "rulesets.md"


def test_rulesets_doc_is_up_to_date() -> None:
    assert DOC.read_text(encoding="utf-8") == markdown(), (
        "docs/rulesets.md is stale: run `shithead rulesets --markdown > docs/rulesets.md`"
    )


def test_every_preset_and_its_readings_are_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    for name, preset in PRESETS.items():
        assert f"## `{name}`" in text
        assert preset.ruleset.description in text
        for opt in preset.options:
            assert f"| `{opt.name}` |" in text
