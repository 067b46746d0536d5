// A tournament's entries before its start and its crosstable while it runs: what
// tournament.js draws beside the standings, from the same GET /v1/tournaments/{id}.

import { el, when } from "./api.js";

function half(x) {
  const whole = Math.floor(x);
  const rest = x - whole;
  if (rest === 0) return String(whole);
  return rest === 0.5 ? `${whole ? whole : ""}½` : x.toFixed(2);
}

function entryName(e) {
  return typeof e === "string" ? e : e.name || e.bot || e.account;
}

// Before the start: who entered (linked to their profiles), when it starts, how to enter.
export function entries(t) {
  const panel = document.getElementById("entries-panel");
  const upcoming = t.status === "upcoming";
  const list = Array.isArray(t.entries) ? t.entries : null;
  if (!upcoming && !list) { panel.hidden = true; return; }
  panel.hidden = false;
  const names = list ? list.map(entryName) : t.participants.map((p) => p.name);
  document.getElementById("entries").replaceChildren(...names.map((n) => el("li", { class: "item" },
    el("a", { href: `/bots/${encodeURIComponent(n)}` }, n))));
  if (!names.length) document.getElementById("entries").append(el("li", { class: "muted" }, "No bot has entered yet."));
  const rules = [];
  if (t.starts_at) rules.push(`${upcoming ? "Starts" : "Started"} ${when(t.starts_at)}`);
  if (t.entry === "open") rules.push(upcoming ? `open entry: a registered bot enters with its token, POST /v1/tournaments/${t.id}/entries` : "open entry");
  else if (t.entry === "invite") rules.push("by invitation");
  if (t.max_entries) rules.push(`at most ${t.max_entries} entries`);
  if (t.require_presence) rules.push("only the bots online at the start play");
  rules.push(`${names.length} entered`);
  document.getElementById("entry-rules").textContent = `${rules.join(" · ")}.`;
}

// Each pair's results so far: row against column, a point a win and half a draw (who scored
// more, in a game of three or four seats), over the games between them.
export function crosstable(t) {
  const panel = document.getElementById("crosstable-panel");
  const played = (t.games || []).filter((g) => g.result);
  const n = t.participants.length;
  if (!played.length || n < 2) { panel.hidden = true; return; }
  panel.hidden = false;
  const points = Array.from({ length: n }, () => new Array(n).fill(0));
  const meetings = Array.from({ length: n }, () => new Array(n).fill(0));
  for (const g of played) {
    g.seats.forEach((p, i) => g.seats.forEach((q, j) => {
      if (i === j || p === q) return;
      const a = g.result.scores[i];
      const b = g.result.scores[j];
      points[p][q] += a > b ? 1 : a === b ? 0.5 : 0;
      meetings[p][q] += 1;
    }));
  }
  const index = new Map(t.participants.map((p) => [p.name, p.participant]));
  const order = (t.standings || []).map((s) => index.get(s.name)).filter((i) => i !== undefined);
  for (const p of t.participants) if (!order.includes(p.participant)) order.push(p.participant);
  const name = (i) => t.participants[i].name;
  document.querySelector("#crosstable thead").replaceChildren(el("tr", {},
    el("th", { scope: "col" }, el("span", { class: "visually-hidden" }, "Bot")),
    order.map((q, k) => el("th", { scope: "col", title: name(q) }, `${k + 1}. ${name(q)}`)),
    el("th", { scope: "col" }, "Total")));
  document.querySelector("#crosstable tbody").replaceChildren(...order.map((p, k) => {
    let total = 0;
    let games = 0;
    const cells = order.map((q) => {
      if (p === q) return el("td", { class: "self" }, el("span", { "aria-hidden": "true" }, "—"), el("span", { class: "visually-hidden" }, "itself"));
      total += points[p][q];
      games += meetings[p][q];
      return meetings[p][q] ? el("td", { "data-pair": `${p}-${q}` }, half(points[p][q]), el("span", { class: "muted" }, ` of ${meetings[p][q]}`)) : el("td", { class: "muted" }, "·");
    });
    return el("tr", {}, el("th", { scope: "row" }, `${k + 1}. ${name(p)}`), cells, el("td", {}, el("strong", {}, half(total)), el("span", { class: "muted" }, ` of ${games}`)));
  }));
}
