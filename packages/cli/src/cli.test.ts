import { describe, expect, it } from 'vitest';
import { commands } from './cli';
import { run } from './testing/run';

describe('cardloom dispatcher', () => {
  it('lists the commands and games with --help (exit 0)', async () => {
    const { code, io } = await run(['--help']);
    expect(code).toBe(0);
    for (const c of commands) expect(io.stdout).toContain(c.name);
    expect(io.stdout).toContain('toy (Toy Numbers)');
  });

  it('prints the help to stderr and exits 2 without a command', async () => {
    const { code, io } = await run([]);
    expect(code).toBe(2);
    expect(io.stderr).toContain('Usage: cardloom <command>');
  });

  it.each(commands.map((c) => [c.name]))('has --help on %s', async (name) => {
    const { code, io } = await run([...name.split(' '), '--help']);
    expect(code).toBe(0);
    expect(io.stdout).toContain(`Usage: cardloom ${name}`);
    const viaHelp = await run(['help', ...name.split(' ')]);
    expect(viaHelp.io.stdout).toBe(io.stdout);
  });

  it('rejects an unknown command with exit 2 and the list of commands', async () => {
    const { code, io } = await run(['simulat', 'toy']);
    expect(code).toBe(2);
    expect(io.stderr).toContain("unknown command 'simulat'");
    expect(io.stderr).toContain('play, simulate, compare');
  });

  it("points 'deck' to 'deck validate'", async () => {
    const { code, io } = await run(['deck', 'check', 'toy']);
    expect(code).toBe(2);
    expect(io.stderr).toContain("did you mean 'deck validate'");
  });

  it('answers usage errors with the command and where to read its help', async () => {
    const { code, io } = await run(['play', 'chess']);
    expect(code).toBe(2);
    expect(io.stderr).toBe(
      "cardloom play: unknown game 'chess' (available: toy)\nRun 'cardloom play --help' for usage.\n",
    );
  });

  it('prints the version', async () => {
    const { code, io } = await run(['--version']);
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
