/**
 * Compare: run a small comparison of games/rulesets in a Web Worker (with a progress bar), or open a
 * `cardloom compare --json` report; both show as tables and charts.
 */
import { useEffect, useRef, useState } from 'react';
import { type CompareColumn, type ComparisonReport, parseCompareReport } from '../logic/compare';
import type { CompareMessage, CompareRequest } from '../logic/compare-protocol';
import { GAMES } from '../logic/games';
import { CompareReport } from './CompareReport';

const COLUMNS: readonly CompareColumn[] = GAMES.flatMap((m) =>
  m.rulesets.map((r) => ({ game: m.name, ruleset: r.name })),
);
const key = (c: CompareColumn) => `${c.game}:${c.ruleset}`;

/** The Compare screen: choose columns and run them in a worker, or open a report file. */
export function CompareScreen() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(GAMES.slice(0, 4).map((m) => `${m.name}:${m.rulesets[0].name}`)),
  );
  const [games, setGames] = useState(20);
  const [seed, setSeed] = useState(1);
  const [bot, setBot] = useState<'random' | 'greedy'>('random');
  const [progress, setProgress] = useState<{ done: number; total: number; column: string } | null>(null);
  const [report, setReport] = useState<ComparisonReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  // The worker stops with the screen.
  useEffect(() => () => worker.current?.terminate(), []);

  const run = (e: React.FormEvent) => {
    e.preventDefault();
    stop();
    setReport(null);
    setProblem(null);
    const columns = COLUMNS.filter((c) => chosen.has(key(c)));
    const w = new Worker(new URL('../worker/compare.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setProgress({ done: 0, total: columns.length * games, column: '' });
    w.onmessage = (message: MessageEvent<CompareMessage>) => {
      const m = message.data;
      if (m.kind === 'progress') setProgress({ done: m.done, total: m.total, column: m.column });
      else {
        if (m.kind === 'done') setReport(m.report);
        else setProblem(m.error);
        setProgress(null);
        stop();
      }
    };
    const request: CompareRequest = { columns, games, seed, bot };
    w.postMessage(request);
  };
  const open = async (file: File | undefined) => {
    if (!file) return;
    try {
      setReport(parseCompareReport(await file.text()));
      setProblem(null);
    } catch (e) {
      setProblem(`${file.name}: ${(e as Error).message}`);
    }
  };
  const toggle = (k: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(k)) next.delete(k);
      else next.add(k);
      return next;
    });

  return (
    <div className="compare">
      <h2>Compare rule systems</h2>
      <form onSubmit={run} aria-label="Run a comparison">
        <fieldset className="columns">
          <legend>Games and rulesets</legend>
          {COLUMNS.map((c) => (
            <label key={key(c)} className="check">
              <input
                type="checkbox"
                name={key(c)}
                checked={chosen.has(key(c))}
                onChange={() => toggle(key(c))}
              />
              {key(c)}
            </label>
          ))}
        </fieldset>
        <div className="fields">
          <label>
            Games per column
            <input
              name="games"
              type="number"
              min={1}
              value={games}
              onChange={(e) => setGames(Math.max(1, Number(e.target.value) || 1))}
            />
          </label>
          <label>
            Seed
            <input
              name="seed"
              type="number"
              min={0}
              value={seed}
              onChange={(e) => setSeed(Number(e.target.value) || 0)}
            />
          </label>
          <label>
            Bots
            <select name="bot" value={bot} onChange={(e) => setBot(e.target.value as 'random' | 'greedy')}>
              <option value="random">Random</option>
              <option value="greedy">Greedy</option>
            </select>
          </label>
        </div>
        <button type="submit" className="primary" disabled={chosen.size === 0 || progress !== null}>
          Run comparison
        </button>
        {progress && (
          <button
            type="button"
            onClick={() => {
              stop();
              setProgress(null);
            }}
          >
            Cancel
          </button>
        )}
      </form>
      <label className="file">
        Or open a report (<code>cardloom compare --json</code> output)
        <input type="file" accept=".json,application/json" onChange={(e) => open(e.target.files?.[0])} />
      </label>
      {progress && (
        <p className="progress">
          <progress value={progress.done} max={progress.total} aria-label="Comparison progress" />{' '}
          <span data-testid="progress">
            {progress.done} / {progress.total} games{progress.column ? ` (${progress.column})` : ''}
          </span>
        </p>
      )}
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
      {report && <CompareReport report={report} />}
    </div>
  );
}
