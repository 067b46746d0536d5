// /games/{id}/replay and /replay: step through a game's versions, with the verification badge.

import { call, el, notice } from "./api.js";
import { drawBoard } from "./board.js";
import { actions, resultText } from "./words.js";

const main = document.getElementById("main");
const gameId = main.dataset.game;

const replay = {
  doc: null,
  views: [],     // views[v - 1]: the game at version v (fetched one by one when not given)
  seats: [],
  at: 1,
  timer: null,
  lines: [],     // the actions in words, by the version their last event reaches
};

async function open(doc) {
  stop();
  replay.doc = doc;
  badge("checking…", "pending");
  let verdict;
  try {
    verdict = await call("/v1/replays/verify?views=true", { method: "POST", body: JSON.stringify(doc) });
  } catch (err) {
    badge("not checked", "invalid", err.message);
    return;
  }
  showVerdict(verdict);
  const events = Array.isArray(doc.events) ? doc.events : [];
  if (!verdict.views && (!gameId || !events.length)) {
    document.getElementById("player").hidden = true;
    document.getElementById("board").replaceChildren();
    return;
  }
  replay.views = verdict.views || [];
  replay.seats = (doc.seats || []).map((s, i) => ({ name: s.name ?? `seat ${i}`, bot: s.bot, strikes: 0 }));
  const names = replay.seats.map((s) => s.name);
  replay.lines = actions(events.map((e) => ({ ...e.event, seq: e.seq, cause: e.cause })), names);
  const slider = document.getElementById("slider");
  slider.max = String(events.length);
  document.getElementById("player").hidden = false;
  const blob = new Blob([JSON.stringify(doc, null, 1)], { type: "application/json" });
  const link = document.getElementById("download");
  if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(blob);
  link.download = `${doc.game_id || "game"}.replay.json`;
  document.getElementById("headline").textContent = `Replay of ${names.join(" vs ")}`;
  await go(1);
}

function badge(text, kind, detail = "") {
  const b = document.getElementById("badge");
  b.textContent = text;
  b.dataset.kind = kind;
  document.getElementById("badge-detail").textContent = detail;
}

// The badge says the service's verdict in its own words (engine/verdict.py): "valid" only
// for a document signed by one of the service's keys.
function showVerdict(v) {
  const result = v.result ? `; ${resultText(v.result, (replay.doc.seats || []).map((s) => s.name))}` : "";
  if (v.status === "valid") {
    badge(`✔ valid, signed by ${v.signed_by}`, "valid", `${v.reason}${result}`);
  } else if (v.status === "consistent") {
    badge("consistent, origin unchecked", "unchecked", `${v.reason}${result}`);
  } else if (v.status === "consistent_so_far") {
    badge("… consistent so far", "pending", v.reason);
  } else if (v.status === "unauthenticated") {
    const why = v.signature === "absent" ? "not signed" : "signed by a key this service does not list";
    badge(`✘ unauthenticated: ${why}`, "invalid", v.reason);
  } else {
    badge(`✘ invalid at ${v.pointer || "the document"}`, "invalid", v.reason);
  }
}

async function viewAt(v) {
  if (!replay.views[v - 1]) {
    const g = await call(`/v1/games/${gameId}/views/${v}`);
    replay.views[v - 1] = g.view;
    g.seats.forEach((s, i) => { if (replay.seats[i]) replay.seats[i].strikes = s.strikes; });
  }
  return replay.views[v - 1];
}

async function go(v) {
  const max = Number(document.getElementById("slider").max);
  v = Math.max(1, Math.min(max, v));
  replay.at = v;
  let view;
  try { view = await viewAt(v); } catch (err) { notice(err.message, "error"); stop(); return; }
  if (replay.at !== v) return;  // a later step overtook this one
  document.getElementById("slider").value = String(v);
  document.getElementById("at").textContent = `${v} of ${max}`;
  drawBoard(document.getElementById("board"), { view, seats: replay.seats, you: null });
  const line = [...replay.lines].reverse().find((a) => a.seq <= v);
  document.getElementById("event-words").textContent = line ? line.text : "";
  if (v >= max) stop();
}

function play() {
  if (replay.timer) { stop(); return; }
  if (replay.at >= Number(document.getElementById("slider").max)) go(1);
  const speed = Number(document.getElementById("speed").value);
  replay.timer = setInterval(() => go(replay.at + 1), 1000 / speed);
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
  document.getElementById("first").addEventListener("click", () => go(1));
  document.getElementById("prev").addEventListener("click", () => go(replay.at - 1));
  document.getElementById("next").addEventListener("click", () => go(replay.at + 1));
  document.getElementById("last").addEventListener("click", () => go(Number(slider.max)));
  document.getElementById("play").addEventListener("click", play);
  document.getElementById("speed").addEventListener("change", () => { if (replay.timer) { stop(); play(); } });
  document.addEventListener("keydown", (e) => {
    if (document.getElementById("player").hidden || e.target.matches("input[type=file], select")) return;
    if (e.target === slider) return;  // the slider moves by itself with the arrows
    const steps = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
    if (e.key in steps) { e.preventDefault(); go(replay.at + steps[e.key]); }
    else if (e.key === "Home") { e.preventDefault(); go(1); }
    else if (e.key === "End") { e.preventDefault(); go(Number(slider.max)); }
  });
  const file = document.getElementById("file");
  file.addEventListener("change", async () => {
    const f = file.files[0];
    if (!f) return;
    let doc;
    try { doc = JSON.parse(await f.text()); } catch { badge("✘ not JSON", "invalid", "the file is not a JSON document"); return; }
    open(doc);
  });
}

wire();
if (gameId) {
  call(`/v1/games/${gameId}/replay`).then(open).catch((err) => notice(err.message, "error"));
} else {
  document.getElementById("open-file").hidden = false;
  document.getElementById("headline").textContent = "Open a replay file";
}
