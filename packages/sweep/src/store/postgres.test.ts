import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresServer, startPostgres } from '../testing/postgres';
import { SWEEP_SCHEMA } from './schema';
import {
  INSERT_BATCH,
  INSERT_CELL,
  INSERT_RUN,
  insertGames,
  SELECT_BATCH,
  SELECT_BATCHES,
  SELECT_GAMES,
} from './sql';

let pg: PostgresServer | undefined;
beforeAll(async () => {
  const started = await startPostgres();
  if (typeof started === 'string') console.warn(`SKIPPED: the PostgreSQL schema test: ${started}`);
  else pg = started;
});
afterAll(() => pg?.stop());

/** The statement with its `?` placeholders replaced by SQL literals (psql takes no parameters). */
function bind(sql: string, args: readonly (string | number | null)[]): string {
  let i = 0;
  return `${sql.replace(/\?/g, () => {
    const value = args[i++];
    if (value === null) return 'NULL';
    return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
  })};`;
}

describe('issue 19: the results schema also works on PostgreSQL', () => {
  it('the tables, the idempotent inserts and the queries of the SQLite store run unchanged on PostgreSQL', (context) => {
    if (!pg) return context.skip();
    const game = (index: number, winners: string) => [
      's1',
      'cell',
      index,
      4000000000 + index,
      winners,
      'lore',
      0,
      9,
      40,
      30,
      120,
      1,
      null,
    ];
    const script = [
      ...SWEEP_SCHEMA.map((s) => `${s};`),
      ...SWEEP_SCHEMA.map((s) => `${s};`),
      bind(INSERT_RUN, ['s1', 'matrix', 4294967295, 10, 2, null, '2026-11-25T00:00:00Z']),
      bind(INSERT_RUN, ['s1', 'matrix', 4294967295, 10, 2, null, '2026-11-25T00:00:00Z']),
      bind(INSERT_CELL, ['s1', 'cell', 0, 'lorcana', 'cr-2.0.0', 2, 'random,random', 'a,b', 3000000000, 10]),
      bind(INSERT_BATCH, ['s1', 'cell#0', 'cell', 0, 0, 2, 'w1', '2026-11-25T00:00:01Z']),
      bind(insertGames(2), [...game(0, '0'), ...game(1, '1')]),
      // The same games written again change nothing.
      bind(insertGames(2), [...game(0, '1'), ...game(1, '1')]),
      bind(SELECT_BATCH, ['s1', 'cell#0']),
      bind(SELECT_BATCHES, ['s1']),
      bind(SELECT_GAMES, ['s1', 'cell']),
    ].join('\n');
    const lines = pg.sql(script).trim().split('\n');
    expect(lines).toEqual([
      '1',
      'cell#0|cell|0|2|w1',
      '0|4000000000|0|lore|0|9|40|30|120|1|',
      '1|4000000001|1|lore|0|9|40|30|120|1|',
    ]);
  });
});
