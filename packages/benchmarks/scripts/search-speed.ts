/**
 * Times `mctsBot` decisions on the benchmark suite's mid-game states, one process for every game, so
 * before/after figures of a bot change compare like with like. Not part of the package build.
 *
 * ```sh
 * node --conditions=@cardloom/source --import tsx packages/benchmarks/scripts/search-speed.ts [games] [decisions]
 * node --cpu-prof --cpu-prof-dir=/tmp/prof --conditions=@cardloom/source --import tsx \
 *   packages/benchmarks/scripts/search-speed.ts lorcana 3
 * ```
 *
 * `games`: comma-separated ids (default lorcana,lore,lightseekers,faction); `decisions`: timed
 * decisions per game after one warm-up decision (default 5). Prints the median.
 *
 * @module
 */

import { type MctsOptions, mctsBot, type SearchStats } from '@cardloom/bots';
import { GAMES } from '../src/games/index';
import { midGame } from '../src/suites/selfplay';

const ids = (process.argv[2] ?? 'lorcana,lore,lightseekers,faction').split(',');
const decisions = Number(process.argv[3] ?? 5);
const extra: Partial<MctsOptions> = JSON.parse(process.env.MCTS_OPTIONS ?? '{}');

for (const id of ids) {
  const target = GAMES.find((t) => t.game.id === id);
  if (!target) throw new Error(`unknown game ${id}`);
  const mid = midGame(target.game, 1);
  let last: SearchStats | undefined;
  const bot = mctsBot({
    seed: 1,
    iterations: 1000,
    ...(target.evaluate && { evaluate: target.evaluate }),
    ...extra,
    onSearch: (stats) => {
      last = stats;
    },
  });
  bot.choose(mid);
  const times: number[] = [];
  for (let i = 0; i < decisions; i++) {
    const t0 = performance.now();
    bot.choose(mid);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const ms = times[Math.floor(times.length / 2)];
  const done = last?.iterations ?? 0;
  console.log(
    `${id.padEnd(13)} ${ms.toFixed(1).padStart(8)} ms/decision  ${Math.round((done * 1000) / ms)
      .toString()
      .padStart(
        7,
      )} iterations/s  completed ${done}  failed ${last?.failed ?? 0}  (min ${times[0].toFixed(1)}, max ${times[times.length - 1].toFixed(1)})`,
  );
}
