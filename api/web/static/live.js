// A game's events as they happen: GET /v1/games/{id}/stream (Server-Sent Events) read through
// fetch, so a seat's token goes in the Authorization header and never in a URL. Where the
// service has no stream, the events endpoint's long poll gives the same events.

import { call } from "./api.js";

const RETRY_MS = 3000;
const LONG_POLL_S = 25;

// onEvent(entry) for each log entry, onStatus({version, phase, to_act, result}) after each
// batch, onWatching({watching, seats}) whenever a stream of the game opens or closes (the
// stream's own count; the long poll has none); the log resumes after `after`. Returns a
// function that stops following.
export function follow(gameId, { token = null, after = 0, onEvent, onStatus, onEnd = () => {}, onWatching = () => {} }) {
  let stopped = false;
  let last = after;
  let controller = null;
  const stop = () => { stopped = true; if (controller) controller.abort(); };

  async function stream() {
    while (!stopped) {
      controller = new AbortController();
      const headers = { Accept: "text/event-stream" };
      if (token) headers.Authorization = `Bearer ${token}`;
      let resp;
      try {
        resp = await fetch(`/v1/games/${gameId}/stream?after=${last}`, { headers, cache: "no-store", signal: controller.signal });
      } catch {
        if (stopped) return;
        await sleep(RETRY_MS);
        continue;
      }
      if (resp.status === 404 || resp.status === 405) return longPoll();  // no stream here
      if (!resp.ok || !resp.body) { await sleep(RETRY_MS); continue; }
      try {
        if (await readEvents(resp.body)) { onEnd(); return; }
      } catch {
        if (stopped) return;
      }
      await sleep(RETRY_MS);
    }
  }

  // true once the server said the game is over
  async function readEvents(body) {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      buffer += value.replace(/\r\n?/g, "\n");
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (handle(frame)) return true;
      }
    }
  }

  function handle(frame) {
    let kind = "message";
    const data = [];
    for (const line of frame.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const at = line.indexOf(":");
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
      if (field === "event") kind = value;
      else if (field === "data") data.push(value);
    }
    if (kind === "end") return true;
    if (!data.length) return false;
    const msg = JSON.parse(data.join("\n"));
    if (kind === "game") {
      if (msg.seq > last) { last = msg.seq; onEvent(msg); }
    } else if (kind === "status") {
      onStatus(msg);
    } else if (kind === "watching") {
      onWatching(msg);
    }
    return false;
  }

  async function longPoll() {
    while (!stopped) {
      let page;
      try {
        page = await call(`/v1/games/${gameId}/events?after=${last}&wait=${LONG_POLL_S}`, { token });
      } catch {
        if (stopped) return;
        await sleep(RETRY_MS);
        continue;
      }
      for (const e of page.events) if (e.seq > last) { last = e.seq; onEvent(e); }
      onStatus({ version: page.version, phase: page.phase, to_act: page.to_act, result: page.result });
      if (page.phase === "over") { onEnd(); return; }
    }
  }

  stream();
  return stop;
}

function sleep(ms) { return new Promise((r) => setTimeout(r, ms)); }
