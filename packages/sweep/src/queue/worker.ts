/**
 * A queue worker: takes batches from the sweep queue one at a time and plays them with an executor.
 * Its lock on a batch is renewed while it plays; if the process dies, the lock runs out after
 * `lockMs` and BullMQ hands the batch to another worker.
 */
import { hostname } from 'node:os';
import { type Job, Worker } from 'bullmq';
import type { BatchTask } from '../plan/types';
import type { BatchExecutor } from '../run/backend';
import { DEFAULT_QUEUE, redisConnection } from './connection';
import type { BatchReply } from './coordinator';

/** Options of {@link runQueueWorker}. */
export interface QueueWorkerOptions {
  /** `redis://host:port`. */
  url: string;
  /** Plays the batches. */
  executor: BatchExecutor;
  /** Queue name (default `cardloom-sweep`). */
  queue?: string;
  /** Name reported with results (default `host:pid`). */
  name?: string;
  /** Milliseconds a silent worker keeps a batch before it is handed to another (default 30 000). */
  lockMs?: number;
  /** Called when a batch starts and when it is done. */
  onBatch?(event: 'start' | 'done', task: BatchTask): void;
  /** Called with errors the worker survives (a lost Redis connection, a batch that threw). */
  onError?(error: Error): void;
  /** Stops the worker: the batch under way is finished first. */
  signal: AbortSignal;
}

/** Takes batches from the queue until `signal` aborts. */
export async function runQueueWorker(options: QueueWorkerOptions): Promise<void> {
  const name = options.name ?? `${hostname()}:${process.pid}`;
  const lockMs = options.lockMs ?? 30_000;
  const worker = new Worker<BatchTask, BatchReply>(
    options.queue ?? DEFAULT_QUEUE,
    async (job: Job<BatchTask>) => {
      options.onBatch?.('start', job.data);
      const records = await options.executor.run(job.data);
      options.onBatch?.('done', job.data);
      return { worker: name, records };
    },
    {
      connection: redisConnection(options.url),
      concurrency: 1,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      // A batch is retried after every crash of its worker, however many.
      maxStalledCount: 1000,
    },
  );
  worker.on('error', (error) => options.onError?.(error));
  worker.on('failed', (_job, error) => options.onError?.(error));
  await new Promise<void>((resolve) => {
    if (options.signal.aborted) resolve();
    options.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  await worker.close();
  await options.executor.close();
}
