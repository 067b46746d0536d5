/**
 * A push bot in TypeScript: an HTTP server the service calls whenever the bot's seat must
 * act, answering `{"action": <one of legal_moves>}`, on Node's own `http` and `crypto`.
 *
 *     PUSH_BOT_SECRET=whsec_... node dist/push-bot.js --port 9000 [--host 127.0.0.1]
 *
 * Every call is signed as a Standard Webhook with the seat's secret (`whsec_` and the base64
 * of the key): `webhook-signature` holds `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
 * (one or more, space-separated). A call whose signature is not the service's, or whose
 * `webhook-timestamp` is more than five minutes from now (a replayed call), is answered 401
 * before its body is read as JSON. Notices of a game's start and end are answered 204.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";

import { choose, type PushBotAnswer, type PushBotRequest } from "./shithead.js";

/** A push request is one small object; anything longer is refused unread. */
const MAX_REQUEST_BYTES = 1 << 20;
/** The standard's tolerance for a call's timestamp, either way. */
const TOLERANCE_S = 5 * 60;

/** Whether `body` with these headers is a call signed with `secret`, and recent. */
export function verified(secret: string, headers: IncomingMessage["headers"], body: Buffer): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string") {
    return false;
  }
  const sent = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - sent) > TOLERANCE_S) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(Buffer.concat([Buffer.from(`${id}.${timestamp}.`), body]))
    .digest();
  return signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",", 2);
    if (version !== "v1" || signature === undefined) return false;
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

function answer(response: ServerResponse, status: number, body?: object): void {
  const data = body === undefined ? "" : JSON.stringify(body);
  response.writeHead(status, body === undefined ? {} : { "Content-Type": "application/json" });
  response.end(data);
}

export function pushBot(secret: string) {
  return createServer((request, response) => {
    if (request.method !== "POST") return answer(response, 405, { error: "POST a move request" });
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      if (!verified(secret, request.headers, body)) {
        return answer(response, 401, { error: "not signed by the service" });
      }
      let payload: PushBotRequest | { type: string; game?: string; result?: { reason?: string } };
      try {
        payload = JSON.parse(body.toString("utf8"));
      } catch {
        return answer(response, 400, { error: "not a push request" });
      }
      if (payload.type !== "move") {
        if (payload.type === "game_ended") {
          const ended = payload as { game?: string; result?: { reason?: string } };
          console.log(`game ${ended.game} ended (${ended.result?.reason})`);
        }
        return answer(response, 204);
      }
      const move = payload as PushBotRequest;
      const reply: PushBotAnswer = { action: choose(move.view, move.legal_moves) };
      answer(response, 200, reply);
    });
  });
}

function main(): void {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "9000" },
      host: { type: "string", default: "127.0.0.1" },
    },
  });
  const secret = process.env.PUSH_BOT_SECRET;
  if (!secret?.startsWith("whsec_")) {
    console.error("set PUSH_BOT_SECRET to the seat's secret (whsec_...)");
    process.exit(2);
  }
  const server = pushBot(secret);
  server.listen(Number(values.port), values.host, () => {
    console.log(`push bot listening on http://${values.host}:${values.port}/move`);
  });
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

main();
