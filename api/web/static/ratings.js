// What the competitions' pages share: ratings and their history drawn as a small chart
// (inline SVG made from the data, nothing from another origin), presence in words, and
// reading a part of the API this server may not have.

import { call, el, when } from "./api.js";

// SVG's namespace, as the HTML parser gives it to an <svg> element
const SVG = (() => {
  const holder = document.createElement("div");
  holder.innerHTML = "<svg></svg>";
  return holder.firstChild.namespaceURI;
})();

// The shown rating: the ordinal (mu - 3 sigma), which ladders call `rating`.
export function ratingOf(r) {
  if (!r) return null;
  if (typeof r.rating === "number") return r.rating;
  if (typeof r.ordinal === "number") return r.ordinal;
  return null;
}

export function fmt(x) {
  return typeof x === "number" ? x.toFixed(2) : "–";
}

// A part of the API this server may not serve yet: null when the route is not there
// (404 or 405 for a resource the page already knows exists), the answer otherwise.
export async function optional(path) {
  try {
    return await call(path);
  } catch (err) {
    if (err.status === 404 || err.status === 405 || err.status === 501) return null;
    throw err;
  }
}

function svg(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

// A rating's history as a line: `points` [{at, rating}] in any order, drawn oldest first.
// Small (a leaderboard's cell) or large (a profile's, with its range and dates written).
export function chart(points, { name = "", large = false } = {}) {
  const data = points.filter((p) => typeof ratingOf(p) === "number")
    .map((p) => ({ at: p.at ?? 0, y: ratingOf(p) }))
    .sort((a, b) => a.at - b.at);
  if (!data.length) return el("span", { class: "muted" }, "no games yet");
  const w = large ? 320 : 96;
  const h = large ? 96 : 24;
  const pad = large ? 6 : 2;
  const lo = Math.min(...data.map((d) => d.y));
  const hi = Math.max(...data.map((d) => d.y));
  const span = hi - lo || 1;
  const x = (i) => (data.length === 1 ? w / 2 : pad + (i * (w - 2 * pad)) / (data.length - 1));
  const y = (v) => (hi === lo ? h / 2 : h - pad - ((v - lo) * (h - 2 * pad)) / span);
  const first = data[0].y;
  const last = data[data.length - 1].y;
  const words = `${name ? `${name}'s rating` : "Rating"} over its last ${data.length} rated game${data.length === 1 ? "" : "s"}: from ${first.toFixed(2)} to ${last.toFixed(2)} (lowest ${lo.toFixed(2)}, highest ${hi.toFixed(2)})`;
  const box = svg("svg", { viewBox: `0 0 ${w} ${h}`, width: w, height: h, role: "img", "aria-label": words, class: large ? "chart large" : "chart" });
  const title = svg("title");
  title.textContent = words;
  box.append(title);
  if (large) {
    box.append(svg("line", { x1: pad, x2: w - pad, y1: y(lo), y2: y(lo), stroke: "#c9ced3", "stroke-width": 1 }));
    box.append(svg("line", { x1: pad, x2: w - pad, y1: y(hi), y2: y(hi), stroke: "#c9ced3", "stroke-width": 1 }));
  }
  box.append(svg("polyline", {
    points: data.map((d, i) => `${x(i).toFixed(1)},${y(d.y).toFixed(1)}`).join(" "),
    fill: "none", stroke: last >= first ? "#1e7b34" : "#a4161a", "stroke-width": large ? 2 : 1.5,
    "stroke-linejoin": "round", "stroke-linecap": "round",
  }));
  box.append(svg("circle", { cx: x(data.length - 1), cy: y(last), r: large ? 3.5 : 2, fill: "#1b1b1b" }));
  if (!large) return box;
  return el("figure", { class: "history" }, box,
    el("figcaption", { class: "muted" }, `${first.toFixed(2)} → ${last.toFixed(2)} over ${data.length} game${data.length === 1 ? "" : "s"}`,
      data[0].at ? `, since ${when(data[0].at)}` : ""));
}

// Presence in words, from a bot's `online` and `last_seen`; null where the server does not say.
export function presence(bot) {
  if (bot.online === true) return el("span", { class: "tag online" }, "online");
  if (typeof bot.last_seen === "number") return el("span", { class: "muted" }, `last seen ${when(bot.last_seen)}`);
  if (bot.online === false) return el("span", { class: "muted" }, "not seen yet");
  return null;  // the server does not say
}

// A bot's name linked to its profile.
export function botLink(name) {
  return el("a", { href: `/bots/${encodeURIComponent(name)}` }, name);
}

// The rulesets' names, for filters and leaderboards' links.
export async function rulesetNames() {
  return (await call("/v1/rulesets")).rulesets.map((r) => r.name);
}
