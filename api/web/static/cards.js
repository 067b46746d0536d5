// Cards drawn as HTML: rank and suit symbol, red or black; backs for cards nobody may see.

const SUITS = { C: ["♣", "clubs", "black"], D: ["♦", "diamonds", "red"], H: ["♥", "hearts", "red"], S: ["♠", "spades", "black"] };
const RANK_NAMES = { T: "10", J: "J", Q: "Q", K: "K", A: "A" };
const RANK_WORDS = { T: "ten", J: "jack", Q: "queen", K: "king", A: "ace", 2: "two", 3: "three", 4: "four",
  5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine" };

export function rankOf(name) { return name.length === 2 && name[1] !== "J" ? name[0] : name; }

export function rankLabel(rank) { return RANK_NAMES[rank] || rank; }

export function rankWord(rank, plural = false) {
  if (rank === "RJ" || rank === "BJ") return plural ? "jokers" : "joker";
  const w = RANK_WORDS[rank] || rank;
  return plural ? (w === "six" ? "sixes" : `${w}s`) : w;
}

// "10♥", "Q♠", "joker"; a card the viewer may not see (null) is "a hidden card"
export function cardText(name) {
  if (!name) return "a hidden card";
  if (name === "RJ") return "red joker";
  if (name === "BJ") return "black joker";
  if (!SUITS[name[1]]) return name;  // a ruleset's own card (doubly-reversed's X1): its name
  return `${rankLabel(name[0])}${SUITS[name[1]][0]}`;
}

export function cardWords(name) {
  if (name === "RJ" || name === "BJ") return cardText(name);
  return `${rankWord(name[0])} of ${SUITS[name[1]][1]}`;
}

// A card face. `button`: a focusable, pressable card (one the viewer may choose), named by
// its words ("seven of hearts") written out for screen readers, its drawn rank and suit
// hidden from them; else an image of the card with those words as its label.
export function cardFace(name, { button = false, pressed = false, small = false } = {}) {
  const joker = name === "RJ" || name === "BJ";
  const colour = joker ? (name === "RJ" ? "red" : "black") : SUITS[name[1]][2];
  const node = document.createElement(button ? "button" : "span");
  node.className = `card face ${colour}${small ? " small" : ""}`;
  node.dataset.card = name;
  if (button) {
    node.type = "button";
    node.setAttribute("aria-pressed", pressed ? "true" : "false");
  } else {
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", cardWords(name));
  }
  const rank = document.createElement("span");
  rank.className = "rank";
  rank.textContent = joker ? "★" : rankLabel(name[0]);
  const suit = document.createElement("span");
  suit.className = "suit";
  suit.textContent = joker ? "Joker" : SUITS[name[1]][0];
  node.append(rank, suit);
  if (button) {
    rank.setAttribute("aria-hidden", "true");
    suit.setAttribute("aria-hidden", "true");
    const words = document.createElement("span");
    words.className = "sr-only";
    words.textContent = cardWords(name);
    node.append(words);
  }
  return node;
}

// A face-down card. `button`: a blind card the viewer may turn (`token` names the move).
export function cardBack({ button = false, pressed = false, label = "a face-down card", small = false, token = null } = {}) {
  const node = document.createElement(button ? "button" : "span");
  node.className = `card back${small ? " small" : ""}`;
  if (button) {
    node.type = "button";
    node.setAttribute("aria-pressed", pressed ? "true" : "false");
  } else {
    node.setAttribute("role", "img");
  }
  if (token) node.dataset.token = token;
  node.setAttribute("aria-label", label);
  return node;
}
