/**
 * A private PostgreSQL server for tests: `initdb` into a temporary folder, started with `pg_ctl` on a
 * free port, queried with `psql`, stopped and removed. Resolves with `undefined` (and the reason)
 * where PostgreSQL is not installed or this process cannot run it as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running private PostgreSQL. */
export interface PostgresServer {
  /** Runs SQL through `psql` and returns its unaligned, tuples-only output. */
  sql(text: string): string;
  stop(): void;
}

/** Starts a private PostgreSQL, or gives the reason it cannot. */
export async function startPostgres(): Promise<PostgresServer | string> {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  if (!version) return 'PostgreSQL is not installed (apt-get install postgresql)';
  if (process.getuid?.() !== 0) return 'starting PostgreSQL needs root (to run it as the postgres user)';
  const bin = join(root, version, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'sweep-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
      stdio: 'pipe',
      encoding: 'utf8',
    });
  asPostgres('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust']);
  asPostgres('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-w',
    'start',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
  return {
    sql: (text) =>
      execFileSync(
        'psql',
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qAt', '-f', '-'],
        {
          input: text,
          encoding: 'utf8',
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      ),
    stop() {
      asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
