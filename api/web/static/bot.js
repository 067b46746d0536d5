// /bots/{name}: a bot's profile: presence, its rating in each ruleset with the history
// drawn from the data, its recent games (GET /v1/bots/{name}/games where the server has
// it, else the profile's own list) and its versions.

import { call, el, notice, when } from "./api.js";
import { chart, fmt, optional, presence, ratingOf } from "./ratings.js";

const name = document.getElementById("main").dataset.bot;
const path = `/v1/bots/${encodeURIComponent(name)}`;
const OUTCOMES = { win: "won", won: "won", loss: "lost", lost: "lost", draw: "drew", placed: "placed" };
const games = { cursor: null };
const seen = [];  // the finished games read so far, for the versions they were played by

function header(bot) {
  const bits = [`${bot.kind} bot`, `registered ${when(bot.created)}`];
  if (bot.status === "disabled") bits.push("disabled (its token was revoked)");
  if (bot.owner) bits.push(`owner: ${bot.owner}`);
  const here = presence(bot);
  document.getElementById("sub").replaceChildren(...(here ? [here, " · "] : []), bits.join(" · "));
  document.getElementById("about").textContent = bot.description || "";
}

// A rating's history: the leaderboard's when the server keeps one per ruleset, else the
// history of the ladder that last rated the bot.
async function history(ruleset, rating) {
  const own = await optional(`/v1/leaderboards/${encodeURIComponent(ruleset)}/${encodeURIComponent(name)}`);
  if (own && Array.isArray(own.history)) return own.history;
  if (!rating.ladder) return [];
  const ladder = await optional(`/v1/ladders/${encodeURIComponent(rating.ladder)}`);
  const line = ladder && ladder.leaderboard.find((r) => r.bot === name);
  return line ? line.history : [];
}

async function ratings(bot) {
  const box = document.getElementById("ratings");
  const entries = Object.entries(bot.ratings || {});
  if (!entries.length) {
    box.replaceChildren(el("p", { class: "muted" }, "Not rated yet: ratings come from rated games, such as a ", el("a", { href: "/ladders" }, "ladder"), "'s."));
    return;
  }
  const cards = await Promise.all(entries.map(async ([ruleset, r]) => {
    const points = await history(ruleset, r);
    const words = { games: ["game", "games"], wins: ["win", "wins"], draws: ["draw", "draws"], losses: ["loss", "losses"] };
    const record = Object.keys(words).filter((k) => typeof r[k] === "number").map((k) => `${r[k]} ${words[k][r[k] === 1 ? 0 : 1]}`).join(", ");
    return el("article", { class: "rating" },
      el("h3", {}, el("a", { href: `/leaderboards/${encodeURIComponent(ruleset)}` }, ruleset)),
      el("p", { class: "big" }, fmt(ratingOf(r)), r.provisional ? el("span", { class: "tag provisional" }, "provisional") : null),
      el("p", { class: "muted" }, `mu ${fmt(r.mu)}, sigma ${fmt(r.sigma)}`, record ? ` · ${record}` : "",
        r.ladder ? [" · last rated by ", el("a", { href: `/ladders/${encodeURIComponent(r.ladder)}` }, "its ladder")] : ""),
      chart(points, { name, large: true }));
  }));
  box.replaceChildren(...cards);
}

function gameItem(g) {
  const id = g.id || g.game;
  const result = g.result;
  const outcome = result ? OUTCOMES[result.outcome || g.outcome] || result.outcome || "finished" : "being played";
  const against = (g.opponents || []).map((o) => (typeof o === "string" ? o : o.name || o.account)).filter(Boolean);
  return el("li", { class: "item" },
    el("a", { href: `/games/${id}` }, `Game ${id.slice(0, 8)}`),
    el("span", { class: "muted" }, ` seat ${g.seat + 1}`, g.ruleset ? ` · ${g.ruleset}` : "",
      against.length ? ` · against ${against.join(", ")}` : "", g.version ? ` · as version ${g.version}` : "",
      g.ended || g.finished ? ` · ${when(g.ended || g.finished)}` : ""),
    " ", el("strong", { class: `outcome ${result ? result.outcome || "" : "live"}` }, outcome),
    result ? [" ", el("a", { href: `/games/${id}/replay` }, "replay")] : null);
}

async function loadGames(bot, more = false) {
  const params = new URLSearchParams({ limit: 20 });
  if (more && games.cursor) params.set("cursor", games.cursor);
  const page = await optional(`${path}/games?${params}`);
  const list = document.getElementById("bgames");
  const status = document.getElementById("games-status");
  let rows;
  if (page === null) {
    rows = bot.recent_games;
    status.textContent = "Its latest games as its profile lists them (this server has no full history to page through).";
    games.cursor = null;
  } else {
    // the history holds finished games: the ones being played come from the profile
    rows = more ? page.games : [...bot.recent_games.filter((g) => !g.result), ...page.games];
    games.cursor = page.next_cursor || null;
    seen.push(...page.games);
    versionsPlayed();
  }
  if (!more) list.replaceChildren();
  list.append(...rows.map(gameItem));
  if (!list.children.length) list.append(el("li", { class: "muted" }, "No games yet."));
  document.getElementById("games-more").hidden = !games.cursor;
}

function versions(bot) {
  const list = document.getElementById("versions");
  const known = Array.isArray(bot.versions) ? bot.versions : [];
  if (known.length) {
    list.replaceChildren(...known.map((v) => el("li", { class: "item" },
      el("strong", {}, typeof v === "string" ? v : v.version),
      typeof v === "object" && v.since ? el("span", { class: "muted" }, ` since ${when(v.since)}`) : null,
      typeof v === "object" && v.rating ? el("span", { class: "muted" }, ` · rating ${v.rating === "reset" ? "reset" : "kept"}`) : null)));
  } else if (bot.version) {
    list.replaceChildren(el("li", { class: "item" }, "Now playing as version ", el("strong", {}, bot.version)));
  } else {
    list.replaceChildren(el("li", { class: "muted" }, "No version tagged: its owner has not named one."));
  }
}

// The versions its games were played by, from the history read so far.
function versionsPlayed() {
  const by = new Map();
  for (const g of seen) {
    const v = g.version || null;
    const row = by.get(v) || { games: 0, last: 0, wins: 0 };
    row.games += 1;
    row.wins += g.outcome === "win" ? 1 : 0;
    row.last = Math.max(row.last, g.finished || 0);
    by.set(v, row);
  }
  const box = document.getElementById("versions-played");
  if (!by.size || (by.size === 1 && by.has(null))) { box.replaceChildren(); return; }
  box.replaceChildren(el("h3", {}, "In its games"), el("ul", { class: "list" }, [...by.entries()].map(([v, r]) => el("li", { class: "item" },
    v ? el("strong", {}, v) : el("span", { class: "muted" }, "no version tagged"),
    el("span", { class: "muted" }, ` · ${r.games} game${r.games === 1 ? "" : "s"} of the ${seen.length} shown, ${r.wins} won · last ${when(r.last)}`)))));
}

async function load() {
  const bot = await call(path);
  header(bot);
  versions(bot);
  document.getElementById("games-more").addEventListener("click", () => loadGames(bot, true).catch((err) => notice(err.message, "error")));
  await Promise.all([ratings(bot), loadGames(bot)]);
  document.getElementById("main").dataset.loaded = "1";
}

load().catch((err) => notice(err.message, "error"));
