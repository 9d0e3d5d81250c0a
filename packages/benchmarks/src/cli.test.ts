import { describe, expect, it } from 'vitest';
import { parseArgs } from './cli';

describe('pnpm bench options', () => {
  it('defaults to the full text report of every section', () => {
    expect(parseArgs([])).toEqual({ format: 'text', quick: false, only: [], help: false });
  });

  it('reads --json, --quick and --only, ignoring the separator pnpm forwards', () => {
    expect(parseArgs(['--', '--json', '--quick', '--only=trivial,lorcana'])).toEqual({
      format: 'json',
      quick: true,
      only: ['trivial', 'lorcana'],
      help: false,
    });
  });

  it('reads a saved report to re-render with --from', () => {
    expect(parseArgs(['--markdown', '--from=/tmp/r.json'])).toMatchObject({
      format: 'markdown',
      from: '/tmp/r.json',
    });
  });

  it('rejects an unknown option', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option --fast/);
  });
});
