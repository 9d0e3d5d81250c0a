import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions } from '../index';
import { skirmish, skirmishDeck, skirmishModule } from '../testing/index';
import { parseIdDeck } from './deck-text';
import { describeKernelAction, describeKernelEvent } from './describe';
import { rulesSummary } from './rules-summary';

const def = skirmish('bag');

describe('game modules: what every game gets from its definition', () => {
  it('draw the static rules summary from the definition', () => {
    const summary = rulesSummary(def, 'active-first');
    expect(summary.zones.map((z) => z.name)).toEqual(['deck', 'hand', 'play', 'discard']);
    expect(summary.zones[0]).toEqual({
      name: 'deck',
      owner: 'player',
      ordered: true,
      visibility: 'count, face down',
    });
    expect(summary.phases).toEqual([{ name: 'turn', steps: ['start', 'draw', 'main (actions)', 'end'] }]);
    expect(summary.triggerPolicy).toMatch(/^bag: /);
    expect(summary.options).toEqual(['handOver "active-first"']);
    expect(summary.lossConditions).toEqual(['life (Skirmish: 0 life loses)']);
    expect(rulesSummary(skirmish('stack'), 'standard').triggerPolicy).toMatch(/^stack: /);
  });

  it('read decklists by card id or name and name unknown cards', () => {
    expect(parseIdDeck(def, '2 grunt\n1 Brute\nsprite # one copy\n')).toEqual({
      deck: ['grunt', 'grunt', 'brute', 'sprite'],
      problems: [],
    });
    expect(parseIdDeck(def, '3 Goblin\n').problems).toEqual([{ line: 1, message: "unknown card 'Goblin'" }]);
    expect(parseIdDeck(def, '# nothing\n').problems).toEqual([{ message: 'the decklist has no cards' }]);
  });

  it('describe actions with card names and hide cards from a viewer who may not see them', () => {
    const game = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 3 });
    const play = legalActions(game).find((a) => a.type === 'play');
    expect(play).toBeDefined();
    const seat = game.toAct as number;
    const name = describeKernelAction(game, play!);
    expect(name).toMatch(/^play [A-Z][a-z]+$/);
    expect(describeKernelAction(game, play!, seat)).toBe(name);
    expect(describeKernelAction(game, play!, 1 - seat)).toBe('play a hidden card');
  });

  it('show a draw only to the player who may see the card', () => {
    const game = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 3 });
    const active = game.toAct as number;
    const { events } = apply(game, { type: 'end-turn', player: active });
    const draw = events.find((e) => e.type === 'moved' && e.to === 'hand');
    expect(draw).toBeDefined();
    const drawer = draw!.toOwner as number;
    expect(describeKernelEvent(game, draw!, drawer)).toMatch(/^P\d draws [A-Z]/);
    expect(describeKernelEvent(game, draw!, 1 - drawer)).toBe(`P${drawer + 1} draws a hidden card`);
  });

  it('list cards with stats, keywords and ability names', () => {
    expect(skirmishModule.cards().find((c) => c.id === 'sprite')).toMatchObject({
      name: 'Sprite',
      type: 'unit',
      stats: { power: 1 },
      abilities: ['Spark'],
    });
  });

  it('refuse deck lists naming unknown cards before the game’s own deck rules run', () => {
    expect(skirmishModule.validateDeck(['grunt', 'goblin'], 'standard')).toEqual([
      { message: "unknown card id 'goblin'" },
    ]);
    expect(parseIdDeck(def, '99999999999 grunt\n').problems).toEqual([
      { line: 1, message: 'a line may ask for 1 to 1000 copies, not 99999999999' },
    ]);
  });
});

describe('generic decklist text: bounded before anything is allocated (issue 13.7)', () => {
  it('caps the whole list at 10,000 cards and lists at most 50 problems', () => {
    const def = skirmish('bag');
    const many = Array.from({ length: 20 }, () => '1000 grunt').join('\n');
    const result = parseIdDeck(def, many);
    expect(result.deck).toBeUndefined();
    expect(result.problems).toEqual([
      { line: 11, message: 'a decklist may hold at most 10000 cards in all' },
    ]);
    const unknown = Array.from({ length: 500 }, (_, i) => `1 goblin${i}`).join('\n');
    const listed = parseIdDeck(def, unknown).problems;
    expect(listed).toHaveLength(51);
    expect(listed[50].message).toMatch(/more problems after line 50 were not listed/);
  });
});
