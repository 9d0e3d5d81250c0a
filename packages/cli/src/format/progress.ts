/**
 * A one-line progress bar for terminals. It redraws in place with a carriage return, at most every
 * 100 ms, and is only ever created when output is a TTY (see {@link createProgress}).
 */
import type { Io } from '../io';
import { writeControl } from '../safe-io';
import { escapeControls } from './escape';

/** Something that reports progress; the no-op version is used off-terminal. */
export interface Progress {
  update(done: number): void;
  finish(): void;
}

const noProgress: Progress = { update() {}, finish() {} };

/** A progress bar on a terminal, nothing when output is piped or redirected (or in `--json` mode). */
export function createProgress(io: Io, total: number, label: string, enabled = true): Progress {
  if (!io.isTTY || !enabled || total <= 0) return noProgress;
  const title = escapeControls(label);
  const started = io.now();
  let lastDraw = Number.NEGATIVE_INFINITY;
  let last = 0;
  const draw = (done: number) => {
    const fraction = Math.min(1, done / total);
    const barWidth = Math.max(10, Math.min(40, io.columns - title.length - 40));
    const filled = Math.round(fraction * barWidth);
    const elapsed = (io.now() - started) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    const eta = rate > 0 ? (total - done) / rate : 0;
    const bar = '█'.repeat(filled) + '░'.repeat(barWidth - filled);
    writeControl(
      io,
      `\r${title} ${bar} ${String(Math.floor(fraction * 100)).padStart(3)}% ${done}/${total}` +
        ` ${rate.toFixed(1)}/s eta ${eta.toFixed(0)}s\x1b[K`,
    );
  };
  return {
    update(done) {
      last = done;
      const now = io.now();
      if (now - lastDraw < 100 && done < total) return;
      lastDraw = now;
      draw(done);
    },
    finish() {
      draw(last);
      writeControl(io, '\r\x1b[K');
    },
  };
}
