import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProgress } from './format/progress';
import { FileTooLargeError, processIo } from './io';
import { guardIo } from './safe-io';
import { fakeIo } from './testing/fake-io';

describe('guardIo (issue 13.7: one gate escapes every message)', () => {
  it('escapes out, err and prompts; guarding twice is guarding once', async () => {
    const raw = fakeIo({ input: ['x'] });
    const io = guardIo(guardIo(raw));
    io.out('a\u001b[31m\n');
    io.err('b\u202e\n');
    await io.prompt('c\u0000> ');
    expect(raw.stdout).toBe('a\\u001b[31m\nc\\u0000> x\n');
    expect(raw.stderr).toBe('b\\u202e\n');
  });

  it('lets only the progress bar’s own cursor sequences through, with its label escaped', () => {
    const raw = fakeIo({ tty: true });
    const progress = createProgress(guardIo(raw), 2, 'run\u001b]0;x\u0007');
    progress.update(2);
    progress.finish();
    expect(raw.stdout.startsWith('\rrun\\u001b]0;x\\u0007 ')).toBe(true);
    expect(raw.stdout.endsWith('\r\u001b[K')).toBe(true);
  });
});

describe('processIo().readFile with a bound (issue 13.7: a huge file costs no memory)', () => {
  it('reads a file within the bound and refuses a longer one, or an endless device, after bound + 1 bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardloom-io-'));
    const file = join(dir, 'd.txt');
    writeFileSync(file, 'abcdé');
    const io = processIo();
    expect(await io.readFile(file, 6)).toBe('abcdé');
    await expect(io.readFile(file, 5)).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(io.readFile('/dev/zero', 1024)).rejects.toThrow("'/dev/zero' is larger than 1024 bytes");
  });
});
