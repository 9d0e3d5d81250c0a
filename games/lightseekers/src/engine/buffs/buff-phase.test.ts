/** Buffs, the buff phase and rotation (Lightseekers 2.5.3, 4.1, 4.2.1–4.2.5, 4.3, 4.3.6, 6 Rotate/Restart, 6.1.1). */
import { apply, type GameEvent, setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { brunhild, kestrel } from '../../cards/heroes/heroes.js';
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
import { runEffects } from '../language/index.js';
import { Z } from '../table/catalog.js';
import { rotateBuff } from './lifecycle.js';
import { isActiveBuff } from './state.js';

const KESTREL = 'kestrel-vane';
const BRUNHILD = 'brunhild-cinderheart';

/** Ends player 1's turn and returns the events of player 0's turn start and buff phase. */
function nextTurnEvents(game: ReturnType<typeof scenario>): readonly GameEvent[] {
  endActions(game);
  return apply(game, { type: 'end-actions', player: 1 }).events;
}

describe('buffs', () => {
  it('Lightseekers 2.5.3 / 4.2.2: orb buffs turn every buff phase; clunky and permanent ones do not', () => {
    const game = scenario([
      { hero: KESTREL, buffs: ['static-charge', 'riptide-ward', 'zephyr-sprite'] },
      { hero: BRUNHILD },
    ]);
    passTo(game, 0);
    const [charge, ward, sprite] = game.ctx.cards(Z.buffs, 0);
    expect([rotation(game, charge), rotation(game, ward), rotation(game, sprite)]).toEqual([1, 0, 0]);
  });

  it('Lightseekers 2.5.3: a buff does nothing while a crossed corner is top-left', () => {
    const game = scenario([{ hero: 'tinker-maddox', buffs: ['fuse-timer'] }, { hero: BRUNHILD }]);
    expect(isActiveBuff(game.ctx, game.ctx.cards(Z.buffs, 0)[0])).toBe(false);
  });

  it('Lightseekers 4.1: start-of-turn effects run discard pile, hero, items, buffs — not in the buff phase', () => {
    const game = scenario([
      { hero: 'solenne-dawn-herald', discard: ['echoing-second'], items: ['tideglass-amulet'], health: 10 },
      { hero: BRUNHILD },
    ]);
    const events = nextTurnEvents(game);
    const labels = events.filter((e) => e.type === 'resolving').map((e) => e.label);
    expect(labels).toEqual([
      'Echoing Second: on top of the discard pile',
      'Solenne, Dawn Herald: Daybreak',
      'Tideglass Amulet: item effect',
    ]);
    expect(health(game, 0)).toBe(13);
  });

  it('Lightseekers 4.2.1: hero effects, then items in the order equipped', () => {
    const game = scenario([
      { hero: 'ilwen-thornsong', items: ['venom-vial'], health: 10 },
      { hero: BRUNHILD },
    ]);
    const events = nextTurnEvents(game);
    const labels = events.filter((e) => e.type === 'resolving').map((e) => e.label);
    expect(labels).toEqual(['Ilwen Thornsong: Verdant Kin', 'Venom Vial: item effect']);
    expect([health(game, 0), health(game, 1)]).toEqual([11, 27]);
  });

  it('Lightseekers 4.2.3: a buff that becomes active by rotating applies its lingering effects', () => {
    const game = scenario([
      { hero: BRUNHILD, buffs: ['gem-focus'], hand: ['ember-lash'] },
      { hero: KESTREL },
    ]);
    passTo(game, 0);
    play(game, 'ember-lash', 1);
    // Corner 2 of Gem Focus: X = 2.
    expect(health(game, 1)).toBe(kestrel.health - 5);
  });

  it('Lightseekers 4.2.4: expired buffs go to the discard pile in play order, Expire effects in transition', () => {
    const game = scenario([
      { hero: 'vharok-the-hollow', buffs: ['last-rites@1', 'toxic-bloom@2'] },
      { hero: BRUNHILD },
    ]);
    const hand = game.ctx.count(Z.hand, 0);
    passTo(game, 0);
    expect(namesIn(game, 0, Z.buffs)).toEqual([]);
    expect(namesIn(game, 0, Z.discard)).toEqual(['toxic-bloom', 'last-rites']);
    // Two cards for the unspent actions, one from Last Rites expiring.
    expect(game.ctx.count(Z.hand, 0)).toBe(hand + 3);
  });

  it('Lightseekers 4.2.5: active buffs fire their instant effects in the order they were played', () => {
    const game = scenario([
      { hero: 'solenne-dawn-herald', buffs: ['corona-halo', 'phases-of-the-moon@2'] },
      { hero: BRUNHILD },
    ]);
    const events = nextTurnEvents(game);
    const hits = events
      .filter((e) => e.type === 'ls.damaged')
      .map((e) => game.state.cards[e.card as number].def);
    expect(hits).toEqual(['corona-halo']);
    // Phases of the Moon reached an empty corner and Expired before instant effects (4.2.4).
    expect(namesIn(game, 0, Z.discard)).toEqual(['phases-of-the-moon']);
    expect(health(game, 1)).toBe(26);
  });

  it('Lightseekers 4.3.6: a buff entering play fires at once', () => {
    const game = scenario([{ hero: KESTREL, hand: ['static-charge'] }, { hero: BRUNHILD }]);
    play(game, 'static-charge');
    expect(health(game, 1)).toBe(27);
  });

  it('Lightseekers 4.3.6 / 6 Rotate: outside the buff phase every corner passed over fires', () => {
    const game = scenario([{ hero: 'solenne-dawn-herald', buffs: ['corona-halo'] }, { hero: BRUNHILD }]);
    const halo = game.ctx.cards(Z.buffs, 0)[0];
    setupScenario(game, (ctx) => rotateBuff(ctx, halo, 'forward', 2, true, runEffects));
    expect(health(game, 1)).toBe(28 - 2 - 1);
    expect(rotation(game, halo)).toBe(2);
  });

  it('Lightseekers 4.3: a buff that Expires during the action phase leaves at once', () => {
    const game = scenario([
      { hero: 'solenne-dawn-herald', hand: ['orbit-pull'] },
      { hero: 'solenne-dawn-herald', buffs: ['corona-halo@2'] },
    ]);
    play(game, 'orbit-pull', 1);
    expect(namesIn(game, 1, Z.discard)).toEqual(['corona-halo']);
  });

  it("Lightseekers 6 Restart: corners passed over on the way back don't fire", () => {
    const game = scenario([
      { hero: 'solenne-dawn-herald', hand: ['stellar-reset'], buffs: ['corona-halo@2'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'stellar-reset');
    expect(health(game, 1)).toBe(25);
  });

  it("Lightseekers 6 Rotate: a buff can't be rotated backwards past its first corner", () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['crystal-reflection'], buffs: ['gem-focus'] },
      { hero: KESTREL },
    ]);
    play(game, 'crystal-reflection');
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'gem-focus')[0])).toBe(0);
  });

  it('Lightseekers 6.1.1: corner 2 (top right) comes top-left after one turn', () => {
    const game = scenario([{ hero: KESTREL, buffs: ['static-charge'] }, { hero: BRUNHILD }]);
    passTo(game, 0);
    // Static Charge's corners read 1, 2, 3: it now deals 2 (and Kestrel's Gust Bolt 1, L62).
    expect(health(game, 1)).toBe(brunhild.health - 2 - 1);
  });
});
