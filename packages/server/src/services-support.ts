/**
 * Test helper (not exported): private Redis and PostgreSQL servers on free ports, in temporary
 * folders, for tests that need them. Each returns null with the reason when it cannot start, so the
 * test can skip with that message.
 * @module
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A service started for a test. */
export interface TestService {
  readonly url: string;
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function onPath(command: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** A private `redis-server` (no persistence), or the reason it could not start. */
export async function startRedis(): Promise<TestService | string> {
  if (!onPath('redis-server') || !onPath('redis-cli'))
    return 'redis-server is not installed (apt-get install redis-server)';
  const dir = mkdtempSync(join(tmpdir(), 'cardloom-redis-'));
  const port = await freePort();
  const args = ['--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'yes'];
  const started = spawnSync(
    'redis-server',
    [...args, '--pidfile', join(dir, 'redis.pid'), '--logfile', join(dir, 'redis.log'), '--dir', dir],
    { encoding: 'utf8' },
  );
  if (started.status !== 0) return `redis-server did not start: ${started.stderr || started.stdout}`;
  for (let i = 0; i < 200; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG')
      return {
        url: `redis://127.0.0.1:${port}`,
        async stop() {
          spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return 'redis-server did not answer PING';
}

/** The folder of PostgreSQL's server binaries (Debian keeps them off PATH). */
function postgresBin(): string | null {
  if (onPath('pg_ctl') && onPath('initdb')) return null;
  const listed = spawnSync('sh', ['-c', "dpkg -L postgresql-15 2>/dev/null | grep -E 'bin/pg_ctl$'"], {
    encoding: 'utf8',
  });
  const pgCtl = listed.stdout.trim();
  return pgCtl && existsSync(pgCtl) ? pgCtl.replace(/\/pg_ctl$/, '') : '';
}

/** A private PostgreSQL cluster (trust auth, fsync off), or the reason it could not start. */
export async function startPostgres(): Promise<TestService | string> {
  const bin = postgresBin();
  if (bin === '') return 'PostgreSQL (initdb, pg_ctl) is not installed (apt-get install postgresql)';
  const tool = (name: string) => (bin ? join(bin, name) : name);
  const root = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    root
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
  const dir = mkdtempSync(join(tmpdir(), 'cardloom-pg-'));
  if (root) {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, uid, gid);
    } catch {
      return 'there is no postgres user to run PostgreSQL as';
    }
  }
  const data = join(dir, 'data');
  const init = run(tool('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust']);
  if (init.status !== 0) return `initdb failed: ${init.stderr}`;
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = run(tool('pg_ctl'), ['-D', data, '-w', '-l', join(dir, 'log'), 'start', '-o', options]);
  if (start.status !== 0) return `pg_ctl start failed: ${start.stderr || start.stdout}`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run(tool('pg_ctl'), ['-D', data, '-w', '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
