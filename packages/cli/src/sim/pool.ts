/**
 * Runs many {@link SimulationJob}s on one set of worker threads (a deck matrix: one job per pairing).
 * Work is handed out in chunks of one job's game indexes as threads become idle; results are keyed by
 * (job, index), so the outcome is the same for any thread count.
 */
import { type GameResult, runJobGame, type SimulationJob } from './job';
import type { RunOptions } from './simulate';
import { spawnWorker, workerUrl } from './spawn';
import type { FromWorker, ToWorker, WorkerData } from './worker';

interface Chunk {
  job: number;
  from: number;
  to: number;
}

/** Plays every game of every job; `results[j][i]` is game `i` of `jobs[j]`. */
export async function runJobs(jobs: readonly SimulationJob[], options: RunOptions): Promise<GameResult[][]> {
  const total = jobs.reduce((n, j) => n + j.games, 0);
  const results = jobs.map((job) => new Array<GameResult>(job.games));
  if (options.workers <= 0 || total === 0) {
    options.onStart?.();
    let done = 0;
    for (const [j, job] of jobs.entries()) {
      for (let index = 0; index < job.games; index++) {
        results[j][index] = await runJobGame(options.registry, job, index);
        options.onProgress?.(++done);
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
      running[w] = chunk.job;
      workers[w].postMessage({
        type: 'run',
        from: chunk.from,
        to: chunk.to,
        job: jobs[chunk.job],
      } satisfies ToWorker);
    };
    workers.forEach((worker, w) => {
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'fatal') finish(new Error(message.message));
        else if (message.type === 'ready') {
          if (++ready === workers.length) {
            options.onStart?.();
            for (let i = 0; i < workers.length; i++) dispatch(i);
          }
        } else if (message.type === 'result') {
          results[running[w]][message.result.record.index] = message.result;
          options.onProgress?.(++done);
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
