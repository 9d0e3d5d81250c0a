/**
 * CR 6.1.5.1 and CR 1.5.3 for parts that count cards: “[A] to [B]” / “[A]. If you do, [B]” needs [A]
 * completely performed — with fewer cards than [A] names, [A] is not paid in part and [B] doesn't
 * happen — and an activated cost that asks for N cards can't be paid with fewer (the ability is not
 * offered) and is paid with exactly N. Played with real compiled cards.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';
import { testAction } from '../testing/test-cards.js';
import { fullName, type LorcanaCard } from './card.js';
import { compiledOnly } from './full-pool.js';

/** The compiled card of that full name (fails the test if the compiler did not produce it). */
function real(name: string): LorcanaCard {
  const card = compiledOnly.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}

const BEAST = 'Beast - Frustrated Designer';
const ITEM = 'Dinglehopper';

describe('counted costs (CR 1.5.3, 6.1.5.1)', () => {
  it('CR 1.5.3 Beast - Frustrated Designer: the two-item banish cost is not offered with one item', () => {
    const t = scenario({
      players: [{ play: [BEAST, ITEM], ink: 2 }, { play: ['Maui - Demigod'] }],
      cards: [real(BEAST)],
    });
    expect(t.can('activate', BEAST)).toBe(false);
  });

  it('CR 1.5.3 “Banish 2 of your items”: paid with exactly 2 of 3 items', () => {
    const t = scenario({
      players: [{ play: [BEAST, ITEM, ITEM, ITEM], ink: 2 }, { play: ['Maui - Demigod'] }],
      cards: [real(BEAST)],
    });
    expect(t.can('activate', BEAST)).toBe(true);
    t.activate(BEAST);
    const d = t.decision!;
    expect(d.kind).toBe('cards');
    expect([d.min, d.max]).toEqual([2, 2]);
    t.choose(ITEM, ITEM);
    if (t.decision) t.choose('Maui - Demigod');
    expect(t.count('play', 0)).toBe(2);
    expect(t.count('discard', 0)).toBe(2);
  });

  it('CR 6.1.5.1 Stegmutt - Clumsy Dinosaur: tucking 3 items pays for 3 damage, 2 are not enough', () => {
    const stegmutt = 'Stegmutt - Clumsy Dinosaur';
    const t = scenario({
      players: [{ hand: [stegmutt], ink: 8, discard: [ITEM, ITEM] }, { play: ['Maui - Demigod'] }],
      cards: [real(stegmutt)],
    });
    t.play(stegmutt);
    expect(t.decision?.kind).toBe('yes-no');
    t.yes();
    // Whatever is asked next, Maui is the target if a target is asked: he must take no damage.
    const maui = t.id('Maui - Demigod');
    for (let d = t.decision; d; d = t.decision) {
      if (d.kind === 'yes-no') t.yes();
      else if (d.options.includes(maui)) t.answer(maui);
      else t.answer(...d.options.slice(0, d.max));
    }
    expect(t.damage('Maui - Demigod')).toBe(0);
    // Not paid in part either: both items stay in the discard.
    expect(t.count('discard', 0)).toBe(2);
  });

  it('CR 6.1.5.1 Dale - Mischievous Ranger: milling 3 pays for a Strength loss, 2 cards are not enough', () => {
    const dale = 'Dale - Mischievous Ranger';
    const t = scenario({
      players: [{ hand: [dale], ink: 8, deck: [ITEM, ITEM], filler: 0 }, { play: ['Maui - Demigod'] }],
      cards: [real(dale)],
    });
    const strength = t.strength('Maui - Demigod');
    t.play(dale);
    if (t.decision?.kind === 'yes-no') t.yes();
    if (t.decision?.kind === 'cards') t.choose('Maui - Demigod');
    // Not paid in part: the 2 cards stay in the deck, and Maui keeps his strength.
    expect(t.count('deck', 0)).toBe(2);
    expect(t.count('discard', 0)).toBe(0);
    expect(t.strength('Maui - Demigod')).toBe(strength);
  });

  it('CR 6.1.5.1 “choose and discard 2 cards to draw 3 cards” (the compiled form, `full`): one card in hand discards nothing and draws nothing', () => {
    // No printed card has this today; the compiler lowers any counted [A] of “[A] to [B]” this way.
    const trade = testAction('trade', 'Trade In', [
      { do: 'discard', amount: 2, full: true },
      { do: 'draw', amount: 3, if: 'youDid' },
    ]);
    const t = scenario({ players: [{ hand: ['Trade In', ITEM], ink: 1 }, {}], cards: [trade] });
    const deck = t.count('deck', 0);
    t.play('Trade In');
    expect(t.decision).toBeNull();
    expect(t.zone(ITEM)).toBe('hand');
    expect(t.count('deck', 0)).toBe(deck);
  });
});
