// The table drawn from a view (GET /v1/games/{id}'s "view", or a replay's view at a version):
// the pile and its top cards, stock and burned counts, every seat's hand and table as the
// viewer may see them, whose turn it is, strikes. Only cards the view holds are drawn.

import { el } from "./api.js";
import { cardBack, cardFace } from "./cards.js";

// The pile's plays shown face up: the last few, the top one last
const PILE_PLAYS_SHOWN = 4;
// Backs drawn for a hidden hand before the rest is only counted
const BACKS_SHOWN = 6;

// choice: {tokens: Set of what may be picked (card names, "slot:N"), selected: Set, toggle(token)}
export function drawBoard(root, { view, seats, you = null, choice = null, clock = null }) {
  const names = seats.map((s) => s.name);
  root.replaceChildren();
  root.dataset.version = String(view.version);
  root.append(drawMiddle(view));
  // the viewer's own seat last (nearest, at the bottom), the others in turn order after it
  const n = view.seats.length;
  const mineAt = you === null || you === undefined ? n - 1 : you;
  const order = [...Array(n).keys()].map((i) => (mineAt + 1 + i) % n);
  const seatBoxes = el("div", { class: "seats" });
  for (const s of order) {
    const box = drawSeat(view, view.seats[s], seats[s] || { name: names[s] }, s === you ? choice : null, s === you);
    if (clock && clock.seats[s]) box.querySelector("h2").append(" ", clockTag(clock.seats[s]));
    seatBoxes.append(box);
  }
  root.append(seatBoxes);
  if (view.stock && view.stock.length) {
    // once the game is over the stock is shown too, top card first
    root.append(el("div", { class: "stock-cards", role: "group", "aria-label": "The stock, top first" },
      el("span", { class: "count", text: "The stock, top first:" }), view.stock.map((c) => cardFace(c, { small: true }))));
  }
}

function drawMiddle(view) {
  const pile = el("div", { class: "pile", role: "group", "aria-label": "The pile" });
  const plays = view.pile || [];
  const total = plays.reduce((n, p) => n + p.cards.length, 0);
  const shown = plays.slice(-PILE_PLAYS_SHOWN);
  const stack = el("div", { class: "stack" });
  if (!shown.length) stack.append(el("span", { class: "card slot-empty", role: "img", "aria-label": "the pile is empty" }));
  shown.forEach((p, i) => {
    const play = el("div", { class: `play${i === shown.length - 1 ? " top" : ""}` }, p.cards.map((c) => cardFace(c, { small: i !== shown.length - 1 })));
    if (p.as) play.append(el("span", { class: "as", text: `as ${p.as}` }));
    stack.append(play);
  });
  pile.append(el("h2", { text: `Pile (${total})` }), stack);
  const stock = el("div", { class: "counter", role: "group", "aria-label": `${view.stock_count} cards in the stock` },
    view.stock_count ? cardBack({ label: "the stock" }) : el("span", { class: "card slot-empty", "aria-hidden": "true" }),
    el("span", { class: "count", text: `Stock ${view.stock_count}` }));
  const burned = (view.out_of_play || []).length;
  const out = el("div", { class: "counter", role: "group", "aria-label": `${burned} cards burned` },
    el("span", { class: "card burned", "aria-hidden": "true", text: String(burned) }),
    el("span", { class: "count", text: `Burned ${burned}` }));
  const info = el("div", { class: "info" });
  if (view.direction && view.direction !== "clockwise") info.append(el("p", { text: `Direction: ${view.direction}` }));
  if (view.mode && view.mode !== "normal") info.append(el("p", { text: `Mode: ${view.mode}` }));
  if (view.run_rank) info.append(el("p", { text: `Run: ${view.run_rank} may be added` }));
  return el("div", { class: "middle" }, pile, el("div", { class: "counters" }, stock, out), info);
}

// a seat's time left as the view's clock had it (docs/clocks.md), and whether it runs
function clockTag(c) {
  const ms = c.remaining_ms;
  const text = ms === null ? "no limit" : `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;
  return el("span", { class: `tag clock${c.running ? " turn" : ""}`, "aria-label": "time left", text: `clock ${text}` });
}

function drawSeat(view, seat, info, choice, mine) {
  const s = seat.seat;
  const acting = view.to_act.includes(s) && view.phase !== "over";
  const box = el("section", {
    class: `seat${acting ? " acting" : ""}${mine ? " mine" : ""}${seat.finished ? " finished" : ""}`,
    "aria-label": `${info.name}'s place`, "data-seat": String(s),
  });
  const tags = [];
  if (mine) tags.push(el("span", { class: "tag you", text: "you" }));
  if (info.bot) tags.push(el("span", { class: "tag", text: info.name.includes(info.bot) ? "bot" : `${info.bot} bot` }));
  if (acting) tags.push(el("span", { class: "tag turn", text: view.phase === "setup" ? "arranging" : "to play" }));
  if (seat.finished) tags.push(el("span", { class: "tag", text: `out: place ${seat.place}` }));
  if (info.strikes) tags.push(el("span", { class: "tag strike", text: `strikes ${info.strikes}` }));
  if (view.phase === "setup" && seat.ready) tags.push(el("span", { class: "tag", text: "ready" }));
  box.append(el("h2", {}, info.name, " ", tags));

  const hand = el("div", { class: "hand", role: "group", "aria-label": `${info.name}'s hand: ${seat.hand_count} cards` });
  if (seat.hand) {
    for (const c of seat.hand) hand.append(pickable(c, choice, () => cardFace(c, pickOpts(c, choice))));
  } else {
    for (let i = 0; i < Math.min(seat.hand_count, BACKS_SHOWN); i++) hand.append(cardBack({ small: true, label: "a card in the hand" }));
  }
  if (!seat.hand || seat.hand_count > BACKS_SHOWN) hand.append(el("span", { class: "count", text: `${seat.hand_count} in hand` }));
  box.append(el("div", { class: "label", text: "Hand" }), hand);

  const table = el("div", { class: "table-cards", role: "group", "aria-label": `${info.name}'s table cards` });
  seat.table.forEach((slot, i) => {
    const pile = el("div", { class: "slot" });
    if (!slot.length) pile.append(el("span", { class: "card slot-empty", role: "img", "aria-label": "an empty place" }));
    slot.forEach((c, depth) => {
      if (c) pile.append(pickable(c, choice, () => cardFace(c, pickOpts(c, choice))));
      else {
        const token = `slot:${i}`;
        const may = choice && choice.tokens.has(token) && depth === slot.length - 1;
        const back = cardBack({ button: may, pressed: may && choice.selected.has(token), token, label: `face-down card in place ${i + 1}` });
        if (may) back.addEventListener("click", () => choice.toggle(token));
        pile.append(back);
      }
    });
    table.append(pile);
  });
  box.append(el("div", { class: "label", text: "Table" }), table);
  if (seat.stock_count !== undefined) box.append(el("p", { class: "count", text: `Own stock ${seat.stock_count}` }));
  return box;
}

function pickOpts(card, choice) {
  const may = Boolean(choice && choice.tokens.has(card));
  return { button: may, pressed: may && choice.selected.has(card) };
}

function pickable(card, choice, make) {
  const node = make();
  if (choice && choice.tokens.has(card)) node.addEventListener("click", () => choice.toggle(card));
  return node;
}

export function headline(view, seats) {
  const names = seats.map((s) => s.name);
  const list = (ss) => ss.map((s) => names[s]).join(" and ");
  if (view.phase === "over") return "The game is over";
  if (view.phase === "setup") return `Setting up: ${list(view.to_act)} to get ready`;
  if (view.phase === "dealing") return "Dealing";
  return view.to_act.length ? `${list(view.to_act)} to play` : "Playing";
}
