/**
 * Behaviour tests of protection statics, each played in a real game with the real compiled card:
 * damage counters that can't be removed, and items opponents can't choose.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { testAction } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
const DINGLEHOPPER = 'Dinglehopper';

/** A test action (cost 1): remove up to 2 damage from chosen character. */
const HEAL = testAction('heal', 'Heal Two', [
  { do: 'removeDamage', target: { choose: { type: 'character' } }, amount: 2 },
]);
/** A test action (cost 1): banish chosen item. */
const SMASH = testAction('smash', 'Smash Item', [{ do: 'banish', target: { choose: { type: 'item' } } }]);

describe("damage counters can't be removed (CR 1.9.1.3, 1.2.2)", () => {
  const slab = 'Vision Slab';

  it("CR 1.2.2 Vision Slab: removing damage does nothing while it is in play; at the start of its player's turn, an opposing damaged character gains them 1 lore", () => {
    const t = scenario({
      players: [
        { play: [slab, { name: FRIEND, damage: 2 }], hand: ['Heal Two'], ink: 1 },
        { play: [{ name: FRIEND, damage: 1 }] },
      ],
      cards: [...withCompiled(slab, FRIEND), HEAL],
    });
    t.play('Heal Two');
    t.declineAll((d) => d.kind === 'number');
    if (t.decision?.kind === 'number') t.answer(Math.max(...(t.decision.options as number[])));
    t.declineAll();
    expect(t.damage(FRIEND, 0)).toBe(2);
    expect(t.damage(FRIEND, 1)).toBe(1);
    t.endTurn();
    t.endTurn();
    t.declineAll();
    expect(t.lore(0)).toBe(1);
    // Without it, the same action removes the damage.
    const u = scenario({
      players: [{ play: [{ name: FRIEND, damage: 2 }], hand: ['Heal Two'], ink: 1 }, {}],
      cards: [...withCompiled(slab, FRIEND), HEAL],
    });
    u.play('Heal Two');
    u.declineAll((d) => d.kind === 'number');
    if (u.decision?.kind === 'number') u.answer(Math.max(...(u.decision.options as number[])));
    u.declineAll();
    expect(u.damage(FRIEND, 0)).toBe(0);
  });
});

describe("items opponents can't choose (CR 8.15.1)", () => {
  const aurora = 'Aurora - Lore Guardian';

  it("CR 8.15.1 Aurora - Lore Guardian: opponents can't choose her player's items; her player can", () => {
    const t = scenario({
      players: [{ hand: ['Smash Item'], ink: 1 }, { play: [aurora, DINGLEHOPPER] }],
      cards: [...withCompiled(aurora, DINGLEHOPPER), SMASH],
    });
    t.play('Smash Item');
    t.declineAll();
    expect(t.zone(DINGLEHOPPER, 1)).toBe('play');
    const u = scenario({
      players: [{ hand: ['Smash Item'], ink: 1, play: [aurora, DINGLEHOPPER] }, {}],
      cards: [...withCompiled(aurora, DINGLEHOPPER), SMASH],
    });
    u.play('Smash Item');
    if (u.decision) u.choose(DINGLEHOPPER);
    expect(u.zone(DINGLEHOPPER, 0)).toBe('discard');
  });
});
