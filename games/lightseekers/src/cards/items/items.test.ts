/** Each item's effect once Equipped (Lightseekers 2.5.4). */
import { legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { hasAccess } from '../../engine/elements/access.js';
import { Z } from '../../engine/table/catalog.js';
import {
  choose,
  endActions,
  health,
  idsOf,
  namesIn,
  passTo,
  play,
  scenario,
  useAbility,
} from '../../testing/scenario.js';
import { kestrel } from '../heroes/heroes.js';

const KESTREL = 'kestrel-vane'; // Lightning (superior), Water, Air; 28 health, 1 damage to her target in her buff phases (L62, L64)
const BRUNHILD = 'brunhild-cinderheart'; // Fire, Earth, Crystal; 28 health
const NYX = 'nyx-quillfeather'; // Shadow, Water, Time; 29 health (L74)

const canPlay = (game: ReturnType<typeof scenario>, id: string) =>
  legalActions(game).some((a) => a.type === 'play' && game.state.cards[a.card as number].def === id);

describe('Items', () => {
  it('Ember Brand grants basic Fire', () => {
    const game = scenario([{ hero: KESTREL, hand: ['ember-brand', 'ember-lash'] }, { hero: BRUNHILD }]);
    expect(canPlay(game, 'ember-lash')).toBe(false);
    play(game, 'ember-brand');
    play(game, 'ember-lash', 1);
    expect(health(game, 1)).toBe(25);
  });

  it('Moonstone Charm grants Lunar and heals 1 after you play a Buff', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['tailwind'], items: ['moonstone-charm'], health: 10 },
      { hero: BRUNHILD },
    ]);
    expect(hasAccess(game.ctx, 0, 'Lunar')).toBe(true);
    play(game, 'tailwind');
    expect(health(game, 0)).toBe(11);
  });

  it('Tideglass Amulet grants Water and heals 1 at the start of your turn', () => {
    const game = scenario([{ hero: BRUNHILD, items: ['tideglass-amulet'], health: 10 }, { hero: NYX }]);
    expect(hasAccess(game.ctx, 0, 'Water')).toBe(true);
    passTo(game, 0);
    expect(health(game, 0)).toBe(11);
  });

  it('Ironbark Shield grants Forest and has a Defend Ability that heals 2', () => {
    const game = scenario([{ hero: KESTREL, items: ['ironbark-shield'], health: 10 }, { hero: BRUNHILD }]);
    expect(hasAccess(game.ctx, 0, 'Forest')).toBe(true);
    useAbility(game, 'ironbark-shield');
    expect(health(game, 0)).toBe(12);
  });

  it('Venom Vial grants Poison and deals 1 to your target in each of your buff phases (4.2.1)', () => {
    const game = scenario([{ hero: NYX, items: ['venom-vial'] }, { hero: BRUNHILD }]);
    expect(hasAccess(game.ctx, 0, 'Poison')).toBe(true);
    passTo(game, 0);
    expect(health(game, 1)).toBe(27);
  });

  it('Feather Cloak grants Air and makes you Immune to Discard effects', () => {
    const game = scenario([
      { hero: BRUNHILD, items: ['feather-cloak'], hand: ['jab'] },
      { hero: NYX, hand: ['nightfall-thief'] },
    ]);
    expect(hasAccess(game.ctx, 0, 'Air')).toBe(true);
    endActions(game);
    play(game, 'nightfall-thief', 0);
    expect(game.state.decision).toBeNull();
    expect(namesIn(game, 0, Z.discard)).toEqual([]);
  });

  it('Bone Totem grants Death', () => {
    const game = scenario([{ hero: KESTREL, hand: ['bone-totem', 'reapers-toll'] }, { hero: BRUNHILD }]);
    play(game, 'bone-totem');
    expect(canPlay(game, 'reapers-toll')).toBe(true);
  });

  it('Beastclaw grants Animal and your Attacks deal 1 more', () => {
    const game = scenario([{ hero: KESTREL, hand: ['jab'], items: ['beastclaw'] }, { hero: BRUNHILD }]);
    expect(hasAccess(game.ctx, 0, 'Animal')).toBe(true);
    play(game, 'jab', 1);
    expect(health(game, 1)).toBe(25);
  });

  it('Pocket Chronometer (2 points) grants Time and one more action', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['jab', 'rally', 'updraft'], items: ['pocket-chronometer'] },
      { hero: BRUNHILD },
    ]);
    expect(hasAccess(game.ctx, 0, 'Time')).toBe(true);
    play(game, 'jab', 1);
    play(game, 'rally');
    expect(game.state.turn.active).toBe(0);
  });

  it('Sunforged Blade grants superior Solar (unlimited Solar actions) and Attacks deal 1 more', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['sunspear-volley', 'solar-flare-rite'], items: ['sunforged-blade'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'sunspear-volley', 1);
    play(game, 'solar-flare-rite', 1);
    expect(health(game, 1)).toBe(28 - 4 - 5);
  });

  it('Obsidian Idol grants superior Shadow, upgrading a basic Shadow', () => {
    const game = scenario([{ hero: NYX, hand: ['obsidian-idol'] }, { hero: BRUNHILD }]);
    expect(hasAccess(game.ctx, 0, 'Shadow', 'superior')).toBe(false);
    play(game, 'obsidian-idol');
    expect(hasAccess(game.ctx, 0, 'Shadow', 'superior')).toBe(true);
  });

  it('Stormcaller Staff grants superior Lightning; its Attack Ability deals 2', () => {
    const game = scenario([{ hero: BRUNHILD, items: ['stormcaller-staff'] }, { hero: KESTREL }]);
    expect(hasAccess(game.ctx, 0, 'Lightning', 'superior')).toBe(true);
    useAbility(game, 'stormcaller-staff', 1);
    expect(health(game, 1)).toBe(kestrel.health - 2);
  });

  it('Clockwork Gauntlet grants superior Mechanical; its Ability draws a card', () => {
    const game = scenario([{ hero: KESTREL, items: ['clockwork-gauntlet'] }, { hero: BRUNHILD }]);
    expect(hasAccess(game.ctx, 0, 'Mechanical', 'superior')).toBe(true);
    useAbility(game, 'clockwork-gauntlet');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('Crystal Lens upgrades Crystal to superior: two Crystal actions in one turn', () => {
    const game = scenario([
      { hero: BRUNHILD, hand: ['prism-shard', 'shatter'], items: ['crystal-lens'] },
      { hero: KESTREL },
    ]);
    play(game, 'prism-shard', 1);
    expect(canPlay(game, 'shatter')).toBe(true);
  });

  it('Granite Gauntlet grants superior Earth', () => {
    const game = scenario([{ hero: KESTREL, items: ['granite-gauntlet'] }, { hero: BRUNHILD }]);
    expect(hasAccess(game.ctx, 0, 'Earth', 'superior')).toBe(true);
  });

  it('Wayfinder Compass grants nothing; its Ability fetches a buff from the deck', () => {
    const game = scenario([
      { hero: KESTREL, items: ['wayfinder-compass'], deck: ['tailwind'] },
      { hero: BRUNHILD },
    ]);
    useAbility(game, 'wayfinder-compass');
    expect(namesIn(game, 0, Z.hand)).toEqual(['tailwind']);
  });

  it('Lightseekers 2.5.4: over 2 points the player discards items of their choice', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['stormcaller-staff'], items: ['crystal-lens'] },
      { hero: BRUNHILD },
    ]);
    play(game, 'stormcaller-staff');
    choose(game, idsOf(game, 0, Z.items, 'crystal-lens')[0]);
    expect(namesIn(game, 0, Z.items)).toEqual(['stormcaller-staff']);
    expect(namesIn(game, 0, Z.discard)).toEqual(['crystal-lens']);
  });

  it("Lightseekers 2.5.4: a hero can't wield two of the same item", () => {
    const game = scenario([
      { hero: KESTREL, hand: ['crystal-lens'], items: ['crystal-lens'] },
      { hero: BRUNHILD },
    ]);
    expect(canPlay(game, 'crystal-lens')).toBe(false);
  });

  it('Orbit Stone (Gravity item, issue 20) grants Gravity and heals 1 after each Defend you play', () => {
    const game = scenario([
      { hero: KESTREL, hand: ['orbit-stone', 'rally', 'crushing-weight'], health: 10 },
      { hero: BRUNHILD },
    ]);
    expect(canPlay(game, 'crushing-weight')).toBe(false);
    play(game, 'orbit-stone');
    expect(hasAccess(game.ctx, 0, 'Gravity')).toBe(true);
    expect(canPlay(game, 'crushing-weight')).toBe(true);
    play(game, 'rally');
    expect(health(game, 0)).toBe(13);
  });

  it('Spirit Locket (Soul item, issue 20) grants Soul and draws a card at the start of your turn (4.1)', () => {
    const hands = [['spirit-locket'], []].map((items) => {
      const game = scenario([{ hero: BRUNHILD, items }, { hero: KESTREL }]);
      endActions(game);
      passTo(game, 0);
      return game.ctx.count(Z.hand, 0);
    });
    expect(hands[0]).toBe(hands[1] + 1);
    const game = scenario([{ hero: BRUNHILD, items: ['spirit-locket'] }, { hero: KESTREL }]);
    expect(hasAccess(game.ctx, 0, 'Soul')).toBe(true);
  });

  it('Blasting Cap (Explosives item, 2 points, issue 20) grants Explosives; its Attack Ability deals 2 and 1 to you', () => {
    const game = scenario([{ hero: KESTREL, items: ['blasting-cap'] }, { hero: BRUNHILD }]);
    expect(hasAccess(game.ctx, 0, 'Explosives')).toBe(true);
    useAbility(game, 'blasting-cap', 1);
    expect([health(game, 0), health(game, 1)]).toEqual([kestrel.health - 1, 26]);
  });
});
