// The public /v1 API, from the same origin: JSON in and out, problems as errors.

export class Problem extends Error {
  constructor(status, body) {
    super(body && body.detail ? body.detail : `HTTP ${status}`);
    this.status = status;
    this.code = body && body.code ? body.code : "http_error";
    this.body = body || {};
  }
}

export async function call(path, { method = "GET", token = null, body = undefined, headers = {} } = {}) {
  const h = { Accept: "application/json", ...headers };
  if (token) h.Authorization = `Bearer ${token}`;
  const init = { method, headers: h, cache: "no-store" };
  if (body !== undefined) {
    h["Content-Type"] = "application/json";
    init.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const resp = await fetch(path, init);
  const text = await resp.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!resp.ok) throw new Problem(resp.status, data);
  return data;
}

// A fresh Idempotency-Key; crypto.randomUUID exists only in secure contexts (https, localhost)
export function newKey() {
  if (crypto.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

export function notice(text, kind = "info") {
  const box = document.getElementById("notice");
  if (!box) return;
  box.textContent = text;
  box.dataset.kind = kind;
  box.hidden = !text;
}

export function when(seconds) {
  return new Date(seconds * 1000).toLocaleString();
}
