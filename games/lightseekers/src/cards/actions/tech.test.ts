/** Each Tech action card's effect. */
import { describe, expect, it } from 'vitest';
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
  useAbility,
} from '../../testing/scenario.js';
import { maddox } from '../heroes/heroes.js';

const MADDOX = 'tinker-maddox'; // Mechanical (superior), Time, Explosives; 35 health (L53)
const BRUNHILD = 'brunhild-cinderheart'; // 28 health

describe('Tech cards', () => {
  it('Rivet Gun deals 2, and 2 more with an item equipped', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['rivet-gun'], items: ['crystal-lens'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'rivet-gun', 1);
    expect(health(game, 1)).toBe(24);
  });

  it('Gear Shield heals 2 and takes 1 less damage until your next turn', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['gear-shield'], health: 10 },
      { hero: BRUNHILD, hand: ['ember-lash'] },
    ]);
    play(game, 'gear-shield');
    expect(health(game, 0)).toBe(12);
    endActions(game);
    play(game, 'ember-lash', 0);
    expect(health(game, 0)).toBe(10);
  });

  it('Assembly Line draws a card after you Equip an item', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['crystal-lens'], buffs: ['assembly-line'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'crystal-lens');
    expect(namesIn(game, 0, Z.items)).toEqual(['crystal-lens']);
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Servo Arm: its Ability fetches an item from the deck, then the clunky buff turns', () => {
    const game = scenario([
      { hero: MADDOX, buffs: ['servo-arm'], deck: ['rally', 'crystal-lens'] },
      { hero: BRUNHILD },
    ]);
    useAbility(game, 'servo-arm');
    expect(namesIn(game, 0, Z.hand)).toEqual(['crystal-lens']);
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'servo-arm')[0])).toBe(1);
  });

  it('Scrap Cannon deals 2 for each item you have equipped', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['scrap-cannon'], items: ['crystal-lens', 'bone-totem'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'scrap-cannon', 1);
    expect(health(game, 1)).toBe(24);
  });

  it('Rewind Restarts one of your buffs (it fires again) and draws', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['rewind'], buffs: ['temporal-loop@2'], health: 10 },
      { hero: BRUNHILD },
    ]);
    play(game, 'rewind');
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'temporal-loop')[0])).toBe(0);
    expect(health(game, 0)).toBe(12);
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it("Chrono Lock deals 1, and the recipient can't Draw until their next turn ends", () => {
    const game = scenario([
      { hero: MADDOX, hand: ['chrono-lock'] },
      { hero: BRUNHILD, hand: ['jab'] },
    ]);
    play(game, 'chrono-lock', 1);
    expect(health(game, 1)).toBe(27);
    passTo(game, 0);
    expect(namesIn(game, 1, Z.hand)).toEqual(['jab']);
  });

  it('Temporal Loop heals 2 on each corner and Expires when it comes back upright', () => {
    const game = scenario([{ hero: MADDOX, hand: ['temporal-loop'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'temporal-loop');
    expect(health(game, 0)).toBe(12);
    for (const expected of [14, 16, 18]) {
      passTo(game, 0);
      expect(health(game, 0)).toBe(expected);
    }
    passTo(game, 0);
    expect(health(game, 0)).toBe(18);
    expect(namesIn(game, 0, Z.discard)).toEqual(['temporal-loop']);
  });

  it('Time Skip gives two extra actions', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['time-skip', 'jab', 'rivet-gun', 'blast-charge'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'time-skip');
    play(game, 'jab', 1);
    play(game, 'rivet-gun', 1);
    play(game, 'blast-charge', 1);
    expect(health(game, 1)).toBe(28 - 2 - 2 - 4);
    expect(game.state.turn.active).toBe(1);
  });

  it('Echoing Second deals 2; on top of your discard pile it heals you at the start of your turn', () => {
    const game = scenario([{ hero: MADDOX, hand: ['echoing-second'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'echoing-second', 1);
    expect(health(game, 1)).toBe(26);
    passTo(game, 0);
    expect(health(game, 0)).toBe(11);
  });

  it('Hourglass: its Ability Rotates each of your buffs to its right', () => {
    const game = scenario([
      { hero: MADDOX, buffs: ['temporal-loop', 'hourglass', 'fuse-timer'] },
      { hero: BRUNHILD },
    ]);
    useAbility(game, 'hourglass');
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'temporal-loop')[0])).toBe(0);
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'fuse-timer')[0])).toBe(1);
  });

  it('Blast Charge deals 4 and 1 to you', () => {
    const game = scenario([{ hero: MADDOX, hand: ['blast-charge'] }, { hero: BRUNHILD }]);
    play(game, 'blast-charge', 1);
    expect([health(game, 0), health(game, 1)]).toEqual([maddox.health - 1, 24]);
  });

  it('Fuse Timer waits two crossed corners, then deals 6 to the target', () => {
    const game = scenario([{ hero: MADDOX, hand: ['fuse-timer'] }, { hero: BRUNHILD }]);
    play(game, 'fuse-timer');
    passTo(game, 0);
    expect(health(game, 1)).toBe(28);
    passTo(game, 0);
    expect(health(game, 1)).toBe(22);
  });

  it("Demolition Removes all of the recipient's buffs", () => {
    const game = scenario([
      { hero: MADDOX, hand: ['demolition'] },
      { hero: BRUNHILD, buffs: ['stoneskin', 'gem-focus'] },
    ]);
    play(game, 'demolition', 1);
    expect(namesIn(game, 1, Z.buffs)).toEqual([]);
    expect(namesIn(game, 1, Z.discard)).toEqual(['gem-focus', 'stoneskin']);
  });

  it('Powder Keg deals 3 to your target when it leaves play', () => {
    const game = scenario([
      { hero: MADDOX, buffs: ['powder-keg'] },
      { hero: BRUNHILD, hand: ['shatter'] },
    ]);
    endActions(game);
    play(game, 'shatter', 0);
    expect(health(game, 1)).toBe(25);
  });

  it('Blast Shelter (Explosives Defend, issue 20) heals 2 and draws a card', () => {
    const game = scenario([{ hero: MADDOX, hand: ['blast-shelter'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'blast-shelter');
    expect(health(game, 0)).toBe(12);
    expect(namesIn(game, 0, Z.hand)).toEqual(['rally']);
  });
});
