/**
 * A/B speed check of the card pool: random self-play with the starter decks on a definition of the
 * hand-written cards only and on the full definition (hand-written + compiled), interleaved in one
 * process so machine load affects both alike. Prints the median games/s (CPU time) of each.
 * Run: `npx tsx --conditions=@cardloom/source scripts/pool-speed.mts [games per round] [rounds]`.
 */
import { apply, type GameDefinition, legalActions, Random } from '@cardloom/core';
import { cardPool } from '../src/cards/pool.ts';
import { createLorcana, lorcana } from '../src/definition.ts';
import { starterGame } from '../src/testing/play.ts';

const games = Number(process.argv[2] ?? 200);
const rounds = Number(process.argv[3] ?? 5);
const handOnly = createLorcana(cardPool);

function play(def: GameDefinition, seed: number): void {
  const game = starterGame(seed, 2, undefined, seed % 3, def);
  const random = new Random(seed);
  while (!game.over) {
    const legal = legalActions(game);
    apply(game, legal[random.int(legal.length)]);
  }
}

function rate(def: GameDefinition): number {
  const start = process.cpuUsage();
  for (let s = 0; s < games; s++) play(def, s);
  const used = process.cpuUsage(start);
  return games / ((used.user + used.system) / 1e6);
}

// Warm up both paths before measuring.
rate(handOnly);
rate(lorcana);
const results: Record<string, number[]> = { handOnly: [], full: [] };
for (let r = 0; r < rounds; r++) {
  results.handOnly.push(rate(handOnly));
  results.full.push(rate(lorcana));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log({
  gamesPerRound: games,
  rounds,
  handOnlyGamesPerSecCpu: +median(results.handOnly).toFixed(1),
  fullPoolGamesPerSecCpu: +median(results.full).toFixed(1),
  poolSize: { handOnly: cardPool.length, full: lorcana.cards?.length },
});
