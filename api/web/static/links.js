// What a link asks to be shown: ?version=N (that moment of the game), &autoplay=1 (and
// play on from it), &speed=S (versions a second). Anything else in the query is ignored,
// and a value that is not a number in bounds is as if it were not there.

const SPEED_MIN = 0.25;
const SPEED_MAX = 50;

export function moment(search = location.search) {
  const q = new URLSearchParams(search);
  const version = Number(q.get("version"));
  const speed = Number(q.get("speed"));
  return {
    version: Number.isInteger(version) && version >= 1 ? version : null,
    autoplay: q.get("autoplay") === "1",
    speed: q.has("speed") && speed >= SPEED_MIN && speed <= SPEED_MAX ? speed : null,
  };
}

// "3 watching": the streams the service counts open on the game (api/http/stream_hub.py)
export function watchingText(n) {
  return n === 1 ? "1 watching" : `${n} watching`;
}
