// /leaderboards/{ruleset}: one rating per bot in a ruleset (GET /v1/leaderboards/{ruleset}),
// best first, with each rating's history as a small chart; and the ladders in these rules.
// Where the server has no such leaderboard, the ladders' own boards stand in, said so.

import { call, el, notice } from "./api.js";
import { botLink, chart, fmt, optional, ratingOf } from "./ratings.js";

const ruleset = document.getElementById("main").dataset.ruleset;
const state = { cursor: null, rank: 0 };

function rows(board) {
  return board.leaderboard || board.rows || board.bots || board.ratings || [];
}

// A row's history, where the board's row has none: the bot's own line (its latest 20).
async function withHistory(r) {
  if (r.history) return r;
  const own = await optional(`/v1/leaderboards/${encodeURIComponent(ruleset)}/${encodeURIComponent(r.bot)}?limit=20`);
  return { ...r, history: own ? own.history : [] };
}

function line(r, rank) {
  const who = r.bot || r.name;
  return el("tr", {},
    el("td", {}, String(r.rank || rank)),
    el("th", { scope: "row" }, botLink(who), r.provisional ? el("span", { class: "tag provisional", title: "few rated games yet" }, "provisional") : null,
      r.online ? el("span", { class: "tag online" }, "online") : null),
    el("td", { title: `mu ${fmt(r.mu)}, sigma ${fmt(r.sigma)}` }, fmt(ratingOf(r))),
    el("td", {}, chart(r.history || [], { name: who })),
    el("td", {}, String(r.games ?? "–")), el("td", {}, String(r.wins ?? "–")),
    el("td", {}, String(r.draws ?? "–")), el("td", {}, String(r.losses ?? "–")));
}

// Without a leaderboard of its own: each bot's line from the newest ladder in these rules
// that rates it.
function fromLadders(ladders) {
  const seen = new Map();
  for (const lad of ladders) {
    for (const r of lad.leaderboard) if (!seen.has(r.bot) && r.games) seen.set(r.bot, { ...r, ladder: lad.id });
  }
  return [...seen.values()].sort((a, b) => ratingOf(b) - ratingOf(a));
}

async function load(more = false) {
  const params = new URLSearchParams({ limit: 50 });
  if (more && state.cursor) params.set("cursor", state.cursor);
  const [board, listed] = await Promise.all([
    optional(`/v1/leaderboards/${encodeURIComponent(ruleset)}?${params}`),
    more ? null : call("/v1/ladders?limit=100"),
  ]);
  const body = document.querySelector("#board tbody");
  const status = document.getElementById("board-status");
  let ladders = [];
  if (listed) {
    const ours = listed.ladders.filter((l) => l.ruleset.preset === ruleset);
    ladders = await Promise.all(ours.map((l) => call(`/v1/ladders/${encodeURIComponent(l.id)}`)));
    document.getElementById("rladders").replaceChildren(...(ladders.length ? ladders.map((l) =>
      el("li", { class: "item" }, el("a", { href: `/ladders/${encodeURIComponent(l.id)}` }, l.name || `Ladder ${l.id}`),
        el("span", { class: "muted" }, ` · ${l.status.replace(/_/g, " ")} · ${l.bots.length} bot${l.bots.length === 1 ? "" : "s"}`))) : [el("li", { class: "muted" }, "No ladder plays these rules yet.")]));
  }
  if (!more) { body.replaceChildren(); state.rank = 0; }
  let shown;
  if (board === null) {
    shown = fromLadders(ladders);
    status.textContent = "This server keeps no leaderboard across its rated games (GET /v1/leaderboards is not served here): each bot's line is from the newest ladder in these rules that rated it.";
    state.cursor = null;
  } else {
    shown = await Promise.all(rows(board).map(withHistory));
    state.cursor = board.next_cursor || null;
    status.textContent = board.provisional_games ? `A rating is provisional until its bot has played ${board.provisional_games} rated games.` : "";
  }
  body.append(...shown.map((r) => line(r, ++state.rank)));
  if (!body.children.length) body.append(el("tr", {}, el("td", { colspan: 8, class: "muted" }, "No bot is rated in these rules yet.")));
  document.getElementById("more").hidden = !state.cursor;
  const n = state.rank;
  document.getElementById("sub").textContent = `${n} rated bot${n === 1 ? "" : "s"} · OpenSkill ratings, shown as mu − 3 sigma · best first`;
  document.getElementById("main").dataset.loaded = "1";
}

document.getElementById("more").addEventListener("click", () => load(true).catch((err) => notice(err.message, "error")));
load().catch((err) => notice(err.message, "error"));
