/**
 * The tables a sweep is stored in. Plain SQL that SQLite and PostgreSQL both accept (TEXT, INTEGER,
 * BIGINT, composite primary keys, `ON CONFLICT DO NOTHING`), so the same queries work on either:
 *
 * ```sql
 * -- win rate of seat 1 per matrix cell
 * SELECT c.decks, AVG(CASE WHEN g.winners = '0' THEN 1.0 ELSE 0 END)
 *   FROM sweep_games g JOIN sweep_cells c USING (sweep_id, cell_id) GROUP BY c.decks;
 * ```
 */

/** `CREATE TABLE IF NOT EXISTS` statements, in order. */
export const SWEEP_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS sweep_runs (
  sweep_id TEXT NOT NULL PRIMARY KEY,
  name TEXT NOT NULL,
  base_seed BIGINT NOT NULL,
  games_per_cell INTEGER NOT NULL,
  batch_size INTEGER NOT NULL,
  max_actions INTEGER,
  created_at TEXT NOT NULL
)`,
  `CREATE TABLE IF NOT EXISTS sweep_cells (
  sweep_id TEXT NOT NULL,
  cell_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  game TEXT NOT NULL,
  ruleset TEXT NOT NULL,
  players INTEGER NOT NULL,
  bots TEXT NOT NULL,
  decks TEXT NOT NULL,
  seed BIGINT NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY (sweep_id, cell_id)
)`,
  `CREATE TABLE IF NOT EXISTS sweep_batches (
  sweep_id TEXT NOT NULL,
  batch_id TEXT NOT NULL,
  cell_id TEXT NOT NULL,
  batch_index INTEGER NOT NULL,
  first_game INTEGER NOT NULL,
  games INTEGER NOT NULL,
  worker TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  PRIMARY KEY (sweep_id, batch_id)
)`,
  `CREATE TABLE IF NOT EXISTS sweep_games (
  sweep_id TEXT NOT NULL,
  cell_id TEXT NOT NULL,
  game_index INTEGER NOT NULL,
  seed BIGINT NOT NULL,
  winners TEXT NOT NULL,
  reason TEXT NOT NULL,
  first_player INTEGER NOT NULL,
  turns INTEGER NOT NULL,
  actions INTEGER NOT NULL,
  decisions INTEGER NOT NULL,
  legal_total INTEGER NOT NULL,
  lead_changes INTEGER NOT NULL,
  error TEXT,
  PRIMARY KEY (sweep_id, cell_id, game_index)
)`,
];
