/** Each Mountain action card's effect. */
import { type Game, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { Z } from '../../engine/table/catalog.js';
import {
  choose,
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

const BRUNHILD = 'brunhild-cinderheart'; // Fire, Earth, Crystal; 28 health
const KESTREL = 'kestrel-vane'; // Lightning (superior), Water, Air; 32 health (L53)

/** The cards the acting player may play now. */
const playable = (game: Game) =>
  legalActions(game)
    .filter((a) => a.type === 'play')
    .map((a) => game.state.cards[a.card as number].def);

describe('Mountain cards', () => {
  it('Ember Lash deals 3', () => {
    const game = scenario([{ hero: BRUNHILD, hand: ['ember-lash'] }, { hero: KESTREL }]);
    play(game, 'ember-lash', 1);
    expect(health(game, 1)).toBe(kestrel.health - 3);
  });

  it('Kindling Rush draws a card and gives an extra action', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['kindling-rush', 'jab', 'boulder-toss'] },
      { hero: KESTREL },
    ]);
    play(game, 'kindling-rush');
    play(game, 'jab', 1);
    play(game, 'boulder-toss', 1);
    expect(health(game, 1)).toBe(kestrel.health - 5);
    expect(game.state.turn.active).toBe(1);
  });

  it('Inferno Ring deals X to the target; with 3 players X to each other hero', () => {
    const duel = scenario([{ hero: BRUNHILD, hand: ['inferno-ring'] }, { hero: KESTREL }]);
    play(duel, 'inferno-ring');
    expect(health(duel, 1)).toBe(kestrel.health - 3);
    const three = scenario([
      { hero: BRUNHILD, hand: ['inferno-ring'] },
      { hero: KESTREL },
      { hero: KESTREL },
    ]);
    play(three, 'inferno-ring');
    expect([health(three, 1), health(three, 2)]).toEqual([kestrel.health - 3, kestrel.health - 3]);
  });

  it('Blazing Fury adds 1 to Fire cards; a second copy is Dormant (Unique)', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['ember-lash', 'boulder-toss'], buffs: ['blazing-fury', 'blazing-fury'] },
      { hero: KESTREL },
    ]);
    play(game, 'ember-lash', 1);
    expect(health(game, 1)).toBe(kestrel.health - 4);
    play(game, 'boulder-toss', 1);
    expect(health(game, 1)).toBe(kestrel.health - 7);
  });

  it('Molten Burst deals 5, then you Discard a card of your choice', () => {
    const game = scenario([{ hero: BRUNHILD, hand: ['molten-burst', 'jab', 'rally'] }, { hero: KESTREL }]);
    play(game, 'molten-burst', 1);
    choose(game, idsOf(game, 0, Z.hand, 'rally')[0]);
    expect(health(game, 1)).toBe(kestrel.health - 5);
    expect(namesIn(game, 0, Z.discard)).toEqual(['molten-burst', 'rally']);
  });

  it('Boulder Toss deals 3', () => {
    const game = scenario([{ hero: BRUNHILD, hand: ['boulder-toss'] }, { hero: KESTREL }]);
    play(game, 'boulder-toss', 1);
    expect(health(game, 1)).toBe(kestrel.health - 3);
  });

  it('Stoneskin: take X (2) less damage', () => {
    const game = scenario([
      { hero: BRUNHILD, buffs: ['stoneskin'] },
      { hero: KESTREL, hand: ['tidal-crash'] },
    ]);
    endActions(game);
    play(game, 'tidal-crash', 0);
    expect(health(game, 0)).toBe(27);
  });

  it('Quake deals 2 and Removes a buff; with 3 players 1 to each other hero', () => {
    const duel = scenario([
      { hero: BRUNHILD, hand: ['quake'] },
      { hero: KESTREL, buffs: ['tailwind'] },
    ]);
    play(duel, 'quake', 1);
    expect(health(duel, 1)).toBe(kestrel.health - 2);
    expect(namesIn(duel, 1, Z.discard)).toEqual(['tailwind']);
    const three = scenario([{ hero: BRUNHILD, hand: ['quake'] }, { hero: KESTREL }, { hero: KESTREL }]);
    play(three, 'quake', 1);
    expect([health(three, 1), health(three, 2)]).toEqual([kestrel.health - 1, kestrel.health - 1]);
  });

  it('Bedrock Stance heals 3', () => {
    const game = scenario([{ hero: BRUNHILD, hand: ['bedrock-stance'], health: 9 }, { hero: KESTREL }]);
    play(game, 'bedrock-stance');
    expect(health(game, 0)).toBe(12);
  });

  it("Landslide discards the top 2 cards of the recipient's deck and deals 1", () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['landslide'] },
      { hero: KESTREL, deck: ['jab', 'pounce'] },
    ]);
    play(game, 'landslide', 1);
    expect(namesIn(game, 1, Z.discard)).toEqual(['pounce', 'jab']);
    expect(health(game, 1)).toBe(kestrel.health - 1);
  });

  it('Prism Shard deals 1 for each of your buffs', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['prism-shard'], buffs: ['stoneskin', 'crystal-lattice'] },
      { hero: KESTREL },
    ]);
    play(game, 'prism-shard', 1);
    expect(health(game, 1)).toBe(kestrel.health - 2);
  });

  it('Crystal Lattice has a Defend Ability that heals 2', () => {
    const game = scenario([{ hero: BRUNHILD, buffs: ['crystal-lattice'], health: 17 }, { hero: KESTREL }]);
    useAbility(game, 'crystal-lattice');
    expect(health(game, 0)).toBe(19);
  });

  it("Lightseekers L68: Crystal Lattice's Refract can be used only while its player is on 17 health or less", () => {
    const refractLegal = (hp: number) => {
      const game = scenario([{ hero: BRUNHILD, buffs: ['crystal-lattice'], health: hp }, { hero: KESTREL }]);
      const [lattice] = game.ctx.cards(Z.buffs, 0);
      return legalActions(game).some((a) => a.type === 'ability' && a.card === lattice);
    };
    expect(refractLegal(18)).toBe(false);
    expect(refractLegal(17)).toBe(true);
  });

  it('Gem Focus: your cards deal X more (X = 1 on corner 1)', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['ember-lash'], buffs: ['gem-focus'] },
      { hero: KESTREL },
    ]);
    play(game, 'ember-lash', 1);
    expect(health(game, 1)).toBe(kestrel.health - 4);
  });

  it('Shatter Removes 2 buffs, discarded in the order they entered play (4.3.4)', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['shatter'] },
      { hero: KESTREL, buffs: ['tailwind', 'static-charge'] },
    ]);
    play(game, 'shatter', 1);
    choose(game, idsOf(game, 1, Z.buffs, 'static-charge')[0]);
    expect(namesIn(game, 1, Z.buffs)).toEqual([]);
    expect(namesIn(game, 1, Z.discard)).toEqual(['static-charge', 'tailwind']);
  });

  it('Crystal Reflection Rotates all your buffs backwards and draws', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['crystal-reflection'], buffs: ['gem-focus@2', 'stoneskin'] },
      { hero: KESTREL },
    ]);
    play(game, 'crystal-reflection');
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'gem-focus')[0])).toBe(1);
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'stoneskin')[0])).toBe(0);
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Lightseekers 2.3 (issue 20, two Elements): Magma Slam needs Fire and Earth, deals 5 and uses both (L5)', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['magma-slam', 'ember-lash', 'boulder-toss', 'prism-shard'] },
      { hero: KESTREL, hand: ['magma-slam', 'ember-brand'] },
    ]);
    play(game, 'magma-slam', 1);
    expect(health(game, 1)).toBe(kestrel.health - 5);
    // Both basic Elements are used for the turn; Crystal is still free.
    expect(playable(game)).toEqual(['prism-shard']);
    endActions(game);
    // Kestrel has neither Element; with Ember Brand only Fire, still not both.
    expect(playable(game)).not.toContain('magma-slam');
    play(game, 'ember-brand');
    expect(playable(game)).not.toContain('magma-slam');
  });

  it('Lightseekers L11 (issue 20): a card needing two Elements pays one unit of either in a combo', () => {
    // Volcanic Eruption costs Fire, Fire, Earth: Magma Slam stands in for the missing Fire or Earth.
    for (const other of ['ember-lash', 'boulder-toss']) {
      const game = scenario([
        { hero: BRUNHILD, hand: ['volcanic-eruption', 'magma-slam', 'ember-lash', other] },
        { hero: KESTREL },
      ]);
      play(game, 'volcanic-eruption', 1, 'combo');
      expect(namesIn(game, 0, Z.discard), other).toEqual(['volcanic-eruption']);
      expect(health(game, 1), other).toBeLessThan(kestrel.health);
    }
  });
});
