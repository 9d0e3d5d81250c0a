/**
 * The results database of sweeps: a SQLite file through `@libsql/client` by default. A batch is
 * written in one transaction together with its row in `sweep_batches`, so after a crash a batch is
 * either wholly stored or absent, and a resumed sweep re-plays exactly the absent ones. Rows are keyed
 * by (sweep, cell, game index): writing a batch twice cannot count a game twice.
 */
import { type Client, createClient, type InStatement } from '@libsql/client';
import type { SweepBatch, SweepGameRecord, SweepPlan } from '../plan/types';
import { SWEEP_SCHEMA } from './schema';
import {
  INSERT_BATCH,
  INSERT_CELL,
  INSERT_RUN,
  insertGames,
  SELECT_BATCH,
  SELECT_BATCH_IDS,
  SELECT_BATCHES,
  SELECT_GAMES,
} from './sql';

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

const ROWS_PER_INSERT = 500;

/**
 * How long a connection waits for another process's lock on the file before failing with
 * `SQLITE_BUSY`. SQLite's default is not to wait at all, so a `cardloom sweep` writing a batch failed
 * whenever anything else (a second sweep, a report, a test polling progress) was reading the file at
 * that moment.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 15_000;

/**
 * Opens (creating if needed) the SQLite file at `path` as a {@link SweepStore}. `path` may also be a
 * libsql URL (`file:…`, `:memory:`). Other processes may read or write the same file meanwhile: each
 * side waits up to {@link SQLITE_BUSY_TIMEOUT_MS} for the other's lock.
 */
export function openSqliteStore(path: string): SweepStore {
  const url = path === ':memory:' || /^[a-z]+:/i.test(path) ? path : `file:${path}`;
  return new LibsqlStore(createClient({ url, timeout: SQLITE_BUSY_TIMEOUT_MS }));
}

class LibsqlStore implements SweepStore {
  constructor(private readonly client: Client) {}

  async prepare(plan: SweepPlan): Promise<void> {
    await this.client.batch(
      [
        ...SWEEP_SCHEMA,
        {
          sql: INSERT_RUN,
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
          sql: INSERT_CELL,
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
      sql: SELECT_BATCH_IDS,
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
        sql: SELECT_BATCH,
        args: [planId, batch.id],
      });
      if (found.rows.length > 0) {
        await tx.rollback();
        return false;
      }
      const statements: InStatement[] = [
        {
          sql: INSERT_BATCH,
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
        statements.push({
          sql: insertGames(chunk.length),
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
      sql: SELECT_GAMES,
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
      sql: SELECT_BATCHES,
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
