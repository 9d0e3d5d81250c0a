import { describe, expect, it } from 'vitest';
import { runBuiltin } from '../testing/run-builtin';
import { builtinRegistry } from './builtin';

describe('the faction game in the command', () => {
  it('plays a complete bot game against the greedy bot with a log in the game’s own words', async () => {
    const { code, io } = await runBuiltin([
      'play',
      'faction',
      '--seed',
      '1',
      '--p1',
      'random',
      '--p2',
      'greedy',
    ]);
    expect(code).toBe(0);
    expect(io.stdout).toContain(
      'Faction (standard) · seed 1 · P1 random (ember-vanguard) vs P2 greedy (tidewall)',
    );
    // The faction module's describers, not the kernel's raw lines ("P1 spent.ember 0 → 1").
    expect(io.stdout).toMatch(/P\d › plays [A-Z][a-z]+/);
    expect(io.stdout).not.toMatch(/\w+\.\w+ \d+ → \d+/);
    expect(io.stdout).toMatch(/P\d wins \([a-z-]+\) after \d+ turns/);
  });

  it('validates decks with the game’s own deck rules (D2)', () => {
    const module = builtinRegistry().get('faction');
    const ready = module.decks[0].cards;
    expect(module.validateDeck(ready, 'standard')).toEqual([]);
    const problems = module.validateDeck(ready.slice(0, 10), 'standard');
    expect(problems.map((p) => p.message).join('\n')).toMatch(/9 cards \(at least 30\) \(D2\)/);
  });

  it('compares its rulesets from the definition', async () => {
    const { code, io } = await runBuiltin([
      'compare',
      '--games',
      '4',
      '--seed',
      '2',
      '--workers',
      '0',
      '--no-html',
      'faction',
      'faction:conquest',
    ]);
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/trigger ordering\n {2}faction:standard\s+stack: /);
    expect(io.stdout).toMatch(/victoryTarget 0/);
  });
});

describe('replay files and rules versions (faction rulesets are version 4)', () => {
  it('a saved game records its rules version and replays under it', async () => {
    const { io } = await runBuiltin([
      'play',
      'faction',
      '--seed',
      '2',
      '--p1',
      'random',
      '--p2',
      'random',
      '--save',
      'g.json',
    ]);
    const text = io.files.get('g.json') ?? '';
    expect(JSON.parse(text).rulesVersion).toBe(4);
    const again = await runBuiltin(['replay', 'g.json', '--json'], { files: { 'g.json': text } });
    expect(again.code).toBe(0);
  });

  it('a file recorded under other rules is refused with an error naming both versions', async () => {
    const { io } = await runBuiltin([
      'play',
      'faction',
      '--seed',
      '2',
      '--p1',
      'random',
      '--p2',
      'random',
      '--save',
      'g.json',
    ]);
    const old = { ...JSON.parse(io.files.get('g.json') ?? '{}') };
    delete old.rulesVersion;
    const refused = await runBuiltin(['replay', 'g.json'], { files: { 'g.json': JSON.stringify(old) } });
    expect(refused.code).toBe(1);
    expect(refused.io.stderr).toMatch(
      /g\.json: "rulesVersion" was recorded under version 1 of the "standard" rules; this Faction plays version 4/,
    );
    expect(refused.io.stdout).toBe('');
  });
});
