// /games/{id}: the table, live; with a seat's token, the seat's moves (legal ones only) and
// its exits (resign, leave the seat to a bot, call the game off), each confirmed first.

import { call, el, newKey, notice } from "./api.js";
import { drawBoard, headline } from "./board.js";
import { cardText } from "./cards.js";
import { follow } from "./live.js";
import { actions, group, resultText } from "./words.js";

const main = document.getElementById("main");
const gameId = main.dataset.game;
const TOKEN_KEY = `seat-token:${gameId}`;
const INVITES_KEY = `join-links:${gameId}`;
const LOG_SHOWN = 40;
const REFRESH_GAP_MS = 250;

const page = {
  token: null,
  game: null,      // GET /v1/games/{id}
  legal: null,     // GET /v1/games/{id}/legal-moves (with a token)
  selected: new Set(),
  entries: [],     // every event received, in order
  busy: false,
  refreshing: null,
  announced: null, // the last event's seq the live region has said (or was there before)
};

// A join link carries the seat's token in the fragment (never sent to the server): keep it
// for this tab and take it out of the address bar
function takeTokenFromFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  if (token) {
    sessionStorage.setItem(TOKEN_KEY, token);
    history.replaceState(null, "", location.pathname + location.search);
  }
  page.token = sessionStorage.getItem(TOKEN_KEY);
}

async function refresh() {
  // one refresh at a time; a status arriving meanwhile asks for one more afterwards
  if (page.refreshing) { page.again = true; return page.refreshing; }
  page.refreshing = (async () => {
    do {
      page.again = false;
      try {
        page.game = await call(`/v1/games/${gameId}`, { token: page.token });
        page.legal = page.token && page.game.you !== null ? await call(`/v1/games/${gameId}/legal-moves`, { token: page.token }) : null;
      } catch (err) {
        if (err.code === "bad_token") {
          sessionStorage.removeItem(TOKEN_KEY);
          page.token = null;
          notice("That token is not a seat of this game: you are watching.", "error");
          page.again = true;
          continue;
        }
        if (!page.game) document.getElementById("headline").textContent = err.status === 404 ? "No such game" : "The game could not be read";
        notice(err.message, "error");
        return;
      }
      render();
      // statuses can come many a second (bots playing each other): read at most a few times
      // a second, which keeps a watcher well inside the API's rate limit
      if (page.again) await new Promise((r) => setTimeout(r, REFRESH_GAP_MS));
    } while (page.again);
  })();
  try { await page.refreshing; } finally { page.refreshing = null; }
}

function names() { return page.game ? page.game.seats.map((s) => s.name) : []; }

// What a move needs chosen on the table: its cards, or a face-down card's place
function tokensOf(action) {
  const t = [...(action.cards || []), ...(action.link || [])];
  if ((action.kind === "flip" || action.kind === "take") && action.slot !== undefined) t.push(`slot:${action.slot}`);
  return t;
}

function sameSet(list, set) { return list.length === set.size && list.every((x) => set.has(x)); }

function label(action) {
  const ns = names();
  const cards = action.cards ? group(action.cards) : "";
  switch (action.kind) {
    case "ready": return "I'm ready";
    case "pickup": return action.cards ? `Pick up the pile with ${cards}` : "Pick up the pile";
    case "swap": return `Swap ${action.cards.map(cardText).join(" and ")}`;
    case "play": {
      let text = `Play ${cards}`;
      if (action.link && action.link.length) text += ` and link ${group(action.link)}`;
      if (action.as) text += ` as ${cardText(action.as)}`;
      if (action.slot !== undefined) text += ` at ${ns[action.slot] ?? `seat ${action.slot}`}`;
      if (action.choice) text += ` (${action.choice})`;
      return text;
    }
    case "flip": return `Turn over the face-down card in place ${action.slot + 1}`;
    case "take": return `Take the face-down card in place ${action.slot + 1}`;
    default: {
      const extra = Object.entries(action).filter(([k]) => k !== "kind" && k !== "cards")
        .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(" ") : v}`);
      return [action.kind.replace(/_/g, " "), cards, ...extra].filter(Boolean).join(" ");
    }
  }
}

function render() {
  const g = page.game;
  const view = g.view;
  const ns = names();
  main.dataset.phase = g.phase;
  const title = g.phase === "over" ? resultText(g.result, ns) || "the game is over" : headline(view, g.seats);
  // our own words begin with a capital; a name is shown as its owner wrote it ("newbie to play")
  document.getElementById("headline").textContent = title.startsWith("the ") ? `T${title.slice(1)}` : title;
  const sub = [`${g.ruleset.name}`, `version ${g.version}`];
  if (g.you !== null) sub.push(`you are ${ns[g.you]}`);
  else sub.push("you are watching");
  if (g.deal_deadline) sub.push(`the deal closes at ${new Date(g.deal_deadline * 1000).toLocaleTimeString()}`);
  document.getElementById("sub").textContent = sub.join(" · ");

  const moves = page.legal ? page.legal.actions : [];
  const cardMoves = moves.filter((a) => tokensOf(a).length);
  const tokens = new Set(cardMoves.flatMap(tokensOf));
  for (const t of [...page.selected]) if (!tokens.has(t)) page.selected.delete(t);
  const choice = page.legal ? { tokens, selected: page.selected, toggle } : null;
  const focused = document.activeElement;
  const refocus = focused && (focused.dataset.card || focused.dataset.token);
  drawBoard(document.getElementById("board"), { view, seats: g.seats, you: g.you, choice, clock: g.clock });
  if (refocus) {
    const again = document.querySelector(`#board [data-card="${refocus}"].card, #board [data-token="${refocus}"]`);
    if (again && again.tagName === "BUTTON") again.focus();
  }
  renderMoves(moves, cardMoves);
  renderExits();
  renderLog();
}

function toggle(token) {
  if (page.selected.has(token)) page.selected.delete(token);
  else page.selected.add(token);
  render();
}

function renderMoves(moves, cardMoves) {
  const box = document.getElementById("controls");
  const list = document.getElementById("moves");
  const hint = document.getElementById("hint");
  box.hidden = !page.legal;
  if (!page.legal) return;
  list.replaceChildren();
  list.dataset.version = String(page.legal.version);
  const plain = moves.filter((a) => !tokensOf(a).length);
  const chosen = cardMoves.filter((a) => sameSet(tokensOf(a), page.selected));
  for (const action of [...chosen, ...plain]) {
    list.append(el("button", { type: "button", class: chosen.includes(action) ? "primary move" : "move", "data-kind": action.kind,
      onclick: () => submit(action) }, label(action)));
  }
  if (page.legal.phase === "over") {
    hint.textContent = "The game is over: every card is shown. ";
    hint.append(el("a", { href: `/games/${gameId}/replay` }, "Replay it, move by move"));
  }
  else if (!moves.length) hint.textContent = "Waiting for the other players.";
  else if (page.selected.size && !chosen.length) hint.textContent = "No move uses exactly these cards: choose others.";
  else if (cardMoves.length) hint.textContent = page.legal.phase === "setup"
    ? "Choose a card in your hand and one face up on the table to swap them, or get ready."
    : "Choose the cards to play (they light up when chosen), then press the move.";
  else hint.textContent = "";
}

async function submit(action) {
  if (page.busy) return;
  page.busy = true;
  try {
    await call(`/v1/games/${gameId}/actions`, {
      method: "POST", token: page.token, headers: { "Idempotency-Key": newKey() },
      body: { action, expected_version: page.legal.version },
    });
    page.selected.clear();
    notice("");
  } catch (err) {
    // another move came first (409): the table is read again and the seat chooses anew
    notice(err.code === "version_conflict" ? "The game moved on: here it is as it is now." : err.message, err.code === "version_conflict" ? "info" : "error");
  } finally {
    page.busy = false;
  }
  await refresh();
}

// A seat's exits (docs/api.md, "Resign, leave, abort"): what each asks before it is taken
const EXITS = {
  resign: { title: "Resign?", yes: "Yes, resign", done: "You resigned.",
    what: "The game ends at once, and you are its shithead." },
  leave: { title: "Leave the table?", yes: "Yes, leave", done: "You left the table: the heuristic bot plays your seat.",
    what: "The heuristic bot plays your seat from now on, and the game goes on without you." },
  abort: { title: "Call the game off?", yes: "Yes, call it off", done: "You called the game off.",
    what: "Nothing has been played yet: the game ends with no result, and nobody is rated." },
};

function renderExits() {
  const g = page.game;
  const seated = g.you !== null && g.phase !== "over";
  document.getElementById("exits").hidden = !seated;
  if (!seated) return;
  // the cards are not dealt yet in a contributed deal: it may only be called off; once
  // played, it may no more
  document.getElementById("exit-resign").hidden = g.phase === "dealing";
  document.getElementById("exit-leave").hidden = g.phase === "dealing";
  document.getElementById("exit-abort").hidden = g.phase !== "dealing" && g.phase !== "setup";
}

function askExit(kind) {
  const dialog = document.getElementById("exit-dialog");
  const words = EXITS[kind];
  document.getElementById("exit-title").textContent = words.title;
  document.getElementById("exit-what").textContent = words.what;
  document.getElementById("exit-yes").textContent = words.yes;
  dialog.dataset.exit = kind;
  dialog.returnValue = "";
  dialog.showModal();
}

async function takeExit(kind) {
  if (page.busy) return;
  page.busy = true;
  try {
    await call(`/v1/games/${gameId}/${kind}`, { method: "POST", token: page.token, body: {} });
    notice(EXITS[kind].done);
  } catch (err) {
    notice(err.message, "error");
  } finally {
    page.busy = false;
  }
  await refresh();
}

function wireExits() {
  for (const button of document.querySelectorAll("#exits [data-exit]")) {
    button.addEventListener("click", () => askExit(button.dataset.exit));
  }
  const dialog = document.getElementById("exit-dialog");
  dialog.addEventListener("close", () => { if (dialog.returnValue === "yes") takeExit(dialog.dataset.exit); });
}

function renderLog() {
  const ol = document.getElementById("log");
  const all = actions(page.entries, names());
  const done = all.slice(-LOG_SHOWN).reverse();
  ol.replaceChildren(...done.map((a) => el("li", { "data-seq": String(a.seq) }, a.text)));
  announce(all);
}

// The moves made since the last announcement, in the log's words, said by a polite live
// region (a screen reader reads them when it is done speaking); what happened before the
// page opened is in the log, not announced
function announce(all) {
  if (page.announced === null) return;
  const fresh = all.filter((a) => a.last > page.announced);
  if (!fresh.length) return;
  page.announced = fresh[fresh.length - 1].last;
  document.getElementById("announce").textContent = fresh.map((a) => a.text).join(". ");
}

function renderInvites() {
  const raw = sessionStorage.getItem(INVITES_KEY);
  if (!raw) return;
  const invites = JSON.parse(raw);
  if (!invites.length) return;
  const ul = document.getElementById("invite-list");
  ul.replaceChildren(...invites.map((inv) => {
    const url = `${location.origin}/games/${gameId}#token=${encodeURIComponent(inv.token)}`;
    return el("li", {}, el("span", { text: `${inv.name}: ` }), el("a", { href: url, target: "_blank", rel: "noopener" }, "join link"), " ",
      el("button", { type: "button", onclick: () => navigator.clipboard.writeText(url).then(() => notice(`Copied ${inv.name}'s link`)) }, "copy"));
  }));
  document.getElementById("invites").hidden = false;
}

function wireTokenForm() {
  document.getElementById("token-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const input = document.getElementById("token-input");
    sessionStorage.setItem(TOKEN_KEY, input.value.trim());
    page.token = input.value.trim();
    input.value = "";
    restart();
  });
  document.getElementById("forget-token").addEventListener("click", () => {
    sessionStorage.removeItem(TOKEN_KEY);
    page.token = null;
    restart();
  });
  document.getElementById("replay-link").href = `/games/${gameId}/replay`;
}

let stopFollowing = () => {};

async function restart() {
  stopFollowing();
  page.entries = [];
  page.announced = null;
  page.selected.clear();
  await refresh();
  if (!page.game) return;
  page.announced = page.game.version;
  // the log is read from the start, shown as this viewer may see it
  stopFollowing = follow(gameId, {
    token: page.token, after: 0,
    onEvent: (e) => { page.entries.push(e); },
    onStatus: (status) => {
      if (!page.game || status.version !== page.game.version || status.phase !== page.game.phase) refresh();
      else renderLog();
    },
  });
}

takeTokenFromFragment();
wireTokenForm();
wireExits();
renderInvites();
restart();
