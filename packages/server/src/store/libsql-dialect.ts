/**
 * A Kysely dialect over `@libsql/client` (SQLite without a compile step: the client ships prebuilt
 * platform binaries through the npm registry). Kysely's own SQLite compiler, adapter and introspector
 * do the SQL; this file only runs it. One connection, handed out to one user at a time, so a
 * transaction (the client's own `transaction()`) never interleaves with other queries.
 * @module
 */
import type { Client, InValue, Transaction } from '@libsql/client';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

class LibsqlConnection implements DatabaseConnection {
  /** The open transaction (the client runs it on a connection of its own), or null. */
  transaction: Transaction | null = null;

  constructor(private readonly client: Client) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await (this.transaction ?? this.client).execute({
      sql: query.sql,
      args: query.parameters as InValue[],
    });
    const rows = result.rows.map(
      (row) => Object.fromEntries(result.columns.map((column, i) => [column, row[i]])) as R,
    );
    return {
      rows,
      numAffectedRows: BigInt(result.rowsAffected),
      ...(result.lastInsertRowid === undefined ? {} : { insertId: result.lastInsertRowid }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; Kysely only calls it on request.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the libsql dialect does not stream query results');
  }
}

class LibsqlDriver implements Driver {
  private readonly connection: LibsqlConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly client: Client) {
    this.connection = new LibsqlConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    this.connection.transaction = await this.client.transaction('write');
  }

  async commitTransaction(): Promise<void> {
    const tx = this.connection.transaction;
    this.connection.transaction = null;
    await tx?.commit();
  }

  async rollbackTransaction(): Promise<void> {
    const tx = this.connection.transaction;
    this.connection.transaction = null;
    await tx?.rollback();
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    this.client.close();
  }
}

/** Kysely's SQLite dialect on a `@libsql/client` client (a `file:` or `:memory:` URL). */
export class LibsqlDialect implements Dialect {
  constructor(private readonly client: Client) {}
  createDriver(): Driver {
    return new LibsqlDriver(this.client);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
