/**
 * `cardloom worker <redis-url>`: takes sweep batches from the BullMQ queue of `cardloom sweep --queue`
 * and plays them, until stopped with Ctrl-C or SIGTERM (the batch under way is finished first). Start
 * it on as many machines as you like; a worker that dies has its batch handed to another.
 */
import { hostname } from 'node:os';
import { runQueueWorker } from '@cardloom/sweep';
import { int, noExtraPositionals, parse, positional, str } from '../../args';
import { UsageError } from '../../errors';
import type { Command } from '../command';
import { inProcessExecutor } from './sweep';

const name = 'worker';

/** The `worker` command. */
export const workerCommand: Command = {
  name,
  summary: 'play sweep batches from a Redis queue (cardloom sweep --queue)',
  help: `Usage: cardloom worker <redis://HOST:PORT> [--lock-seconds N] [--name NAME]

Takes batches of 'cardloom sweep --queue' from the BullMQ queue in Redis and plays
them, one at a time, until interrupted (Ctrl-C or SIGTERM finish the batch under
way). Run one per core, on as many machines as you like. If a worker dies, its
batch goes back to the queue when its lock runs out and another worker plays it
with the same seeds; the sweep stores every batch once.

Options:
  --lock-seconds N    how long a batch stays with a silent worker before it is
                      handed to another (default 30); the lock is renewed between
                      games, so it must exceed the longest single game
  --name NAME         the name stored with this worker's batches (default host:pid)
  -h, --help          show this help

Prints one line per batch: 'start <batch id>' and 'done <batch id> (<games> games)'.
`,
  async run(argv, context) {
    const parsed = parse(name, argv, { 'lock-seconds': { type: 'string' }, name: { type: 'string' } });
    const url = positional(name, parsed, 0, 'redis-url');
    noExtraPositionals(name, parsed, 1);
    if (!/^rediss?:\/\//.test(url))
      throw new UsageError(`'${url}' is not a Redis URL (expected redis://host:port)`, name);
    const lockMs = int(name, parsed, 'lock-seconds', 30, 1, 3600) * 1000;
    const worker = str(parsed, 'name') ?? `${hostname()}:${process.pid}`;
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    context.io.out(`worker ${worker} waiting for batches on ${url}\n`);
    try {
      await runQueueWorker({
        url,
        executor: inProcessExecutor(context.registry),
        name: worker,
        lockMs,
        signal: stop.signal,
        onError: (error) => context.io.err(`cardloom worker: ${error.message}\n`),
        onBatch(event, task) {
          const games = task.batch.to - task.batch.from;
          context.io.out(
            event === 'start' ? `start ${task.batch.id}\n` : `done ${task.batch.id} (${games} games)\n`,
          );
        },
      });
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
    context.io.out(`worker ${worker} stopped\n`);
    return 0;
  },
};
