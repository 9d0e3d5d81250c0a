/**
 * The ready-deck matrix of Lightseekers (`runMatrix` of `@cardloom/bots`): every pair of ready decks,
 * seats swapped every game, each pair's score of the row deck with its 95% Wilson interval.
 *
 * Usage (from games/lightseekers):
 *   ../../node_modules/.bin/tsx --conditions=@cardloom/source scripts/balance.ts [options] [--health hero=N,…]
 * Options: see `MATRIX_USAGE` (`--games` per pair, default 200; `--bots mcts --iterations K`; `--swap
 * deck/out/in/n` plays a ready deck with n copies of `out` replaced by `in`). `--health` tries other
 * starting health for heroes in this process only (a designer's experiment: the printed heroes are not
 * changed).
 */
import { writeFileSync } from 'node:fs';
import { formatInterval, matrixArgs, matrixTable, runMatrix } from '@cardloom/bots';
import { heroes, lightseekersModule } from '../src/index';

const argv = process.argv.slice(2);
const at = argv.indexOf('--health');
for (const entry of at >= 0 ? (argv.splice(at, 2)[1] ?? '').split(',') : []) {
  const [id, value] = entry.split('=');
  const hero = heroes.find((h) => h.id === id);
  if (!hero || !(Number(value) > 0)) throw new Error(`--health: no hero ${id} or a bad health ${value}`);
  (hero as { health: number }).health = Number(value);
}
const args = matrixArgs(lightseekersModule, argv);
const result = runMatrix(lightseekersModule, {
  ...args,
  onPair: (p) => console.error(`${p.a} vs ${p.b}: ${formatInterval(p.score)}`),
});
if (args.out) writeFileSync(args.out, JSON.stringify(result, null, 1));
console.log(matrixTable(result, { layout: args.layout }));
