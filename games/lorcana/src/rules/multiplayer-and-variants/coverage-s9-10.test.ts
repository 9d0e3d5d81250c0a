/** Multiplayer simultaneous turns (CR 9.3) and casual variants (CR 10): one scenario per rule number. */
import { apply, createGame } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { parseDecklist } from '../../decks/decklist.js';
import { validateDeck } from '../../decks/validate.js';
import { lorcana } from '../../definition.js';
import { MARKETING_CARD } from '../../engine/turn/setup.js';
import { rulesets } from '../../rulesets.js';
import { testAction } from '../../testing/coverage-helpers.js';
import { starterIds } from '../../testing/play.js';
import { scenario } from '../../testing/scenario.js';

/** “Return chosen card from your inkwell to your hand.” */
const recall = testAction('recall', 'Recall', [{ do: 'toHand', target: { choose: {}, zone: 'inkwell' } }]);

const marketing = (t: ReturnType<typeof scenario>, zone: string, p: number) =>
  t.ctx.cards(zone, p).filter((c) => t.ctx.card(c).def === MARKETING_CARD);

describe('CR 9.3, 10 simultaneous turns and casual variants (coverage)', () => {
  it('CR 9.3.1 teammates act in any order during their simultaneous turn, one whole turn action at a time', () => {
    const t = scenario({
      ruleset: 'team-turns',
      teams: [0, 0, 1],
      active: 2,
      players: [{ play: ['Wanderer - Test Card'] }, { play: ['Olaf - Friendly Snowman'] }, {}],
    });
    t.endTurn();
    const questOf = (seat: number) => t.legal().find((a) => a.type === 'quest' && a.player === seat);
    expect(questOf(0)).toBeDefined();
    expect(questOf(1)).toBeDefined();
    // The second seat acts first; the first seat's quest then opens a decision that must finish
    // before any teammate starts another turn action.
    t.act(questOf(1)!);
    expect(t.lore(1)).toBe(1);
    t.act(questOf(0)!);
    expect(t.decision).not.toBeNull();
    expect(t.legal().every((a) => a.type === 'answer')).toBe(true);
    t.no();
    expect(t.lore(0)).toBe(1);
    expect(t.legal().some((a) => a.type === 'end-turn')).toBe(true);
  });

  it('CR 10.1.1 casual variants are optional rulesets: the default game uses none of them', () => {
    expect(rulesets.map((r) => r.name)).toContain('pack-rush');
    const game = createGame(lorcana, {
      players: 2,
      decks: [starterIds('The Heart of Magic'), starterIds('A Steadfast Strategy')],
      seed: 2,
    });
    expect(game.state.ruleset).toBe('cr-2.0.0');
    expect(game.ctx.count('inkwell', 0) + game.ctx.count('inkwell', 1)).toBe(0);
  });

  it('CR 10.2.1 Pack Rush is a Limited format: no copy or ink-type limits (unlike Constructed)', () => {
    const deck = parseDecklist('5 Smash\n3 Mother Knows Best\n3 Dragon Fire\n1 Stitch - New Dog');
    expect(validateDeck(deck, 'packRush')).toEqual([]);
    expect(
      validateDeck(deck, 'constructed')
        .map((p) => p.kind)
        .sort(),
    ).toEqual(['tooFewCards', 'tooManyCopies', 'tooManyInks']);
  });

  it('CR 10.2.2 each player starts Pack Rush with 2 marketing cards in the inkwell, usable as ink', () => {
    const t = scenario({ ruleset: 'pack-rush', players: [{ hand: ['Gramma Tala - Storyteller'] }, {}] });
    expect(marketing(t, 'inkwell', 0)).toHaveLength(2);
    expect(marketing(t, 'inkwell', 1)).toHaveLength(2);
    t.play('Gramma Tala - Storyteller');
    expect(t.zone('Gramma Tala - Storyteller')).toBe('play');
  });

  it('CR 10.2.2.1 / CR 10.2.2.2 marketing cards can’t be chosen for effects and never leave the inkwell', () => {
    const t = scenario({
      ruleset: 'pack-rush',
      cards: [recall],
      players: [{ hand: ['Recall', 'Stitch - New Dog'] }, {}],
    });
    t.play('Recall');
    t.declineAll();
    expect(marketing(t, 'inkwell', 0)).toHaveLength(2);
    expect(t.names('hand', 0)).toEqual(['Stitch - New Dog']);
    const u = scenario({
      ruleset: 'pack-rush',
      cards: [recall],
      players: [{ hand: ['Recall', 'Olaf - Friendly Snowman'] }, {}],
    });
    u.ink('Olaf - Friendly Snowman');
    u.play('Recall');
    if (u.decision) expect(u.decision.options).toEqual([u.id('Olaf - Friendly Snowman')]);
    u.declineAll();
    expect(u.zone('Olaf - Friendly Snowman')).toBe('hand');
    expect(marketing(u, 'inkwell', 0)).toHaveLength(2);
  });

  it('CR 10.2.2 marketing cards are set aside from the deck: the whole deck is shuffled, hands of 5, ink of 2', () => {
    const game = createGame(lorcana, {
      players: 2,
      decks: [starterIds('The Heart of Magic'), starterIds('A Steadfast Strategy')],
      seed: 8,
      ruleset: 'pack-rush',
    });
    while (game.state.decision)
      apply(game, { type: 'answer', player: game.state.decision.request.player, choice: [] });
    for (const p of [0, 1]) expect(game.ctx.count('deck', p) + game.ctx.count('hand', p)).toBe(60);
  });
});
