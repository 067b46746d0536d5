/**
 * A pull bot in TypeScript: it creates a game against one of the service's built-in bots
 * and plays its seat over HTTP until the game is over, on Node's own `fetch`. With a
 * registered bot's token (`--bot`), it plays every game the bot's feed gives it instead
 * (accepting the challenges the feed announces), several at once, until `--games` games.
 *
 *     node dist/pull-bot.js --server http://127.0.0.1:8000 [--opponent heuristic] [--ruleset classic]
 *     node dist/pull-bot.js --server http://127.0.0.1:8000 --bot bot_... [--games 10]
 *
 * The protocol, as the Python client's `run_bot` does it: read the game and its legal moves
 * with the seat's token; when the seat is to act, send `choose`'s move with the version it
 * was chosen at and an `Idempotency-Key` (a `409 version_conflict` means the game moved on:
 * read it again and choose again); otherwise long-poll the events after that version.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";

import {
  call,
  choose,
  outcome,
  ServiceProblem,
  sleep,
  type ActionResult,
  type CreatedGame,
  type EventPage,
  type FeedPage,
  type Game,
  type LegalMoves,
  type Move,
} from "./shithead.js";

const WAIT_S = 30;

/** A contributed deal's commit and reveal, answered for `choose` (docs/fairness.md). */
const contribution = randomBytes(32).toString("hex");

function contribute(moves: Move[]): Move | undefined {
  if (moves.some((m) => m.kind === "commit")) {
    return { kind: "commit", commitment: createHash("sha256").update(contribution).digest("hex") };
  }
  if (moves.some((m) => m.kind === "reveal")) return { kind: "reveal", contribution };
  return undefined;
}

/** Play the seat behind `token` until its game is over; the game's last view. */
export async function playSeat(server: string, gameId: string, token: string): Promise<Game> {
  for (;;) {
    const game = await call<Game>(server, "GET", `/v1/games/${gameId}`, { token });
    if (game.result !== null) return game;
    const legal = await call<LegalMoves>(server, "GET", `/v1/games/${gameId}/legal-moves`, { token });
    if (legal.actions.length > 0 && legal.version === game.version) {
      const action = contribute(legal.actions) ?? choose(game, legal.actions);
      try {
        await call<ActionResult>(server, "POST", `/v1/games/${gameId}/actions`, {
          token,
          body: { action, expected_version: legal.version },
          headers: { "Idempotency-Key": randomUUID() },
        });
      } catch (refused) {
        const conflict = refused instanceof ServiceProblem && refused.problem.code === "version_conflict";
        if (!conflict) throw refused;
      }
      continue;
    }
    if (legal.actions.length > 0) continue; // the game moved between the two reads
    let pause = 0;
    const page = await call<EventPage>(
      server,
      "GET",
      `/v1/games/${gameId}/events?after=${game.version}&wait=${WAIT_S}`,
      { token, seen: (headers) => (pause = Number(headers.get("retry-after") ?? 0)) },
    );
    // a server holding all the long polls it may answers at once, empty, with Retry-After
    if (page.events.length === 0 && pause > 0) await sleep(1000 * Math.min(pause, WAIT_S));
  }
}

/**
 * Every game the registered bot behind `token` is given, read from its feed
 * (`GET /v1/bots/me/events`, long polls), each played as it comes; the challenges the feed
 * announces are accepted. After `games` games it plays those to their ends and returns.
 */
export async function playFeed(server: string, token: string, games: number): Promise<Game[]> {
  const playing: Promise<Game>[] = [];
  const seen = new Set<string>();
  let after = "0";
  while (playing.length < games) {
    const page = await call<FeedPage>(server, "GET", `/v1/bots/me/events?after=${after}&wait=${WAIT_S}`, {
      token,
    });
    for (const event of page.events) {
      if (event.type === "challenge" && event.challenge) {
        await call(server, "POST", `/v1/challenges/${event.challenge}/accept`, { token }).catch(
          (refused: unknown) => console.error(`challenge ${event.challenge} not accepted: ${refused}`),
        );
      } else if (event.type === "seat_assigned" && event.game && !seen.has(event.game)) {
        seen.add(event.game);
        if (playing.length < games) playing.push(playSeat(server, event.game, token));
      }
    }
    after = page.next;
  }
  return Promise.all(playing);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: "string", default: "http://127.0.0.1:8000" },
      opponent: { type: "string", default: "heuristic" },
      ruleset: { type: "string", default: "classic" },
      name: { type: "string", default: "ts-pull-bot" },
      bot: { type: "string" },
      games: { type: "string", default: "1" },
    },
  });
  const server = values.server;
  if (values.bot) {
    for (const final of await playFeed(server, values.bot, Number(values.games))) {
      console.log(`game ${final.id}: ${outcome(final)} (${final.result?.reason})`);
    }
    return;
  }
  const created = await call<CreatedGame>(server, "POST", "/v1/games", {
    body: { ruleset: values.ruleset, seats: [{ name: values.name }, { bot: values.opponent }] },
  });
  const token = created.seats[0]?.token;
  if (!token) throw new Error("the created game gave no token for seat 0");
  console.log(`playing seat 0 of game ${created.id}`);
  const final = await playSeat(server, created.id, token);
  console.log(`game ${created.id}: ${outcome(final)} (${final.result?.reason})`);
}

main().catch((failure: unknown) => {
  console.error(failure);
  process.exit(1);
});
