/**
 * A private `redis-server` for tests and measurements: started on a free port with no persistence,
 * stopped by its own process id. Resolves with `undefined` when the binary is not installed, so a test
 * can skip with a message instead of failing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/** A running private Redis server. */
export interface RedisServer {
  /** `redis://127.0.0.1:PORT`. */
  url: string;
  port: number;
  /** The server's process id. */
  pid: number;
  /** Stops the server (the process this module started, nothing else). */
  stop(): Promise<void>;
}

/** Starts `redis-server` (from `PATH` or `binary`) on a free port; `undefined` when it is not installed. */
export async function startRedisServer(binary = 'redis-server'): Promise<RedisServer | undefined> {
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const missing = await new Promise<boolean>((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ENOENT'));
    child.once('spawn', () => resolve(false));
  });
  if (missing) return undefined;
  await waitForPing(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
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

async function waitForPing(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    if (await ping(port)) return;
    if (attempt > 400) throw new Error(`redis-server did not answer on port ${port}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}
