// The game's events in words: one line per action ("bob played three 7s; the pile burned").

import { cardText, rankOf, rankWord } from "./cards.js";

const COUNTS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];

function count(n) { return COUNTS[n] || String(n); }

function cardsIn(n) { return `${count(n)} card${n === 1 ? "" : "s"}`; }

// "three 7s", "7♠", "a 5♦ and a 5♣"
export function group(cards) {
  if (!cards || !cards.length) return "nothing";
  if (cards.length === 1) return cardText(cards[0]);
  const ranks = new Set(cards.map(rankOf));
  if (ranks.size === 1) {
    const r = [...ranks][0];
    // "three 7s", "two 10s", "two aces"
    const plural = /[2-9]/.test(r) ? `${r}s` : r === "T" ? "10s" : rankWord(r, true);
    return `${count(cards.length)} ${plural}`;
  }
  return cards.map(cardText).join(", ");
}

function splitWords(type) { return type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase(); }

// One event, as a phrase; null for the ones a reader need not be told (a turn starting)
export function phrase(ev, names) {
  const who = (s) => (names[s] !== undefined ? names[s] : `seat ${s}`);
  const n = who(ev.seat);
  switch (ev.type) {
    case "Dealt": return "the cards were dealt";
    case "SeatReady": return `${n} is ready`;
    case "CardsSwapped": return `${n} swapped ${cardText(ev.hand_card)} from the hand for ${cardText(ev.table_card)}`;
    case "FaceUpPlaced": return `${n} laid ${cardText(ev.card)} face up`;
    case "CardsPlayed": {
      const from = ev.source === "table" ? " from the table" : ev.source === "turned" ? " (turned up)" : "";
      const as = ev.as_card ? ` as ${cardText(ev.as_card)}` : "";
      const link = ev.link && ev.link.length ? ` and linked ${group(ev.link)}` : "";
      return `${n} played ${group(ev.cards)}${from}${as}${link}`;
    }
    case "PileTaken": {
      const k = (ev.cards ? ev.cards.length : 0) + (ev.extra ? ev.extra.length : 0);
      return `${n} picked up the pile (${cardsIn(k)})`;
    }
    case "PileBurned": return "the pile burned";
    case "CardsDrawn": return `${n} drew ${cardsIn(ev.count !== undefined ? ev.count : (ev.cards || []).length)}`;
    case "CardTurned": return `${n} turned over ${ev.card ? cardText(ev.card) : "a face-down card"}`;
    case "CardLeftFaceUp": return `${n} left ${cardText(ev.card)} face up`;
    case "DirectionReversed": return "the direction reversed";
    case "PlayersSkipped": return `${(ev.seats || []).map(who).join(" and ")} ${ev.seats && ev.seats.length > 1 ? "are" : "is"} skipped`;
    case "SeatFinished": return `${n} is out of cards (place ${ev.place})`;
    case "SeatResigned": return `${n} resigned`;
    case "SeatLeft": return `${n} left the table; the ${ev.bot} bot plays the seat from now on`;
    case "GameAborted": return ev.reason === "expired"
      ? `nobody took ${(ev.seats || []).map(who).join(" and ")} in time: the game is called off`
      : `${(ev.seats || []).map(who).join(" and ")} called the game off before its first play`;
    case "GameEnded": return ended(ev, who);
    case "TurnStarted":
    case "TurnContinued":
    case "ModeChanged":
      return null;
    default: {
      const words = splitWords(ev.type);
      return ev.seat !== undefined && ev.seat !== null ? `${n}: ${words}` : words;
    }
  }
}

function ended(ev, who) {
  const present = (s) => s !== null && s !== undefined && s >= 0;
  if (ev.draw || ev.reason === "turn_cap") return "the game ended in a draw: the turn limit was reached";
  if (ev.reason === "aborted") return "the game was called off: no result, nobody is rated";
  if (ev.reason === "resigned" && present(ev.loser)) return `the game is over: ${who(ev.loser)} resigned and is the shithead`;
  if (ev.reason === "forfeit") return "the game ended undealt: a seat missed the deal's deadline";
  if (present(ev.loser)) return `the game is over: ${who(ev.loser)} is the shithead`;
  if (present(ev.winner)) return `the game is over: ${who(ev.winner)} won`;
  return "the game is over";
}

// Log entries (the events page's items, each with its seq and maybe its cause) in actions:
// [{seq, text}], an action's first event carrying the cause
export function actions(entries, names) {
  const out = [];
  for (const e of entries) {
    const p = phrase(e, names);
    const starts = e.cause || !out.length || e.type === "Dealt";
    if (starts) out.push({ seq: e.seq, parts: [], note: e.cause && e.cause.note });
    if (p) out[out.length - 1].parts.push(p);
    out[out.length - 1].last = e.seq;
  }
  return out.filter((a) => a.parts.length).map((a) => ({ seq: a.seq, last: a.last, text: a.parts.join("; ") + noteText(a.note) }));
}

// A move's note (public, written by its seat), quoted after the action's words
export function noteText(note) { return note ? ` (note: “${note}”)` : ""; }

export function resultText(result, names) {
  if (!result) return "";
  return ended({ ...result, type: "GameEnded" }, (s) => names[s] ?? `seat ${s}`);
}
