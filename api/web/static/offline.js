// A replay file (GET /games/{id}/replay.html): the replay document and the table at every
// version, inline, stepped through with no connection (the service bundles this module with
// those it imports into the file's one script).

import { el } from "./api.js";
import { drawBoard } from "./board.js";
import { actions, resultText } from "./words.js";

// the document's text kept as it is (its hashes are over its exact numbers), the views beside it
const docText = document.getElementById("replay-document").textContent;
const doc = JSON.parse(docText);
const views = JSON.parse(document.getElementById("replay-views").textContent);
const seats = (doc.seats || []).map((s, i) => ({ name: s.name ?? `seat ${i}`, bot: s.bot, strikes: 0 }));
const names = seats.map((s) => s.name);
const lines = actions(doc.events.map((e) => ({ ...e.event, seq: e.seq, cause: e.cause })), names);
const slider = document.getElementById("slider");
const player = { at: 1, timer: null };

function go(v) {
  v = Math.max(1, Math.min(views.length, v));
  player.at = v;
  slider.value = String(v);
  document.getElementById("at").textContent = `${v} of ${views.length}`;
  drawBoard(document.getElementById("board"), { view: views[v - 1], seats, you: null });
  const line = [...lines].reverse().find((a) => a.seq <= v);
  document.getElementById("event-words").textContent = line ? line.text : "";
  if (v >= views.length) stop();
}

function play() {
  if (player.timer) { stop(); return; }
  if (player.at >= views.length) go(1);
  player.timer = setInterval(() => go(player.at + 1), 500);
  const b = document.getElementById("play");
  b.textContent = "Pause";
  b.setAttribute("aria-label", "Pause");
}

function stop() {
  clearInterval(player.timer);
  player.timer = null;
  const b = document.getElementById("play");
  b.textContent = "Play";
  b.setAttribute("aria-label", "Play");
}

const result = doc.result ? resultText(doc.result, names) : "";
document.getElementById("headline").textContent = `Replay of ${names.join(" vs ")}`;
if (result) document.getElementById("headline").after(el("p", { id: "result", text: result[0].toUpperCase() + result.slice(1) }));
slider.max = String(views.length);
slider.addEventListener("input", () => go(Number(slider.value)));
document.getElementById("first").addEventListener("click", () => go(1));
document.getElementById("prev").addEventListener("click", () => go(player.at - 1));
document.getElementById("next").addEventListener("click", () => go(player.at + 1));
document.getElementById("last").addEventListener("click", () => go(views.length));
document.getElementById("play").addEventListener("click", play);
document.addEventListener("keydown", (e) => {
  if (e.target === slider) return;  // the slider moves by itself with the arrows
  const steps = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
  if (e.key in steps) { e.preventDefault(); go(player.at + steps[e.key]); }
  else if (e.key === "Home") { e.preventDefault(); go(1); }
  else if (e.key === "End") { e.preventDefault(); go(views.length); }
});
// the document itself, as JSON text, for a verifier (a data: link: nothing is fetched)
const link = document.getElementById("download");
link.href = `data:application/json,${encodeURIComponent(docText)}`;
link.download = `${doc.game_id || "game"}.replay.json`;
go(1);
