/**
 * Runs a {@link SimulationJob} in this thread or across worker threads. Work is handed out in small
 * chunks of game indexes as workers become idle; results are keyed by index, so the outcome is the same
 * for any worker count.
 */
import type { GameRegistry } from '../games/registry';
import { type GameResult, runJobGame, type SimulationJob, warmUp } from './job';
import { spawnWorker, workerUrl } from './spawn';
import type { FromWorker, ToWorker, WorkerData } from './worker';

/** How to run a job. */
export interface RunOptions {
  /** Worker threads; 0 plays in this thread. */
  workers: number;
  /** Registry used in this thread (workers = 0). */
  registry: GameRegistry;
  /** Module exporting `registry`, loaded by each worker; the built-in games when absent. */
  registryModule?: string;
  /** Called after each finished game with the number finished so far. */
  onProgress?(done: number): void;
  /** Called when games start: after every worker has loaded the games and warmed up, so timing excludes start-up. */
  onStart?(): void;
}

/** Plays every game of `job` and returns the results ordered by game index. */
export async function runSimulation(job: SimulationJob, options: RunOptions): Promise<GameResult[]> {
  if (options.workers <= 0 || job.games === 0) {
    await warmUp(options.registry, job);
    options.onStart?.();
    const results: GameResult[] = [];
    for (let index = 0; index < job.games; index++) {
      results.push(await runJobGame(options.registry, job, index));
      options.onProgress?.(results.length);
    }
    return results;
  }
  return runInWorkers(job, options);
}

function runInWorkers(job: SimulationJob, options: RunOptions): Promise<GameResult[]> {
  const count = Math.min(options.workers, job.games);
  const chunk = Math.max(1, Math.min(25, Math.floor(job.games / (count * 4))));
  const results = new Array<GameResult>(job.games);
  let next = 0;
  let done = 0;
  let ready = 0;
  const data: WorkerData = { job, registryModule: options.registryModule };
  const workers = Array.from({ length: count }, () => spawnWorker(workerUrl(), data));
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve(results);
    };
    const dispatch = (worker: (typeof workers)[number]) => {
      if (next >= job.games) return;
      const from = next;
      next = Math.min(job.games, next + chunk);
      worker.postMessage({ type: 'run', from, to: next } satisfies ToWorker);
    };
    for (const worker of workers) {
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'fatal') finish(new Error(message.message));
        else if (message.type === 'ready') {
          // Start together once every worker has loaded, so start-up is not counted as play.
          if (++ready === workers.length) {
            options.onStart?.();
            for (const w of workers) dispatch(w);
          }
        } else if (message.type === 'result') {
          results[message.result.record.index] = message.result;
          done++;
          options.onProgress?.(done);
          if (done === job.games) finish();
        } else dispatch(worker);
      });
      worker.on('error', (error) => finish(new Error(`simulation worker failed: ${error.message}`)));
      worker.on('exit', (code) => {
        if (!settled && code !== 0) finish(new Error(`simulation worker exited with code ${code}`));
      });
    }
  });
}
