/**
 * Every statement the store runs, with `?` placeholders. They are plain SQL that SQLite and
 * PostgreSQL both accept (a test runs them on both); a PostgreSQL driver numbers the placeholders.
 */

/** Records a sweep (once). */
export const INSERT_RUN = `INSERT INTO sweep_runs (sweep_id, name, base_seed, games_per_cell, batch_size, max_actions, created_at)
VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;

/** Records a cell (once). */
export const INSERT_CELL = `INSERT INTO sweep_cells (sweep_id, cell_id, position, game, ruleset, players, bots, decks, seed, games)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;

/** Ids of a sweep's stored batches. */
export const SELECT_BATCH_IDS = 'SELECT batch_id FROM sweep_batches WHERE sweep_id = ?';

/** Whether a batch is stored. */
export const SELECT_BATCH = 'SELECT 1 FROM sweep_batches WHERE sweep_id = ? AND batch_id = ?';

/** Records a batch (inside the transaction that writes its games). */
export const INSERT_BATCH = `INSERT INTO sweep_batches (sweep_id, batch_id, cell_id, batch_index, first_game, games, worker, finished_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/** Columns of a game row, in insert order. */
export const GAME_COLUMNS = [
  'sweep_id',
  'cell_id',
  'game_index',
  'seed',
  'winners',
  'reason',
  'first_player',
  'turns',
  'actions',
  'decisions',
  'legal_total',
  'lead_changes',
  'error',
] as const;

/** Inserts `rows` games in one statement; a game already stored is left as it is. */
export function insertGames(rows: number): string {
  const row = `(${GAME_COLUMNS.map(() => '?').join(', ')})`;
  return `INSERT INTO sweep_games (${GAME_COLUMNS.join(', ')}) VALUES ${new Array(rows).fill(row).join(', ')} ON CONFLICT DO NOTHING`;
}

/** A cell's games by index. */
export const SELECT_GAMES = `SELECT game_index, seed, winners, reason, first_player, turns, actions, decisions, legal_total, lead_changes, error
FROM sweep_games WHERE sweep_id = ? AND cell_id = ? ORDER BY game_index`;

/** A sweep's batches in plan order, with who played them. */
export const SELECT_BATCHES = `SELECT b.batch_id, b.cell_id, b.batch_index, b.games, b.worker FROM sweep_batches b
JOIN sweep_cells c ON c.sweep_id = b.sweep_id AND c.cell_id = b.cell_id
WHERE b.sweep_id = ? ORDER BY c.position, b.batch_index`;
