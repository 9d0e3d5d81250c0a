/** The game log for one viewer, newest last, announced politely to screen readers. */
import { useEffect, useRef } from 'react';
import type { LogEntry } from '../logic/log';

interface Props {
  readonly entries: readonly LogEntry[];
  readonly viewer: number;
  /** Show at most this many entries (the latest). */
  readonly limit?: number;
}

/** Shows the latest log entries in `viewer`'s words. */
export function LogPanel({ entries, viewer, limit = 150 }: Props) {
  const ref = useRef<HTMLOListElement>(null);
  const shown = entries.map((entry, n) => ({ entry, n })).slice(-limit);
  useEffect(() => {
    const list = ref.current;
    if (list) list.scrollTop = list.scrollHeight;
  });
  return (
    <section className="log" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={ref} aria-live="polite">
        {shown.map(({ entry, n }) => {
          const lines = entry.lines[viewer] ?? [];
          if (lines.length === 0) return null;
          return (
            <li key={n} className={entry.actor === null ? 'setup' : `by-p${entry.actor + 1}`}>
              {lines.map((line, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
                <span key={j} className={j === 0 && entry.actor !== null ? 'act' : 'event'}>
                  {line}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
