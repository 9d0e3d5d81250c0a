import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const bin = fileURLToPath(new URL('./bin.ts', import.meta.url));

function cardloom(...args: string[]) {
  return spawnSync(process.execPath, ['--import', tsx, '--conditions=@cardloom/source', bin, ...args], {
    encoding: 'utf8',
  });
}

describe('the cardloom executable', () => {
  it('exits 0 on --help', () => {
    const result = cardloom('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: cardloom <command>');
  });

  it('exits 2 on bad usage with the message on stderr', () => {
    const result = cardloom('simulate', '--games', 'x', 'anything');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('cardloom simulate:');
  });

  it('exits 1 on a runtime failure', () => {
    const result = cardloom('replay', 'no-such-file.json');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("cannot read replay 'no-such-file.json'");
  });
});
