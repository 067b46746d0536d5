// A replay's hash chain and a document's Ed25519 signature, checked as docs/replays.md
// specifies them ("Rebuilding the chain and checking the signature").
//
// A second implementation of that page, sharing nothing with the engine's Python: the replay
// page runs it in the browser before it asks the service to replay the rules, and the tests
// run it under Node on every preset's replay. One ES module for both: it needs only
// globalThis.crypto.subtle (SHA-256 and Ed25519), TextEncoder and atob.
//
// What it checks: the document's header fields are there, each event's hash follows from the
// one before (the first from the genesis hash of the header), and the signature is an
// Ed25519 signature by one of the given public keys over the document without its signature.
// What it does not: whether the deal follows from the seed, whether each move was legal and
// the result the one the moves give. Only a replay of the rules shows that (the service's
// POST /v1/replays/verify, or `shithead verify`).

export const FORMAT = "shithead-replay/2";
// Hashed into the genesis, every one of them (a replay has all of them).
export const HEADER_KEYS = [
  "format", "engine_version", "deal_algorithm", "game_id", "ruleset", "preset", "options",
  "players", "dealer", "starter", "spoils", "no_swap", "seats", "seed_commitment",
  "explicit_seed", "explicit_deck", "deal_mode", "deal_deadline",
];
// Hashed into the genesis only when present and not null.
export const OPTIONAL_HEADER_KEYS = ["clock"];
export const SIGNATURE_KEY = "signature";
const ENTRY_KEYS = ["cause", "event", "hash", "seq"];
const BLOCK_KEYS = ["alg", "key_id", "value"];

// == JSON as the canonical form needs it =====================================================

// A JSON number written with a fraction or an exponent (or NaN, Infinity): a float, whose
// canonical form differs from an integer's of the same value (1.0 is not 1).
export class Float {
  constructor(value) { this.value = value; Object.freeze(this); }
}

export class JSONError extends Error {}

const has = (obj, k) => Object.prototype.hasOwnProperty.call(obj, k);
// obj[k] = v, as an own property even for "__proto__"
const put = (obj, k, v) => Object.defineProperty(obj, k, { value: v, enumerable: true, writable: true, configurable: true });

const WS = new Set([" ", "\t", "\n", "\r"]);
const ESCAPES = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;

// The JSON text's value, with what JSON.parse forgets: an integer stays exact at any size
// (a BigInt past 2^53), a number with a fraction or an exponent is a Float. Objects keep a
// repeated key's last value. Also reads NaN, Infinity and -Infinity, as Python's json does.
export function parse(text) {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (what) => { throw new JSONError(`not JSON at character ${i}: ${what}`); };
  const space = () => { while (i < text.length && WS.has(text[i])) i++; };
  const word = (w, v) => { if (text.startsWith(w, i)) { i += w.length; return v; } return fail(`unexpected ${JSON.stringify(text[i] ?? "end")}`); };
  function string() {
    i++;  // the opening quote
    let out = "";
    for (;;) {
      let j = i;
      for (let u = text.charCodeAt(j); u >= 0x20 && u !== 0x22 && u !== 0x5c; u = text.charCodeAt(++j));
      if (j > i) { out += text.slice(i, j); i = j; }
      const c = text[i];
      if (c === undefined) fail("an unterminated string");
      if (c === '"') { i++; return out; }
      if (c !== "\\") fail("a control character in a string");
      const e = text[i + 1];
      if (e === "u") {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("a bad \\u escape");
        out += String.fromCharCode(parseInt(hex, 16));
        i += 6;
      } else if (e !== undefined && has(ESCAPES, e)) {
        out += ESCAPES[e];
        i += 2;
      } else {
        fail("a bad escape");
      }
    }
  }
  function value(depth) {
    if (depth > 2000) fail("nesting too deep");
    space();
    const c = text[i];
    if (c === "{") {
      i++;
      const obj = {};
      space();
      if (text[i] === "}") { i++; return obj; }
      for (;;) {
        space();
        if (text[i] !== '"') fail("an object key is a string");
        const key = string();
        space();
        if (text[i] !== ":") fail("a ':' after an object key");
        i++;
        put(obj, key, value(depth + 1));
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "}") { i++; return obj; }
        fail("a ',' or '}' in an object");
      }
    }
    if (c === "[") {
      i++;
      const arr = [];
      space();
      if (text[i] === "]") { i++; return arr; }
      for (;;) {
        arr.push(value(depth + 1));
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "]") { i++; return arr; }
        fail("a ',' or ']' in an array");
      }
    }
    if (c === '"') return string();
    if (c === "t") return word("true", true);
    if (c === "f") return word("false", false);
    if (c === "n") return word("null", null);
    if (c === "N") return word("NaN", new Float(NaN));
    if (c === "I") return word("Infinity", new Float(Infinity));
    if (c === "-" && text.startsWith("-Infinity", i)) return word("-Infinity", new Float(-Infinity));
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail(`unexpected ${JSON.stringify(c ?? "end")}`);
    i = NUMBER.lastIndex;
    if (m[1] !== undefined || m[2] !== undefined) return new Float(Number(m[0]));
    const n = Number(m[0]);
    return Number.isSafeInteger(n) ? (n === 0 ? 0 : n) : BigInt(m[0]);
  }
  const out = value(0);
  space();
  if (i < text.length) fail("text after the document");
  return out;
}

// == the canonical form ========================================================================

function hex4(code) { return "\\u" + code.toString(16).padStart(4, "0"); }

const NEEDS_ESCAPE = /[^\x20-\x21\x23-\x5b\x5d-\x7e]/;
const SHORT = { 0x22: '\\"', 0x5c: "\\\\", 0x08: "\\b", 0x0c: "\\f", 0x0a: "\\n", 0x0d: "\\r", 0x09: "\\t" };

// A string in ASCII: the short escapes, every other code unit outside space..'~' as \uxxxx
// (lowercase hex; a character past U+FFFF as its UTF-16 surrogate pair).
function quote(s) {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  let out = '"';
  for (let k = 0; k < s.length; k++) {
    const code = s.charCodeAt(k);
    if (code in SHORT) out += SHORT[code];
    else if (code < 0x20 || code > 0x7e) out += hex4(code);
    else out += s[k];
  }
  return out + '"';
}

// A float as Python's repr writes it: the shortest digits that read back as the same double,
// positional when the decimal point falls within 16 digits of them (with ".0" when it has
// no fraction), else d.ddde+XX.
export function floatText(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  // String() gives the shortest round-trip digits too; only where the point goes differs
  const [mant, exp] = String(Math.abs(x)).split("e");
  let [whole, frac = ""] = mant.split(".");
  let digits = whole + frac;
  let point = whole.length + (exp === undefined ? 0 : Number(exp));  // value = 0.digits × 10^point
  const lead = digits.length - digits.replace(/^0+/, "").length;
  digits = digits.slice(lead).replace(/0+$/, "");
  point -= lead;
  if (point <= -4 || point > 16) {
    const e = point - 1;
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}.0`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

// Code point order (as Python sorts strings), not JavaScript's UTF-16 code unit order.
function byCodePoint(a, b) {
  let i = 0, j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i), y = b.codePointAt(j);
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return (a.length - i) - (b.length - j);
}

// The canonical JSON text: keys sorted by code point, no spaces, ASCII only. A JavaScript
// number is an integer when it has no fraction (as JSON.parse leaves 1.0), else a float.
export function canonical(v) {
  if (v === null) return "null";
  if (v === true) return "true";
  if (v === false) return "false";
  if (typeof v === "string") return quote(v);
  if (typeof v === "bigint") return v.toString();
  if (v instanceof Float) return floatText(v.value);
  if (typeof v === "number") {
    if (!Number.isInteger(v)) return floatText(v);
    return Number.isSafeInteger(v) ? String(v === 0 ? 0 : v) : BigInt(v).toString();
  }
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (typeof v === "object") {
    const keys = Object.keys(v).sort(byCodePoint);
    return `{${keys.map((k) => `${quote(k)}:${canonical(v[k])}`).join(",")}}`;
  }
  throw new TypeError(`no JSON value: ${typeof v}`);
}

// == hashes and signatures =====================================================================

function subtle() {
  const s = globalThis.crypto && globalThis.crypto.subtle;
  if (!s) throw new Error("WebCrypto is not available here (a browser offers it only on https or localhost)");
  return s;
}

const ascii = (s) => new TextEncoder().encode(s);  // canonical text is ASCII: its UTF-8 is itself

function toHex(buf) {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256hex(text) {
  return toHex(await subtle().digest("SHA-256", ascii(text)));
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Float);
const isInt = (v) => (typeof v === "number" && Number.isInteger(v)) || typeof v === "bigint";
const ptr = (...parts) => parts.map((p) => "/" + String(p).replaceAll("~", "~0").replaceAll("/", "~1")).join("");

export function headerOf(doc) {
  const head = {};
  for (const k of HEADER_KEYS) head[k] = has(doc, k) ? doc[k] : null;
  for (const k of OPTIONAL_HEADER_KEYS) if (has(doc, k) && doc[k] !== null) head[k] = doc[k];
  return head;
}

export async function genesisHash(doc) {
  return sha256hex(canonical(headerOf(doc)));
}

// The hash of an event entry: SHA-256 of the previous hash (its 64 hex digits, as ASCII)
// followed by the canonical JSON of {seq, event, cause}.
export async function chainStep(prev, item) {
  const body = { seq: item.seq ?? null, event: item.event ?? null, cause: item.cause ?? null };
  return sha256hex(prev + canonical(body));
}

class Failure extends Error {
  // `signature`: what became of the signature when it is what failed
  constructor(pointer, reason, status = "invalid", signature = undefined) {
    super(reason);
    Object.assign(this, { pointer, status, signature });
  }
}

function checkHeader(doc) {
  if (!isObject(doc)) throw new Failure("", "a replay document is a JSON object");
  if (doc.format !== FORMAT) throw new Failure("/format", `unknown format ${JSON.stringify(doc.format ?? null)}; expected ${FORMAT}`);
  for (const k of HEADER_KEYS) if (!has(doc, k)) throw new Failure(ptr(k), `the field '${k}' is missing`);
}

// [genesis, hash of event 1, ...], each compared with the document's as it goes.
async function checkChain(doc) {
  const events = doc.events;
  if (!Array.isArray(events) || !events.length) throw new Failure("/events", "events is a non-empty list");
  let prev = await genesisHash(doc);
  const hashes = [prev];
  for (const [i, item] of events.entries()) {
    if (!isObject(item)) throw new Failure(ptr("events", i), "an event entry is an object");
    for (const k of Object.keys(item)) if (!ENTRY_KEYS.includes(k)) throw new Failure(ptr("events", i, k), `unknown field '${k}' in an event entry`);
    for (const k of ENTRY_KEYS) if (!has(item, k)) throw new Failure(ptr("events", i, k), `the field '${k}' is missing from an event entry`);
    if (!isInt(item.seq) || Number(item.seq) !== i + 1) throw new Failure(ptr("events", i, "seq"), `events are numbered 1, 2, 3...: this is ${i + 1}`);
    prev = await chainStep(prev, item);
    hashes.push(prev);
    if (item.hash !== prev) {
      throw new Failure(ptr("events", i, "hash"), i === 0
        ? "the chain does not start from this header: a header field or this event was altered"
        : "the hash chain breaks here: this event (or its cause) was altered");
    }
  }
  return hashes;
}

function base64Bytes(text) {
  if (typeof text !== "string" || text.length % 4 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  try { return Uint8Array.from(atob(text), (c) => c.charCodeAt(0)); } catch { return null; }
}

// The signature's bytes, once its block is well formed.
function checkBlock(block) {
  const malformed = (at, why) => new Failure(at, why, "invalid", "malformed");
  if (!isObject(block)) throw malformed("/signature", "the signature is an object {alg, key_id, value}");
  for (const k of Object.keys(block)) if (!BLOCK_KEYS.includes(k)) throw malformed(ptr("signature", k), `unknown field '${k}' in the signature`);
  if (block.alg !== "Ed25519") throw malformed("/signature/alg", "the signature's algorithm is Ed25519");
  if (typeof block.key_id !== "string" || !/^[0-9a-f]{16}$/.test(block.key_id)) throw malformed("/signature/key_id", "a key id is 16 lowercase hex digits");
  const value = base64Bytes(block.value);
  if (!value || value.length !== 64) throw malformed("/signature/value", "an Ed25519 signature is 64 bytes in base64");
  return value;
}

// Public keys by id, from what GET /v1/keys answers ({keys: [...]}, or its list): each key's
// id is computed from its 32 raw bytes (the first 16 hex digits of their SHA-256), not taken
// on trust from the listing.
export async function importKeys(listing) {
  const list = Array.isArray(listing) ? listing : (listing && listing.keys) || [];
  const out = new Map();
  for (const k of list) {
    const raw = base64Bytes(k && k.public_key);
    if (!raw || raw.length !== 32 || (k.alg !== undefined && k.alg !== "Ed25519")) continue;
    const id = toHex(await subtle().digest("SHA-256", raw)).slice(0, 16);
    out.set(id, await subtle().importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]));
  }
  return out;
}

// The bytes a signature signs: the canonical JSON of the document without its signature.
export function signedText(doc) {
  const rest = {};
  for (const k of Object.keys(doc)) if (k !== SIGNATURE_KEY) put(rest, k, doc[k]);
  return canonical(rest);
}

// {signature, signed_by} of a signed document (a replay, a tournament's or a match's results)
// against `keys` (a Map from importKeys, or null when no key is known). Throws a Failure with
// status "unauthenticated" when a known key was expected and none signed it.
async function checkSignature(doc, keys) {
  if (!has(doc, SIGNATURE_KEY)) {
    if (keys === null) return { signature: "absent", signed_by: null };
    throw new Failure("/signature", "the document is not signed: its origin cannot be checked", "unauthenticated", "absent");
  }
  const value = checkBlock(doc[SIGNATURE_KEY]);
  if (keys === null) return { signature: "unchecked", signed_by: null };
  const id = doc[SIGNATURE_KEY].key_id;
  const key = keys.get(id);
  if (!key) throw new Failure("/signature", `signed by key ${id}, which is not one of the service's keys`, "unauthenticated", "unknown_key");
  if (!await subtle().verify({ name: "Ed25519" }, key, value, ascii(signedText(doc)))) {
    throw new Failure("/signature/value", `the signature does not match the document under key ${id}: the document was altered after signing`, "invalid", "mismatch");
  }
  return { signature: "verified", signed_by: id };
}

function answer(f) {
  if (!(f instanceof Failure)) throw f;
  const out = { status: f.status, valid: false, pointer: f.pointer, reason: f.message };
  if (f.signature) out.signature = f.signature;
  return out;
}

async function read(input, keys) {
  const doc = typeof input === "string" ? parse(input) : input;
  return [doc, keys === null || keys === undefined ? null : keys instanceof Map ? keys : await importKeys(keys)];
}

// The verdict on a replay's chain and signature: `status` is
//   "valid"           the chain holds and a given key signed the document,
//   "consistent"      the chain holds, no key was given: its origin is unchecked,
//   "unauthenticated" the chain holds, but the document is unsigned or signed by no given key,
//   "invalid"         with `pointer` (RFC 6901) and `reason`: the first thing that fails.
// `input` is the document's JSON text (best: numbers are read exactly) or its value; `keys`
// what GET /v1/keys answers, a Map from importKeys, or null. "valid" here covers the chain and
// the signature only: the rules are not replayed. Beside it, `chain` says how far the chain
// was checked ("holds", "broken", or "unchecked" when the signature block is malformed, which
// is checked first) and `signature` what became of the signature ("verified", "unchecked"
// with no keys, "absent", "unknown_key", "mismatch", "malformed"; none when the chain failed
// first).
export async function verifyChain(input, keys = null) {
  let doc;
  try {
    [doc, keys] = await read(input, keys);
  } catch (err) {
    if (err instanceof JSONError) return { status: "invalid", valid: false, pointer: "", reason: err.message };
    throw err;
  }
  let hashes = null;
  try {
    checkHeader(doc);
    if (has(doc, SIGNATURE_KEY)) checkBlock(doc[SIGNATURE_KEY]);
    hashes = await checkChain(doc);
    const sig = await checkSignature(doc, keys);
    return {
      status: sig.signature === "verified" ? "valid" : "consistent", valid: sig.signature === "verified",
      pointer: null, chain: "holds", events: hashes.length - 1, genesis: hashes[0],
      final_hash: hashes[hashes.length - 1], hashes, ...sig,
    };
  } catch (f) {
    const out = answer(f);
    out.chain = hashes ? "holds" : out.signature === "malformed" ? "unchecked" : "broken";
    if (hashes) Object.assign(out, { events: hashes.length - 1, final_hash: hashes[hashes.length - 1] });
    return out;
  }
}

// The verdict on any signed document's signature alone (a tournament's or a match's results):
// "valid", "unauthenticated" or "invalid" as above; "consistent" when no keys are given.
export async function verifySignature(input, keys = null) {
  try {
    const [doc, known] = await read(input, keys);
    if (!isObject(doc)) throw new Failure("", "a signed document is a JSON object");
    const sig = await checkSignature(doc, known);
    return { status: sig.signature === "verified" ? "valid" : "consistent", valid: sig.signature === "verified", pointer: null, ...sig };
  } catch (f) {
    if (f instanceof JSONError) return { status: "invalid", valid: false, pointer: "", reason: f.message };
    return answer(f);
  }
}
