// Random 3-player games on the JavaScript peer engine (Ethan9123/glory-to-rome), for
// benchmarks/versus_js.py. Our own driver: it loads the peer's engine.js, cards.js and ai.js
// (for its legal-move list) from the checkout named on the command line, and plays uniform
// random legal moves until each game ends.
//
//   node benchmarks/peer/random_games.js PEER_DIR SECONDS [PLAYERS] [SEED]
//
// Prints one JSON line: games, moves, CPU seconds (process.cpuUsage), games/s after 200
// untimed games, and how many moves the peer refused (a refused move is replaced by its own
// fallback, as its AI does).
'use strict';
const path = require('path');

const [peerDir, secondsArg, playersArg, seedArg] = process.argv.slice(2);
if (!peerDir || !secondsArg) {
  console.error('usage: node random_games.js PEER_DIR SECONDS [PLAYERS] [SEED]');
  process.exit(2);
}
const budget = Number(secondsArg);
const players = Number(playersArg || 3);
let seed = Number(seedArg || 1) >>> 0;

globalThis.GTR_CARDS = require(path.join(peerDir, 'cards.js'));
const { Game } = require(path.join(peerDir, 'engine.js'));
const AI = require(path.join(peerDir, 'ai.js'));

// A small seeded generator (xorshift32), so a run is reproducible.
function random() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
}

function cpuSeconds() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

function playOne(gameSeed) {
  const names = ['A', 'B', 'C', 'D', 'E'].slice(0, players);
  const g = new Game(names, { seed: gameSeed });
  let moves = 0, refused = 0;
  while (!g.state.over && moves < 5000) {
    AI.resolvePending(g);
    if (g.state.over) break;
    const legal = AI.legalMoves(g);
    if (legal.length === 0) { refused++; break; }
    const result = AI.applyMove(g, legal[Math.floor(random() * legal.length)]);
    moves++;
    if (result && result.ok === false) {
      refused++;
      const fallback = legal.find(m => m.type === 'end_actor') || legal.find(m => m.type === 'think');
      if (fallback) AI.applyMove(g, fallback);
    }
  }
  return { moves, refused, finished: Boolean(g.state.over) };
}

// 200 untimed games first, as the Python side warms up: the JIT compiles the hot paths in
// them, and a short round would otherwise time the peer while it is still cold.
for (let i = 0; i < 200; i++) playOne(1_000_000 + i);

const start = cpuSeconds();
let games = 0, moves = 0, refused = 0, unfinished = 0;
while (cpuSeconds() - start < budget) {
  const r = playOne(games + 1);
  games++; moves += r.moves; refused += r.refused; unfinished += r.finished ? 0 : 1;
}
const seconds = cpuSeconds() - start;
console.log(JSON.stringify({
  games, moves, seconds, games_per_s: games / seconds, refused, unfinished,
}));
