// The lobby's tournaments to come and being played: GET /v1/tournaments?status=upcoming and
// ?status=running, each with its start, its entries or its progress. A server that does not
// filter by status answers every tournament; the lists keep only their own.

import { call, el, notice, when } from "./api.js";

const REFRESH_MS = 15000;

async function listed(status) {
  let page;
  try {
    page = await call(`/v1/tournaments?status=${status}&limit=10`);
  } catch (err) {
    if (err.status !== 422) throw err;
    page = await call("/v1/tournaments?limit=50");
  }
  return page.tournaments.filter((t) => t.status === status);
}

function names(t) {
  const who = (t.participants || []).map((p) => (typeof p === "string" ? p : p.name));
  if (who.length) return who.join(", ");
  return t.entry === "open" ? "An open tournament" : "A tournament";
}

function item(t) {
  const bits = [t.ruleset.preset, t.format.replace("_", " ")];
  if (t.status === "upcoming") {
    if (t.starts_at) bits.push(`starts ${when(t.starts_at)}`);
    if (t.entry === "open") bits.push("open entry");
  } else if (t.progress) {
    bits.push(`${t.progress.done} of ${t.progress.total} games`);
  }
  return el("li", { class: "item" }, el("a", { href: `/tournaments/${t.id}` }, names(t)), el("span", { class: "muted" }, ` ${bits.join(" · ")}`));
}

async function load() {
  const [upcoming, running] = await Promise.all([listed("upcoming"), listed("running")]);
  for (const [id, rows, none] of [["upcoming", upcoming, "None announced."], ["running", running, "None being played."]]) {
    const list = document.getElementById(`tournaments-${id}`);
    list.replaceChildren(...rows.map(item));
    if (!list.children.length) list.append(el("li", { class: "muted" }, none));
  }
}

if (document.getElementById("tournaments-upcoming")) {
  load().catch((err) => notice(err.message, "error"));
  setInterval(() => { if (!document.hidden) load().catch(() => {}); }, REFRESH_MS);
}
