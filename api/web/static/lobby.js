// /: the lobby. Create a game (preset, options, each seat a person, a bot or open), and the
// lists of games and tournaments, newest first.

import { call, el, notice, when } from "./api.js";
import "./tournaments_now.js";

const BOTS = ["random", "heuristic", "ismcts"];
const PAGE = 10;
let rulesets = [];

async function loadRulesets() {
  rulesets = (await call("/v1/rulesets")).rulesets;
  const preset = document.getElementById("preset");
  const filter = document.getElementById("game-ruleset");
  for (const r of rulesets) {
    preset.append(el("option", { value: r.name }, `${r.title} (${r.name})`));
    filter.append(el("option", { value: r.name }, r.name));
  }
  preset.addEventListener("change", () => choosePreset(preset.value));
  await choosePreset(preset.value);
}

async function choosePreset(name) {
  const r = await call(`/v1/rulesets/${encodeURIComponent(name)}`);
  document.getElementById("preset-about").textContent = `${r.players.min} to ${r.players.max} players; ${r.objective || ""}.`;
  const box = document.getElementById("options");
  box.replaceChildren(el("legend", {}, "Options"));
  for (const o of r.options || []) box.append(optionField(o));
  const rows = document.getElementById("seat-rows");
  rows.dataset.min = r.players.min;
  rows.dataset.max = r.players.max;
  while (rows.children.length < r.players.min) addSeat();
  while (rows.children.length > r.players.max) rows.lastElementChild.remove();
  seatButtons();
}

function optionField(o) {
  const id = `opt-${o.name}`;
  let input;
  if (o.type === "bool") {
    input = el("input", { id, type: "checkbox", name: o.name, checked: o.default ? true : null });
    return el("div", { class: "option" }, input, " ", el("label", { for: id }, o.name.replace(/_/g, " ")), el("small", { class: "muted" }, ` ${o.summary}`));
  }
  if (o.type === "choice") {
    input = el("select", { id, name: o.name }, o.choices.map((c) => el("option", { value: c, selected: c === o.default ? true : null }, c)));
  } else {
    input = el("input", { id, type: "number", name: o.name, value: o.default, min: o.minimum, max: o.maximum, step: 1 });
  }
  input.dataset.type = o.type;
  return el("div", { class: "option" }, el("label", { for: id }, o.name.replace(/_/g, " "), " "), input, el("small", { class: "muted" }, ` ${o.summary}`));
}

function addSeat() {
  const rows = document.getElementById("seat-rows");
  const i = rows.children.length;
  const defaults = ["you", "heuristic"];
  const kind = i === 0 ? "person" : (defaults[i] || "random");
  const row = el("div", { class: "seat-row" },
    el("label", {}, `Seat ${i + 1} `, el("input", { class: "seat-name", placeholder: i === 0 ? "your name" : "name", "aria-label": `Seat ${i + 1} name` })),
    el("label", {}, " played by ", el("select", { class: "seat-kind", "aria-label": `Seat ${i + 1} played by` },
      el("option", { value: "person", selected: kind === "person" ? true : null }, "a person"),
      BOTS.map((b) => el("option", { value: b, selected: kind === b ? true : null }, `the ${b} bot`)),
      el("option", { value: "open" }, "whoever joins"))));
  rows.append(row);
}

function seatButtons() {
  const rows = document.getElementById("seat-rows");
  document.getElementById("add-seat").disabled = rows.children.length >= Number(rows.dataset.max);
  document.getElementById("remove-seat").disabled = rows.children.length <= Number(rows.dataset.min);
}

function createRequest() {
  const preset = document.getElementById("preset").value;
  const r = rulesets.find((x) => x.name === preset);
  const options = {};
  for (const input of document.querySelectorAll("#options input, #options select")) {
    if (input.type === "checkbox") { if (input.checked) options[input.name] = true; }
    else if (input.dataset.type === "int") options[input.name] = Number(input.value);
    else options[input.name] = input.value;
  }
  const seats = [...document.querySelectorAll("#seat-rows .seat-row")].map((row) => {
    const name = row.querySelector(".seat-name").value.trim();
    const kind = row.querySelector(".seat-kind").value;
    const seat = name ? { name } : {};
    if (BOTS.includes(kind)) seat.bot = kind;
    if (kind === "open") seat.open = true;
    return seat;
  });
  return { ruleset: r ? { preset, options } : preset, seats };
}

async function create(e) {
  e.preventDefault();
  const button = document.getElementById("create-game");
  button.disabled = true;
  try {
    const game = await call("/v1/games", { method: "POST", body: createRequest() });
    const people = game.seats.filter((s) => s.token);
    // the other people's join links are shown on the table; tokens stay in this tab only
    sessionStorage.setItem(`join-links:${game.id}`, JSON.stringify(people.slice(1).map((s) => ({ name: s.name, token: s.token }))));
    location.assign(people.length ? `/games/${game.id}#token=${encodeURIComponent(people[0].token)}` : `/games/${game.id}`);
  } catch (err) {
    notice(err.body && err.body.errors ? `${err.message}: ${JSON.stringify(err.body.errors)}` : err.message, "error");
    button.disabled = false;
  }
}

function seatWords(g) {
  return g.seats.map((s) => (s.kind === "open" ? "(open seat)" : s.kind === "bot" ? `${s.name} (bot)` : s.name)).join(" vs ");
}

const games = { cursor: null, paged: false };

async function loadGames(more = false) {
  const params = new URLSearchParams({ limit: PAGE });
  const ruleset = document.getElementById("game-ruleset").value;
  const status = document.getElementById("game-status").value;
  if (ruleset) params.set("ruleset", ruleset);
  if (status) params.set("status", status);
  if (more && games.cursor) params.set("cursor", games.cursor);
  games.paged = more;
  const list = document.getElementById("games");
  const page = await call(`/v1/games?${params}`);
  if (!more) list.replaceChildren();
  for (const g of page.games) {
    const open = g.status === "playing" && g.seats.some((s) => s.kind === "open");
    list.append(el("li", { class: "item" },
      el("a", { href: `/games/${g.id}` }, seatWords(g)),
      el("span", { class: "muted" }, ` ${g.preset} · ${g.status === "over" ? "finished" : "being played"} · ${when(g.created)}`,
        g.open_until ? ` · open until ${when(g.open_until)}` : ""),
      " ", g.status === "over" ? el("a", { href: `/games/${g.id}/replay` }, "replay") : null,
      open ? el("button", { type: "button", onclick: () => join(g.id) }, "Join") : null));
  }
  if (!list.children.length) list.append(el("li", { class: "muted" }, "No games yet."));
  games.cursor = page.next_cursor;
  document.getElementById("games-more").hidden = !page.next_cursor;
}

async function join(gameId) {
  const name = prompt("Your name at the table?", "") || undefined;
  try {
    const joined = await call(`/v1/games/${gameId}/join`, { method: "POST", body: name ? { name } : {} });
    location.assign(`/games/${gameId}#token=${encodeURIComponent(joined.token)}`);
  } catch (err) {
    notice(err.message, "error");
    loadGames();
  }
}

const tournaments = { cursor: null, paged: false };

async function loadTournaments(more = false) {
  const params = new URLSearchParams({ limit: PAGE });
  if (more && tournaments.cursor) params.set("cursor", tournaments.cursor);
  tournaments.paged = more;
  const page = await call(`/v1/tournaments?${params}`);
  const list = document.getElementById("tournaments");
  if (!more) list.replaceChildren();
  for (const t of page.tournaments) {
    list.append(el("li", { class: "item" },
      el("a", { href: `/tournaments/${t.id}` }, t.participants.join(", ")),
      el("span", { class: "muted" }, ` ${t.ruleset.preset} · ${t.format.replace("_", " ")} · ${t.progress.done}/${t.progress.total} games · ${t.status} · ${when(t.created)}`)));
  }
  if (!list.children.length) list.append(el("li", { class: "muted" }, "No tournaments yet."));
  tournaments.cursor = page.next_cursor;
  document.getElementById("tournaments-more").hidden = !page.next_cursor;
}

function wire() {
  document.getElementById("create").addEventListener("submit", create);
  document.getElementById("add-seat").addEventListener("click", () => { addSeat(); seatButtons(); });
  document.getElementById("remove-seat").addEventListener("click", () => { document.getElementById("seat-rows").lastElementChild.remove(); seatButtons(); });
  document.getElementById("game-ruleset").addEventListener("change", () => loadGames());
  document.getElementById("game-status").addEventListener("change", () => loadGames());
  document.getElementById("games-more").addEventListener("click", () => loadGames(true));
  document.getElementById("tournaments-more").addEventListener("click", () => loadTournaments(true));
}

// the first pages of the lists are read again now and then, so the lobby shows live games
const LIST_REFRESH_MS = 15000;

function refreshLists() {
  if (document.hidden) return;
  if (!games.paged) loadGames().catch(() => {});
  if (!tournaments.paged) loadTournaments().catch(() => {});
}

wire();
Promise.all([loadRulesets(), loadGames(), loadTournaments()]).catch((err) => notice(err.message, "error"));
setInterval(refreshLists, LIST_REFRESH_MS);
