/**
 * The one gate every message of the command passes: {@link guardIo} wraps an {@link Io} so that all
 * text written to standard output, standard error and prompts goes through {@link escapeControls}.
 * Only the progress bar's own cursor sequences bypass it, through {@link writeControl}.
 */
import { escapeControls } from './format/escape';
import type { Io } from './io';

const RAW = Symbol('cardloom.rawIo');

interface Guarded extends Io {
  readonly [RAW]: Io;
}

/**
 * An {@link Io} whose `out`, `err` and `prompt` escape control, bidi and NUL characters; everything else
 * is the wrapped `io`'s. Guarding twice is guarding once.
 */
export function guardIo(io: Io): Io {
  if (RAW in io) return io;
  const guarded: Guarded = {
    [RAW]: io,
    out: (text) => io.out(escapeControls(text)),
    err: (text) => io.err(escapeControls(text)),
    get isTTY() {
      return io.isTTY;
    },
    get columns() {
      return io.columns;
    },
    get cores() {
      return io.cores;
    },
    prompt: (question) => io.prompt(escapeControls(question)),
    readFile: (path, maxBytes) => io.readFile(path, maxBytes),
    writeFile: (path, text) => io.writeFile(path, text),
    ...(io.listFiles && { listFiles: (path: string) => io.listFiles?.(path) ?? Promise.resolve(undefined) }),
    now: () => io.now(),
  };
  return guarded;
}

/**
 * Writes text the command itself composed with terminal control sequences (the progress bar's carriage
 * return and line clearing) past the guard. Never pass it text from a file or an argument.
 */
export function writeControl(io: Io, text: string): void {
  ((io as Partial<Guarded>)[RAW] ?? io).out(text);
}
