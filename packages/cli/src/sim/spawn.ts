/**
 * Starting worker threads that run this package's own modules. From the built package the worker is
 * plain JavaScript next to the bundle; from source (tests, `pnpm cardloom`) it is TypeScript, so the
 * worker first registers tsx's loader and resolves workspace packages through the source condition.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Whether this module is running from TypeScript source rather than the build. */
export const fromSource = import.meta.url.endsWith('.ts');

/** The URL of the simulation worker module, source or built. */
export function workerUrl(): URL {
  return fromSource ? new URL('./worker.ts', import.meta.url) : new URL('./worker.js', import.meta.url);
}

/** Starts `url` in a worker thread with `workerData`. */
export function spawnWorker(url: URL, workerData: unknown): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData });
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(
    join(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const boot = `import { register } from ${JSON.stringify(tsxApi)};\nregister();\nawait import(${JSON.stringify(url.href)});\n`;
  return new Worker(boot, { eval: true, workerData, execArgv: ['--conditions=@cardloom/source'] });
}
