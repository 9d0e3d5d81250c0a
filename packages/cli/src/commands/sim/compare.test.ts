import { describe, expect, it } from 'vitest';
import { run } from '../../testing/run';

describe('cardloom compare', () => {
  it('prints the static and simulated comparison and writes the HTML report', async () => {
    const { code, io } = await run([
      'compare',
      '--games',
      '10',
      '--seed',
      '4',
      '--workers',
      '0',
      'toy',
      'toy:sprint',
    ]);
    expect(code).toBe(0);
    expect(io.stdout).toMatch(
      /win conditions\n {2}toy:standard {2}highest score when a deck runs out\n {2}toy:sprint {4}30 points/,
    );
    expect(io.stdout).toContain('Simulation (10 games each, seed 4)');
    expect(io.stdout).toMatch(/first-player wins\s+\d+\.\d% \[/);
    expect(io.stdout).toMatch(/endings\s+deck-out 100\.0%\s+score 100\.0%/);
    const html = io.files.get('cardloom-compare.html') ?? '';
    expect(html).toContain('<svg');
    expect(html).toContain('Game length: toy:sprint');
  });

  it('prints JSON and honours --html / --no-html', async () => {
    const json = await run([
      'compare',
      '--games',
      '5',
      '--seed',
      '4',
      '--workers',
      '0',
      '--json',
      '--html',
      'out/r.html',
      'toy',
    ]);
    const data = JSON.parse(json.io.stdout);
    expect(data.entries[0]).toMatchObject({ label: 'toy:standard', summary: { games: 5 } });
    expect(data.html).toBe('out/r.html');
    expect(json.io.files.has('out/r.html')).toBe(true);
    const none = await run(['compare', '--games', '5', '--workers', '0', '--no-html', 'toy']);
    expect(none.io.files.size).toBe(0);
  });

  it.each([
    [['compare'], 'name at least one <game[:ruleset]>'],
    [['compare', 'toy:a:b'], "'toy:a:b' is not <game> or <game:ruleset>"],
    [['compare', 'toy:blitz'], "toy has no ruleset 'blitz'"],
    [['compare', '--html', 'x.html', '--no-html', 'toy'], '--html and --no-html cannot be used together'],
  ])('rejects bad usage %j with exit 2', async (argv, message) => {
    const { code, io } = await run(argv);
    expect(code).toBe(2);
    expect(io.stderr).toContain(message);
  });
});

describe('cardloom compare checks every column before playing', () => {
  it('rejects an unknown bot with exit 2 and plays nothing', async () => {
    const { code, io } = await run(['compare', '--bots', 'wizard', '--workers', '0', 'toy', 'toy:sprint'], {
      tty: true,
    });
    expect(code).toBe(2);
    expect(io.stderr).toContain("toy has no seat type 'wizard'");
    expect(io.stdout).toBe('');
  });
});
