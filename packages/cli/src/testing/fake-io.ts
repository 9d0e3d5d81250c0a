/** An in-memory {@link Io} for tests: captured output, scripted input, a virtual file system, a fake clock. */
import { FileTooLargeError, type Io } from '../io';

/** Options of {@link fakeIo}. */
export interface FakeIoOptions {
  tty?: boolean;
  /** Lines answered to successive prompts; `null` after they run out (end of input). */
  input?: string[];
  files?: Record<string, string>;
  cores?: number;
}

/** A fake terminal and what was written to it. */
export interface FakeIo extends Io {
  stdout: string;
  stderr: string;
  files: Map<string, string>;
  prompts: string[];
}

/** Builds a fake terminal; the clock advances 1 ms per reading so rates are finite. */
export function fakeIo(options: FakeIoOptions = {}): FakeIo {
  const input = [...(options.input ?? [])];
  let clock = 0;
  const io: FakeIo = {
    stdout: '',
    stderr: '',
    files: new Map(Object.entries(options.files ?? {})),
    prompts: [],
    out: (text) => {
      io.stdout += text;
    },
    err: (text) => {
      io.stderr += text;
    },
    isTTY: options.tty ?? false,
    columns: 100,
    cores: options.cores ?? 1,
    async prompt(question) {
      io.stdout += question;
      io.prompts.push(question);
      const answer = input.shift();
      if (answer === undefined) return null;
      io.stdout += `${answer}\n`;
      return answer;
    },
    async readFile(path, maxBytes) {
      const text = io.files.get(path);
      if (text === undefined) throw new Error(`ENOENT: no such file '${path}'`);
      if (maxBytes !== undefined && Buffer.byteLength(text, 'utf8') > maxBytes)
        throw new FileTooLargeError(path, maxBytes);
      return text;
    },
    async writeFile(path, text) {
      io.files.set(path, text);
    },
    async listFiles(path) {
      const prefix = `${path.replace(/\/+$/, '')}/`;
      const names = [...io.files.keys()]
        .filter((f) => f.startsWith(prefix) && !f.slice(prefix.length).includes('/'))
        .map((f) => f.slice(prefix.length));
      return names.length > 0 ? names.sort() : undefined;
    },
    now: () => ++clock,
  };
  return io;
}
