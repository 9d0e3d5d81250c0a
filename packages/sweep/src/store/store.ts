/**
 * The results database of sweeps: a SQLite file through `@libsql/client` by default. A batch is
 * written in one transaction together with its row in `sweep_batches`, so after a crash a batch is
 * either wholly stored or absent, and a resumed sweep re-plays exactly the absent ones. Rows are keyed
 * by (sweep, cell, game index): writing a batch twice cannot count a game twice.
 */
import { type Client, createClient, type InStatement } from '@libsql/client';
import type { SweepBatch, SweepGameRecord, SweepPlan } from '../plan/types';
import { SWEEP_SCHEMA } from './schema';

/** Where a sweep's results live. */
export interface SweepStore {
  /** Creates the tables if needed and records the plan and its cells (once). */
  prepare(plan: SweepPlan): Promise<void>;
  /** Ids of the batches of `planId` already stored. */
  finishedBatches(planId: string): Promise<Set<string>>;
  /**
   * Stores a batch's games; `false` (and nothing written) when the batch was stored before.
   * `worker` names who played it.
   */
  commit(
    planId: string,
    batch: SweepBatch,
    records: readonly SweepGameRecord[],
    worker: string,
  ): Promise<boolean>;
  /** The stored games of a cell, by game index. */
  records(planId: string, cellId: string): Promise<SweepGameRecord[]>;
  /** The stored batches of `planId` and who played each, in plan order of cells and batches. */
  batches(planId: string): Promise<StoredBatch[]>;
  close(): Promise<void>;
}

/** A row of `sweep_batches`. */
export interface StoredBatch {
  batchId: string;
  cellId: string;
  index: number;
  games: number;
  /** Who played it (`local-0`, `host:pid`, a `--name`). */
  worker: string;
}

const GAME_COLUMNS = 13;
const ROWS_PER_INSERT = 60;

/**
 * Opens (creating if needed) the SQLite file at `path` as a {@link SweepStore}. `path` may also be a
 * libsql URL (`file:…`, `:memory:`).
 */
export function openSqliteStore(path: string): SweepStore {
  const url = path === ':memory:' || /^[a-z]+:/i.test(path) ? path : `file:${path}`;
  return new LibsqlStore(createClient({ url }));
}

class LibsqlStore implements SweepStore {
  constructor(private readonly client: Client) {}

  async prepare(plan: SweepPlan): Promise<void> {
    await this.client.batch(
      [
        ...SWEEP_SCHEMA,
        {
          sql: `INSERT INTO sweep_runs (sweep_id, name, base_seed, games_per_cell, batch_size, max_actions, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          args: [
            plan.id,
            plan.name,
            plan.baseSeed,
            plan.gamesPerCell,
            plan.batchSize,
            plan.maxActions ?? null,
            new Date().toISOString(),
          ],
        },
        ...plan.cells.map((c) => ({
          sql: `INSERT INTO sweep_cells (sweep_id, cell_id, position, game, ruleset, players, bots, decks, seed, games)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          args: [
            plan.id,
            c.id,
            c.position,
            c.game,
            c.ruleset,
            c.players,
            c.bots.join(','),
            c.decks.join(','),
            c.seed,
            c.games,
          ],
        })),
      ],
      'write',
    );
  }

  async finishedBatches(planId: string): Promise<Set<string>> {
    const result = await this.client.execute({
      sql: 'SELECT batch_id FROM sweep_batches WHERE sweep_id = ?',
      args: [planId],
    });
    return new Set(result.rows.map((r) => String(r.batch_id)));
  }

  async commit(
    planId: string,
    batch: SweepBatch,
    records: readonly SweepGameRecord[],
    worker: string,
  ): Promise<boolean> {
    const tx = await this.client.transaction('write');
    try {
      const found = await tx.execute({
        sql: 'SELECT 1 FROM sweep_batches WHERE sweep_id = ? AND batch_id = ?',
        args: [planId, batch.id],
      });
      if (found.rows.length > 0) {
        await tx.rollback();
        return false;
      }
      const statements: InStatement[] = [
        {
          sql: `INSERT INTO sweep_batches (sweep_id, batch_id, cell_id, batch_index, first_game, games, worker, finished_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          args: [
            planId,
            batch.id,
            batch.cellId,
            batch.index,
            batch.from,
            batch.to - batch.from,
            worker,
            new Date().toISOString(),
          ],
        },
      ];
      for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
        const chunk = records.slice(start, start + ROWS_PER_INSERT);
        const placeholders = chunk.map(() => `(${new Array(GAME_COLUMNS).fill('?').join(', ')})`).join(', ');
        statements.push({
          sql: `INSERT INTO sweep_games (sweep_id, cell_id, game_index, seed, winners, reason, first_player, turns, actions,
                decisions, legal_total, lead_changes, error) VALUES ${placeholders} ON CONFLICT DO NOTHING`,
          args: chunk.flatMap((r) => [
            planId,
            batch.cellId,
            r.index,
            r.seed,
            r.winners.join(','),
            r.reason,
            r.firstPlayer,
            r.turns,
            r.actions,
            r.decisions,
            r.legalTotal,
            r.leadChanges,
            r.error ?? null,
          ]),
        });
      }
      await tx.batch(statements);
      await tx.commit();
      return true;
    } finally {
      tx.close();
    }
  }

  async records(planId: string, cellId: string): Promise<SweepGameRecord[]> {
    const result = await this.client.execute({
      sql: `SELECT game_index, seed, winners, reason, first_player, turns, actions, decisions, legal_total, lead_changes, error
            FROM sweep_games WHERE sweep_id = ? AND cell_id = ? ORDER BY game_index`,
      args: [planId, cellId],
    });
    return result.rows.map((r) => {
      const winners = String(r.winners);
      return {
        index: Number(r.game_index),
        seed: Number(r.seed),
        winners: winners === '' ? [] : winners.split(',').map(Number),
        reason: String(r.reason),
        firstPlayer: Number(r.first_player),
        turns: Number(r.turns),
        actions: Number(r.actions),
        decisions: Number(r.decisions),
        legalTotal: Number(r.legal_total),
        leadChanges: Number(r.lead_changes),
        ...(r.error === null ? {} : { error: String(r.error) }),
      };
    });
  }

  async batches(planId: string): Promise<StoredBatch[]> {
    const result = await this.client.execute({
      sql: `SELECT b.batch_id, b.cell_id, b.batch_index, b.games, b.worker FROM sweep_batches b
            JOIN sweep_cells c ON c.sweep_id = b.sweep_id AND c.cell_id = b.cell_id
            WHERE b.sweep_id = ? ORDER BY c.position, b.batch_index`,
      args: [planId],
    });
    return result.rows.map((r) => ({
      batchId: String(r.batch_id),
      cellId: String(r.cell_id),
      index: Number(r.batch_index),
      games: Number(r.games),
      worker: String(r.worker),
    }));
  }

  async close(): Promise<void> {
    this.client.close();
  }
}
