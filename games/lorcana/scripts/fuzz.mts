/**
 * Fuzzing: random games with random 60-card decks from the whole pool, 2–4 players, every ruleset;
 * reports any game that throws, gets stuck or runs too long. Run:
 * `npx tsx --conditions=@cardloom/source scripts/fuzz.mts [games]`.
 */
import { apply, createGame, legalActions, Random } from '@cardloom/core';
import { cardPool } from '../src/cards/pool.ts';
import { lorcana } from '../src/definition.ts';

const rulesets = ['cr-2.0.0', '2024', 'pack-rush', 'team-turns'];
let fails = 0,
  total = 0,
  actions = 0;
const reasons: Record<string, number> = {};
const games = Number(process.argv[2] ?? 500);
for (let seed = 0; seed < games; seed++) {
  const random = new Random(seed);
  const players = 2 + (seed % 3);
  const ruleset = rulesets[seed % 4];
  const deck = () => Array.from({ length: 60 }, () => cardPool[random.int(cardPool.length)].id);
  const teams =
    ruleset === 'team-turns' && players > 2 ? Array.from({ length: players }, (_, i) => i % 2) : undefined;
  try {
    const game = createGame(lorcana, {
      players,
      decks: Array.from({ length: players }, deck),
      seed,
      ruleset,
      ...(teams ? { teams } : {}),
    });
    let n = 0;
    while (!game.over && n < 20000) {
      const l = legalActions(game);
      if (!l.length) throw new Error('stuck');
      apply(game, l[random.int(l.length)]);
      n++;
    }
    if (!game.over) throw new Error('too long');
    actions += n;
    reasons[String(game.state.status.reason)] = (reasons[String(game.state.status.reason)] ?? 0) + 1;
  } catch (e) {
    fails++;
    if (fails < 6)
      console.log(
        'seed',
        seed,
        players,
        ruleset,
        (e as Error).message,
        (e as Error).stack?.split('\n').slice(1, 4).join(' | '),
      );
  }
  total++;
}
console.log({ total, fails, avgActions: actions / total, reasons });
