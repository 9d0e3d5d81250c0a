/** The act keywords and buff keywords of section 6, each with its smallest scenario (Lightseekers 6). */
import { apply, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { kestrel, nyx, solenne } from '../../cards/heroes/heroes.js';
import {
  choose,
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
import { Z } from '../table/catalog.js';

const KESTREL = 'kestrel-vane';
const BRUNHILD = 'brunhild-cinderheart';
const SOLENNE = 'solenne-dawn-herald';

describe('section 6 keywords', () => {
  it('Lightseekers 6 Attack: an Attack Ability counts as an Attack ("when you are Attacked" fires)', () => {
    // Stormcaller Staff's Bolt is an Attack Ability; Gravity Well (X = 3) answers it.
    const game = scenario([
      { hero: 'nyx-quillfeather', items: ['stormcaller-staff'] },
      { hero: SOLENNE, buffs: ['gravity-well'] },
    ]);
    useAbility(game, 'stormcaller-staff', 1);
    expect(health(game, 0)).toBe(nyx.health - 3);
  });

  it('Lightseekers 6 Defend / Defend Ability: a Defend Ability counts as a Defend', () => {
    const game = scenario([
      { hero: KESTREL, items: ['ironbark-shield'], buffs: ['zephyr-sprite'], health: 10 },
      {},
    ]);
    useAbility(game, 'ironbark-shield');
    expect(health(game, 0)).toBe(13);
  });

  it("Lightseekers 6 Ability: Abilities don't happen by themselves in the buff phase", () => {
    const game = scenario([{ hero: BRUNHILD, buffs: ['crystal-lattice'], health: 10 }, {}]);
    passTo(game, 0);
    expect(health(game, 0)).toBe(10);
  });

  it('Lightseekers 6 Buff: playing a buff is a Buff act; moving one into play is not', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['tailwind'], items: ['moonstone-charm'], health: 10 },
      {},
    ]);
    play(game, 'tailwind');
    expect(health(game, 0)).toBe(11);
  });

  it('Lightseekers 6 Equip: equipping an item is an Equip act', () => {
    const game = scenario([{ hero: 'tinker-maddox', hand: ['bone-totem'], buffs: ['assembly-line'] }, {}]);
    play(game, 'bone-totem');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Lightseekers 6 Play: playing a card from hand is a Play act', () => {
    const game = scenario([{ hero: KESTREL, hand: ['rally'] }, { buffs: ['tripwire-sigil'] }]);
    play(game, 'rally');
    expect(health(game, 0)).toBe(kestrel.health + 1);
  });

  it('Lightseekers 6 Draw: Draw takes the top card of the deck into the hand', () => {
    const game = scenario([{ hero: KESTREL, hand: ['updraft'], deck: ['jab', 'pounce'] }, {}]);
    play(game, 'updraft');
    expect(namesIn(game, 0, Z.hand).sort()).toEqual(['jab', 'pounce']);
  });

  it('Lightseekers 6 Discard: the discarding player chooses among the cards that fit', () => {
    const game = scenario([
      { hero: 'vharok-the-hollow', hand: ['nightfall-thief'] },
      { hand: ['jab', 'rally'] },
    ]);
    play(game, 'nightfall-thief', 1);
    expect(game.state.decision?.request.player).toBe(1);
    expect(game.state.decision?.request.options).toHaveLength(2);
  });

  it('Lightseekers 6 Remove: the remover chooses the buffs; they are discarded', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['quake'] },
      { hero: KESTREL, buffs: ['tailwind', 'zephyr-sprite'] },
    ]);
    play(game, 'quake', 1);
    expect(game.state.decision?.request.player).toBe(0);
    choose(game, idsOf(game, 1, Z.buffs, 'zephyr-sprite')[0]);
    expect(namesIn(game, 1, Z.discard)).toEqual(['zephyr-sprite']);
  });

  it("Lightseekers 6 Return: a Returned buff goes to its owner's hand", () => {
    const game = scenario([
      { hero: KESTREL, hand: ['whirlpool'] },
      { hero: KESTREL, buffs: ['tailwind'] },
    ]);
    play(game, 'whirlpool', 1);
    expect(namesIn(game, 1, Z.hand)).toEqual(['tailwind']);
  });

  it('Lightseekers 6 Next: the buff fires on the next occurrence only, then Expires', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['jab', 'tidal-crash'] },
      { hero: SOLENNE, buffs: ['crescent-ward'] },
    ]);
    play(game, 'jab', 1);
    play(game, 'tidal-crash', 1);
    // The Jab is Cancelled, Tidal Crash deals 3; Daybreak heals only on 15 or less (L61).
    expect(health(game, 1)).toBe(solenne.health - 3);
    expect(namesIn(game, 1, Z.discard)).toEqual(['crescent-ward']);
  });

  it('Lightseekers 6 Expire: a rotating buff that reaches an empty corner goes to the discard pile', () => {
    const game = scenario([{ hero: KESTREL, buffs: ['tailwind@1'] }, {}]);
    passTo(game, 0);
    expect(namesIn(game, 0, Z.discard)).toEqual(['tailwind']);
  });

  it('Lightseekers 6 Clunky: a clunky buff turns only when its effect fires', () => {
    const game = scenario([
      { hero: KESTREL, buffs: ['riptide-ward'] },
      { hero: BRUNHILD, hand: ['ember-lash'] },
    ]);
    const ward = idsOf(game, 0, Z.buffs, 'riptide-ward')[0];
    passTo(game, 0);
    expect(rotation(game, ward)).toBe(0);
    endActions(game);
    play(game, 'ember-lash', 0);
    expect(rotation(game, ward)).toBe(1);
  });

  it('Lightseekers 6 Unique: only the first copy of a Unique buff works', () => {
    const game = scenario([
      { hero: SOLENNE, buffs: ['radiant-bulwark', 'radiant-bulwark'] },
      { hero: KESTREL, hand: ['tidal-crash'] },
    ]);
    endActions(game);
    play(game, 'tidal-crash', 0);
    expect(health(game, 0)).toBe(19);
  });

  it('Lightseekers 6.1.5: buffs to the right of another are the ones played after it', () => {
    const game = scenario([
      { hero: 'tinker-maddox', buffs: ['fuse-timer', 'hourglass', 'temporal-loop'], health: 10 },
      {},
    ]);
    useAbility(game, 'hourglass');
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'fuse-timer')[0])).toBe(0);
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'temporal-loop')[0])).toBe(1);
    expect(health(game, 0)).toBe(12);
  });

  it("Lightseekers 2.2: a card's effects are not optional", () => {
    const game = scenario([{ hero: BRUNHILD, hand: ['molten-burst', 'jab'] }, {}]);
    play(game, 'molten-burst', 1);
    expect(namesIn(game, 0, Z.hand)).toEqual([]);
    expect(legalActions(game).some((a) => a.type === 'answer')).toBe(false);
  });

  it('Lightseekers 4.5: end-of-turn effects run after the draw phase', () => {
    const game = scenario([{ hero: 'nyx-quillfeather', hand: ['jab', 'rally'] }, {}]);
    play(game, 'jab', 1);
    const { events } = apply(game, { type: 'end-actions', player: 0 });
    const steps = events
      .filter((e) => e.type === 'step-start' || e.type === 'resolving')
      .map((e) => e.step ?? e.label);
    expect(steps.slice(0, 3)).toEqual(['draw', 'end-of-turn', 'Nyx Quillfeather: Night Tide']);
  });
});
