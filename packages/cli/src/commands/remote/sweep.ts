/**
 * `cardloom sweep <file>`: a sweep of many simulation cells (games × rulesets × players × bots × decks),
 * played in batches on this machine's worker threads or on `cardloom worker` processes through a BullMQ
 * queue, stored in a SQLite file as they finish (so an interrupted sweep resumes), and reported as a
 * table, JSON or an HTML page. The sweep machinery is `@cardloom/sweep`; this file connects it to the
 * games, bots and statistics of the command.
 */
import { setImmediate as nextTick } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import {
  type BatchExecutor,
  type BatchTask,
  collectReport,
  localBackend,
  openSqliteStore,
  parseSweepFile,
  planSweep,
  queueBackend,
  redisConnection,
  reportTable,
  runSweep,
  type SweepBackend,
  type SweepCatalog,
  SweepError,
  type SweepGameRecord,
  type SweepPlan,
  SweepSpecError,
  sweepHtml,
} from '@cardloom/sweep';
import { botNames, checkBots } from '../../agents/bots';
import { flag, int, noExtraPositionals, parse, positional, str } from '../../args';
import { CliError, UsageError } from '../../errors';
import { createProgress } from '../../format/progress';
import { renderTable } from '../../format/table';
import type { GameRegistry } from '../../games/registry';
import { resolveDecks } from '../../games/registry';
import { runJobGame, type SimulationJob } from '../../sim/job';
import { spawnWorker, workerUrl } from '../../sim/spawn';
import type { FromWorker, ToWorker, WorkerData } from '../../sim/worker';
import { summarize } from '../../stats/summary';
import type { Command, CommandContext } from '../command';
import { printJson } from '../command';

const name = 'sweep';

/** The `sweep` command. */
export const sweepCommand: Command = {
  name,
  summary: 'run a sweep of simulation cells (deck matrix, rulesets…) locally or on a Redis queue',
  help: `Usage: cardloom sweep <file.json|file.yaml> [--db FILE] [--workers K] [--queue redis://HOST:PORT]
                       [--json] [--html FILE]

Runs every cell of a sweep file — games × rulesets × player counts × bots × decks,
with a deck matrix as { "matrix": "all" } — in batches, and stores each game in a
SQLite file as its batch ends. Run it again after an interruption: finished
batches are kept and only the others are played. Batch b of a cell plays games
b*batchSize … with seeds derived from (seed, cell, game), so the results are the
same on any number of threads or machines.

Options:
  --db FILE           results database (default: the sweep file with .sqlite)
  --workers K         local worker threads (default: all cores; 0 = this thread)
  --queue URL         put the batches on a BullMQ queue in Redis instead; start
                      'cardloom worker URL' on any number of machines to play them
  --json              print the report as JSON (no progress bar)
  --html FILE         also write the HTML report (heat maps, intervals) to FILE
  -h, --help          show this help

Exit status: 0 when every game finished, 1 when some failed or the sweep did not
complete, 2 on bad usage.
`,
  async run(argv, context) {
    const parsed = parse(name, argv, {
      db: { type: 'string' },
      workers: { type: 'string', short: 'w' },
      queue: { type: 'string' },
      json: { type: 'boolean' },
      html: { type: 'string' },
    });
    const file = positional(name, parsed, 0, 'file');
    noExtraPositionals(name, parsed, 1);
    const workers = int(name, parsed, 'workers', context.io.cores, 0, 256);
    const queue = str(parsed, 'queue');
    if (queue !== undefined) checkQueueUrl(queue);
    const json = flag(parsed, 'json');
    const html = str(parsed, 'html');
    const plan = await readPlan(context, file);
    const store = openSqliteStore(str(parsed, 'db') ?? file.replace(/\.(json|ya?ml)$/i, '') + '.sqlite');
    try {
      const backend: SweepBackend =
        queue !== undefined
          ? queueBackend({ url: queue })
          : localBackend({
              slots: Math.max(1, workers),
              label: workers === 0 ? 'this thread' : `${workers} worker thread${workers === 1 ? '' : 's'}`,
              executor: () => (workers === 0 ? inProcessExecutor(context.registry) : threadExecutor(context)),
            });
      const { io } = context;
      let bar = createProgress(io, 0, name, false);
      let started = io.now();
      const result = await runSweep(plan, store, backend, {
        onStart(pending) {
          if (!json && pending.finished > 0) {
            io.out(`resuming: ${pending.finished} of ${plan.batches.length} batches already stored\n`);
          }
          bar = createProgress(io, pending.games, `sweep (${backend.label})`, !json);
          started = io.now();
        },
        onProgress: (done) => bar.update(done),
      }).finally(() => bar.finish());
      const seconds = (io.now() - started) / 1000;
      if (!result.complete) throw new CliError(`the sweep stopped before its end; run it again to resume`);
      const report = await collectReport(plan, store, summarize);
      const speed = {
        backend: backend.label,
        games: result.games,
        seconds,
        gamesPerSecond: result.games / Math.max(seconds, 1e-3),
      };
      if (html !== undefined)
        await io.writeFile(html, sweepHtml(report, { footer: `cardloom ${name} · ${plan.id}` }));
      if (json)
        printJson(context, {
          report,
          run: { ...speed, skippedBatches: result.skipped, storedBatches: result.stored },
        });
      else {
        const table = reportTable(report);
        io.out(
          `${report.sweep.name}: ${report.sweep.games} games in ${report.sweep.cells} cells · seed ${plan.baseSeed}\n\n`,
        );
        io.out(renderTable(table.header, table.rows, { align: table.align }));
        io.out(
          `\nplayed ${result.games} games in ${result.stored} batches (${result.skipped} already stored) · ` +
            `${speed.gamesPerSecond.toFixed(1)} games/s on ${backend.label}\n`,
        );
        if (html !== undefined) io.out(`wrote ${html}\n`);
      }
      const failed = report.cells.reduce((sum, c) => sum + c.summary.failures, 0);
      if (failed > 0) {
        io.err(`cardloom sweep: ${failed} of ${report.sweep.games} games failed\n`);
        return 1;
      }
      return 0;
    } catch (error) {
      if (error instanceof SweepError) throw new CliError(error.message);
      throw error;
    } finally {
      await store.close();
    }
  },
};

/** Reads, checks and plans a sweep file; a bad file is a {@link CliError} naming the field. */
async function readPlan(context: CommandContext, file: string): Promise<SweepPlan> {
  let text: string;
  try {
    text = await context.io.readFile(file);
  } catch (error) {
    throw new CliError(`cannot read sweep file '${file}': ${(error as Error).message}`);
  }
  try {
    return planSweep(parseSweepFile(text, file), sweepCatalog(context.registry));
  } catch (error) {
    if (error instanceof SweepSpecError) throw new CliError(`${file}: ${error.message}`);
    throw error;
  }
}

function checkQueueUrl(url: string): void {
  try {
    redisConnection(url);
  } catch (error) {
    throw new UsageError(`--queue: ${(error as Error).message}`, name);
  }
}

/** The registry's games as a sweep catalogue: players, rulesets, ready decks and seat types. */
export function sweepCatalog(registry: GameRegistry): SweepCatalog {
  return {
    names: () => registry.names(),
    game(game) {
      const module = registry.all().find((p) => p.name === game.toLowerCase() || p.id === game);
      if (!module) return undefined;
      return {
        name: module.name,
        players: module.players,
        rulesets: module.rulesets,
        decks: module.decks,
        checkBot(kind) {
          try {
            checkBots(module, [kind], name);
            return undefined;
          } catch (error) {
            return error instanceof UsageError
              ? error.message
              : `${module.name} cannot build seat type '${kind}': ${(error as Error).message} (available: ${botNames(module).join(', ')})`;
          }
        },
      };
    },
  };
}

/** The simulation job of a task's cell: game `i` is seeded `deriveSeed(cell.seed, i)`. */
function jobOf(registry: GameRegistry, task: BatchTask): SimulationJob {
  const { cell } = task;
  const module = registry.get(cell.game, name);
  return {
    game: module.name,
    ruleset: cell.ruleset,
    bots: cell.bots,
    decks: resolveDecks(module, cell.decks, cell.players, name).map((d) => d.cards),
    baseSeed: cell.seed,
    games: cell.games,
    ...(task.maxActions === undefined ? {} : { maxActions: task.maxActions }),
  };
}

/**
 * Plays batches in this thread, yielding to the event loop after each game (a queue worker must keep
 * renewing its lock while it plays).
 */
export function inProcessExecutor(registry: GameRegistry): BatchExecutor {
  return {
    async run(task) {
      const job = jobOf(registry, task);
      const records: SweepGameRecord[] = [];
      for (let index = task.batch.from; index < task.batch.to; index++) {
        records.push((await runJobGame(registry, job, index)).record);
        await nextTick();
      }
      return records;
    },
    async close() {},
  };
}

/**
 * Plays batches in a simulation worker thread (the one `simulate` uses). A thread is bound to one
 * cell's job; it is replaced when a batch of another cell comes.
 */
function threadExecutor(context: CommandContext): BatchExecutor {
  interface Bound {
    cellId: string;
    worker: Worker;
    ready: Promise<void>;
    /** Receives the thread's messages for the request under way. */
    listen?: (message: FromWorker) => void;
    /** Fails the request under way (the thread died). */
    fail?: (error: Error) => void;
    closing: boolean;
  }
  let bound: Bound | undefined;
  const bind = (task: BatchTask): Bound => {
    const data: WorkerData = { job: jobOf(context.registry, task), registryModule: context.registryModule };
    const worker = spawnWorker(workerUrl(), data);
    const state: Bound = { cellId: task.cell.id, worker, ready: Promise.resolve(), closing: false };
    state.ready = new Promise<void>((resolve, reject) => {
      state.listen = (message) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'fatal') reject(new CliError(message.message));
      };
      state.fail = reject;
    });
    worker.on('message', (message: FromWorker) => state.listen?.(message));
    worker.on('error', (error) => state.fail?.(new CliError(`sweep worker failed: ${error.message}`)));
    worker.on('exit', (code) => {
      if (!state.closing) state.fail?.(new CliError(`sweep worker exited with code ${code}`));
    });
    return state;
  };
  const release = async (state: Bound | undefined) => {
    if (!state) return;
    state.closing = true;
    await state.worker.terminate();
  };
  return {
    async run(task) {
      if (bound?.cellId !== task.cell.id) {
        await release(bound);
        bound = bind(task);
      }
      const state = bound;
      await state.ready;
      return new Promise<SweepGameRecord[]>((resolve, reject) => {
        const records: SweepGameRecord[] = [];
        state.fail = reject;
        state.listen = (message) => {
          if (message.type === 'result') records.push(message.result.record);
          else if (message.type === 'idle') resolve(records);
          else if (message.type === 'fatal') reject(new CliError(message.message));
        };
        state.worker.postMessage({
          type: 'run',
          from: task.batch.from,
          to: task.batch.to,
        } satisfies ToWorker);
      });
    },
    async close() {
      const state = bound;
      bound = undefined;
      await release(state);
    },
  };
}
