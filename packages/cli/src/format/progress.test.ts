import { describe, expect, it } from 'vitest';
import { fakeIo } from '../testing/fake-io';
import { createProgress } from './progress';

describe('progress bar', () => {
  it('draws in place on a terminal and clears its line when done', () => {
    const io = fakeIo({ tty: true });
    const bar = createProgress(io, 10, 'sim');
    bar.update(5);
    bar.finish();
    expect(io.stdout).toContain('\rsim ');
    expect(io.stdout).toContain(' 50% 5/10');
    expect(io.stdout.endsWith('\r\x1b[K')).toBe(true);
  });

  it('prints nothing when output is not a terminal', () => {
    const io = fakeIo({ tty: false });
    const bar = createProgress(io, 10, 'sim');
    bar.update(5);
    bar.finish();
    expect(io.stdout).toBe('');
  });

  it('prints nothing when disabled (JSON mode) even on a terminal', () => {
    const io = fakeIo({ tty: true });
    const bar = createProgress(io, 10, 'sim', false);
    bar.update(10);
    bar.finish();
    expect(io.stdout).toBe('');
  });
});
