import { describe, expect, it } from 'vitest';
import { parseReplay } from '../sim/replay';
import { runBuiltin } from '../testing/run-builtin';

describe('commands on a kernel game (Skirmish)', () => {
  it('play: a readable bot game with card names, triggers and the winner', async () => {
    const { code, io } = await runBuiltin(['play', 'skirmish', '--seed', '1']);
    expect(code).toBe(0);
    expect(io.stdout).toContain('── Turn 2 · P2 ──');
    expect(io.stdout).toMatch(/P\d › play [A-Z][a-z]+\n/);
    expect(io.stdout).toMatch(/· resolving [A-Z][a-z]+: [A-Z][a-z]+ \(P\d\)/);
    expect(io.stdout).toMatch(/· P\d life \d+ → \d+/);
    expect(io.stdout).toMatch(/P\d wins \(life\) after \d+ turns, \d+ actions\.\n$/);
  });

  it('play: an mcts seat with an iteration budget', async () => {
    const { code, io } = await runBuiltin([
      'play',
      'skirmish',
      '--seed',
      '2',
      '--p1',
      'mcts:20',
      '--p2',
      'random',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout)).toMatchObject({ seats: ['mcts:20', 'random'], reason: 'life' });
  });

  it('play: a human sees the question, their own hand only, and the public status', async () => {
    const { code, io } = await runBuiltin(['play', 'skirmish', '--seed', '1', '--p1', 'human'], {
      input: ['z', 'q'],
    });
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/P1: life 12, res\.sun \d, res\.moon \d/);
    expect(io.stdout).toMatch(/Yours \(P1\):\n {2}deck \(\d+\): all hidden\n {2}hand \(\d+\): [A-Z][a-z]+/);
    expect(io.stdout).toMatch(/P2:\n {2}deck \(\d+\): all hidden\n {2}hand \(\d+\): all hidden/);
  });

  it('play: a human answers a decision by number', async () => {
    // With seed 1, always taking the first choice leads P1 through payment, "may" and target questions.
    const answers = Array(400).fill('1');
    const { code, io } = await runBuiltin(
      ['play', 'skirmish', '--seed', '1', '--p1', 'human', '--p2', 'random'],
      {
        input: answers,
      },
    );
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/P1, your move — Draw a card\?:\n {3}1\. Draw a card\?: /);
    expect(io.stdout).toContain('P1, your move — Tap an opposing unit:');
    expect(io.stdout).toMatch(/wins \(life\)/);
  });

  it('simulate: identical results in this thread and in two workers', async () => {
    const argv = [
      'simulate',
      'skirmish',
      '--games',
      '30',
      '--seed',
      '4',
      '--bots',
      'greedy,random',
      '--json',
    ];
    const inThread = JSON.parse((await runBuiltin([...argv, '--workers', '0'])).io.stdout);
    const workers = JSON.parse((await runBuiltin([...argv, '--workers', '2'])).io.stdout);
    expect(workers.summary).toEqual(inThread.summary);
    expect(inThread.summary.endings).toEqual({ life: 30 });
    expect(inThread.summary.seats[0].wins.successes).toBeGreaterThan(
      inThread.summary.seats[1].wins.successes,
    );
  });

  it('replay: a saved game steps back as the chosen player saw it', async () => {
    const played = await runBuiltin(['play', 'skirmish', '--seed', '1', '--save', 's.json']);
    const text = played.io.files.get('s.json') ?? '';
    expect(parseReplay(text, 's.json').actions.length).toBeGreaterThan(5);
    const { code, io } = await runBuiltin(['replay', 's.json', '--to', '5', '--as', '2'], {
      files: { 's.json': text },
    });
    expect(code).toBe(0);
    expect(io.stdout).toContain('After 5 of');
    expect(io.stdout).toMatch(/Yours \(P2\):\n {2}deck \(\d+\): all hidden\n {2}hand \(\d+\): [A-Z]/);
  });

  it('compare: the static comparison comes from the definition', async () => {
    const { code, io } = await runBuiltin([
      'compare',
      '--games',
      '6',
      '--seed',
      '1',
      '--workers',
      '0',
      '--no-html',
      'skirmish',
      'skirmish:active-first',
    ]);
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/trigger ordering\n {2}skirmish:standard\s+bag: /);
    expect(io.stdout).toMatch(
      /turn structure\n {2}skirmish:standard\s+turn \[start, draw, main \(actions\), end\]/,
    );
    expect(io.stdout).toContain('typed resources (sun, moon)');
  });

  it('cards and deck validate work on the definition’s pool', async () => {
    const cards = await runBuiltin(['cards', 'skirmish']);
    expect(cards.io.stdout).toMatch(/sprite\s+Sprite\s+unit\s+1\s+Spark/);
    const ok = await runBuiltin(['deck', 'validate', 'skirmish', 'd.txt'], {
      files: { 'd.txt': '10 Grunt\n10 brute\n' },
    });
    expect(ok.code).toBe(0);
    const bad = await runBuiltin(['deck', 'validate', 'skirmish', 'd.txt'], {
      files: { 'd.txt': '10 Goblin\n' },
    });
    expect(bad.code).toBe(1);
    expect(bad.io.stdout).toContain("line 1: unknown card 'Goblin'");
  });
});

describe('replay files of kernel games', () => {
  it('are kernel replays too: @cardloom/core replays them to the same end', async () => {
    const { replay } = await import('@cardloom/core');
    const { skirmish } = await import('@cardloom/core/testing');
    const played = await runBuiltin(['play', 'skirmish', '--seed', '3', '--save', 'k.json', '--json']);
    const data = JSON.parse(played.io.files.get('k.json') ?? '');
    expect(data.game).toBe('skirmish-bag');
    const game = replay(skirmish('bag'), data);
    expect(game.state.status.winners).toEqual(JSON.parse(played.io.stdout).winners);
  });

  it('written by the kernel can be stepped through by the command', async () => {
    const { createGame, legalActions, apply, toReplay } = await import('@cardloom/core');
    const { skirmish, skirmishDeck } = await import('@cardloom/core/testing');
    const game = createGame(skirmish('bag'), {
      players: 2,
      decks: [skirmishDeck(), skirmishDeck()],
      seed: 'abc',
    });
    for (let i = 0; i < 6; i++) apply(game, legalActions(game)[0]);
    const files = { 'core.json': JSON.stringify(toReplay(game)) };
    const { code, io } = await runBuiltin(['replay', 'core.json', '--json'], { files });
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout)).toMatchObject({ game: 'skirmish', applied: 6, total: 6 });
  });
});
