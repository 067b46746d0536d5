// The replay page's chain and signature check (api/web/static/chain.js) under Node, for the
// tests: the same module the browser loads, no other code.
//
//   node tests/chain_js.mjs [--keys KEYS.json] DOC.json...   one verdict (JSON) per document
//   node tests/chain_js.mjs -                                requests on standard input
//
// On standard input each line is one request, answered by one line in the same order:
//   {"check": "chain", "doc": ..., "keys": ...}       verifyChain (keys: GET /v1/keys's answer or null)
//   {"check": "signature", "doc": ..., "keys": ...}   verifySignature
//   {"check": "canonical", "doc": ...}                {"canonical": the canonical JSON text}
//   {"check": "header"}                               {"header": [...], "optional": [...]}: the fields hashed
// A request's line is read with chain.js's own parser, so its numbers stay exact.

import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import {
  HEADER_KEYS, OPTIONAL_HEADER_KEYS, canonical, parse, verifyChain, verifySignature,
} from "../api/web/static/chain.js";

async function handle(line) {
  const req = parse(line);
  const keys = req.keys ?? null;
  if (req.check === "chain") return verifyChain(req.doc, keys);
  if (req.check === "signature") return verifySignature(req.doc, keys);
  if (req.check === "canonical") return { canonical: canonical(req.doc) };
  if (req.check === "header") return { header: HEADER_KEYS, optional: OPTIONAL_HEADER_KEYS };
  throw new Error(`unknown check ${JSON.stringify(req.check)}`);
}

const args = process.argv.slice(2);
if (args.length === 1 && args[0] === "-") {
  // a few requests at a time (WebCrypto's digests are asynchronous), answered in order
  let batch = [];
  const flush = async () => {
    for (const answer of await Promise.all(batch)) process.stdout.write(JSON.stringify(answer) + "\n");
    batch = [];
  };
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    batch.push(handle(line));
    if (batch.length >= 16) await flush();
  }
  await flush();
} else {
  let keys = null;
  if (args[0] === "--keys") {
    keys = JSON.parse(readFileSync(args[1], "utf8"));
    args.splice(0, 2);
  }
  for (const file of args) {
    process.stdout.write(JSON.stringify(await verifyChain(readFileSync(file, "utf8"), keys)) + "\n");
  }
}
