// /ladders: every ladder, newest first, with its rules, status and number of bots.

import { call, el, notice, when } from "./api.js";

const state = { cursor: null };

async function load(more = false) {
  const params = new URLSearchParams({ limit: 20 });
  if (more && state.cursor) params.set("cursor", state.cursor);
  const page = await call(`/v1/ladders?${params}`);
  const list = document.getElementById("ladders");
  if (!more) list.replaceChildren();
  list.append(...page.ladders.map((l) => el("li", { class: "item" },
    el("a", { href: `/ladders/${encodeURIComponent(l.id)}` }, l.name || `Ladder ${l.id}`),
    el("span", { class: "muted" }, ` ${l.ruleset.preset} · ${l.bots} bot${l.bots === 1 ? "" : "s"} · ${l.seats_per_game} a game · up to ${l.games_per_hour} games an hour each · ${l.status.replace(/_/g, " ")} · since ${when(l.created)}`),
    " ", el("a", { href: `/leaderboards/${encodeURIComponent(l.ruleset.preset)}` }, "leaderboard"))));
  if (!list.children.length) list.append(el("li", { class: "muted" }, "No ladders yet."));
  state.cursor = page.next_cursor || null;
  document.getElementById("more").hidden = !state.cursor;
  document.getElementById("main").dataset.loaded = "1";
}

document.getElementById("more").addEventListener("click", () => load(true).catch((err) => notice(err.message, "error")));
load().catch((err) => notice(err.message, "error"));
