/**
 * Plays bots against each other on the benchmark suite's games, alternating seats, and prints the first
 * bot's wins with a 95% Wilson interval and the mean time per decision of each bot. Not part of the build.
 *
 * ```sh
 * node --conditions=@cardloom/source --import tsx packages/benchmarks/scripts/strength.ts \
 *   lorcana mcts:200:10 mcts:200:2 40 [seed]
 * ```
 *
 * Bot specs: `random`, `greedy`, `mcts:<iterations>:<playoutDepth>` (with the game's evaluation).
 *
 * @module
 */

import { type Bot, greedyBot, mctsBot, randomBot } from '@cardloom/bots';
import { apply, type Game } from '@cardloom/core';
import { GAMES } from '../src/games/index';

const [id = 'lorcana', specA = 'mcts:200:10', specB = 'greedy', gamesArg = '20', seedArg = '1'] =
  process.argv.slice(2);
const target = GAMES.find((t) => t.game.id === id);
if (!target) throw new Error(`unknown game ${id}`);
const evaluate = target.evaluate ?? (() => 0);

function makeBot(spec: string, seed: number): Bot {
  const [kind, iterations, depth] = spec.split(':');
  if (kind === 'random') return randomBot({ seed });
  if (kind === 'greedy') return greedyBot({ seed, evaluate });
  return mctsBot({ seed, iterations: Number(iterations), playoutDepth: Number(depth), evaluate });
}

function wilson(k: number, n: number): string {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const r = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return `${((100 * (c - r)) / d).toFixed(1)}–${((100 * (c + r)) / d).toFixed(1)}%`;
}

const games = Number(gamesArg);
const clock = [0, 0];
const moves = [0, 0];
let winsA = 0;
let draws = 0;
for (let g = 0; g < games; g++) {
  const seed = Number(seedArg) * 1000 + g;
  const seatA = g % 2;
  const game = target.game.newGame(seed) as Game;
  const bots = [makeBot(specA, seed), makeBot(specB, seed + 500)];
  for (let n = 0; !game.over; n++) {
    if (n > 5000) throw new Error(`game ${seed} did not end`);
    const seat = game.toAct as number;
    const who = seat === seatA ? 0 : 1;
    const t0 = performance.now();
    const action = bots[who].choose(game);
    clock[who] += performance.now() - t0;
    moves[who]++;
    apply(game, action);
  }
  const winners = game.state.status.winners;
  if (winners.length !== 1) draws++;
  else if (winners[0] === seatA) winsA++;
}
console.log(
  `${id} ${specA} vs ${specB}: ${winsA}/${games} wins (${wilson(winsA, games)}), ${draws} draws; ms/decision ${(clock[0] / moves[0]).toFixed(1)} vs ${(clock[1] / moves[1]).toFixed(1)}`,
);
