// boardgame.io's own server (Koa, socket.io transport, its default in-memory storage) with
// the one game, on the loopback port given: `node server.js PORT`. Prints "ready" once
// listening.
const { Server, Origins } = require("boardgame.io/server");
const { Shed } = require("./shed");

const port = Number(process.argv[2]);
const server = Server({ games: [Shed], origins: [Origins.LOCALHOST] });
server.run({ port, callback: () => console.log("ready") });
