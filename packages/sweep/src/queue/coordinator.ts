/**
 * The distributed backend: a sweep's batches become BullMQ jobs (job id = plan id + cell + batch, so
 * adding a batch twice is a no-op), any number of `cardloom worker` processes play them, and the
 * coordinator collects finished jobs as they complete, delivers them to the store, then removes
 * them. A worker that dies mid-batch loses its lock; BullMQ puts the job back and another worker plays
 * it again with the same seeds. Results are stored once per batch id, so no game is counted twice.
 */
import { type Job, Queue, QueueEvents } from 'bullmq';
import { SweepBatchError } from '../errors';
import type { BatchTask, SweepGameRecord } from '../plan/types';
import type { Deliver, SweepBackend } from '../run/backend';
import { DEFAULT_QUEUE, jobId, redisConnection } from './connection';

/** What a worker returns for a batch. */
export interface BatchReply {
  /** Who played it (`host:pid`). */
  worker: string;
  records: SweepGameRecord[];
}

/** Options of {@link queueBackend}. */
export interface QueueBackendOptions {
  /** `redis://host:port`. */
  url: string;
  /** Queue name (default `cardloom-sweep`); workers must use the same. */
  queue?: string;
  /** Attempts of a batch whose worker throws, before the sweep stops (default 3). */
  attempts?: number;
  /** Milliseconds between checks for finished jobs when no event arrives (default 1000). */
  pollMs?: number;
}

const ADD_CHUNK = 500;
const PAGE = 500;

/** A backend that puts batches on a BullMQ queue for `cardloom worker` processes. */
export function queueBackend(options: QueueBackendOptions): SweepBackend {
  const connection = redisConnection(options.url);
  const name = options.queue ?? DEFAULT_QUEUE;
  const attempts = options.attempts ?? 3;
  return {
    label: `queue ${name} on ${options.url}`,
    async run(tasks: readonly BatchTask[], deliver: Deliver, signal?: AbortSignal) {
      const queue = new Queue(name, { connection });
      const events = new QueueEvents(name, { connection });
      const outstanding = new Map(tasks.map((t) => [jobId(t.planId, t.cell.position, t.batch.index), t]));
      let wake: (() => void) | undefined;
      const nudge = () => wake?.();
      // Connection errors are retried by the client; the calls that fail for good throw here.
      queue.on('error', () => {});
      events.on('error', () => {});
      events.on('completed', nudge);
      events.on('failed', nudge);
      signal?.addEventListener('abort', nudge);
      try {
        await events.waitUntilReady();
        for (let start = 0; start < tasks.length; start += ADD_CHUNK) {
          await queue.addBulk(
            tasks.slice(start, start + ADD_CHUNK).map((task) => ({
              name: 'batch',
              data: task,
              opts: {
                jobId: jobId(task.planId, task.cell.position, task.batch.index),
                attempts,
                backoff: { type: 'fixed', delay: 1000 },
                removeOnComplete: false,
                removeOnFail: false,
              },
            })),
          );
        }
        // Batches that failed for good in an earlier run of this sweep get a fresh set of attempts.
        for (const job of await ours(queue, 'failed', outstanding))
          await job.retry('failed', { resetAttemptsMade: true });
        while (outstanding.size > 0 && !signal?.aborted) {
          const idle = new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, options.pollMs ?? 1000).unref?.();
          });
          await collect(queue, outstanding, deliver, attempts);
          if (outstanding.size > 0 && !signal?.aborted) await idle;
        }
      } finally {
        signal?.removeEventListener('abort', nudge);
        await events.close();
        await queue.close();
      }
    },
  };
}

/** Ids of the jobs in `state` that belong to this run, over every page of the queue's list. */
async function ours(
  queue: Queue,
  state: 'completed' | 'failed',
  outstanding: Map<string, BatchTask>,
): Promise<Job[]> {
  const found: Job[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = await queue.getJobs([state], start, start + PAGE - 1);
    for (const job of page) if (job?.id && outstanding.has(job.id)) found.push(job);
    if (page.length < PAGE) return found;
  }
}

async function collect(
  queue: Queue,
  outstanding: Map<string, BatchTask>,
  deliver: Deliver,
  attempts: number,
): Promise<void> {
  for (const job of await ours(queue, 'completed', outstanding)) {
    const id = job.id as string;
    const task = outstanding.get(id) as BatchTask;
    const reply = job.returnvalue as BatchReply;
    await deliver(task, reply.records, reply.worker);
    outstanding.delete(id);
    await job.remove();
  }
  const final = (await ours(queue, 'failed', outstanding)).find((job) => job.attemptsMade >= attempts);
  if (final)
    throw new SweepBatchError(
      outstanding.get(final.id as string)?.batch.id ?? String(final.id),
      final.failedReason,
    );
}
