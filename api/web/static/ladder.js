// /ladders/{id}: a ladder's leaderboard (each rating's history a small chart), its schedule,
// the games being played and the latest rated, and the bots waiting for their next game;
// read again every few seconds while the ladder runs.

import { call, el, notice, when } from "./api.js";
import { botLink, chart, fmt, presence } from "./ratings.js";

const lid = document.getElementById("main").dataset.ladder;
const REFRESH_MS = 5000;

function fact(term, ...value) {
  return [el("dt", {}, term), el("dd", {}, ...value)];
}

function every(perHour) {
  const s = 3600 / perHour;
  return s >= 60 ? `${(s / 60).toFixed(s % 60 ? 1 : 0)} min` : `${s.toFixed(s % 1 ? 1 : 0)} s`;
}

function clockWords(c) {
  if (!c) return "none";
  const bits = [];
  if (c.move_ms) bits.push(`${c.move_ms / 1000} s a move`);
  if (c.initial_ms) bits.push(`${c.initial_ms / 1000} s a game`);
  if (c.increment_ms) bits.push(`+${c.increment_ms / 1000} s a move`);
  if (c.on_timeout) bits.push(c.on_timeout === "forfeit" ? "a timeout forfeits the game" : c.on_timeout === "auto" ? "a timeout plays the default move" : `on a timeout: ${c.on_timeout}`);
  return bits.join(", ") || JSON.stringify(c);
}

function schedule(l) {
  document.getElementById("schedule").replaceChildren(
    ...fact("Rules", el("a", { href: `/leaderboards/${encodeURIComponent(l.ruleset.preset)}` }, l.ruleset.preset),
      Object.keys(l.ruleset.options || {}).length ? ` with ${JSON.stringify(l.ruleset.options)}` : ""),
    ...fact("Tables", `${l.seats_per_game} bots a game`),
    ...fact("Cadence", `each bot starts at most ${l.games_per_hour} game${l.games_per_hour === 1 ? "" : "s"} an hour, one every ${every(l.games_per_hour)} at most`),
    ...fact("Clock", clockWords(l.clock)),
    ...fact("Status", `${l.status.replace(/_/g, " ")}: ${l.status_detail}`),
    ...fact("Last paired", l.last_tick ? when(l.last_tick) : "never"),
    ...fact("Created", `${when(l.created)} by ${l.created_by.name}`));
}

function leaderboard(l) {
  const body = document.querySelector("#leaderboard tbody");
  body.replaceChildren(...l.leaderboard.map((r) => el("tr", {},
    el("td", {}, String(r.rank)),
    el("th", { scope: "row" }, botLink(r.bot), r.enrolled ? null : el("span", { class: "muted" }, " (left)"),
      r.paused ? el("span", { class: "tag paused" }, "paused") : null),
    el("td", { title: `mu ${fmt(r.mu)}, sigma ${fmt(r.sigma)}` }, fmt(r.rating)),
    el("td", {}, chart(r.history, { name: r.bot })),
    el("td", {}, String(r.games)), el("td", {}, String(r.wins)), el("td", {}, String(r.draws)), el("td", {}, String(r.losses)))));
  if (!body.children.length) body.append(el("tr", {}, el("td", { colspan: 8, class: "muted" }, "No bot enrolled yet.")));
}

// Enrolled bots in none of the games being played: the ones the scheduler may pair next
// (as the cadence allows), and why one may not be, where the ladder says.
function waiting(l) {
  const playing = new Set(l.live_games.flatMap((g) => g.bots));
  const rows = new Map(l.leaderboard.map((r) => [r.bot, r]));
  const idle = l.bots.filter((b) => !playing.has(b));
  const list = document.getElementById("waiting");
  list.replaceChildren(...idle.map((b) => {
    const r = rows.get(b) || {};
    const why = r.paused ? `paused after ${r.forfeits_in_a_row || "its"} forfeits in a row, until it is heard from again`
      : r.online === false ? "not paired while it is away" : null;
    const here = presence(r);
    return el("li", { class: "item" }, botLink(b), here ? [" ", here] : null, why ? el("span", { class: "muted" }, ` · ${why}`) : null);
  }));
  if (!list.children.length) list.append(el("li", { class: "muted" }, l.bots.length ? "Every enrolled bot is playing." : "No bot enrolled yet."));
}

function games(l) {
  const live = document.getElementById("live");
  live.replaceChildren(...l.live_games.map((g) => el("li", { class: "item" },
    el("a", { href: `/games/${g.game}` }, g.bots.join(" vs ")), el("span", { class: "muted" }, ` · started ${when(g.started)}`))));
  if (!live.children.length) live.append(el("li", { class: "muted" }, "No game is being played."));
  const recent = document.getElementById("recent");
  recent.replaceChildren(...l.recent_games.map((g) => el("li", { class: "item" },
    el("a", { href: `/games/${g.game}` }, g.seats.map((s) => s.bot).join(" vs ")),
    el("span", { class: "muted" }, ` · ${g.seats.map((s) => `${s.bot} ${s.score === 1 ? "won" : s.score === 0 ? "lost" : "drew"} (${fmt(s.rating_before)} → ${fmt(s.rating_after)})`).join(", ")} · ${g.reason.replace(/_/g, " ")} · ${when(g.ended)} `),
    el("a", { href: `/games/${g.game}/replay` }, "replay"))));
  if (!recent.children.length) recent.append(el("li", { class: "muted" }, "No game rated yet."));
}

async function load() {
  let l;
  try { l = await call(`/v1/ladders/${encodeURIComponent(lid)}`); } catch (err) { notice(err.message, "error"); setTimeout(load, REFRESH_MS); return; }
  document.getElementById("headline").textContent = l.name ? `Ladder: ${l.name}` : `Ladder ${l.id}`;
  document.getElementById("sub").textContent = `${l.ruleset.preset} · ${l.bots.length} bot${l.bots.length === 1 ? "" : "s"} enrolled · ${l.status.replace(/_/g, " ")} · `
    + `${l.recent_games.length} game${l.recent_games.length === 1 ? "" : "s"} rated lately`;
  schedule(l);
  leaderboard(l);
  waiting(l);
  games(l);
  document.getElementById("main").dataset.loaded = "1";
  document.getElementById("main").dataset.status = l.status;
  if (l.status !== "cancelled") setTimeout(load, REFRESH_MS);
}

load();
