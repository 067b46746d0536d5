/**
 * What a TypeScript bot needs of the Shithead service, on Node's own `fetch`: the types
 * (generated from openapi.yaml into `openapi.ts`; `npm run types` makes them again), a
 * request that waits out `429` and `503` as `Retry-After` says, and the policy both bots play.
 */
import type { components } from "./openapi.js";

export type Schemas = components["schemas"];
export type Game = Schemas["Game"];
export type Move = Schemas["ActionOut"];
export type LegalMoves = Schemas["LegalMoves"];
export type CreatedGame = Schemas["CreatedGame"];
export type ActionResult = Schemas["ActionResult"];
export type EventPage = Schemas["EventPage"];
export type FeedPage = Schemas["FeedPage"];
export type PushBotRequest = Schemas["PushBotRequest"];
export type PushBotAnswer = Schemas["PushBotAnswer"];
export type Problem = Schemas["Problem"];

/** The service refused a request: its problem+json body. */
export class ServiceProblem extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<Problem> & Record<string, unknown>,
  ) {
    super(`${status} ${String(problem.code ?? "")}: ${String(problem.detail ?? "")}`);
  }
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * `method path` on `server` with a JSON `body` and a bearer `token`; the JSON answer. A `429`
 * or `503` is sent again after its `Retry-After` (else after a backoff doubling from half a
 * second, with jitter), up to ten times; another refusal throws its {@link ServiceProblem}.
 */
export async function call<T>(
  server: string,
  method: "GET" | "POST",
  path: string,
  options: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** Given the answer's headers (a long poll's `Retry-After`, say). */
    seen?: (headers: Headers) => void;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(new URL(path, server), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if ((answer.status === 429 || answer.status === 503) && attempt < 9) {
      const said = Number(answer.headers.get("retry-after"));
      const ceiling = Math.min(30, 0.5 * 2 ** attempt);
      await answer.body?.cancel();
      await sleep(1000 * (Number.isFinite(said) && said >= 0 && answer.headers.has("retry-after")
        ? said
        : ceiling / 2 + (Math.random() * ceiling) / 2));
      continue;
    }
    options.seen?.(answer.headers);
    const text = await answer.text();
    const data: unknown = text ? JSON.parse(text) : {};
    if (!answer.ok) {
      throw new ServiceProblem(answer.status, (data ?? {}) as Record<string, unknown>);
    }
    return data as T;
  }
}

const ORDER = "3456789JQKA2T"; // cheapest to give away first: 2s and 10s are kept for trouble

function value(move: Move): number {
  if (move.kind === "pickup") return 100;
  const cards = (move.cards ?? []) as string[];
  const first = cards[0];
  if (move.kind !== "play" || first === undefined) return 50; // ready, draw, flip, pass...
  return ORDER.indexOf(first[0] ?? "") * 4 - cards.length; // low first, many at once
}

/** The bot: lowest cards first, power cards last, never picking up while it can play. */
export function choose(view: Game, legalMoves: Move[]): Move {
  let best = legalMoves[0];
  if (best === undefined) throw new Error("no legal move to choose from");
  for (const move of legalMoves) if (value(move) < value(best)) best = move;
  return best;
}

/**
 * `win`, `loss`, `draw` or `placed` (out neither first nor last, at a table of three or
 * more): how a finished game went for the seat that sees it, in the words the service's
 * profiles, feeds and histories use (`GET /v1/bots/{name}/games?outcome=`).
 */
export function outcome(game: Game): string {
  const result = game.result;
  if (result === null) return "not over";
  if (result.draw) return "draw";
  if (result.winner === game.you) return "win";
  if (result.loser === game.you) return "loss";
  return "placed";
}
