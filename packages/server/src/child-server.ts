/**
 * Test helper (not exported): runs `cardloom-serve` from source in a child process and reads the
 * address it listens on.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A server in a child process. */
export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** Kills it with `signal` and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Starts `src/bin.ts` with `args` (and `env` added to this process's environment). */
export function startChildServer(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--conditions=@cardloom/source', '--import', 'tsx', 'src/bin.ts', '--port', '0', ...args],
    { cwd: packageDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (ws:\/\/\S+)/.exec(output);
      if (match)
        resolve({
          url: match[1],
          process: child,
          output: () => output,
          kill: async (signal = 'SIGKILL') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}
