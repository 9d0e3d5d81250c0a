/**
 * CR 6.2.4 (Comprehensive Rules 2.0.0, the default ruleset): “Some triggered abilities are written as
 * ‘[Trigger Condition], if [Secondary Condition], [Effect].’ Such an ability checks whether the
 * secondary condition is true only when the effect resolves. If the condition is false, the ability
 * resolves with no effect.” Its example (Stitch – Carefree Surfer): “When the active player plays
 * Stitch, the triggered ability is added to the bag. When chosen to resolve, the effect checks …”.
 *
 * So a secondary “if” is not an intervening “if” in the MTG sense (checked when the event happens
 * too): the ability goes to the bag whatever the condition, and the condition is read on resolution.
 * These tests pin that with a real compiled card, so the rule is not changed by mistake.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';
import { fullName, type LorcanaCard } from './card.js';
import { compiledOnly } from './full-pool.js';

/** The compiled card of that full name (fails the test if the compiler did not produce it). */
function real(name: string): LorcanaCard {
  const card = compiledOnly.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}

const COMPASS = "John Smith's Compass";
const ITEM = 'Dinglehopper';

describe('CR 6.2.4: a secondary “if” is checked on resolution only', () => {
  it("CR 6.2.4 John Smith's Compass without a challenge: both triggers go to the bag; Spinning Arrow resolves with no effect", () => {
    const t = scenario({
      players: [{ play: [COMPASS], deck: ['Stitch - New Dog', ITEM, ITEM] }, {}],
      cards: [real(COMPASS)],
    });
    t.endTurn();
    // Both end-of-turn abilities triggered: the player picks which resolves first (CR 7.7.4).
    expect(t.decision?.kind).toBe('options');
    expect(t.decision?.labels?.join(' | ')).toContain('Spinning Arrow');
    expect(t.decision?.labels?.join(' | ')).toContain('Your Path');
    t.pick('Spinning Arrow');
    // Its condition is false on resolution: no effect, the Compass stays.
    expect(t.zone(COMPASS)).toBe('play');
    if (t.decision?.kind === 'yes-no') t.yes();
    expect(t.zone('Stitch - New Dog', 0)).toBe('hand');
    expect(t.zone(COMPASS)).toBe('play');
  });

  it("CR 6.2.4 John Smith's Compass after a challenge: Your Path resolves with no effect, Spinning Arrow banishes it", () => {
    const t = scenario({
      players: [
        { play: [COMPASS, 'Stitch - New Dog'], deck: ['Mickey Mouse - True Friend', ITEM, ITEM] },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
      cards: [real(COMPASS)],
    });
    t.challenge('Stitch - New Dog', 'Maui - Demigod');
    t.endTurn();
    expect(t.decision?.kind).toBe('options');
    t.pick('Your Path');
    // Nothing revealed, nothing moved: the top card is still on top.
    expect(t.names('deck', 0)[0]).toBe('Mickey Mouse - True Friend');
    if (t.decision?.kind === 'options') t.pick('Spinning Arrow');
    expect(t.zone(COMPASS)).toBe('discard');
  });
});
