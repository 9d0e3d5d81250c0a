import { describe, expect, it } from 'vitest';
import { parseReplay } from '../../sim/replay';
import { run } from '../../testing/run';

describe('cardloom simulate', () => {
  it('reports per-seat win rates with intervals and the aggregate metrics', async () => {
    const { code, io } = await run([
      'simulate',
      'toy',
      '--games',
      '30',
      '--seed',
      '9',
      '--workers',
      '0',
      '--bots',
      'greedy,random',
    ]);
    expect(code).toBe(0);
    expect(io.stdout).toContain('Simulated 30 games of Toy Numbers (standard) · seed 9');
    expect(io.stdout).toMatch(/P1 {4}greedy {2}low .*\d+\.\d% \[\d+\.\d–\d+\.\d\]/);
    for (const label of [
      'first-player wins',
      'draws',
      'turns',
      'actions',
      'decisions / game',
      'branching factor',
      'lead changes',
      'endings',
      'throughput',
    ]) {
      expect(io.stdout).toContain(label);
    }
    expect(io.stdout).toContain('deck-out 100.0%');
  });

  it('gives the same results as JSON for any worker count', async () => {
    const argv = ['simulate', 'toy', '--games', '24', '--seed', '5', '--json'];
    const inThread = JSON.parse((await run([...argv, '--workers', '0'])).io.stdout);
    const two = JSON.parse((await run([...argv, '--workers', '2'])).io.stdout);
    expect(two.summary).toEqual(inThread.summary);
    expect(two.throughput.workers).toBe(2);
    expect(inThread.summary.games).toBe(24);
  });

  it('shows a progress bar on a terminal and none when output is piped', async () => {
    const argv = ['simulate', 'toy', '--games', '5', '--seed', '1', '--workers', '0'];
    const tty = await run(argv, { tty: true });
    expect(tty.io.stdout).toMatch(/\rtoy [█░]+ +\d+% \d\/5/);
    const piped = await run(argv, { tty: false });
    expect(piped.io.stdout).not.toContain('\r');
    expect(piped.io.stdout).not.toContain('█');
    const json = await run([...argv, '--json'], { tty: true });
    expect(() => JSON.parse(json.io.stdout)).not.toThrow();
  });

  it('exits 1 when games fail and saves their replays', async () => {
    const { code, io } = await run([
      'simulate',
      'toy',
      '--games',
      '2',
      '--seed',
      '1',
      '--workers',
      '0',
      '--ruleset',
      'faulty',
      '--save-failures',
      'fails',
    ]);
    expect(code).toBe(1);
    expect(io.stderr).toContain('2 of 2 games failed');
    expect(io.stdout).toContain('faulty ruleset: turn 3 breaks');
    const files = [...io.files.keys()];
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^fails\/toy-game0-seed\d+\.replay\.json$/);
    const replay = parseReplay(io.files.get(files[0]) ?? '', files[0]);
    expect(replay.outcome?.error).toBe('faulty ruleset: turn 3 breaks');
  });

  it.each([
    [['simulate'], 'missing <game>'],
    [['simulate', 'toy', '--games', '0'], '--games must be at least 1, got 0'],
    [['simulate', 'toy', '--games', 'many'], "--games must be a whole number, got 'many'"],
    [['simulate', 'toy', '--bots', 'random,wizard'], "toy has no seat type 'wizard'"],
    [['simulate', 'toy', '--workers=-1'], '--workers must be between 0 and 256, got -1'],
    [
      ['simulate', 'toy', '--bots', 'random,random,random', '--players', '2'],
      '3 seat types given for 2 players',
    ],
  ])('rejects bad usage %j with exit 2', async (argv, message) => {
    const { code, io } = await run(argv);
    expect(code).toBe(2);
    expect(io.stderr).toContain(message);
  });
});
