/** Elements and the action phase (Lightseekers 2.3, 2.4.1, 2.4.2, 2.5.1, 2.5.2, 2.5.4, 4.3–4.3.2, 4.4, 6.1.6). */
import { apply, type Game, IllegalActionError, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { endActions, health, idsOf, namesIn, play, scenario, useAbility } from '../../testing/scenario.js';
import { isActiveBuff } from '../buffs/state.js';
import { hasAccess } from '../elements/access.js';
import { Z } from '../table/catalog.js';

const canPlay = (game: Game, id: string) =>
  legalActions(game).some((a) => a.type === 'play' && game.state.cards[a.card as number].def === id);
const KESTREL = 'kestrel-vane'; // Lightning (superior), Water, Air
const BRUNHILD = 'brunhild-cinderheart'; // Fire, Earth, Crystal

describe('Elements and Orders', () => {
  it("Lightseekers 2.3: a card needs one of its hero's Elements; an Element brings its Order", () => {
    const game = scenario([{ hero: KESTREL, hand: ['tidal-crash', 'ember-lash'] }, {}]);
    expect(canPlay(game, 'tidal-crash')).toBe(true);
    expect(canPlay(game, 'ember-lash')).toBe(false);
    expect(hasAccess(game.ctx, 0, 'Storm')).toBe(true);
    expect(hasAccess(game.ctx, 0, 'Mountain')).toBe(false);
  });

  it('Lightseekers 2.4.2: Unaligned cards can be played by any hero', () => {
    for (const hero of [KESTREL, BRUNHILD, 'nyx-quillfeather']) {
      expect(canPlay(scenario([{ hero, hand: ['jab'] }, {}]), 'jab')).toBe(true);
    }
  });

  it('Lightseekers 4.3: a basic Element allows one action of it per turn; a superior one any number', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['tidal-crash', 'healing-rain', 'thunderclap', 'static-charge'] },
      {},
    ]);
    play(game, 'tidal-crash', 1);
    expect(canPlay(game, 'healing-rain')).toBe(false);
    const sup = scenario([{ hero: KESTREL, hand: ['thunderclap', 'static-charge'] }, {}]);
    play(sup, 'thunderclap', 1);
    expect(canPlay(sup, 'static-charge')).toBe(true);
  });

  it('Lightseekers 2.5.4: an item upgrades an Element to superior and never downgrades it', () => {
    const game = scenario([{ hero: KESTREL, hand: ['stormcaller-staff'], items: [] }, {}]);
    expect(hasAccess(game.ctx, 0, 'Lightning', 'superior')).toBe(true);
    const basicItem = scenario([{ hero: 'solenne-dawn-herald', items: ['moonstone-charm'] }, {}]);
    expect(hasAccess(basicItem.ctx, 0, 'Lunar')).toBe(true);
    const brunhild = scenario([{ hero: BRUNHILD, items: ['crystal-lens'] }, {}]);
    expect(hasAccess(brunhild.ctx, 0, 'Crystal', 'superior')).toBe(true);
  });

  it('Lightseekers 2.5.4: Dormant items lose their Elements, and buffs that needed them go Dormant', () => {
    const kestrel = scenario([
      { hero: KESTREL, hand: ['overload'] },
      { hero: 'solenne-dawn-herald', items: ['ember-brand'], buffs: ['blazing-fury'] },
    ]);
    const buff = idsOf(kestrel, 1, Z.buffs, 'blazing-fury')[0];
    expect(isActiveBuff(kestrel.ctx, buff)).toBe(true);
    play(kestrel, 'overload', 1);
    expect(hasAccess(kestrel.ctx, 1, 'Fire')).toBe(false);
    expect(isActiveBuff(kestrel.ctx, buff)).toBe(false);
    expect(namesIn(kestrel, 1, Z.buffs)).toEqual(['blazing-fury']);
  });
});

describe('the action phase', () => {
  it('Lightseekers 4.3: two actions, then the phase ends', () => {
    const game = scenario([{ hero: KESTREL, hand: ['jab', 'rally', 'updraft'] }, {}]);
    play(game, 'jab', 1);
    play(game, 'rally');
    expect(game.state.turn.active).toBe(1);
  });

  it('Lightseekers 4.3.1: the same card can be played only once a turn, even with two copies', () => {
    const game = scenario([{ hero: KESTREL, hand: ['jab', 'jab'] }, {}]);
    play(game, 'jab', 1);
    expect(canPlay(game, 'jab')).toBe(false);
  });

  it('Lightseekers 4.3.1: a combo needs every action, so not after another action', () => {
    const game = scenario([{ hero: KESTREL, hand: ['maelstrom', 'tidal-crash', 'healing-rain', 'jab'] }, {}]);
    expect(legalActions(game).some((a) => a.type === 'combo')).toBe(true);
    play(game, 'jab', 1);
    expect(legalActions(game).some((a) => a.type === 'combo')).toBe(false);
  });

  it("Lightseekers 4.3.1: a buff played this turn can't have its Ability used this turn", () => {
    const game = scenario([{ hero: BRUNHILD, hand: ['crystal-lattice'] }, {}]);
    play(game, 'crystal-lattice');
    expect(
      legalActions(game).some((a) => a.type === 'ability' && a.card !== game.ctx.cards(Z.hero, 0)[0]),
    ).toBe(false);
  });

  it('Lightseekers 4.3.2: one Ability per turn; using one is an action', () => {
    const game = scenario([{ hero: BRUNHILD, buffs: ['crystal-lattice'], health: 10 }, {}]);
    useAbility(game, 'crystal-lattice');
    expect(legalActions(game).some((a) => a.type === 'ability')).toBe(false);
    expect(health(game, 0)).toBe(12);
  });

  it("Lightseekers 4.3.2: an Ability on a buff uses the buff's Element; a hero's Ability does not", () => {
    const game = scenario([
      { hero: BRUNHILD, buffs: ['crystal-lattice'], hand: ['shatter'], health: 10 },
      { buffs: ['tailwind'] },
    ]);
    useAbility(game, 'crystal-lattice');
    expect(canPlay(game, 'shatter')).toBe(false);
    const hero = scenario([{ hero: BRUNHILD, hand: ['shatter'], health: 10 }, { buffs: ['tailwind'] }]);
    useAbility(hero, BRUNHILD);
    expect(canPlay(hero, 'shatter')).toBe(true);
  });

  it("Lightseekers 4.3.2: a hero who can't Attack can't use an Attack Ability either", () => {
    // Stormcaller Staff's Bolt is an Attack Ability; Nyx has no Ability of her own.
    const game = scenario([
      { hero: 'solenne-dawn-herald', hand: ['moonlit-lull'] },
      { hero: 'nyx-quillfeather', items: ['stormcaller-staff'] },
    ]);
    endActions(game);
    expect(legalActions(game).some((a) => a.type === 'ability')).toBe(true);
    endActions(game);
    play(game, 'moonlit-lull', 1);
    endActions(game);
    expect(legalActions(game).some((a) => a.type === 'ability')).toBe(false);
  });

  it('Lightseekers 2.5.1: an Attack is aimed at another hero, never oneself', () => {
    const game = scenario([{ hero: KESTREL, hand: ['jab'] }, {}, {}]);
    const targets = legalActions(game)
      .filter((a) => a.type === 'play')
      .map((a) => a.target);
    expect(targets).toEqual([1, 2]);
    expect(() =>
      apply(game, { type: 'play', player: 0, card: idsOf(game, 0, Z.hand, 'jab')[0], target: 0 }),
    ).toThrow(IllegalActionError);
  });

  it('Lightseekers 2.5.2: a Defend card applies to its player', () => {
    const game = scenario([{ hero: KESTREL, hand: ['rally'], health: 5 }, { health: 5 }]);
    play(game, 'rally');
    expect([health(game, 0), health(game, 1)]).toEqual([7, 5]);
  });

  it('Lightseekers 2.4.1: a hero carries 2 points of items', () => {
    const game = scenario([{ hero: KESTREL, hand: ['crystal-lens'], items: ['bone-totem'] }, {}]);
    play(game, 'crystal-lens');
    expect(namesIn(game, 0, Z.items)).toEqual(['bone-totem', 'crystal-lens']);
  });

  it('Lightseekers 4.4: one card per unspent action', () => {
    const none = scenario([{ hero: KESTREL }, {}]);
    endActions(none);
    expect(none.ctx.count(Z.hand, 0)).toBe(2);
    const one = scenario([{ hero: KESTREL, hand: ['rally'] }, {}]);
    play(one, 'rally');
    endActions(one);
    expect(one.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Lightseekers 4.4: after a combo, one card', () => {
    const game = scenario([{ hero: KESTREL, hand: ['maelstrom', 'tidal-crash', 'healing-rain'] }, {}]);
    play(game, 'maelstrom', 1, 'combo');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Lightseekers 6.1.6: a limit on actions caps extra actions and the draws for unspent ones', () => {
    const game = scenario([
      { hero: 'ilwen-thornsong', hand: ['vine-snare'] },
      { hero: KESTREL, hand: ['updraft'], buffs: ['tailwind'] },
    ]);
    play(game, 'vine-snare', 1);
    endActions(game);
    expect(legalActions(game).some((a) => a.type === 'play')).toBe(true);
    endActions(game);
    // Tailwind would make 3 actions, the limit keeps 1: one draw only.
    expect(game.ctx.count(Z.hand, 1)).toBe(2);
  });
});
