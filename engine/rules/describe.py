"""A ruleset in words: the description the API serves for a ruleset, and the Markdown of
``docs/rulesets.md`` (``shithead rulesets --markdown``), both generated from the data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .model import Ruleset
from .options import Option
from .powers import POWER_CATALOG, Power


def _describe_match(rs: Ruleset) -> dict[str, Any]:
    m = rs.match
    carried = [
        "the loser deals the next game" if m.next_dealer == "loser" else "the deal passes left"
    ]
    if m.winner_starts:
        carried.append("the winner plays first")
    if m.spoils:
        carried.append("the start card goes face down to the winner (its spoils), who plays first")
    if m.loser_no_swap:
        carried.append("the previous loser may not swap")
    return {"games": m.games, "carried_over": carried}


def _names(symbols: Sequence[str]) -> str:
    words = [{"T": "10", "JK": "joker"}.get(x, x) for x in symbols]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def power_text(p: Power) -> str:
    """One readable sentence for a power with its parameters."""
    k = p.kind
    if k == "free_play":
        return (
            "a free play: its player plays again, anything goes"
            if p.who == "self"
            else "a free play for the next player: anything may be laid on it"
        )
    if k == "burn":
        return "clears the pile out of the game; its player goes again"
    if k == "mimic":
        return "takes the identity and effect of the card it is laid on"
    if k == "transparent":
        return "invisible: the next player plays on the card below"
    if k == "lower_than":
        return f"the next card must be lower than {_names([p.rank])}" + (
            " or equal" if p.inclusive else ""
        )
    if k == "requires":
        return f"the next card must be a {_names(p.ranks)}"
    if k == "cancel":
        return "laid alone, cancels the card below's " + _names(
            [
                {
                    "burn": "clear",
                    "lower_than": "lower-than rule",
                    "requires": "face/power-card rule",
                }[t]
                for t in p.targets
            ]
        )
    if k == "wild":
        text = "laid alone as any other card"
        if p.exclude:
            text += f" except {_names(p.exclude)}"
        if p.in_turn:
            text += ", only as a card playable there in numerical order"
        return text + "; any ace may be laid on it"
    if k == "link":
        text = "links two plays into one turn (Link2)"
        if p.off_top:
            text += "; may be laid straight on the top card"
        if p.per_turn:
            text += f"; {p.per_turn} plain link(s) a turn"
            if p.extra:
                text += f", {_names(p.extra)} one more each"
        return text
    if k == "reverse":
        return "reverses the direction of play"
    if k == "skip":
        return f"the next {p.per_card} player(s) per card miss a turn"
    if k == "go_again":
        return "its player goes again and must play higher"
    if k == "forced_pickup":
        text = "the next player must pick up the pile"
        if p.counters:
            text += f" unless they lay {_names(p.counters)}, which " + (
                "sends it back" if p.counter_mode == "reflect" else "passes it on"
            )
        if p.blocked_by_four:
            text += "; any four of a kind discards it"
            if p.wild_fourth:
                text += " (a wild card may make the fourth)"
        return text + "; then it leaves the game"
    if k == "switch":
        return (
            "laid in place of the top play (one per card, like cards only"
            + (f", never {_names(p.exclude)}" if p.exclude else "")
            + "), taking it into the hand"
        )
    if k == "mode_toggle":
        return "switches between the normal and the reversed game" + (
            ", once per card (two laid together cancel)" if p.each else ""
        )
    if k == "pass_cards":
        return (
            "every player passes one card per such card laid to the next player, hand "
            "cards first, then face-up, then face-down ones"
        )
    if k == "sample":
        return (
            "laid alone: asks a neighbour for a special card ("
            + _names(p.specials)
            + (f"; {_names(p.masquerade)} may be given as one" if p.masquerade else "")
            + "), the lowest or the highest other card; a whole group comes back, and "
            "one whole group of its player's hand goes the other way"
        )
    if k == "reverse" and p.each:
        return "reverses the direction of play, once per card (two laid together cancel)"
    if k == "shoot":
        return (
            "the shooting ace: aimed at a player, who shoots on with an ace, shoots back "
            "with an invisible card, plays on it, or picks up"
        )
    return POWER_CATALOG[k].summary


def describe(rs: Ruleset, options: Sequence[Option] = ()) -> dict[str, Any]:
    """A readable description generated from the ruleset data."""
    cards = []
    for rule in rs.cards:
        where = {
            "in_turn": "played in turn (equal or higher)",
            "anywhere": "may be played on any card (still bound by the card below's rule)",
            "always": "may be played on anything",
            "up_to": f"may be played on cards up to {_names([rule.up_to])}",
        }[rule.placement]
        cards.append(
            {
                "cards": rule.cards,
                "placement": where,
                "powers": [f"{p.kind}: {power_text(p)}" for p in rule.powers],
            }
        )
    lay = rs.layout
    extras = []
    fk = rs.four_of_a_kind
    if fk:
        extras.append(
            f"{fk.count} of a kind"
            + (f" of {_names(fk.ranks)}" if fk.ranks else "")
            + (" laid together" if fk.in_one_play else "")
            + " clears the pile"
            + ("; its player goes again" if fk.go_again else "")
            + (
                "; the skips of the play that made it apply once that extra turn is over"
                if fk.skips_after_again
                else ""
            )
            + (
                "; transparent cards count too, four of them in a row on top"
                if fk.transparent_runs
                else ""
            )
        )
        for sym in fk.together:
            extras.append(
                f"the four {_names([sym])}s may be laid together by one player, "
                "with every one of their powers"
            )
    if rs.piles == "own":
        extras.append(
            "the deck is split by colour, one half per player (seat 0 the spades and "
            "clubs, seat 1 the hearts and diamonds): each player draws from their own "
            "stock and plays onto their own pile, off the top card of the other "
            "player's; a pick-up takes the other player's pile, a clear burns it"
        )
    if rs.reversed_pickup == "placer":
        extras.append(
            "in the reversed game, a player who cannot beat the pile makes the "
            "player who laid it pick it up"
            + (
                " (after a play that skipped players, the first player skipped)"
                if rs.skipped_picks_up
                else ""
            )
        )
    for g in rs.gambits:
        what = (
            f"its player discards, draws, or makes the next player draw {g.count}"
            if g.effect == "choice"
            else "the next player picks up the pile"
        )
        extras.append(
            f"four {_names([g.rank])}s {'may be called' if g.optional else 'are'} a gambit: {what}"
            + (
                f"; {_names(g.stoppers)} {'steals' if g.stop_mode == 'steal' else 'stops'} it"
                if g.stoppers
                else ""
            )
        )
    return {
        "name": rs.name,
        "title": rs.title,
        "source": rs.source,
        "description": rs.description,
        "players": {"min": rs.min_players, "max": rs.max_players},
        "layout": {
            "face_down": sum(
                n
                for x, n in zip(lay.layers, lay.layer_counts(), strict=True)
                if x.visibility != "public"
            ),
            "face_up": sum(
                n
                for x, n in zip(lay.layers, lay.layer_counts(), strict=True)
                if x.visibility == "public"
            ),
            "hand": lay.hand - (lay.top_count() if lay.setup == "choose" else 0),
            "hand_min": rs.hand_min,
            "hand_max": rs.hand_max or None,
            "jokers": rs.jokers,
        },
        "objective": (
            "the first player out of cards wins"
            if rs.objective == "first_out"
            else "the last player holding cards loses"
        ),
        "cards": cards,
        "table_rules": extras,
        "match": _describe_match(rs),
        "options": [o.to_dict() for o in options],
    }


def rulesets_markdown(described: Mapping[str, dict[str, Any]]) -> str:
    """Rulesets described in Markdown, from their :func:`describe` by name (the presets'
    are ``docs/rulesets.md``, see :func:`engine.rules.presets.markdown`)."""
    out = [
        "# Rule systems",
        "",
        "Generated from the ruleset data by `shithead rulesets --markdown`; do not edit.",
        "",
    ]
    for name, d in described.items():
        lay = d["layout"]
        out += [
            f"## `{name}`: {d['title']}",
            "",
            f"Source: {d['source']}.",
            "",
            d["description"],
            "",
            f"{d['players']['min']} to {d['players']['max']} players; each is dealt "
            f"{lay['face_down']} face down, {lay['face_up']} face up and {lay['hand']} in hand "
            f"(hand minimum {lay['hand_min']}"
            + (f", maximum {lay['hand_max']}" if lay["hand_max"] else "")
            + f"); {lay['jokers']} joker(s); {d['objective']}.",
            "",
            "| cards | placement | powers |",
            "| --- | --- | --- |",
        ]
        for c in d["cards"]:
            out.append(f"| `{c['cards']}` | {c['placement']} | {'; '.join(c['powers']) or '-'} |")
        out.append("")
        if d["table_rules"]:
            out += [f"- {rule}" for rule in d["table_rules"]] + [""]
        m = d["match"]
        out += [
            f"A match: {m['games']} game(s); " + "; ".join(m["carried_over"]) + ".",
            "",
            "| option | default | values | what it does |",
            "| --- | --- | --- | --- |",
        ]
        for o in d["options"]:
            values = (
                ", ".join(f"`{v}`" for v in o["choices"])
                if o["type"] == "choice"
                else "a list of " + ", ".join(f"`{v}`" for v in o["choices"])
                if o["type"] == "ranks"
                else f"{o['minimum']} to {o['maximum']}"
                if o["type"] == "int"
                else "true, false"
            )
            default = "null" if o["default"] is None else o["default"]
            out.append(f"| `{o['name']}` | `{default}` | {values} | {o['summary']} |")
        out.append("")
    return "\n".join(out)
