// boardgame.io's own Node client driving GAMES games at once over its socket transport, both
// seats of each (one client per seat, as the framework has it), for WARMUP + SECONDS:
//   node driver.js SERVER GAMES WARMUP SECONDS
// A seat whose turn it is chooses a move from its own view (a random card it may play, else
// the pick-up) and sends it; the move's round trip is the time until the mover's client
// receives the state the server made from it. A finished game is followed by a new match.
// Prints one JSON line: moves counted in the measured seconds, their round trips (ms) and
// the process's CPU seconds in those seconds.
const { Client, LobbyClient } = require("boardgame.io/client");
const { SocketIO } = require("boardgame.io/multiplayer");
const { Shed, top } = require("./shed");

const [server, games, warmup, seconds] = [
  process.argv[2],
  Number(process.argv[3]),
  Number(process.argv[4]),
  Number(process.argv[5]),
];
const lobby = new LobbyClient({ server });
const start = performance.now();
const measureFrom = start + warmup * 1000;
const measureTo = measureFrom + seconds * 1000;
const latencies = [];
let movesAll = 0; // every move answered, measured or not (the server's CPU is read per slice)
let errors = 0;
let finished = 0;
let lastError = "";
// the process's CPU (user and system) at the measured seconds' start and end
const cpu = [null, null];
setTimeout(() => (cpu[0] = process.cpuUsage()), measureFrom - start);
setTimeout(() => (cpu[1] = process.cpuUsage(cpu[0] || undefined)), measureTo - start);

function choose(view) {
  const floor = top({ pile: view.pile });
  const playable = view.hand.map((r, i) => [r, i]).filter(([r]) => r >= floor);
  if (playable.length) return ["play", playable[Math.floor(Math.random() * playable.length)][1]];
  return view.pile.length ? ["pickUp"] : ["play", 0];
}

async function match() {
  const { matchID } = await lobby.createMatch("shed", { numPlayers: 2 });
  const seats = [];
  for (const playerID of ["0", "1"]) {
    const { playerCredentials } = await lobby.joinMatch("shed", matchID, {
      playerID,
      playerName: `p${playerID}`,
    });
    seats.push({ playerID, credentials: playerCredentials });
  }
  return { matchID, seats };
}

function playOne() {
  return new Promise((resolve) => {
    match()
      .then(({ matchID, seats }) => {
        const clients = seats.map(({ playerID, credentials }) =>
          Client({
            game: Shed,
            matchID,
            playerID,
            credentials,
            multiplayer: SocketIO({ server, socketOpts: { transports: ["websocket"] } }),
            debug: false,
          }),
        );
        const pending = { 0: null, 1: null }; // a seat's move in flight: [stateID, sent at]
        let closed = false;
        const done = () => {
          if (closed) return;
          closed = true;
          setImmediate(() => {
            clients.forEach((c) => c.stop());
            resolve();
          });
        };
        clients.forEach((client, seat) => {
          client.subscribe((state) => {
            if (closed || !state || state._stateID === undefined) return;
            const now = performance.now();
            const sent = pending[seat];
            if (sent && state._stateID > sent[0]) {
              movesAll += 1;
              if (sent[1] >= measureFrom && now <= measureTo) latencies.push(now - sent[1]);
              pending[seat] = null;
            }
            if (now > measureTo) return done();
            if (state.ctx.gameover) {
              if (seat === 0) finished += 1;
              return done();
            }
            if (state.ctx.currentPlayer !== String(seat) || pending[seat]) return;
            pending[seat] = [state._stateID, performance.now()];
            const [move, ...args] = choose(state.G);
            client.moves[move](...args);
          });
          client.start();
        });
      })
      .catch((err) => {
        errors += 1;
        lastError = String(err);
        setTimeout(resolve, 50);
      });
  });
}

async function loop() {
  while (performance.now() < measureTo) await playOne();
}

Promise.all(Array.from({ length: games }, loop)).then(() => {
  // a pipe's write may be left to finish after this returns: exit once it is flushed, or a
  // reader still busy with another driver would get the first 64 KiB of it
  const used = cpu[1] ? (cpu[1].user + cpu[1].system) / 1e6 : 0;
  const out = JSON.stringify({
    moves: latencies.length,
    moves_all: movesAll,
    latencies,
    cpu_s: used,
    errors,
    finished,
    lastError,
  });
  process.stdout.write(out + "\n", () => process.exit(0));
});
