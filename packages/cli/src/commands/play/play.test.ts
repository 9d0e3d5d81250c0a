import { describe, expect, it } from 'vitest';
import { parseReplay } from '../../sim/replay';
import { run } from '../../testing/run';

describe('cardloom play', () => {
  it('plays bot vs bot with a turn-by-turn log and the winner', async () => {
    const { code, io } = await run(['play', 'toy', '--seed', '3']);
    expect(code).toBe(0);
    expect(io.stdout).toContain('Toy Numbers (standard) · seed 3 · P1 greedy (low) vs P2 greedy (high)');
    expect(io.stdout).toContain('── Turn 1 ──');
    expect(io.stdout).toMatch(/P\d › play power \d\n {4}· P\d scores \d/);
    expect(io.stdout).toMatch(/P\d wins \(deck-out\) after \d+ turns, \d+ actions\.\n$/);
  });

  it('is reproducible from the seed', async () => {
    const a = await run(['play', 'toy', '--seed', 'tuesday', '--p1', 'random']);
    const b = await run(['play', 'toy', '--seed', 'tuesday', '--p1', 'random']);
    expect(b.io.stdout).toBe(a.io.stdout);
  });

  it('prints the log and result as JSON', async () => {
    const { code, io } = await run(['play', 'toy', '--seed', '3', '--json', '--decks', 'high']);
    expect(code).toBe(0);
    const data = JSON.parse(io.stdout);
    expect(data).toMatchObject({
      game: 'toy',
      seed: 3,
      seats: ['greedy', 'greedy'],
      decks: ['high', 'high'],
      reason: 'deck-out',
    });
    expect(data.log[0]).toBe('── Turn 1 ──');
    expect(data.log).toContainEqual(expect.stringMatching(/^P\d › play power \d$/));
  });

  it('saves a replay that records the game', async () => {
    const { code, io } = await run(['play', 'toy', '--seed', '3', '--save', 'game.json']);
    expect(code).toBe(0);
    const replay = parseReplay(io.files.get('game.json') ?? '', 'game.json');
    expect(replay).toMatchObject({ game: 'toy', ruleset: 'standard', seed: 3, seats: ['greedy', 'greedy'] });
    expect(replay.actions.length).toBe(Number(/(\d+) actions\./.exec(io.stdout)?.[1]));
  });

  it('seats a human who sees only their view, answers bad input and can look at zones', async () => {
    // Seed 2: P1 goes first, so its first view is its opening hand and one draw.
    const { code, io } = await run(['play', 'toy', '--p1', 'human', '--seed', '2'], {
      input: ['seven', '99', '', 'z', '1', 'h', 'q'],
    });
    expect(code).toBe(0);
    expect(io.stdout).toContain('P1, your move:\n   1. play power');
    expect(io.stdout).toContain("'seven' is not a choice: enter a number from 1 to 5, or 'h' for help.");
    expect(io.stdout).toContain('There is no action 99: enter a number from 1 to 5.');
    expect(io.stdout).toContain('Enter a number from 1 to 5');
    expect(io.stdout).toMatch(
      /Yours \(P1\):\n {2}deck \(26\): all hidden\n {2}hand \(4\): Power \d, Power \d, Power \d, Power \d/,
    );
    expect(io.stdout).toMatch(/P2:\n {2}deck \(27\): all hidden\n {2}hand \(3\): all hidden/);
    expect(io.stdout).toContain('P1 › play power');
    expect(io.stdout).toContain('q, quit');
    expect(io.stdout).toContain('You left the game.');
  });

  it('ends quietly when input runs out', async () => {
    const { code, io } = await run(['play', 'toy', '--p2', 'human', '--seed', '3'], { input: [] });
    expect(code).toBe(0);
    expect(io.stdout).toContain('You left the game.');
  });

  it('lets a human play a whole game by number', async () => {
    const { code, io } = await run(['play', 'toy', '--p1', 'human', '--seed', '3'], {
      input: Array(200).fill('1'),
    });
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/wins \(deck-out\)/);
  });

  it.each([
    [
      ['play', 'toy', '--p1', 'wizard'],
      "toy has no seat type 'wizard' (available: random, greedy, mcts, human)",
    ],
    [['play', 'toy', '--p1', 'human', '--p2', 'human'], 'at most one human seat'],
    [['play', 'toy', '--p1', 'human', '--json'], '--json cannot be used with a human seat'],
    [['play', 'toy', '--p5', 'random'], 'toy is played by 2–4 players, got 5'],
    [['play', 'toy', '--players', '2', '--p3', 'random'], '--p3 given for a 2-player game'],
    [['play', 'toy', '--decks', 'mid'], "toy has no deck 'mid' (available: low, high)"],
    [['play', 'toy', '--ruleset', 'blitz'], "toy has no ruleset 'blitz'"],
    [['play', 'toy', 'extra'], "unexpected argument 'extra'"],
  ])('rejects bad usage %j with exit 2', async (argv, message) => {
    const { code, io } = await run(argv);
    expect(code).toBe(2);
    expect(io.stderr).toContain(message);
  });

  it('reports a game that fails as a runtime failure (exit 1)', async () => {
    const { code, io } = await run([
      'play',
      'toy',
      '--ruleset',
      'faulty',
      '--seed',
      '1',
      '--p1',
      'random',
      '--p2',
      'random',
    ]);
    expect(code).toBe(1);
    expect(io.stdout).toContain('The game failed: faulty ruleset: turn 3 breaks');
  });

  it('plays decks read from decklist files', async () => {
    const files = { 'mine.txt': '30 power 1\n' };
    const { code, io } = await run(['play', 'toy', '--seed', '2', '--decks', 'mine.txt,high', '--json'], {
      files,
    });
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout).decks).toEqual(['mine.txt', 'high']);
    const bad = await run(['play', 'toy', '--decks', 'bad.txt'], { files: { 'bad.txt': 'lots of power\n' } });
    expect(bad.code).toBe(1);
    expect(bad.io.stderr).toContain("decklist 'bad.txt' has problems:\n  line 1:");
  });
});
