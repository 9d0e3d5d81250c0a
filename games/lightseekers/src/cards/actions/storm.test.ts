/** Each Storm action card's effect. */
import { legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { hasAccess } from '../../engine/elements/access.js';
import { Z } from '../../engine/table/catalog.js';
import {
  endActions,
  health,
  idsOf,
  namesIn,
  passTo,
  play,
  rotation,
  scenario,
} from '../../testing/scenario.js';
import { kestrel } from '../heroes/heroes.js';

const KESTREL = 'kestrel-vane'; // Lightning (superior), Water, Air; 32 health (L53)
const BRUNHILD = 'brunhild-cinderheart'; // Fire, Earth, Crystal; 28 health
const NYX = 'nyx-quillfeather'; // Shadow, Water, Time; 29 health (L74)

describe('Storm cards', () => {
  it('Thunderclap deals 3; with 3 players 2 to your target and 2 to your enemy', () => {
    const duel = scenario([{ hero: KESTREL, hand: ['thunderclap'] }, { hero: BRUNHILD }]);
    play(duel, 'thunderclap', 1);
    expect(health(duel, 1)).toBe(25);
    const three = scenario([
      { hero: KESTREL, hand: ['thunderclap'] },
      { hero: BRUNHILD },
      { hero: BRUNHILD },
    ]);
    play(three, 'thunderclap', 1);
    expect([health(three, 1), health(three, 2)]).toEqual([26, 26]);
  });

  it('Static Charge deals X (1 on corner 1) to the target', () => {
    const game = scenario([{ hero: KESTREL, hand: ['static-charge'] }, { hero: BRUNHILD }]);
    play(game, 'static-charge');
    expect(health(game, 1)).toBe(27);
  });

  it('Chain Lightning deals 2 to each other hero', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['chain-lightning'] },
      { hero: BRUNHILD },
      { hero: BRUNHILD },
    ]);
    play(game, 'chain-lightning', 2);
    expect([health(game, 0), health(game, 1), health(game, 2)]).toEqual([kestrel.health, 26, 26]);
  });

  it('Storm Surge Rotates all your buffs forwards, each firing the corner it reaches (4.3.6)', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['storm-surge'], buffs: ['static-charge'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'storm-surge');
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'static-charge')[0])).toBe(1);
    expect(health(game, 1)).toBe(26);
  });

  it("Overload deals 1 and makes the recipient's items Dormant until their next turn ends", () => {
    const game = scenario([
      { hero: KESTREL, hand: ['overload'] },
      { hero: BRUNHILD, items: ['beastclaw', 'granite-gauntlet'], hand: ['jab', 'rally'] },
    ]);
    play(game, 'overload', 1);
    expect(health(game, 1)).toBe(27);
    expect(hasAccess(game.ctx, 1, 'Earth', 'superior')).toBe(false);
    endActions(game);
    play(game, 'jab', 0);
    expect(health(game, 0)).toBe(kestrel.health - 2);
    passTo(game, 1);
    expect(hasAccess(game.ctx, 1, 'Earth', 'superior')).toBe(true);
    expect(hasAccess(game.ctx, 1, 'Animal')).toBe(true);
  });

  it('Tidal Crash deals 3', () => {
    const game = scenario([{ hero: KESTREL, hand: ['tidal-crash'] }, { hero: BRUNHILD }]);
    play(game, 'tidal-crash', 1);
    expect(health(game, 1)).toBe(25);
  });

  it('Healing Rain heals 4', () => {
    const game = scenario([{ hero: KESTREL, hand: ['healing-rain'], health: 4 }, { hero: BRUNHILD }]);
    play(game, 'healing-rain');
    expect(health(game, 0)).toBe(8);
  });

  it("Whirlpool Returns one of the recipient's buffs to its owner's hand and deals 1", () => {
    const game = scenario([
      { hero: KESTREL, hand: ['whirlpool'] },
      { hero: BRUNHILD, buffs: ['blazing-fury'] },
    ]);
    play(game, 'whirlpool', 1);
    expect(namesIn(game, 1, Z.hand)).toEqual(['blazing-fury']);
    expect(health(game, 1)).toBe(27);
  });

  it('Riptide Ward heals X when its owner is Attacked, then turns', () => {
    const game = scenario([
      { hero: KESTREL, buffs: ['riptide-ward'], health: 10 },
      { hero: BRUNHILD, hand: ['ember-lash'] },
    ]);
    endActions(game);
    play(game, 'ember-lash', 0);
    expect(health(game, 0)).toBe(10);
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'riptide-ward')[0])).toBe(1);
  });

  it('Mist Form: Immune to Fire cards until your next turn, and a card', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['mist-form'] },
      { hero: BRUNHILD, hand: ['ember-lash', 'boulder-toss'] },
    ]);
    play(game, 'mist-form');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
    endActions(game);
    play(game, 'ember-lash', 0);
    play(game, 'boulder-toss', 0);
    expect(health(game, 0)).toBe(kestrel.health - 3);
  });

  it('Gale Slash deals 2, then Rotates a buff of the recipient', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['gale-slash'] },
      { hero: BRUNHILD, buffs: ['stoneskin'] },
    ]);
    play(game, 'gale-slash', 1);
    // Stoneskin (X = 2) absorbs the damage before it turns to X = 1.
    expect(health(game, 1)).toBe(28);
    expect(rotation(game, idsOf(game, 1, Z.buffs, 'stoneskin')[0])).toBe(1);
  });

  it('Updraft draws 2', () => {
    const game = scenario([{ hero: KESTREL, hand: ['updraft'] }, { hero: BRUNHILD }]);
    play(game, 'updraft');
    expect(game.ctx.count(Z.hand, 0)).toBe(2);
  });

  it('Tailwind gives one more action each turn', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['thunderclap', 'tidal-crash', 'gale-slash'], buffs: ['tailwind'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'thunderclap', 1);
    play(game, 'tidal-crash', 1);
    expect(game.state.turn.active).toBe(0);
    play(game, 'gale-slash', 1);
    expect(health(game, 1)).toBe(20);
    expect(game.state.turn.active).toBe(1);
  });

  it('Cyclone Removes a buff from each other hero and deals 1', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['cyclone'] },
      { hero: BRUNHILD, buffs: ['blazing-fury'] },
      { hero: BRUNHILD, buffs: ['gem-focus'] },
    ]);
    play(game, 'cyclone', 1);
    expect([namesIn(game, 1, Z.buffs), namesIn(game, 2, Z.buffs)]).toEqual([[], []]);
    expect(health(game, 1)).toBe(27);
  });

  it('Zephyr Sprite heals 1 after you Defend', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['healing-rain'], buffs: ['zephyr-sprite'], health: 10 },
      { hero: BRUNHILD },
    ]);
    play(game, 'healing-rain');
    expect(health(game, 0)).toBe(15);
  });

  it('Lightseekers 2.3 (issue 20, an Order on a card): Squall takes any Storm Element, uses it, and deals 3', () => {
    const game = scenario([
      { hero: NYX, hand: ['squall', 'tidal-crash', 'shade-strike'] },
      { hero: BRUNHILD, hand: ['squall'] },
    ]);
    play(game, 'squall', 1);
    expect(health(game, 1)).toBe(25);
    // Nyx's one Storm Element, basic Water, is used: no other Water card this turn.
    const left = legalActions(game)
      .filter((a) => a.type === 'play')
      .map((a) => game.state.cards[a.card as number].def);
    expect(left).toEqual(['shade-strike']);
    endActions(game);
    expect(hasAccess(game.ctx, 1, 'Storm')).toBe(false);
    expect(
      legalActions(game).some(
        (a) => a.type === 'play' && game.state.cards[a.card as number].def === 'squall',
      ),
    ).toBe(false);
  });
});
