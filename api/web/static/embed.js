// /embed/games/{id}: the table with nothing around it, for another site's <iframe>. Live
// while the game runs (as a spectator sees it, with who watches and each seat's presence);
// once it is over, its replay, from the link's moment (?version=N&autoplay=1&speed=S).

import { call, notice } from "./api.js";
import { drawBoard, headline, tickClocks } from "./board.js";
import { moment, watchingText } from "./links.js";
import { follow } from "./live.js";
import { actions, resultText } from "./words.js";

const main = document.getElementById("main");
const gameId = main.dataset.game;
const REFRESH_GAP_MS = 250;
const CLOCK_TICK_MS = 1000;

const embed = { game: null, presence: null, readAt: 0, entries: [], refreshing: false, again: false };

function capital(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }
function names() { return embed.game.seats.map((s) => s.name); }

async function read() {
  embed.game = await call(`/v1/games/${gameId}`);
  embed.readAt = performance.now();
}

// -- live ---------------------------------------------------------------------------------------

function drawLive() {
  const g = embed.game;
  main.dataset.phase = g.phase;
  document.getElementById("headline").textContent = capital(headline(g.view, g.seats));
  document.getElementById("sub").textContent = `${g.ruleset.name} · version ${g.version}`;
  drawBoard(document.getElementById("board"), { view: g.view, seats: g.seats, clock: g.clock, presence: embed.presence });
  const box = document.getElementById("watching");
  box.hidden = !embed.presence;
  if (embed.presence) box.textContent = watchingText(embed.presence.watching);
  const line = actions(embed.entries, names()).at(-1);
  document.getElementById("event-words").textContent = line ? line.text : "";
}

async function refresh() {
  if (embed.refreshing) { embed.again = true; return; }
  embed.refreshing = true;
  try {
    do {
      embed.again = false;
      await read();
      if (embed.game.phase === "over") { stopFollowing(); await showReplay(); return; }
      drawLive();
      if (embed.again) await new Promise((r) => setTimeout(r, REFRESH_GAP_MS));
    } while (embed.again);
  } catch (err) {
    notice(err.message, "error");
  } finally {
    embed.refreshing = false;
  }
}

let stopFollowing = () => {};

function watchLive() {
  drawLive();
  stopFollowing = follow(gameId, {
    after: 0,
    onEvent: (e) => { embed.entries.push(e); },
    onStatus: (status) => { if (status.version !== embed.game.version || status.phase !== embed.game.phase) refresh(); },
    onWatching: (w) => { embed.presence = w; drawLive(); },
    onEnd: () => refresh(),
  });
  setInterval(() => {
    if (embed.game.phase !== "over") tickClocks(document.getElementById("board"), performance.now() - embed.readAt);
  }, CLOCK_TICK_MS);
}

// -- the replay, once over -------------------------------------------------------------------------

const replay = { views: [], at: 1, max: 1, timer: null, speed: 2, lines: [] };

async function showReplay() {
  const g = embed.game;
  const ns = names();
  document.getElementById("watching").hidden = true;
  document.getElementById("headline").textContent = capital(resultText(g.result, ns) || "the game is over");
  document.getElementById("sub").textContent = `${g.ruleset.name} · replay`;
  const events = await call(`/v1/games/${gameId}/events?after=0`).catch(() => ({ events: [] }));
  replay.lines = actions(events.events || [], ns);
  replay.max = g.version;
  const slider = document.getElementById("slider");
  slider.max = String(replay.max);
  document.getElementById("player").hidden = false;
  const link = moment();
  if (link.speed) replay.speed = link.speed;
  await go(link.version || replay.max);
  if (link.autoplay) play();
}

async function go(v) {
  v = Math.max(1, Math.min(replay.max, v));
  replay.at = v;
  if (!replay.views[v - 1]) {
    try { replay.views[v - 1] = (await call(`/v1/games/${gameId}/views/${v}`)).view; }
    catch (err) { notice(err.message, "error"); stop(); return; }
  }
  if (replay.at !== v) return;  // a later step overtook this one
  document.getElementById("slider").value = String(v);
  document.getElementById("at").textContent = `${v} of ${replay.max}`;
  drawBoard(document.getElementById("board"), { view: replay.views[v - 1], seats: embed.game.seats });
  const line = [...replay.lines].reverse().find((a) => a.seq <= v);
  document.getElementById("event-words").textContent = line ? line.text : "";
  if (v >= replay.max) stop();
}

function play() {
  if (replay.timer) { stop(); return; }
  if (replay.at >= replay.max) go(1);
  replay.timer = setInterval(() => go(replay.at + 1), 1000 / replay.speed);
  const b = document.getElementById("play");
  b.textContent = "Pause";
  b.setAttribute("aria-label", "Pause");
}

function stop() {
  clearInterval(replay.timer);
  replay.timer = null;
  const b = document.getElementById("play");
  b.textContent = "Play";
  b.setAttribute("aria-label", "Play");
}

function wire() {
  const slider = document.getElementById("slider");
  slider.addEventListener("input", () => go(Number(slider.value)));
  document.getElementById("prev").addEventListener("click", () => go(replay.at - 1));
  document.getElementById("next").addEventListener("click", () => go(replay.at + 1));
  document.getElementById("play").addEventListener("click", play);
}

wire();
read().then(() => (embed.game.phase === "over" ? showReplay() : watchLive()))
  .catch((err) => {
    document.getElementById("headline").textContent = err.status === 404 ? "No such game" : "The game could not be read";
    notice(err.message, "error");
  });
