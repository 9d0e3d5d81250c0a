/**
 * The match database: matches, seats, the action log, results and replays, on SQLite (a file, or in
 * memory) or PostgreSQL (a `postgres://` URL), through one set of Kysely queries. Opening a store runs
 * the migrations.
 * @module
 */
import type { Action, Replay } from '@cardloom/core';
import { Kysely, Migrator } from 'kysely';
import type { MatchSetup } from '../match/setup';
import type { SeatKind } from '../protocol';
import { LibsqlDialect } from './libsql-dialect';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/** Status of a stored match. */
export type StoredStatus = 'waiting' | 'playing' | 'finished' | 'abandoned';

/** A stored seat. */
export interface StoredSeat {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly name: string;
  readonly tokenHash: string | null;
}

/** Everything stored about one match. */
export interface StoredMatch {
  readonly id: string;
  readonly status: StoredStatus;
  readonly setup: MatchSetup;
  readonly seats: readonly StoredSeat[];
  readonly actions: readonly Action[];
}

/** A finished match's result as stored. */
export interface StoredResult {
  readonly winners: readonly number[];
  readonly reason: string;
  readonly turns: number;
}

/** Thrown when the database URL names nothing this store can open. */
export class StoreConfigError extends Error {
  override readonly name = 'StoreConfigError';
}

const now = () => new Date().toISOString();

/** The match database (see the module comment). */
export class MatchStore {
  /** `sqlite` or `postgres`. */
  readonly kind: 'sqlite' | 'postgres';
  /** The Kysely instance, for queries this class does not offer. */
  readonly db: Kysely<Database>;

  private constructor(kind: 'sqlite' | 'postgres', db: Kysely<Database>) {
    this.kind = kind;
    this.db = db;
  }

  /**
   * Opens (and migrates) a store. `url`: `:memory:`, a SQLite file path (or `file:` URL), or a
   * `postgres://`/`postgresql://` URL.
   */
  static async open(url: string): Promise<MatchStore> {
    let store: MatchStore;
    if (/^postgres(ql)?:\/\//.test(url)) {
      const [{ PostgresDialect }, pg] = await Promise.all([import('kysely'), import('pg')]);
      const Pool = pg.default?.Pool ?? (pg as unknown as typeof pg.default).Pool;
      const pool = new Pool({ connectionString: url, max: 10 });
      store = new MatchStore('postgres', new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
    } else {
      if (url.length === 0) throw new StoreConfigError('the database URL is empty');
      const { createClient } = await import('@libsql/client');
      const file = url === ':memory:' || url.startsWith('file:') ? url : `file:${url}`;
      // Another process's lock is waited for up to 5 s on every connection the client opens (a PRAGMA
      // would set it on the first connection only).
      const client = createClient({ url: file, timeout: 5000 });
      if (file !== ':memory:') {
        // Write-ahead log, synced at checkpoints: a committed action survives a killed process (not
        // a power cut), and an append costs a write instead of an fsync.
        await client.execute('PRAGMA journal_mode = WAL');
        await client.execute('PRAGMA synchronous = NORMAL');
      }
      store = new MatchStore('sqlite', new Kysely<Database>({ dialect: new LibsqlDialect(client) }));
    }
    await store.migrate();
    return store;
  }

  /** Brings the schema to the latest migration; throws the migration's error. */
  async migrate(): Promise<void> {
    const { error } = await new Migrator({ db: this.db, provider: migrationProvider }).migrateToLatest();
    if (error) throw error;
  }

  /** Stores a new match and its seats. */
  async createMatch(id: string, setup: MatchSetup, status: StoredStatus): Promise<void> {
    const at = now();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('matches')
        .values({
          id,
          game: setup.game,
          status,
          setup: JSON.stringify(setup),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await tx
        .insertInto('seats')
        .values(
          setup.seats.map((kind, seat) => ({
            match_id: id,
            seat,
            kind,
            name: setup.names[seat],
            token_hash: null,
          })),
        )
        .execute();
    });
  }

  /** Records who holds a seat (the hash of its credential), or that a bot took it. */
  async updateSeat(id: string, seat: number, kind: SeatKind, tokenHash: string | null): Promise<void> {
    await this.db
      .updateTable('seats')
      .set({ kind, token_hash: tokenHash })
      .where('match_id', '=', id)
      .where('seat', '=', seat)
      .execute();
  }

  /** Changes a match's status. */
  async setStatus(id: string, status: StoredStatus): Promise<void> {
    await this.db.updateTable('matches').set({ status, updated_at: now() }).where('id', '=', id).execute();
  }

  /** Appends one accepted action (`seq` counts from 0; a duplicate `seq` is an error). */
  async appendAction(id: string, seq: number, action: Action): Promise<void> {
    await this.db
      .insertInto('actions')
      .values({ match_id: id, seq, action: JSON.stringify(action), at: now() })
      .execute();
  }

  /** Stores the result and replay of a finished match and marks it finished, in one transaction. */
  async finish(id: string, result: StoredResult, replay: Replay): Promise<void> {
    const at = now();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('results')
        .values({
          match_id: id,
          winners: JSON.stringify(result.winners),
          reason: result.reason,
          turns: result.turns,
          finished_at: at,
        })
        .execute();
      await tx
        .insertInto('replays')
        .values({ match_id: id, replay: JSON.stringify(replay) })
        .execute();
      await tx
        .updateTable('matches')
        .set({ status: 'finished', updated_at: at })
        .where('id', '=', id)
        .execute();
    });
  }

  /** One match with its seats and action log, or null. */
  async load(id: string): Promise<StoredMatch | null> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const seats = await this.db
      .selectFrom('seats')
      .selectAll()
      .where('match_id', '=', id)
      .orderBy('seat')
      .execute();
    const actions = await this.db
      .selectFrom('actions')
      .select('action')
      .where('match_id', '=', id)
      .orderBy('seq')
      .execute();
    return {
      id,
      status: row.status as StoredStatus,
      setup: JSON.parse(row.setup) as MatchSetup,
      seats: seats.map((s) => ({
        seat: Number(s.seat),
        kind: s.kind as SeatKind,
        name: s.name,
        tokenHash: s.token_hash,
      })),
      actions: actions.map((a) => JSON.parse(a.action) as Action),
    };
  }

  /** Ids of the matches with a given status, oldest first. */
  async idsWithStatus(status: StoredStatus): Promise<string[]> {
    const rows = await this.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', status)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.id);
  }

  /** A finished match's result, or null. */
  async result(id: string): Promise<StoredResult | null> {
    const row = await this.db.selectFrom('results').selectAll().where('match_id', '=', id).executeTakeFirst();
    return row ? { winners: JSON.parse(row.winners), reason: row.reason, turns: Number(row.turns) } : null;
  }

  /** A finished match's replay, or null. */
  async replay(id: string): Promise<Replay | null> {
    const row = await this.db
      .selectFrom('replays')
      .select('replay')
      .where('match_id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.replay) as Replay) : null;
  }

  /** Closes the connection(s). */
  async close(): Promise<void> {
    await this.db.destroy();
  }
}
