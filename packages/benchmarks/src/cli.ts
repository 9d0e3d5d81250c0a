/**
 * Command-line options of `pnpm bench`.
 *
 * @module
 */

/** Parsed options. */
export interface BenchArgs {
  readonly format: 'text' | 'json' | 'markdown';
  readonly quick: boolean;
  /** Section ids to run; empty means all. */
  readonly only: readonly string[];
  readonly help: boolean;
  /** Re-render a report saved with `--save` instead of measuring. */
  readonly from?: string;
  /** Also write the report as JSON to this file (stdout may carry build logs before it). */
  readonly save?: string;
}

/** Usage text for `--help`. */
export const USAGE = `usage: pnpm bench [--json | --markdown] [--quick] [--only=<section>[,<section>…]]
  --json       print the report as JSON (same figures as the table)
  --markdown   print the report as Markdown (the content of docs/benchmarks.md)
  --quick      short measuring budget: a smoke test, not figures to quote
  --only=ids   run only these sections (ids are printed in the JSON, e.g. trivial)
  --save=file  also write the report as JSON to this file
  --from=file  render a report saved with --save instead of measuring again`;

/** Parses argv (without node and script); throws on an unknown option. */
export function parseArgs(argv: readonly string[]): BenchArgs {
  let format: BenchArgs['format'] = 'text';
  let quick = false;
  let help = false;
  let only: string[] = [];
  let from: string | undefined;
  let save: string | undefined;
  for (const arg of argv) {
    if (arg === '--')
      continue; // pnpm forwards its separator
    else if (arg === '--json') format = 'json';
    else if (arg === '--markdown') format = 'markdown';
    else if (arg === '--quick') quick = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length).split(',').filter(Boolean);
    else if (arg.startsWith('--from=')) from = arg.slice('--from='.length);
    else if (arg.startsWith('--save=')) save = arg.slice('--save='.length);
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  return { format, quick, only, help, ...(from && { from }), ...(save && { save }) };
}
