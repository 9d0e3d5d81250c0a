/**
 * Runs {@link SimulationJob}s in this thread or across worker threads: one job (`simulate`, `bench`) or
 * many on one set of threads (a deck matrix: one job per pairing). Work is handed out in small chunks of
 * one job's game indexes as threads become idle; results are keyed by (job, index), so the outcome is
 * the same for any worker count.
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

/** A run of games of one job: `from` up to (not including) `to`. */
interface Chunk {
  job: number;
  from: number;
  to: number;
}

/** Plays every game of `job` and returns the results ordered by game index. */
export async function runSimulation(job: SimulationJob, options: RunOptions): Promise<GameResult[]> {
  return (await runJobs([job], options))[0];
}

/**
 * Plays every game of every job; `results[j][i]` is game `i` of `jobs[j]`. Threads (and this thread)
 * warm up on the first job (its `warmupMs`) before the games start.
 */
export async function runJobs(jobs: readonly SimulationJob[], options: RunOptions): Promise<GameResult[][]> {
  const total = jobs.reduce((n, j) => n + j.games, 0);
  const results = jobs.map((job) => new Array<GameResult>(job.games));
  if (options.workers <= 0 || total === 0) {
    if (jobs.length > 0) await warmUp(options.registry, jobs[0]);
    options.onStart?.();
    let done = 0;
    for (const [j, job] of jobs.entries()) {
      for (let index = 0; index < job.games; index++) {
        results[j][index] = await runJobGame(options.registry, job, index);
        done++;
        options.onProgress?.(done);
      }
    }
    return results;
  }
  const count = Math.min(options.workers, total);
  const size = Math.max(1, Math.min(25, Math.floor(total / (count * 4))));
  const chunks: Chunk[] = jobs.flatMap((job, j) =>
    Array.from({ length: Math.ceil(job.games / size) }, (_, c) => ({
      job: j,
      from: c * size,
      to: Math.min(job.games, (c + 1) * size),
    })),
  );
  return inWorkers(jobs, chunks, count, total, results, options);
}

function inWorkers(
  jobs: readonly SimulationJob[],
  chunks: readonly Chunk[],
  count: number,
  total: number,
  results: GameResult[][],
  options: RunOptions,
): Promise<GameResult[][]> {
  const data: WorkerData = { job: jobs[0], registryModule: options.registryModule };
  const workers = Array.from({ length: count }, () => spawnWorker(workerUrl(), data));
  const running = new Array<number>(count).fill(-1);
  let next = 0;
  let done = 0;
  let ready = 0;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve(results);
    };
    const dispatch = (w: number) => {
      if (next >= chunks.length) return;
      const chunk = chunks[next++];
      // A thread keeps the job it was last sent; only a change of job travels with the chunk.
      const change = running[w] === chunk.job ? {} : { job: jobs[chunk.job] };
      running[w] = chunk.job;
      workers[w].postMessage({ type: 'run', from: chunk.from, to: chunk.to, ...change } satisfies ToWorker);
    };
    workers.forEach((worker, w) => {
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'fatal') finish(new Error(message.message));
        else if (message.type === 'ready') {
          // Start together once every worker has loaded, so start-up is not counted as play.
          if (++ready === workers.length) {
            options.onStart?.();
            for (let i = 0; i < workers.length; i++) dispatch(i);
          }
        } else if (message.type === 'result') {
          results[running[w]][message.result.record.index] = message.result;
          // Counted apart from the callback: `onProgress?.(++done)` would skip the count without one.
          done++;
          options.onProgress?.(done);
          if (done === total) finish();
        } else dispatch(w);
      });
      worker.on('error', (error) => finish(new Error(`simulation worker failed: ${error.message}`)));
      worker.on('exit', (code) => {
        if (!settled && code !== 0) finish(new Error(`simulation worker exited with code ${code}`));
      });
    });
  });
}
