/** Turn actions (CR 4): inking triggers, the steps of each process, restrictions; one scenario each. */
import { IllegalActionError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../cards/card.js';
import { describeCard } from '../cards/describe.js';
import { scenario } from '../testing/scenario.js';

/** “Whenever a card is put into your inkwell, you may draw a card.” */
const scribe: LorcanaCard = {
  id: 'test-s4-scribe',
  set: 'test',
  number: 0,
  name: 'Scribe',
  version: 'Test Card',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 1,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn'],
  abilities: [
    {
      kind: 'triggered',
      name: 'Ledger',
      trigger: { on: 'inked' },
      effect: [{ do: 'may', steps: [{ do: 'draw', amount: 1 }] }],
    },
  ],
};

const cards = [scribe];
const types = (events: readonly { type: string }[]) => events.map((e) => e.type);

describe('CR 4 turn actions (coverage, part 2)', () => {
  it('CR 4.2.2 a trigger from inking resolves before the ink turn action is complete', () => {
    const t = scenario({
      cards,
      players: [
        { play: ['Scribe - Test Card'], hand: ['Stitch - New Dog', 'Olaf - Friendly Snowman'], ink: 1 },
        {},
      ],
    });
    t.ink('Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('inkwell');
    // The trigger waits for its answer; no other turn action can start meanwhile (CR 4.1.2).
    expect(t.decision?.kind).toBe('yes-no');
    expect(t.legal().every((a) => a.type === 'answer' || a.type === 'concede')).toBe(true);
    t.yes();
    expect(types(t.events)).toContain('drew');
    expect(t.count('hand', 0)).toBe(2);
    expect(t.can('play', 'Olaf - Friendly Snowman')).toBe(true);
  });

  it('CR 4.2.2 the inked event comes first, the triggered ability after the card is in the inkwell', () => {
    const t = scenario({
      players: [{ play: ['Gramma Tala - Spirit of the Ocean'], hand: ['Stitch - New Dog'] }, {}],
    });
    t.ink('Stitch - New Dog');
    const order = types(t.events);
    expect(order.indexOf('inked')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('inked')).toBeLessThan(order.indexOf('lore-gained'));
    expect(t.lore(0)).toBe(1);
    expect(describeCard(scribe)).toEqual([
      'Ledger — Whenever a card is put into your inkwell, you may draw a card.',
    ]);
  });

  it('CR 4.2.1.2 a card without the inkwell symbol can’t be inked: the action is illegal and nothing changes', () => {
    const t = scenario({ players: [{ hand: ['Hydra - Deadly Serpent'] }, {}] });
    const before = structuredClone(t.game.state);
    const hydra = t.id('Hydra - Deadly Serpent');
    expect(t.can('ink', hydra)).toBe(false);
    expect(() => t.act({ type: 'ink', player: 0, card: hydra })).toThrow(IllegalActionError);
    expect(t.game.state).toEqual(before);
  });
});
