/** Each combo's effect, paid with element-matched cards from hand (Lightseekers 2.4.3). */
import { type Game, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { describeCard } from '../../engine/language/card-text.js';
import { Z } from '../../engine/table/catalog.js';
import {
  choose,
  health,
  idsOf,
  namesIn,
  passTo,
  play,
  rotation,
  scenario,
  useAbility,
} from '../../testing/scenario.js';
import { brunhild, kestrel, maddox } from '../heroes/heroes.js';
import { getCard } from '../index.js';

// Health in the comments as of rules version 7 (L60, L64).
const SOLENNE = 'solenne-dawn-herald'; // Solar (superior), Lunar, Gravity; 21
const VHAROK = 'vharok-the-hollow'; // Poison, Death, Shadow (superior); 21; Attacks +1
const BRUNHILD = 'brunhild-cinderheart'; // Fire, Earth, Crystal; 28
const ILWEN = 'ilwen-thornsong'; // Animal, Forest (superior), Soul; 31
const KESTREL = 'kestrel-vane'; // Lightning (superior), Water, Air; 28; 1 damage to her target in her buff phases (L62)
const MADDOX = 'tinker-maddox'; // Mechanical (superior), Time, Explosives; 35; combos cost 1 fewer
const NYX = 'nyx-quillfeather'; // Shadow, Water, Time; 29 health (L74)

const combo = (game: Game, id: string, target?: number) => play(game, id, target, 'combo');

describe('combos', () => {
  it('Supernova deals 8; the paying cards go back into the deck (L14)', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['supernova', 'sunspear-volley', 'dawnlight-mending', 'crushing-weight'] },
      { hero: BRUNHILD },
    ]);
    combo(game, 'supernova', 1);
    expect(health(game, 1)).toBe(20);
    // A combo ends the action phase; the draw phase then draws one card (4.4).
    expect(namesIn(game, 0, Z.hand)).toEqual(['rally']);
    expect(game.ctx.count(Z.deck, 0)).toBe(12);
    expect(namesIn(game, 0, Z.discard)).toEqual(['supernova']);
  });

  it('Eclipse heals 5 and draws', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['eclipse', 'sunspear-volley', 'moonsilver-arrow'], health: 5 },
      { hero: BRUNHILD },
    ]);
    combo(game, 'eclipse');
    expect(health(game, 0)).toBe(10);
    expect(game.ctx.count(Z.hand, 0)).toBe(2);
  });

  it('Astral Convergence (Order cost) takes any two Astral cards and deals 5', () => {
    const game = scenario([
      { hero: SOLENNE, hand: ['astral-convergence', 'moonsilver-arrow', 'crushing-weight'] },
      { hero: BRUNHILD },
    ]);
    combo(game, 'astral-convergence', 1);
    expect(health(game, 1)).toBe(23);
  });

  it('Gravity Lens Rotates your buffs backwards and heals 2', () => {
    const game = scenario([
      {
        hero: SOLENNE,
        hand: ['gravity-lens', 'crushing-weight', 'moonsilver-arrow'],
        buffs: ['radiant-bulwark', 'corona-halo@2'],
        health: 10,
      },
      { hero: BRUNHILD },
    ]);
    combo(game, 'gravity-lens');
    expect(rotation(game, idsOf(game, 0, Z.buffs, 'corona-halo')[0])).toBe(1);
    expect(health(game, 0)).toBe(12);
  });

  it('Plague Tide deals 5 (+1) and makes the recipient Discard; Multiplayer: 3 (+1) to each other hero', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['plague-tide', 'venom-dart', 'toxic-bloom', 'reapers-toll'] },
      { hero: BRUNHILD, hand: ['jab'] },
    ]);
    combo(game, 'plague-tide', 1);
    expect(health(game, 1)).toBe(22);
    expect(namesIn(game, 1, Z.discard)).toEqual(['jab']);
    const three = scenario([
      { hero: VHAROK, hand: ['plague-tide', 'venom-dart', 'toxic-bloom', 'reapers-toll'] },
      { hero: BRUNHILD },
      { hero: BRUNHILD },
    ]);
    combo(three, 'plague-tide', 1);
    expect([health(three, 1), health(three, 2)]).toEqual([24, 24]);
  });

  it('Shadow Requiem stays in play; its Attack Ability deals 3 (+1, a combo Ability counts its Elements, 4.3.2)', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['shadow-requiem', 'reapers-toll', 'shade-strike'] },
      { hero: BRUNHILD },
    ]);
    combo(game, 'shadow-requiem');
    expect(namesIn(game, 0, Z.buffs)).toEqual(['shadow-requiem']);
    passTo(game, 0);
    useAbility(game, 'shadow-requiem', 1);
    expect(health(game, 1)).toBe(24);
  });

  it('Dread Dominion deals 4 (+1), Removes a buff and makes the recipient Discard', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['dread-dominion', 'venom-dart', 'reapers-toll', 'shade-strike'] },
      { hero: BRUNHILD, hand: ['jab'], buffs: ['blazing-fury'] },
    ]);
    combo(game, 'dread-dominion', 1);
    expect(health(game, 1)).toBe(23);
    expect(namesIn(game, 1, Z.discard).sort()).toEqual(['blazing-fury', 'jab']);
  });

  it('Nightshade Veil: Immune to Attacks until your next turn', () => {
    const game = scenario([
      { hero: VHAROK, hand: ['nightshade-veil', 'shade-strike', 'venom-dart'] },
      { hero: BRUNHILD, hand: ['jab'] },
    ]);
    combo(game, 'nightshade-veil');
    expect(game.state.turn.active).toBe(1);
    expect(legalActions(game).some((a) => a.type === 'play')).toBe(false);
  });

  it('Volcanic Eruption deals 7', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['volcanic-eruption', 'ember-lash', 'molten-burst', 'boulder-toss'] },
      { hero: KESTREL },
    ]);
    combo(game, 'volcanic-eruption', 1);
    expect(health(game, 1)).toBe(kestrel.health - 7);
  });

  it('Diamond Fortress: 3 less damage until your next turn, heal 3', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['diamond-fortress', 'boulder-toss', 'shatter'], health: 10 },
      { hero: KESTREL, hand: ['tidal-crash'] },
    ]);
    combo(game, 'diamond-fortress');
    expect(health(game, 0)).toBe(13);
    play(game, 'tidal-crash', 0);
    expect(health(game, 0)).toBe(13);
  });

  it("Mountain's Heart (Order cost) heals 5 and draws", () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['mountains-heart', 'ember-lash', 'shatter'], health: 10 },
      { hero: VHAROK },
    ]);
    combo(game, 'mountains-heart');
    expect(health(game, 0)).toBe(15);
    expect(game.ctx.count(Z.hand, 0)).toBe(2);
  });

  it('Magma Golem is a combo buff dealing X (3) to the target', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['magma-golem', 'ember-lash', 'shatter'] },
      { hero: KESTREL },
    ]);
    combo(game, 'magma-golem');
    expect(health(game, 1)).toBe(kestrel.health - 3);
    expect(namesIn(game, 0, Z.buffs)).toEqual(['magma-golem']);
  });

  it('Wild Hunt deals 6 and heals 2', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['wild-hunt', 'pounce', 'feral-charge', 'thornlash'], health: 10 },
      { hero: BRUNHILD },
    ]);
    combo(game, 'wild-hunt', 1);
    expect([health(game, 0), health(game, 1)]).toEqual([12, brunhild.health - 6]);
  });

  it('Spirit Grove heals X (3)', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['spirit-grove', 'thornlash', 'spirit-lance'], health: 10 },
      { hero: BRUNHILD },
    ]);
    combo(game, 'spirit-grove');
    expect(health(game, 0)).toBe(13);
  });

  it("Nature's Wrath deals 5", () => {
    const game = scenario([
      { hero: ILWEN, hand: ['natures-wrath', 'pounce', 'spirit-lance'] },
      { hero: KESTREL },
    ]);
    combo(game, 'natures-wrath', 1);
    expect(health(game, 1)).toBe(kestrel.health - 5);
  });

  it('Circle of Life takes two cards from the discard pile and heals 2', () => {
    const game = scenario([
      {
        hero: ILWEN,
        hand: ['circle-of-life', 'spirit-lance', 'pounce'],
        discard: ['jab', 'rally'],
        health: 10,
      },
      { hero: BRUNHILD },
    ]);
    combo(game, 'circle-of-life');
    choose(game, idsOf(game, 0, Z.discard, 'jab')[0]);
    expect(namesIn(game, 0, Z.hand).sort()).toEqual(['jab', 'rally', 'rally']);
    expect(health(game, 0)).toBe(12);
  });

  it('Bramble Bastion: 2 less damage until your next turn, heal 2', () => {
    const game = scenario([
      { hero: ILWEN, hand: ['bramble-bastion', 'thornlash', 'overgrowth'], health: 10 },
      { hero: KESTREL, hand: ['tidal-crash'] },
    ]);
    combo(game, 'bramble-bastion');
    play(game, 'tidal-crash', 0);
    expect(health(game, 0)).toBe(11);
  });

  it('Tempest deals 6; Multiplayer: 3 to each other hero', () => {
    const hand = ['tempest', 'thunderclap', 'tidal-crash', 'gale-slash'];
    const game = scenario([{ hero: KESTREL, hand }, { hero: BRUNHILD }]);
    combo(game, 'tempest', 1);
    expect(health(game, 1)).toBe(22);
    const three = scenario([{ hero: KESTREL, hand }, { hero: BRUNHILD }, { hero: BRUNHILD }]);
    combo(three, 'tempest', 1);
    expect([health(three, 1), health(three, 2)]).toEqual([25, 25]);
  });

  it('Maelstrom Removes 2 buffs and deals 3', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['maelstrom', 'tidal-crash', 'healing-rain'] },
      { hero: BRUNHILD, buffs: ['stoneskin', 'blazing-fury'] },
    ]);
    combo(game, 'maelstrom', 1);
    choose(game, idsOf(game, 1, Z.buffs, 'stoneskin')[0]);
    expect(namesIn(game, 1, Z.buffs)).toEqual([]);
    expect(health(game, 1)).toBe(25);
  });

  it('Storm Front (Order cost) is a buff dealing X (2) to the target', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['storm-front', 'tidal-crash', 'gale-slash'] },
      { hero: BRUNHILD },
    ]);
    combo(game, 'storm-front');
    expect(health(game, 1)).toBe(26);
  });

  it('Eye of the Storm draws 2 and gives an action for action cards, never a second combo (4.3.1)', () => {
    const game = scenario([
      {
        hero: KESTREL,
        hand: ['eye-of-the-storm', 'gale-slash', 'thunderclap', 'tidal-crash', 'maelstrom', 'healing-rain'],
      },
      { hero: BRUNHILD },
    ]);
    combo(game, 'eye-of-the-storm');
    expect(legalActions(game).some((a) => a.type === 'combo')).toBe(false);
    play(game, 'tidal-crash', 1);
    expect(health(game, 1)).toBe(25);
    expect(game.state.turn.active).toBe(1);
  });

  it('Overclock gives 2 actions and a card; Maddox pays one card fewer', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['overclock', 'rivet-gun', 'blast-charge', 'jab'] },
      { hero: BRUNHILD },
    ]);
    combo(game, 'overclock');
    play(game, 'blast-charge', 1);
    play(game, 'jab', 1);
    expect(health(game, 1)).toBe(22);
    expect(game.state.turn.active).toBe(1);
  });

  it('Detonation deals 8 and is Burn', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['detonation', 'blast-charge', 'fuse-timer'] },
      { hero: BRUNHILD },
    ]);
    combo(game, 'detonation', 1);
    expect(health(game, 1)).toBe(20);
  });

  it('Tech Singularity draws 3', () => {
    const game = scenario([{ hero: MADDOX, hand: ['tech-singularity', 'rewind'] }, { hero: BRUNHILD }]);
    combo(game, 'tech-singularity');
    // The turn's draw phase adds one more after a combo (4.4).
    expect(game.ctx.count(Z.hand, 0)).toBe(4);
  });

  it('Time Bomb waits a crossed corner, then deals 6', () => {
    const game = scenario([{ hero: MADDOX, hand: ['time-bomb', 'rewind'] }, { hero: BRUNHILD }]);
    combo(game, 'time-bomb');
    expect(health(game, 1)).toBe(28);
    passTo(game, 0);
    expect(health(game, 1)).toBe(22);
  });

  it('Clockwork Sentinel (L72): 1 less damage from what is not an Attack, none less from an Attack; its Attack Ability deals 2', () => {
    const game = scenario([
      { hero: MADDOX, hand: ['clockwork-sentinel', 'rivet-gun'] },
      { hero: KESTREL, hand: ['tidal-crash'] },
    ]);
    combo(game, 'clockwork-sentinel');
    passTo(game, 1);
    // Gust Bolt's 1 in Kestrel's buff phase is not an Attack (L62): taken off.
    expect(health(game, 0)).toBe(maddox.health);
    play(game, 'tidal-crash', 0);
    expect(health(game, 0)).toBe(maddox.health - 3);
    passTo(game, 0);
    useAbility(game, 'clockwork-sentinel', 1);
    expect(health(game, 1)).toBe(kestrel.health - 2);
    expect(describeCard(getCard('clockwork-sentinel'))).toContain(
      'You take 1 less damage from each source that is not an Attack.',
    );
  });

  it('Steam Engine (Fire, Water) deals 5 for a Storm hero with Fire from an item', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['steam-engine', 'ember-lash', 'tidal-crash'], items: ['ember-brand'] },
      { hero: BRUNHILD },
    ]);
    combo(game, 'steam-engine', 1);
    expect(health(game, 1)).toBe(23);
  });

  it('Twilight Bloom heals 4 and draws; an item in hand pays for the Element it grants', () => {
    const game = scenario([
      {
        hero: ILWEN,
        hand: ['twilight-bloom', 'moonstone-charm', 'thornlash'],
        items: ['moonstone-charm'],
        health: 10,
      },
      { hero: BRUNHILD },
    ]);
    combo(game, 'twilight-bloom');
    expect(health(game, 0)).toBe(14);
  });

  it('Dusk Tide deals 4 and makes the recipient Discard', () => {
    const game = scenario([
      { hero: NYX, hand: ['dusk-tide', 'shade-strike', 'tidal-crash'] },
      { hero: BRUNHILD, hand: ['jab'] },
    ]);
    combo(game, 'dusk-tide', 1);
    expect(health(game, 1)).toBe(24);
    expect(namesIn(game, 1, Z.discard)).toEqual(['jab']);
  });
});
