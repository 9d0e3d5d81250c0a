/**
 * The ready-deck matrix of the faction game (`runMatrix` of `@cardloom/bots`): every pair of ready decks, seats
 * swapped every game, each pair's score of the row deck with its 95% Wilson interval.
 *
 * Usage (from games/faction):
 *   ../../node_modules/.bin/tsx --conditions=@cardloom/source scripts/balance.ts [options]
 * Options: see `MATRIX_USAGE` (`--games` per pair, default 200; `--bots mcts --iterations K`).
 */
import { writeFileSync } from 'node:fs';
import { formatInterval, matrixArgs, matrixTable, runMatrix } from '@cardloom/bots';
import { factionModule } from '../src/index';

const args = matrixArgs(factionModule, process.argv.slice(2));
const result = runMatrix(factionModule, {
  ...args,
  onPair: (p) => console.error(`${p.a} vs ${p.b}: ${formatInterval(p.score)}`),
});
if (args.out) writeFileSync(args.out, JSON.stringify(result, null, 1));
console.log(matrixTable(result, { layout: args.layout }));
