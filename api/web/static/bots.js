// /bots: the directory of registered bots (GET /v1/bots: search by name, filter by ruleset
// and presence), each with its presence and its rating per ruleset; and the leaderboards.

import { el, notice } from "./api.js";
import { botLink, fmt, optional, presence, ratingOf, rulesetNames } from "./ratings.js";

const PAGE = 25;
const state = { cursor: null, listed: true, loads: 0 };

function query(more) {
  const params = new URLSearchParams({ limit: PAGE });
  const q = document.getElementById("q").value.trim();
  const ruleset = document.getElementById("ruleset").value;
  if (q) params.set("q", q);
  if (ruleset) { params.set("ruleset", ruleset); params.set("sort", "rating"); }
  if (document.getElementById("online").checked) params.set("online", "true");
  if (more && state.cursor) params.set("cursor", state.cursor);
  return params;
}

function ratingsCell(ratings) {
  const rows = Object.entries(ratings || {});
  if (!rows.length) return el("span", { class: "muted" }, "not rated yet");
  return el("ul", { class: "inline" }, rows.map(([ruleset, r]) => el("li", {},
    el("a", { href: `/leaderboards/${encodeURIComponent(ruleset)}` }, ruleset), ` ${fmt(ratingOf(r))}`,
    r.games !== undefined ? el("span", { class: "muted" }, ` (${r.games} game${r.games === 1 ? "" : "s"})`) : null,
    r.provisional ? el("span", { class: "tag provisional" }, "provisional") : null)));
}

// The directory gives a bot's rating in the ruleset it was asked for; its ratings in every
// ruleset are on its profile.
async function withRatings(bot) {
  if (bot.ratings) return bot;
  const ruleset = document.getElementById("ruleset").value;
  if (ruleset && bot.rating) return { ...bot, ratings: { [ruleset]: bot.rating } };
  const profile = await optional(`/v1/bots/${encodeURIComponent(bot.name)}`);
  return { ...bot, ratings: profile ? profile.ratings : {} };
}

function row(bot) {
  return el("tr", {},
    el("th", { scope: "row" }, botLink(bot.name), el("span", { class: "muted" }, ` ${bot.kind || ""}`)),
    el("td", {}, presence(bot) || "–"),
    el("td", {}, ratingsCell(bot.ratings)),
    el("td", {}, bot.description || ""));
}

// Loads overlap (the first one, then a search typed before it answered): only the latest
// one draws, so a bot is never listed twice.
async function load(more = false) {
  const turn = ++state.loads;
  const page = await optional(`/v1/bots?${query(more)}`);
  if (turn !== state.loads) return;
  const body = document.querySelector("#directory tbody");
  const status = document.getElementById("directory-status");
  if (page === null) {
    // this server has no directory to read: a name still finds its bot's profile
    state.listed = false;
    body.replaceChildren();
    document.getElementById("directory").hidden = true;
    status.textContent = "This server does not list its bots (GET /v1/bots is not served here). Type a bot's exact name to open its profile.";
    document.getElementById("more").hidden = true;
    return;
  }
  const rows = (await Promise.all(page.bots.map(withRatings))).map(row);
  if (turn !== state.loads) return;
  if (!more) body.replaceChildren();
  body.append(...rows);
  state.cursor = page.next_cursor || null;
  document.getElementById("more").hidden = !state.cursor;
  const n = body.children.length;
  status.textContent = n ? `${n} bot${n === 1 ? "" : "s"} shown${state.cursor ? ", more below" : ""}.` : "No bot matches.";
}

async function boards() {
  const names = await rulesetNames();
  const filter = document.getElementById("ruleset");
  filter.append(...names.map((n) => el("option", { value: n }, n)));
  document.getElementById("boards").replaceChildren(...names.map((n) =>
    el("li", {}, el("a", { href: `/leaderboards/${encodeURIComponent(n)}` }, n))));
}

document.getElementById("search").addEventListener("submit", (e) => {
  e.preventDefault();
  const q = document.getElementById("q").value.trim();
  if (!state.listed && q) { location.assign(`/bots/${encodeURIComponent(q)}`); return; }
  load().catch((err) => notice(err.message, "error"));
});
document.getElementById("online").addEventListener("change", () => load().catch((err) => notice(err.message, "error")));
document.getElementById("ruleset").addEventListener("change", () => load().catch((err) => notice(err.message, "error")));
document.getElementById("more").addEventListener("click", () => load(true).catch((err) => notice(err.message, "error")));
const initial = new URLSearchParams(location.search).get("q");
if (initial) document.getElementById("q").value = initial;
Promise.all([boards(), load()]).catch((err) => notice(err.message, "error"));
