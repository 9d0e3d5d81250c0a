/**
 * The command's window on the outside world. Commands never touch `process` directly, so tests can run
 * them with scripted input, a fake terminal and a virtual file system.
 */
import { mkdir, open, readdir, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

/** Input, output and files as seen by a command. */
export interface Io {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** Whether standard output is a terminal (progress bars and colour only then). */
  readonly isTTY: boolean;
  /** Terminal width in columns (80 when unknown). */
  readonly columns: number;
  /** Number of CPU cores available (the default worker count). */
  readonly cores: number;
  /** Asks a question on the terminal and resolves with the answer line; `null` at end of input. */
  prompt(question: string): Promise<string | null>;
  /**
   * Reads a UTF-8 text file. With `maxBytes`, reads no more than that (plus one byte to notice) and
   * throws {@link FileTooLargeError} when the file is longer, so a huge file costs no memory.
   */
  readFile(path: string, maxBytes?: number): Promise<string>;
  /** Writes a file, creating its folder if needed. */
  writeFile(path: string, text: string): Promise<void>;
  /**
   * The names of the files in the folder `path`, sorted; `undefined` when `path` is not a folder.
   * Optional: a command that reads folders says so when the terminal it runs on cannot.
   */
  listFiles?(path: string): Promise<string[] | undefined>;
  /** Milliseconds from an arbitrary origin, for throughput figures only (never for game logic). */
  now(): number;
}

/** The real process: stdout/stderr/stdin and the file system. */
export function processIo(): Io {
  let lines: AsyncIterator<string> | undefined;
  // Output piped into `head` and closed early is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    isTTY: process.stdout.isTTY === true,
    columns: process.stdout.columns ?? 80,
    cores: availableParallelism(),
    async prompt(question) {
      process.stdout.write(question);
      lines ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
      const next = await lines.next();
      return next.done ? null : next.value;
    },
    readFile: readBounded,
    async writeFile(path, text) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text, 'utf8');
    },
    async listFiles(path) {
      const info = await stat(path).catch(() => undefined);
      if (!info?.isDirectory()) return undefined;
      const entries = await readdir(path, { withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort();
    },
    now: () => performance.now(),
  };
}

/** Thrown by {@link Io.readFile} when a file is longer than the bound it was read with. */
export class FileTooLargeError extends Error {
  override readonly name: string = 'FileTooLargeError';
  constructor(
    readonly path: string,
    readonly maxBytes: number,
  ) {
    super(`'${path}' is larger than ${maxBytes} bytes`);
  }
}

/** Reads at most `maxBytes + 1` bytes, whatever the file (or device, or pipe) claims its size is. */
async function readBounded(path: string, maxBytes = Number.POSITIVE_INFINITY): Promise<string> {
  const file = await open(path, 'r');
  try {
    if (!Number.isFinite(maxBytes)) return await file.readFile('utf8');
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await file.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) throw new FileTooLargeError(path, maxBytes);
    return buffer.toString('utf8', 0, length);
  } finally {
    await file.close();
  }
}
