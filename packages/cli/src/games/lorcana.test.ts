import { theHeartOfMagicText } from '@cardloom/lorcana';
import { describe, expect, it } from 'vitest';
import { runBuiltin } from '../testing/run-builtin';
import { builtinRegistry } from './builtin';
import { decisionMenu } from './view';

describe('Lorcana in the command', () => {
  it('plays a complete, readable bot game with the starter decks', async () => {
    const { code, io } = await runBuiltin(['play', 'lorcana', '--seed', '1']);
    expect(code).toBe(0);
    expect(io.stdout).toContain(
      'Disney Lorcana (cr-2.0.0) · seed 1 · P1 greedy (amber-amethyst) vs P2 greedy (emerald-ruby)',
    );
    expect(io.stdout).toMatch(/── Turn 2 · P\d ──/);
    expect(io.stdout).toMatch(/P\d › puts .+ - .+ into their inkwell/);
    expect(io.stdout).toMatch(/P\d › quests with .+/);
    expect(io.stdout).toMatch(/· P\d gains \d+ lore/);
    expect(io.stdout).not.toMatch(/P\d › P\d /);
    expect(io.stdout).toMatch(/P\d wins \(lore\) after \d+ turns, \d+ actions\.\n$/);
  });

  it('shows a human only their own hand, picks several cards by number, and hides the opponent’s draws', async () => {
    const { code, io } = await runBuiltin(
      ['play', 'lorcana', '--seed', '2', '--p1', 'human', '--p2', 'random'],
      {
        input: ['1 9', '2 3', 'z', 'q'],
      },
    );
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/P1, your move — Alter your hand: .* \(choose 0 to 7\):\n {3}1\. /);
    expect(io.stdout).toContain("'9' is not an option: enter numbers from 1 to 7, or 'h' for help.");
    expect(io.stdout).toMatch(/P1 › chooses [^,\n]+ - [^,\n]+, [^,\n]+ - [^\n]+ \(Alter your hand/);
    expect(io.stdout).toMatch(/P2 › chooses (a card, )*a card \(Alter your hand/);
    expect(io.stdout).toMatch(/Yours \(P1\):\n {2}deck \(\d+\): all hidden\n {2}hand \(\d+\): [^\n]+ - /);
    expect(io.stdout).toMatch(/P2:\n {2}deck \(\d+\): all hidden\n {2}hand \(\d+\): all hidden/);
    expect(io.stdout).not.toMatch(/P2 draws [A-Z][^\n]* - /);
  });

  it('validates decklists in the `N Name - Version` format against the deck rules', async () => {
    const legal = await runBuiltin(['deck', 'validate', 'lorcana', 'heart.txt'], {
      files: { 'heart.txt': theHeartOfMagicText },
    });
    expect(legal.code).toBe(0);
    expect(legal.io.stdout).toBe('heart.txt: a legal Disney Lorcana deck (cr-2.0.0)\n');
    const files = { 'bad.txt': '5 Stitch - New Dog\n2 Stich - New Dog\nlots of cards\n' };
    const bad = await runBuiltin(['deck', 'validate', 'lorcana', 'bad.txt'], { files });
    expect(bad.code).toBe(1);
    expect(bad.io.stdout).toContain('line 2: unknown card "Stich - New Dog"');
    expect(bad.io.stdout).toMatch(/line 3: expected "N Name - Version"/);
    const short = await runBuiltin(['deck', 'validate', 'lorcana', 's.txt', '--json'], {
      files: { 's.txt': '5 Stitch - New Dog\n' },
    });
    const problems = JSON.parse(short.io.stdout)
      .problems.map((p: { message: string }) => p.message)
      .join('\n');
    expect(problems).toMatch(/5 cards; constructed needs at least 60 \(CR 1\.10\.1\.1\)/);
    expect(problems).toMatch(/CR 1\.10\.1\./);
  });

  it('lists cards with generated ability text', async () => {
    const { code, io } = await runBuiltin(['cards', 'lorcana', '--json']);
    expect(code).toBe(0);
    const stitch = JSON.parse(io.stdout).cards.find(
      (c: { name: string }) => c.name === 'Stitch - New Dog' || c.name === 'Stitch',
    );
    expect(stitch).toMatchObject({ type: 'character', stats: { cost: 1 } });
  });

  it('states the rule systems of its rulesets side by side', () => {
    const module = builtinRegistry().get('lorcana');
    expect(module.rules('cr-2.0.0').triggerPolicy).toMatch(/^bag/);
    expect(module.rules('cr-2.0.0').lossConditions[0]).toMatch(/ends a turn with no cards in deck/);
    expect(module.rules('2024').lossConditions[0]).toMatch(/must draw from an empty deck/);
    expect(module.rules('pack-rush').winConditions).toEqual(['15 lore (CR 10.2)']);
    expect(module.rules('cr-2.0.0').zones.map((z) => z.name)).toEqual(
      expect.arrayContaining(['deck', 'hand', 'play', 'inkwell', 'discard']),
    );
  });
});

describe('decision menus (kernel games)', () => {
  it('turn picked option numbers into the matching answer, and explain picks that are not allowed', async () => {
    const { legalActions } = await import('@cardloom/core');
    const { starterGame } = await import('@cardloom/lorcana');
    const game = starterGame(2);
    const seat = game.toAct as number;
    const legal = legalActions(game);
    const menu = decisionMenu(game, seat, legal);
    expect(menu).toMatchObject({ min: 0, max: 7, ordered: false });
    expect(menu?.options).toHaveLength(7);
    const index = menu?.pick([3, 1]) as number;
    expect(legal[index]).toMatchObject({ type: 'answer', player: seat });
    expect((legal[index].choice as number[]).length).toBe(2);
    expect(menu?.pick([1, 1])).toBe('each option can be chosen once');
    expect(decisionMenu(game, 1 - seat, legal)).toBeNull();
  });
});
