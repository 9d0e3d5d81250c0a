/**
 * Simulation worker thread: loads the game registry, then plays the game indexes it is sent, posting one
 * message per finished game and `idle` when it wants more work.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { builtinRegistry } from '../games/builtin';
import type { GameRegistry } from '../games/registry';
import { runJobGame, type SimulationJob, warmUp } from './job';

/** Data a simulation worker starts with. */
export interface WorkerData {
  job: SimulationJob;
  /** Module exporting `registry` (tests, embedders); the built-in games otherwise. */
  registryModule?: string;
}

/**
 * Messages from the parent. A `run` with a `job` plays that job's games from then on (a deck matrix
 * sends one job per pairing to the same threads).
 */
export type ToWorker = { type: 'run'; from: number; to: number; job?: SimulationJob } | { type: 'stop' };

/** Messages to the parent. */
export type FromWorker =
  | { type: 'result'; result: import('./job').GameResult }
  | { type: 'ready' }
  | { type: 'idle' }
  | { type: 'fatal'; message: string };

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('worker.ts must run in a worker thread');
  const { registryModule } = workerData as WorkerData;
  let { job } = workerData as WorkerData;
  let registry: GameRegistry;
  try {
    registry = registryModule ? (await import(registryModule)).registry : builtinRegistry();
  } catch (error) {
    port.postMessage({
      type: 'fatal',
      message: `cannot load games: ${(error as Error).message}`,
    } satisfies FromWorker);
    return;
  }
  port.on('message', async (message: ToWorker) => {
    if (message.type === 'stop') {
      port.close();
      return;
    }
    if (message.job) job = message.job;
    for (let index = message.from; index < message.to; index++) {
      const result = await runJobGame(registry, job, index);
      port.postMessage({ type: 'result', result } satisfies FromWorker);
    }
    port.postMessage({ type: 'idle' } satisfies FromWorker);
  });
  await warmUp(registry, job);
  port.postMessage({ type: 'ready' } satisfies FromWorker);
}

void main();
