/**
 * Runs the selected suites and prints the report.
 *
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withBudgets } from './budgets';
import { parseArgs, USAGE } from './cli';
import { GAMES } from './games/index';
import type { Figure, Report, Section } from './harness/figures';
import { machineFacts } from './harness/machine';
import { FULL, type MeasureOptions, QUICK } from './harness/measure';
import { renderJson, renderMarkdown, renderText } from './harness/render';
import { runSearchSuite } from './suites/search';
import { runSelfPlaySuite } from './suites/selfplay';
import { runTournamentSuite, TOURNAMENT_ID } from './suites/tournament';
import { runTrivialSuite } from './suites/trivial';
import { runWorkersSuite } from './suites/workers';

/**
 * The hand-written analysis of missed budgets that `--markdown` appends after the figures, so that
 * regenerating docs/benchmarks.md keeps it.
 */
export const WHERE_THE_TIME_GOES = new URL('../where-the-time-goes.md', import.meta.url);

/** A suite: an id for `--only` and a function that measures one section. */
interface Suite {
  readonly id: string;
  readonly run: (options: MeasureOptions) => Section | Promise<Section>;
}

const SUITES: readonly Suite[] = [
  { id: 'trivial', run: runTrivialSuite },
  ...GAMES.flatMap((target): Suite[] => [
    { id: target.game.id, run: (options) => runSelfPlaySuite(target.game, options) },
    { id: `${target.game.id}-search`, run: (options) => runSearchSuite(target, options) },
  ]),
  { id: TOURNAMENT_ID, run: (options) => runTournamentSuite(options) },
  { id: 'workers', run: runWorkersSuite },
];

/** Runs `pnpm bench` with `argv`; resolves to the exit code. */
export async function main(argv: readonly string[], print: (text: string) => void): Promise<number> {
  const args = parseArgs(argv);
  if (args.help) {
    print(USAGE);
    return 0;
  }
  const render = {
    text: renderText,
    json: renderJson,
    markdown: (report: Report) => renderMarkdown(report, readFileSync(WHERE_THE_TIME_GOES, 'utf8')),
  }[args.format];
  if (args.from) {
    print(render(upgradeReport(JSON.parse(readFileSync(args.from, 'utf8')))));
    return 0;
  }
  const unknown = args.only.filter((id) => !SUITES.some((s) => s.id === id));
  if (unknown.length > 0)
    throw new Error(`unknown section ${unknown.join(', ')}; known: ${SUITES.map((s) => s.id).join(', ')}`);
  const options = args.quick ? QUICK : FULL;
  const selected = SUITES.filter((s) => args.only.length === 0 || args.only.includes(s.id));
  let failed = 0;
  const machine = machineFacts();
  const date = new Date().toISOString();
  const sections: Section[] = [];
  for (const suite of selected) {
    try {
      sections.push(withBudgets(await suite.run(options)));
    } catch (error) {
      // One broken game must not cost the rest of the table; the exit code still reports it.
      failed++;
      sections.push(failedSection(suite.id, error));
    }
  }
  const report: Report = { version: 2, date, mode: args.quick ? 'quick' : 'full', machine, sections };
  if (args.save) writeFileSync(args.save, renderJson(report));
  print(render(report));
  return failed > 0 ? 1 : 0;
}

/** A section standing in for a suite that threw. */
export function failedSection(id: string, error: unknown): Section {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { id, title: `${id} (failed)`, detail: 'no figures', figures: [], notes: [`failed: ${message}`] };
}

/**
 * A saved report as this version renders it: a version-1 report (one unnamed issue-6 `budget` per
 * figure) gets today's budget table instead.
 */
export function upgradeReport(saved: Report | (Omit<Report, 'version'> & { version: 1 })): Report {
  if (saved.version === 2) return saved;
  const sections = saved.sections.map((s) =>
    withBudgets({
      ...s,
      figures: s.figures.map(({ budget: _old, ...f }: Figure & { budget?: unknown }) => f),
    }),
  );
  return { ...saved, version: 2, sections };
}
