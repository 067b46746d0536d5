// /tournaments/{id}: standings with ratings, progress, and a link to every game.

import { call, el, notice, when } from "./api.js";
import { crosstable, entries } from "./crosstable.js";

const tid = document.getElementById("main").dataset.tournament;
const REFRESH_MS = 3000;

async function load() {
  let t;
  try { t = await call(`/v1/tournaments/${tid}`); } catch (err) { notice(err.message, "error"); return; }
  const names = t.participants.map((p) => p.name);
  document.getElementById("headline").textContent = names.length ? `Tournament: ${names.join(", ")}` : t.entry === "open" ? "Open tournament" : "Tournament";
  const verb = t.status === "upcoming" ? "announced" : "started";
  const started = t.created_by ? `${verb} by ${t.created_by.name} ${when(t.created)}` : `${verb} ${when(t.created)}`;
  const status = t.cancelled ? `cancelled by ${t.cancelled.by.name} ${when(t.cancelled.at)}`
    : t.waiting ? `${t.status}: ${t.waiting.reason} (since ${when(t.waiting.since)})` : t.status;
  document.getElementById("sub").textContent = [t.ruleset.preset, t.format.replace("_", " "), t.progress.total ? `${t.progress.done} of ${t.progress.total} games` : null, status, started].filter(Boolean).join(" · ");
  const bar = document.getElementById("progress");
  bar.max = t.progress.total;
  bar.value = t.progress.done;
  bar.hidden = !t.progress.total;
  const body = document.querySelector("#standings tbody");
  body.replaceChildren(...t.standings.map((s, i) => el("tr", {},
    el("td", {}, String(i + 1)), el("th", { scope: "row" }, s.name), el("td", {}, String(s.points)),
    el("td", {}, String(s.wins)), el("td", {}, String(s.draws ?? 0)), el("td", {}, String(s.losses)),
    el("td", { title: `mu ${s.mu?.toFixed(2)}, sigma ${s.sigma?.toFixed(2)}` }, s.ordinal !== undefined ? s.ordinal.toFixed(2) : "–"),
    el("td", {}, String(s.strikes)))));
  const list = document.getElementById("tgames");
  list.replaceChildren(...t.games.map((g) => {
    const who = g.seats.map((p) => names[p]).join(" vs ");
    const outcome = g.result ? `scores ${g.result.scores.join("–")} (${g.result.reason.replace("_", " ")})` : g.game_id ? "being played" : t.status === "cancelled" ? "not played (cancelled)" : "to come";
    return el("li", { class: "item" }, `Round ${g.round}, game ${g.index + 1}: `,
      g.game_id ? el("a", { href: `/games/${g.game_id}` }, who) : who,
      el("span", { class: "muted" }, ` ${outcome} `),
      g.game_id && g.result ? el("a", { href: `/games/${g.game_id}/replay` }, "replay") : null);
  }));
  if (!list.children.length && t.status === "upcoming") list.append(el("li", { class: "muted" }, "The games are drawn at the start, from the bots entered."));
  entries(t);
  crosstable(t);
  if (t.status === "running" || t.status === "upcoming") setTimeout(load, REFRESH_MS);
}

load();
