import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { mainOf } from '../../engine/board';
import { C, P, Z } from '../../engine/keys';
import { act, idOf, idsOf, legal, playCard, scenario, settle, untilTurnOf } from '../../testing/scenario';

const VERDANT = { main: 'elder-bramblemother', tokens: { verdant: 3, none: 3 } } as const;

describe('Faction cards: Verdant Circle', () => {
  it('FC1 031 Elder Bramblemother — each of your Mornings, 1 damage is removed from each of your characters', () => {
    const game = scenario({ turn: 3, seats: [{ ...VERDANT, characters: ['mossback-grazer'] }, {}] });
    const grazer = idOf(game, 'mossback-grazer');
    setupScenario(game, (ctx) => {
      ctx.setCounter(grazer, C.damage, 3);
      ctx.setCounter(mainOf(ctx, 0), C.damage, 1);
    });
    untilTurnOf(game, 0);
    expect(game.ctx.counter(grazer, C.damage)).toBe(2);
    expect(game.ctx.counter(mainOf(game.ctx, 0), C.damage)).toBe(0);
  });

  it('FC1 032 Thornking Vaelor — +1 attack this turn whenever another character enters under you', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...VERDANT, main: 'thornking-vaelor', hand: ['bloomcaller'] }, {}],
    });
    const vaelor = mainOf(game.ctx, 0);
    playCard(game, 'bloomcaller', { support: true });
    expect(game.ctx.stat(vaelor, 'attack')).toBe(3 + 3);
    untilTurnOf(game, 1);
    expect(game.ctx.stat(vaelor, 'attack')).toBe(3);
  });

  it('FC1 033 Sproutling Tender — adds a Verdant resource to this phase’s pool', () => {
    const game = scenario({ turn: 3, seats: [{ ...VERDANT, hand: ['sproutling-tender'] }, {}] });
    playCard(game, 'sproutling-tender');
    expect(game.ctx.playerCounter(0, P.pool('verdant'))).toBe(1);
  });

  it('FC1 034 Grovekeeper Druid — exhaust: create a Sapling token', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['grovekeeper-druid'] }, {}] });
    act(game, { type: 'activate', card: idOf(game, 'grovekeeper-druid') });
    settle(game);
    expect(idsOf(game, 'sapling', 0, Z.characters)).toHaveLength(1);
  });

  it('FC1 035 Mossback Grazer — a 3/6 that survives a 5-attack hit', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['scorchbound-brute'] }, { characters: ['mossback-grazer'] }],
    });
    const grazer = idOf(game, 'mossback-grazer');
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: idOf(game, 'scorchbound-brute'), target: grazer });
    settle(game, [[]]);
    expect(game.ctx.zoneOf(grazer)).toBe(Z.characters);
    expect(game.ctx.counter(grazer, C.damage)).toBe(5);
  });

  it('FC1 036 Wildgrowth Shaman — creates a ready Verdant resource token', () => {
    const game = scenario({
      turn: 3,
      seats: [{ main: 'elder-bramblemother', tokens: { verdant: 2 }, hand: ['wildgrowth-shaman'] }, {}],
    });
    playCard(game, 'wildgrowth-shaman');
    expect(game.ctx.playerCounter(0, P.tokens('verdant'))).toBe(3);
    expect(game.ctx.playerCounter(0, P.spent('verdant'))).toBe(2);
  });

  it('FC1 037 Briarback Guardian — Guardian', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['wandering-sellsword'] }, { characters: ['briarback-guardian'] }],
    });
    act(game, { type: 'enter-combat' });
    expect(new Set(legal(game, { type: 'attack' }).map((a) => a.target))).toEqual(
      new Set([idOf(game, 'briarback-guardian')]),
    );
  });

  it('FC1 038 Bloomcaller — support 2: create two Sapling tokens', () => {
    const game = scenario({ turn: 3, seats: [{ ...VERDANT, hand: ['bloomcaller', 'bloomcaller'] }, {}] });
    playCard(game, 'bloomcaller', { support: false });
    expect(idsOf(game, 'sapling')).toHaveLength(0);
    playCard(game, 'bloomcaller', { support: true });
    expect(idsOf(game, 'sapling', 0, Z.characters)).toHaveLength(2);
  });

  it('FC1 039 Thicket Stalker — Vigilant: blocking does not exhaust it', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['wandering-sellsword'] }, { characters: ['thicket-stalker'] }],
    });
    const stalker = idOf(game, 'thicket-stalker');
    act(game, { type: 'enter-combat' });
    act(game, {
      type: 'attack',
      attacker: idOf(game, 'wandering-sellsword', 0),
      target: mainOf(game.ctx, 1),
    });
    settle(game, [[stalker]]);
    expect(game.ctx.counter(stalker, C.damage)).toBe(2);
    expect(game.state.cards[stalker].tapped).toBe(false);
  });

  it('FC1 040 Oakheart Colossus — a Vigilant 6/7', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['oakheart-colossus'] }, {}] });
    const colossus = idOf(game, 'oakheart-colossus');
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: colossus, target: mainOf(game.ctx, 1) });
    settle(game, [[]]);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(6);
    expect(game.state.cards[colossus].tapped).toBe(false);
  });

  it('FC1 041 Sunwell Grove — a victory token each Morning you control at least three characters', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...VERDANT, location: 'sunwell-grove', characters: ['sapling', 'sapling'] }, {}],
    });
    const grove = idOf(game, 'sunwell-grove');
    untilTurnOf(game, 0);
    expect(game.ctx.counter(grove, C.victory)).toBe(1);
    const few = scenario({
      turn: 3,
      seats: [{ ...VERDANT, location: 'sunwell-grove', characters: ['sapling'] }, {}],
    });
    untilTurnOf(few, 0);
    expect(few.ctx.counter(idOf(few, 'sunwell-grove'), C.victory)).toBe(0);
  });

  it('FC1 042 Rootbound Sanctum — heals 2 from your main character each Morning', () => {
    const game = scenario({ turn: 3, seats: [{ location: 'rootbound-sanctum' }, {}] });
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 0), C.damage, 5));
    untilTurnOf(game, 0);
    expect(game.ctx.counter(mainOf(game.ctx, 0), C.damage)).toBe(3);
  });

  it('FC1 043 Seed of Renewal — Reaction: removes up to 3 damage from a character of yours', () => {
    const game = scenario({ turn: 3, seats: [{ ...VERDANT, hand: ['seed-of-renewal'] }, {}] });
    const main = mainOf(game.ctx, 0);
    setupScenario(game, (ctx) => ctx.setCounter(main, C.damage, 4));
    playCard(game, 'seed-of-renewal');
    expect(game.ctx.counter(main, C.damage)).toBe(1);
  });

  it('FC1 044 Living Bark — attached: +2 defense', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...VERDANT, hand: ['living-bark'], characters: ['mossback-grazer'] }, {}],
    });
    const grazer = idOf(game, 'mossback-grazer');
    act(game, { type: 'attach', card: idOf(game, 'living-bark'), host: grazer });
    expect(game.ctx.stat(grazer, 'defense')).toBe(8);
  });

  it('FC1 045 Harvest Totem — exhaust: add a Verdant resource to the pool', () => {
    const game = scenario({ turn: 3, seats: [{ ...VERDANT, hand: ['harvest-totem'] }, {}] });
    const totem = idOf(game, 'harvest-totem');
    act(game, { type: 'attach', card: totem, host: mainOf(game.ctx, 0) });
    act(game, { type: 'activate', card: totem });
    settle(game);
    expect(game.ctx.playerCounter(0, P.pool('verdant'))).toBe(1);
    expect(game.state.cards[totem].tapped).toBe(true);
  });

  it('FC1 T3 Sapling — a 1/1 token', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['grovekeeper-druid'] }, {}] });
    act(game, { type: 'activate', card: idOf(game, 'grovekeeper-druid') });
    settle(game);
    const sapling = idOf(game, 'sapling');
    expect([
      game.ctx.stat(sapling, 'attack'),
      game.ctx.stat(sapling, 'defense'),
      game.state.cards[sapling].token,
    ]).toEqual([1, 1, true]);
  });
});
