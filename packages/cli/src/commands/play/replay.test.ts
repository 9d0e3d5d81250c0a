import { describe, expect, it } from 'vitest';
import { formatReplay, parseReplay } from '../../sim/replay';
import { run } from '../../testing/run';

async function savedGame() {
  const { io } = await run(['play', 'toy', '--seed', '3', '--p2', 'random', '--save', 'g.json']);
  return io.files.get('g.json') ?? '';
}

describe('cardloom replay', () => {
  it('replays a saved game and shows the chosen player’s view', async () => {
    const text = await savedGame();
    const { code, io } = await run(['replay', 'g.json', '--as', 'P2'], { files: { 'g.json': text } });
    expect(code).toBe(0);
    expect(io.stdout).toContain('viewing as P2');
    expect(io.stdout).toContain('── Turn 1 ──');
    expect(io.stdout).toMatch(/Yours \(P2\):/);
    expect(io.stdout).toMatch(/Result: P\d winning \(deck-out\)/);
    const early = await run(['replay', 'g.json', '--as', '2', '--to', '1'], { files: { 'g.json': text } });
    expect(early.io.stdout).toMatch(/P1:\n {2}deck \(\d+\): all hidden\n {2}hand \(\d+\): all hidden/);
    expect(early.io.stdout).toMatch(
      /Yours \(P2\):\n {2}deck \(\d+\): all hidden\n {2}hand \(\d+\): Power \d/,
    );
  });

  it('stops after --to N actions', async () => {
    const text = await savedGame();
    const { code, io } = await run(['replay', 'g.json', '--to', '3', '--json'], {
      files: { 'g.json': text },
    });
    expect(code).toBe(0);
    const data = JSON.parse(io.stdout);
    expect(data).toMatchObject({ applied: 3, viewer: 0, outcome: null });
    expect(data.log.filter((l: string) => l.includes(' › '))).toHaveLength(3);
  });

  it('steps action by action with --step', async () => {
    const text = await savedGame();
    const { code, io } = await run(['replay', 'g.json', '--step'], {
      files: { 'g.json': text },
      input: ['', '', 'q'],
    });
    expect(code).toBe(0);
    expect(io.prompts).toHaveLength(3);
    expect(io.stdout).toContain('After 3 of');
  });

  it('reports a replay that does not match the game (exit 1)', async () => {
    const replay = parseReplay(await savedGame(), 'g.json');
    replay.actions[2] = { type: 'play', card: 42 };
    const { code, io } = await run(['replay', 'g.json'], { files: { 'g.json': formatReplay(replay) } });
    expect(code).toBe(1);
    expect(io.stderr).toContain('g.json: action 3 ({"type":"play","card":42}) is not legal at that point');
  });

  it('reports a recorded outcome that differs from the replayed one (exit 1)', async () => {
    const replay = parseReplay(await savedGame(), 'g.json');
    replay.outcome = { winners: [0, 1], reason: 'lore' };
    const { code, io } = await run(['replay', 'g.json'], { files: { 'g.json': formatReplay(replay) } });
    expect(code).toBe(1);
    expect(io.stderr).toContain('but the file records P1 and P2 winning (lore)');
  });

  it.each([
    ['an unknown game', { game: 'chess' }, '"game" names \'chess\', which is not available (toy)'],
    ['an unknown ruleset', { ruleset: 'blitz' }, '"ruleset" names \'blitz\', but toy has no such ruleset'],
    [
      'too many seats',
      {
        players: Array(5).fill('P'),
        seats: Array(5).fill('random'),
        decks: Array(5).fill([1]),
        deckNames: Array(5).fill('d'),
      },
      '5 seats, but toy is played by 2–4',
    ],
    ['broken JSON', 'oops', 'not a replay file (invalid JSON'],
  ])('names what is wrong with %s (exit 1)', async (_what, change, message) => {
    const base = JSON.parse(await savedGame());
    const text = typeof change === 'string' ? change : JSON.stringify({ ...base, ...change });
    const { code, io } = await run(['replay', 'g.json'], { files: { 'g.json': text } });
    expect(code).toBe(1);
    expect(io.stderr).toContain(message);
  });

  it('reports a missing file (exit 1) and bad options (exit 2)', async () => {
    const missing = await run(['replay', 'nope.json']);
    expect(missing.code).toBe(1);
    expect(missing.io.stderr).toContain("cannot read replay 'nope.json'");
    const files = { 'g.json': await savedGame() };
    const past = await run(['replay', 'g.json', '--to', '100000'], { files });
    expect(past.code).toBe(2);
    expect(past.io.stderr).toMatch(/--to 100000 is past the end: g\.json has \d+ actions/);
    const seat = await run(['replay', 'g.json', '--as', 'P3'], { files });
    expect(seat.code).toBe(2);
    expect(seat.io.stderr).toContain("--as must name a player from 1 to 2, got 'P3'");
  });
});
