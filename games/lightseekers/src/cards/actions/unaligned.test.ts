/** Each Unaligned action card's effect. */
import { legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { Z } from '../../engine/table/catalog.js';
import {
  endActions,
  health,
  idsOf,
  namesIn,
  play,
  rotation,
  scenario,
  useAbility,
} from '../../testing/scenario.js';
import { kestrel } from '../heroes/heroes.js';

const KESTREL = 'kestrel-vane'; // Lightning (superior), Water, Air; 32 health (L53)
const BRUNHILD = 'brunhild-cinderheart'; // 28 health

const canCombo = (game: ReturnType<typeof scenario>, id: string) =>
  legalActions(game).some((a) => a.type === 'combo' && game.state.cards[a.card as number].def === id);

describe('Unaligned cards', () => {
  it('Jab deals 2', () => {
    const game = scenario([{ hero: KESTREL, hand: ['jab'] }, { hero: BRUNHILD }]);
    play(game, 'jab', 1);
    expect(health(game, 1)).toBe(26);
  });

  it('Rally heals 2', () => {
    const game = scenario([{ hero: KESTREL, hand: ['rally'], health: 3 }, { hero: BRUNHILD }]);
    play(game, 'rally');
    expect(health(game, 0)).toBe(5);
  });

  it('Quick Study puts a card back into the deck, then draws 2', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['quick-study', 'jab'], deck: ['pounce', 'updraft'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'quick-study');
    expect(game.ctx.count(Z.hand, 0)).toBe(2);
    expect(game.ctx.count(Z.deck, 0)).toBe(11);
  });

  it('Scavenge shuffles a discarded card back into the deck and heals 1', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['scavenge'], discard: ['jab'], health: 5 },
      { hero: BRUNHILD },
    ]);
    play(game, 'scavenge');
    expect(namesIn(game, 0, Z.discard)).toEqual(['scavenge']);
    expect(idsOf(game, 0, Z.deck, 'jab')).toHaveLength(1);
    expect(health(game, 0)).toBe(6);
  });

  it('Lucky Charm: your combos cost one card fewer', () => {
    const without = scenario([{ hero: KESTREL, hand: ['maelstrom', 'tidal-crash'] }, { hero: BRUNHILD }]);
    expect(canCombo(without, 'maelstrom')).toBe(false);
    const game = scenario([
      { hero: KESTREL, hand: ['maelstrom', 'tidal-crash'], buffs: ['lucky-charm'] },
      { hero: BRUNHILD },
    ]);
    expect(canCombo(game, 'maelstrom')).toBe(true);
  });

  it("Dampening Field: other heroes' combos need one more card of the combo's Order", () => {
    const hand = ['maelstrom', 'tidal-crash', 'healing-rain'];
    const game = scenario([
      { hero: KESTREL, hand },
      { hero: BRUNHILD, buffs: ['dampening-field'] },
    ]);
    expect(canCombo(game, 'maelstrom')).toBe(false);
    const paid = scenario([
      { hero: KESTREL, hand: [...hand, 'gale-slash'] },
      { hero: BRUNHILD, buffs: ['dampening-field'] },
    ]);
    expect(canCombo(paid, 'maelstrom')).toBe(true);
  });

  it('Resonance makes your buffs fire their current effects', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['resonance'], buffs: ['static-charge@1'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'resonance');
    expect(health(game, 1)).toBe(26);
  });

  it('Spring Cleaning Removes one of your buffs and draws 2', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['spring-cleaning'], buffs: ['tailwind'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'spring-cleaning');
    expect(namesIn(game, 0, Z.buffs)).toEqual([]);
    expect(game.ctx.count(Z.hand, 0)).toBe(2);
  });

  it("Signal Jammer: its Attack Ability Rotates one of the recipient's buffs", () => {
    const game = scenario([
      { hero: KESTREL, buffs: ['signal-jammer'] },
      { hero: BRUNHILD, buffs: ['stoneskin'] },
    ]);
    useAbility(game, 'signal-jammer', 1);
    expect(rotation(game, idsOf(game, 1, Z.buffs, 'stoneskin')[0])).toBe(1);
  });

  it('Tripwire Sigil deals X to another hero who Plays a card, then turns', () => {
    const game = scenario([
      { hero: KESTREL },
      { hero: BRUNHILD, buffs: ['tripwire-sigil'], hand: ['rally'], health: 20 },
    ]);
    endActions(game);
    const p0 = health(game, 0);
    play(game, 'rally');
    expect(health(game, 0)).toBe(p0);
    expect(health(game, 1)).toBe(22);
    const game2 = scenario([
      { hero: KESTREL, hand: ['jab'] },
      { hero: BRUNHILD, buffs: ['tripwire-sigil'] },
    ]);
    play(game2, 'jab', 1);
    expect(health(game2, 0)).toBe(kestrel.health - 1);
    expect(rotation(game2, idsOf(game2, 1, Z.buffs, 'tripwire-sigil')[0])).toBe(1);
  });
});
