/**
 * Random self-play with two starter decks: games and actions per second (wall clock and process
 * CPU time). Run: `npx tsx --conditions=@cardloom/source scripts/selfplay.mts [games]`.
 */
import { apply, legalActions, Random } from '@cardloom/core';
import { starterGame } from '../src/testing/play.ts';

const games = Number(process.argv[2] ?? 200);
const reasons: Record<string, number> = {};
let actions = 0;
// Warm up the JIT before measuring: Lorcana's many card paths take a few seconds of play to reach
// steady speed (the first 200 games run at less than half of it).
const warmUntil = performance.now() + 4000;
for (let g = 0; performance.now() < warmUntil; g++) run(1_000_000 + g);
for (const k of Object.keys(reasons)) delete reasons[k];
const wall0 = performance.now();
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) actions += run(g);
const wall = (performance.now() - wall0) / 1000;
const cpuUsed = process.cpuUsage(cpu0);
const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
console.log({
  games,
  actionsPerGame: actions / games,
  gamesPerSecWall: +(games / wall).toFixed(1),
  gamesPerSecCpu: +(games / cpu).toFixed(1),
  actionsPerSecCpu: Math.round(actions / cpu),
  reasons,
});

function run(seed: number): number {
  const game = starterGame(seed, 2, undefined, seed % 3);
  const random = new Random(seed);
  let n = 0;
  while (!game.over) {
    const legal = legalActions(game);
    apply(game, legal[random.int(legal.length)]);
    n++;
  }
  const reason = String(game.state.status.reason);
  reasons[reason] = (reasons[reason] ?? 0) + 1;
  return n;
}
