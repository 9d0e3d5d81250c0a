/** Each Nature action card's effect. */
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
import { brunhild } from '../heroes/heroes.js';

const ILWEN = 'ilwen-thornsong'; // Animal, Forest (superior), Soul; heals 1 each buff phase on 15 or less (L61)
// The opponent: a hero whose trait does nothing unless used (Stone Resolve), so no passive trait blurs the numbers.
const BRUNHILD = 'brunhild-cinderheart';

describe('Nature cards', () => {
  it('Pounce deals 3', () => {
    const game = scenario([{ hero: ILWEN, hand: ['pounce'] }, { hero: BRUNHILD }]);
    play(game, 'pounce', 1);
    expect(health(game, 1)).toBe(brunhild.health - 3);
  });

  it('Pack Howl heals 1 whenever you Attack', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['pounce'], buffs: ['pack-howl'], health: 20 },
      { hero: BRUNHILD },
    ]);
    play(game, 'pounce', 1);
    expect(health(game, 0)).toBe(21);
  });

  it('Feral Charge deals 2 and gives an extra action', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['feral-charge', 'thornlash', 'spirit-lance'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'feral-charge', 1);
    play(game, 'thornlash', 1);
    play(game, 'spirit-lance', 1);
    expect(health(game, 1)).toBe(brunhild.health - 7);
    expect(game.state.turn.active).toBe(1);
  });

  it('Den Mother heals 2 and fetches an Animal card from the deck', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['den-mother'], deck: ['rally', 'pounce'], health: 10 },
      { hero: BRUNHILD },
    ]);
    play(game, 'den-mother');
    expect(health(game, 0)).toBe(12);
    expect(namesIn(game, 0, Z.hand)).toEqual(['pounce']);
  });

  it('Beast Companion: Attack Ability Maul deals X, then the clunky buff turns', () => {
    const game = scenario([{ hero: ILWEN, buffs: ['beast-companion'] }, { hero: BRUNHILD }]);
    useAbility(game, 'beast-companion', 1);
    expect(health(game, 1)).toBe(brunhild.health - 2);
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'beast-companion')[0])).toBe(1);
  });

  it('Thornlash deals 2 and heals 1', () => {
    const game = scenario([{ hero: ILWEN, hand: ['thornlash'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'thornlash', 1);
    expect([health(game, 0), health(game, 1)]).toEqual([11, brunhild.health - 2]);
  });

  it('Grove Sanctuary heals 1 on entering play and in every buff phase', () => {
    const game = scenario([{ hero: ILWEN, hand: ['grove-sanctuary'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'grove-sanctuary');
    expect(health(game, 0)).toBe(11);
    passTo(game, 0);
    // Verdant Kin (hero) heals 1, then the buff heals 1.
    expect(health(game, 0)).toBe(13);
  });

  it('Vine Snare limits the recipient to 1 action (and no extra draws) on their next turn (6.1.6)', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['vine-snare'] },
      { hero: BRUNHILD, hand: ['jab', 'rally'] },
    ]);
    play(game, 'vine-snare', 1);
    endActions(game);
    play(game, 'jab', 0);
    expect(game.state.turn.active).toBe(0);
    expect(namesIn(game, 1, Z.hand)).toEqual(['rally']);
  });

  it('Overgrowth heals X (1 on corner 1)', () => {
    const game = scenario([{ hero: ILWEN, hand: ['overgrowth'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'overgrowth');
    expect(health(game, 0)).toBe(11);
  });

  it('Seedling Return Returns one of your buffs to your hand and heals 2', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['seedling-return'], buffs: ['overgrowth'], health: 10 },
      { hero: BRUNHILD },
    ]);
    play(game, 'seedling-return');
    expect(namesIn(game, 0, Z.hand)).toEqual(['overgrowth']);
    expect(health(game, 0)).toBe(12);
  });

  it('Spirit Lance deals 3', () => {
    const game = scenario([{ hero: ILWEN, hand: ['spirit-lance'] }, { hero: BRUNHILD }]);
    play(game, 'spirit-lance', 1);
    expect(health(game, 1)).toBe(brunhild.health - 3);
  });

  it('Soul Bond makes your healing heal 1 more', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['rally'], buffs: ['soul-bond'], health: 10 },
      { hero: BRUNHILD },
    ]);
    play(game, 'rally');
    expect(health(game, 0)).toBe(13);
  });

  it('Ancestral Echo Moves a Valid buff from the discard pile into play; it is not Played', () => {
    const game = scenario([
      {
        hero: ILWEN,
        hand: ['ancestral-echo'],
        discard: ['grove-sanctuary'],
        items: ['moonstone-charm'],
        health: 10,
      },
      { hero: BRUNHILD },
    ]);
    play(game, 'ancestral-echo');
    expect(namesIn(game, 0, Z.buffs)).toEqual(['grove-sanctuary']);
    // The buff fires on entering play; Moonstone Charm ("after you play a Buff") does not.
    expect(health(game, 0)).toBe(11);
  });

  it('Wandering Spirit heals 2, does nothing on its crossed corner, then heals 2', () => {
    const game = scenario([{ hero: ILWEN, hand: ['wandering-spirit'], health: 10 }, { hero: BRUNHILD }]);
    play(game, 'wandering-spirit');
    expect(health(game, 0)).toBe(12);
    passTo(game, 0);
    expect(health(game, 0)).toBe(13);
    passTo(game, 0);
    expect(health(game, 0)).toBe(16);
  });

  it('Soul Swap trades one of your buffs for a buff in your discard pile, in its place', () => {
    const game = scenario([
      {
        hero: ILWEN,
        hand: ['soul-swap'],
        buffs: ['pack-howl', 'overgrowth@1'],
        discard: ['grove-sanctuary'],
        health: 10,
      },
      { hero: BRUNHILD },
    ]);
    play(game, 'soul-swap');
    const overgrowth = idsOf(game, 0, Z.buffs, 'overgrowth')[0];
    game.apply({ type: 'answer', player: 0, choice: [overgrowth] });
    expect(namesIn(game, 0, Z.buffs)).toEqual(['pack-howl', 'grove-sanctuary']);
    expect(namesIn(game, 0, Z.discard)).toEqual(['soul-swap', 'overgrowth']);
    expect(health(game, 0)).toBe(11);
  });
});
