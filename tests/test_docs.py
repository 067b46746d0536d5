"""The documentation stays true: docs/rulesets.md is the presets' own description, regenerated
from the ruleset data, and every relative link in the README and docs/ reaches a file (and,
for a Markdown file, a heading) that exists."""

from __future__ import annotations

import re
from pathlib import Path

from engine.rules.presets import PRESETS, markdown

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "rulesets.md"


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


FENCED_BLOCK = re.compile(r"^```.*?^```", re.S | re.M)
INLINE_CODE = re.compile(r"`[^`\n]*`")
LINK_TARGET = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)


def prose(markdown_text: str) -> str:
    """The text outside fenced code blocks, where links and headings are Markdown's own."""
    return FENCED_BLOCK.sub("", markdown_text)


def heading_anchors(markdown_text: str) -> set[str]:
    """The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as
    hyphens, and "-1", "-2", ... after a repeated one."""
    anchors: set[str] = set()
    seen: dict[str, int] = {}
    for heading in HEADING.findall(prose(markdown_text)):
        slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


def relative_links(markdown_text: str) -> list[str]:
    """Every link target in the prose that is not a URL with a scheme (http:, mailto:, ...)."""
    # code spans go first: a link's text may be code, and code may show what looks like a link
    targets = LINK_TARGET.findall(INLINE_CODE.sub("", prose(markdown_text)))
    return sorted({t for t in targets if not re.match(r"^[a-z][a-z0-9+.-]*:", t)})


def test_every_relative_link_in_the_readme_and_docs_reaches_what_it_names() -> None:
    documents = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    broken: list[str] = []
    checked = 0
    for document in documents:
        for target in relative_links(document.read_text(encoding="utf-8")):
            checked += 1
            path_part, _, anchor = target.partition("#")
            linked = (document.parent / path_part).resolve() if path_part else document
            where = f"{document.relative_to(ROOT)}: {target}"
            if not linked.exists():
                broken.append(f"{where} (no such file)")
            elif (
                anchor
                and linked.suffix == ".md"
                and anchor not in heading_anchors(linked.read_text(encoding="utf-8"))
            ):
                broken.append(f"{where} (no such heading)")
    assert checked > 0, "no relative links found: the link pattern no longer matches"
    assert not broken, "broken links:\n" + "\n".join(broken)


def test_the_link_check_sees_github_anchors_and_skips_code() -> None:
    text = (
        "# Engine: `python -m engine.bench` (one core)\n"
        "## Rate limits\n## Rate limits\n"
        "[a](docs/a.md#x) [`b`](https://example.org) `[c](not/a/link.md)` [`e`](e.md)\n"
        "```\n# not a heading\n[d](in/code.md)\n```\n"
    )
    assert heading_anchors(text) == {
        "engine-python--m-enginebench-one-core",
        "rate-limits",
        "rate-limits-1",
    }
    assert relative_links(text) == ["docs/a.md#x", "e.md"]
