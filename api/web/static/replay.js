// /games/{id}/replay and /replay: step through a game's versions, with the verification badge.
//
// The document is checked in two places, and the page says which ran where: its hash chain
// and its signature here in the browser (chain.js, against the keys GET /v1/keys lists),
// then, only if those hold, its rules by the service (POST /v1/replays/verify), which deals
// the cards again and replays every move.

import { Problem, call, el, notice } from "./api.js";
import { drawBoard } from "./board.js";
import { verifyChain, verifySignature } from "./chain.js";
import { moment } from "./links.js";
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

// `text`: the document's JSON text as fetched or read, kept as it is: hashes and signatures
// are over its exact numbers (1.0 is not 1), which JSON.parse and JSON.stringify lose.
async function open(text) {
  stop();
  let doc;
  try { doc = JSON.parse(text); } catch { badge("✘ not JSON", "invalid", "the file is not a JSON document"); return; }
  replay.doc = doc;
  checks([]);
  badge("checking in this browser…", "pending");
  const local = await browserCheck(text, doc);
  checks(checkLines(local, null));
  if (local.status !== "valid" && local.status !== "consistent" && local.status !== "unchecked") {
    showBrowserVerdict(local);
    hidePlayer();
    return;
  }
  badge("replaying the rules on the service…", "pending");
  let verdict;
  try {
    verdict = await call("/v1/replays/verify?views=true", { method: "POST", body: text });
  } catch (err) {
    checks(checkLines(local, err));
    badge("not checked", "invalid", err.message);
    return;
  }
  checks(checkLines(local, verdict));
  showVerdict(verdict);
  const events = Array.isArray(doc.events) ? doc.events : [];
  if (!verdict.views && (!gameId || !events.length)) {
    hidePlayer();
    return;
  }
  replay.views = verdict.views || [];
  replay.seats = (doc.seats || []).map((s, i) => ({ name: s.name ?? `seat ${i}`, bot: s.bot, strikes: 0 }));
  const names = replay.seats.map((s) => s.name);
  replay.lines = actions(events.map((e) => ({ ...e.event, seq: e.seq, cause: e.cause })), names);
  const slider = document.getElementById("slider");
  slider.max = String(events.length);
  document.getElementById("player").hidden = false;
  const blob = new Blob([text], { type: "application/json" });
  const link = document.getElementById("download");
  if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(blob);
  link.download = `${doc.game_id || "game"}.replay.json`;
  document.getElementById("headline").textContent = `Replay of ${names.join(" vs ")}`;
  document.getElementById("download-html").hidden = !gameId;
  await startAt(gameId ? moment() : {});
}

// A link's moment (links.js): its version, its speed, and whether it plays on from there
async function startAt({ version = null, autoplay = false, speed = null }) {
  if (speed) {
    const select = document.getElementById("speed");
    if (![...select.options].some((o) => Number(o.value) === speed)) {
      select.append(el("option", { value: String(speed) }, `${speed} / s`));
    }
    select.value = [...select.options].find((o) => Number(o.value) === speed).value;
  }
  await go(version || 1);
  if (autoplay && replay.at < Number(document.getElementById("slider").max)) play();
}

function hidePlayer() {
  document.getElementById("player").hidden = true;
  document.getElementById("board").replaceChildren();
  if (!gameId) document.getElementById("headline").textContent = "Open a replay file";
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
    badge(unauthenticated(v), "invalid", v.reason);
  } else {
    badge(`✘ invalid at ${v.pointer || "the document"}`, "invalid", v.reason);
  }
}

// -- what was checked where ------------------------------------------------------------------

// The browser's check of the chain and the signature (chain.js), against the service's keys;
// status "unchecked" when it could not run here (no WebCrypto: a page served over plain http).
// A tournament's, match's or ladder's results have no chain of their own: only the signature.
async function browserCheck(text, doc) {
  let keys = null;
  try { keys = await call("/v1/keys"); } catch { keys = null; }
  try {
    const results = doc && typeof doc.format === "string" && /^shithead-[a-z]+-results\//.test(doc.format);
    if (results) return { ...await verifySignature(text, keys), chain: "none" };
    return await verifyChain(text, keys);
  } catch (err) {
    return { status: "unchecked", chain: "unchecked", reason: err.message };
  }
}

// One line per check: what it found and where it ran. `service`: the service's verdict, the
// error that kept it from answering, or null when it was not asked.
function checkLines(local, service) {
  const here = "checked in this browser";
  let chain;
  if (local.status === "unchecked") chain = `hash chain: not checked in this browser (${local.reason})`;
  else if (local.chain === "holds") chain = `hash chain: ${here} (${local.events} events)`;
  else if (local.chain === "none") chain = "hash chain: none in a results document (each game's replay has its own)";
  else if (local.chain === "broken") chain = `hash chain: broken at ${local.pointer || "the document"}, ${here}`;
  else chain = "hash chain: not checked (the signature block is malformed)";
  const sig = {
    verified: `signature: ${here}, key ${local.signed_by}`,
    unchecked: `signature: not checked, the service's keys could not be fetched`,
    absent: `signature: none, ${here}`,
    unknown_key: `signature: by a key the service does not list, ${here}`,
    mismatch: `signature: does not match the document, ${here}`,
    malformed: `signature: malformed at ${local.pointer}, ${here}`,
  }[local.signature] || (local.status === "unchecked" ? "signature: not checked in this browser" : "signature: not checked (the chain failed first)");
  let rules = "rules: not replayed (the checks in this browser failed)";
  if (service instanceof Error) rules = `rules: not replayed, the service did not answer (${service.message})`;
  else if (service) rules = "rules: replayed by the service";
  else if (["valid", "consistent", "unchecked"].includes(local.status)) rules = "rules: being replayed by the service…";
  return [["chain", chain], ["signature", sig], ["rules", rules]];
}

function checks(lines) {
  document.getElementById("checks").replaceChildren(
    ...lines.map(([name, text]) => el("li", { "data-check": name, text })));
}

// The badge when the browser's check refused the document (the service is not asked then).
// The same words wherever the check ran: the browser's or the service's.
function unauthenticated(v) {
  return `✘ unauthenticated: ${v.signature === "absent" ? "not signed" : "signed by a key this service does not list"}`;
}

function showBrowserVerdict(v) {
  if (v.status === "unauthenticated") {
    badge(unauthenticated(v), "invalid", `${v.reason} (checked in this browser)`);
  } else {
    badge(`✘ invalid at ${v.pointer || "the document"}`, "invalid", `${v.reason} (checked in this browser)`);
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
  // the address is a link to this moment (links.js), to copy and send
  if (gameId) history.replaceState(null, "", `${location.pathname}?version=${v}`);
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
    open(await f.text());
  });
}

wire();
// The replay's text, as the service sent it.
async function replayText(path) {
  const resp = await fetch(path, { headers: { Accept: "application/json" }, cache: "no-store" });
  const text = await resp.text();
  if (!resp.ok) {
    let body = null;
    try { body = JSON.parse(text); } catch { body = null; }
    throw new Problem(resp.status, body);
  }
  return text;
}

if (gameId) {
  replayText(`/v1/games/${gameId}/replay`).then(open).catch((err) => notice(err.message, "error"));
} else {
  document.getElementById("open-file").hidden = false;
  document.getElementById("headline").textContent = "Open a replay file";
}
