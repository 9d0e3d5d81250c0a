/**
 * Schema migrations, in code (Kysely's `Migrator`), written once for SQLite and PostgreSQL alike: only
 * `text` and `integer` columns, primary keys, and one index.
 * @module
 */
import type { Kysely, Migration, MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
  '0001-matches': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('matches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('setup', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('matches_status').on('matches').column('status').execute();
      await db.schema
        .createTable('seats')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text')
        .addPrimaryKeyConstraint('seats_pk', ['match_id', 'seat'])
        .execute();
      await db.schema
        .createTable('actions')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['match_id', 'seq'])
        .execute();
      await db.schema
        .createTable('results')
        .addColumn('match_id', 'text', (c) => c.primaryKey().references('matches.id'))
        .addColumn('winners', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('turns', 'integer', (c) => c.notNull())
        .addColumn('finished_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('replays')
        .addColumn('match_id', 'text', (c) => c.primaryKey().references('matches.id'))
        .addColumn('replay', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['replays', 'results', 'actions', 'seats', 'matches'])
        await db.schema.dropTable(table).execute();
    },
  },
};

/** The server's migrations, oldest first. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
