// A minimal two-player shedding game for boardgame.io, the peer the benchmark runs beside
// the service (bench/peers.py): a deck of 52 ranks shuffled by the framework's seeded
// random, six cards each, the rest a stock; a seat plays one card of at least the pile's
// top rank (and draws back to six while the stock lasts) or picks the pile up. The first
// seat with no cards left wins; 400 moves without one is a draw. Every move is validated by
// the server only (`client: false`), as the service validates every submit, and each seat's
// view hides the other's hand and the stock (`playerView`), as the service's views do.
const { INVALID_MOVE } = require("boardgame.io/core");

const HAND = 6;
const MOVE_CAP = 400;

function top(G) {
  return G.pile.length ? G.pile[G.pile.length - 1] : -1;
}

const Shed = {
  name: "shed",
  minPlayers: 2,
  maxPlayers: 2,

  setup: ({ random }) => {
    const deck = random.Shuffle(Array.from({ length: 52 }, (_, i) => i % 13));
    return {
      hands: { 0: deck.slice(0, HAND), 1: deck.slice(HAND, 2 * HAND) },
      stock: deck.slice(2 * HAND),
      pile: [],
      moves: 0,
    };
  },

  playerView: ({ G, playerID }) => ({
    hand: playerID == null ? [] : G.hands[playerID],
    handSizes: { 0: G.hands[0].length, 1: G.hands[1].length },
    stock: G.stock.length,
    pile: G.pile,
    moves: G.moves,
  }),

  turn: { minMoves: 1, maxMoves: 1 },

  moves: {
    play: {
      client: false,
      move: ({ G, playerID }, index) => {
        const hand = G.hands[playerID];
        if (!Number.isInteger(index) || index < 0 || index >= hand.length) return INVALID_MOVE;
        if (hand[index] < top(G)) return INVALID_MOVE;
        G.pile.push(hand.splice(index, 1)[0]);
        while (hand.length < HAND && G.stock.length) hand.push(G.stock.pop());
        G.moves += 1;
      },
    },
    pickUp: {
      client: false,
      move: ({ G, playerID }) => {
        if (!G.pile.length) return INVALID_MOVE;
        G.hands[playerID].push(...G.pile);
        G.pile = [];
        G.moves += 1;
      },
    },
  },

  endIf: ({ G }) => {
    for (const seat of ["0", "1"]) {
      if (G.hands[seat].length === 0 && G.stock.length === 0) return { winner: seat };
    }
    if (G.moves >= MOVE_CAP) return { draw: true };
    return undefined;
  },
};

module.exports = { Shed, top };
