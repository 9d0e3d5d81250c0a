import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { dealDamage, mainOf } from '../../engine/board';
import { C, Z } from '../../engine/keys';
import { act, idOf, idsOf, legal, playCard, scenario, settle } from '../../testing/scenario';

const IRON = { main: 'guildmaster-corvane', tokens: { iron: 3, none: 3 } } as const;

describe('Faction cards: Ironbound Guild', () => {
  it('FC1 046 Guildmaster Corvane — items you play cost 1 less (faction items never below 1)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...IRON, hand: ['arc-lance', 'travelers-pack'] }, { hand: ['arc-lance'] }],
    });
    expect(game.ctx.stat(idOf(game, 'arc-lance', 0), 'cost')).toBe(2);
    expect(game.ctx.stat(idOf(game, 'travelers-pack'), 'cost')).toBe(0);
    expect(game.ctx.stat(idOf(game, 'arc-lance', 1), 'cost')).toBe(3);
  });

  it('FC1 047 Artificer Prime Hadda — each item attached to your cards deals 1 damage to a chosen opposing character', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...IRON, main: 'artificer-prime-hadda', hand: ['reinforced-plating'] }, {}],
    });
    act(game, { type: 'attach', card: idOf(game, 'reinforced-plating'), host: mainOf(game.ctx, 0) });
    settle(game);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(1);
  });

  it('FC1 048 Cog Apprentice — two item slots on a 1/1', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...IRON, characters: ['cog-apprentice'], hand: ['reinforced-plating', 'searing-brand'] }, {}],
    });
    const cog = idOf(game, 'cog-apprentice');
    act(game, { type: 'attach', card: idOf(game, 'reinforced-plating'), host: cog });
    expect(legal(game, { type: 'set', host: cog })).toHaveLength(1);
    expect(game.ctx.stat(cog, 'defense')).toBe(4);
  });

  it('FC1 049 Rivet Sentry — a 1/4 Guardian', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['wandering-sellsword'] }, { characters: ['rivet-sentry'] }],
    });
    act(game, { type: 'enter-combat' });
    expect(new Set(legal(game, { type: 'attack' }).map((a) => a.target))).toEqual(
      new Set([idOf(game, 'rivet-sentry')]),
    );
  });

  it('FC1 050 Gearwright Engineer — takes the top card of the deck if it is an item (F5.7)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        {
          ...IRON,
          hand: ['gearwright-engineer', 'gearwright-engineer'],
          deck: ['arc-lance', 'cog-apprentice'],
        },
        {},
      ],
    });
    playCard(game, 'gearwright-engineer');
    expect(game.ctx.zoneOf(idOf(game, 'arc-lance'))).toBe(Z.hand);
    playCard(game, 'gearwright-engineer');
    expect(game.ctx.zoneOf(idOf(game, 'cog-apprentice'))).toBe(Z.deck);
  });

  it('FC1 051 Steamclad Bruiser — +2 attack while it carries an item', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...IRON, characters: ['steamclad-bruiser'], hand: ['reinforced-plating'] }, {}],
    });
    const bruiser = idOf(game, 'steamclad-bruiser');
    expect(game.ctx.stat(bruiser, 'attack')).toBe(3);
    act(game, { type: 'attach', card: idOf(game, 'reinforced-plating'), host: bruiser });
    expect(game.ctx.stat(bruiser, 'attack')).toBe(5);
  });

  it('FC1 052 Brass Automaton — Armor 1', () => {
    const game = scenario({ seats: [{ characters: ['brass-automaton'] }, {}] });
    const automaton = idOf(game, 'brass-automaton');
    setupScenario(game, (ctx) => dealDamage(ctx, automaton, 3, -1));
    expect(game.ctx.counter(automaton, C.damage)).toBe(2);
  });

  it('FC1 053 Tinker Scout — draws a card if you control an item when it is played', () => {
    const without = scenario({ turn: 3, seats: [{ ...IRON, hand: ['tinker-scout'] }, {}] });
    playCard(without, 'tinker-scout');
    expect(without.ctx.count(Z.hand, 0)).toBe(0);
    const game = scenario({
      turn: 3,
      seats: [{ ...IRON, hand: ['tinker-scout', 'reinforced-plating'] }, {}],
    });
    act(game, { type: 'attach', card: idOf(game, 'reinforced-plating'), host: mainOf(game.ctx, 0) });
    playCard(game, 'tinker-scout');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('FC1 054 Clockwork Vanguard — a Vigilant 5/5 with two item slots', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['clockwork-vanguard'] }, {}] });
    const vanguard = idOf(game, 'clockwork-vanguard');
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: vanguard, target: mainOf(game.ctx, 1) });
    settle(game, [[]]);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(5);
    expect(game.state.cards[vanguard].tapped).toBe(false);
    expect(game.ctx.stat(vanguard, 'itemSlots')).toBe(2);
  });

  it('FC1 055 Foundry of Oaths — once per turn, pay 3: a victory token on an open field of yours', () => {
    const game = scenario({ turn: 3, seats: [{ ...IRON, location: 'foundry-of-oaths' }, {}] });
    const foundry = idOf(game, 'foundry-of-oaths');
    act(game, { type: 'activate', card: foundry });
    settle(game, [[foundry]]);
    expect(game.ctx.counter(foundry, C.victory)).toBe(1);
    expect(legal(game, { type: 'activate', card: foundry })).toEqual([]);
  });

  it('FC1 056 Assembly Yard — exhaust: create a Servo token', () => {
    const game = scenario({ turn: 3, seats: [{ location: 'assembly-yard' }, {}] });
    act(game, { type: 'activate', card: idOf(game, 'assembly-yard') });
    settle(game);
    expect(idsOf(game, 'servo', 0, Z.characters)).toHaveLength(1);
  });

  it('FC1 057 Guild Charter — its host holds two more victory tokens', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...IRON, hand: ['guild-charter'], location: 'assembly-yard' }, {}],
    });
    const yard = idOf(game, 'assembly-yard');
    act(game, { type: 'attach', card: idOf(game, 'guild-charter'), host: yard });
    expect(game.ctx.stat(yard, 'victoryField')).toBe(3);
  });

  it('FC1 058 Reinforced Plating — attached: +3 defense', () => {
    const game = scenario({ turn: 3, seats: [{ ...IRON, hand: ['reinforced-plating'] }, {}] });
    const main = mainOf(game.ctx, 0);
    act(game, { type: 'attach', card: idOf(game, 'reinforced-plating'), host: main });
    expect(game.ctx.stat(main, 'defense')).toBe(14);
  });

  it('FC1 059 Arc Lance — attached: +2 attack; exhaust it to deal 1 damage', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...IRON, hand: ['arc-lance'] }, { characters: ['wandering-sellsword'] }],
    });
    const lance = idOf(game, 'arc-lance');
    const main = mainOf(game.ctx, 0);
    const sellsword = idOf(game, 'wandering-sellsword', 1);
    act(game, { type: 'attach', card: lance, host: main });
    expect(game.ctx.stat(main, 'attack')).toBe(4);
    act(game, { type: 'activate', card: lance });
    settle(game, [[sellsword]]);
    expect(game.ctx.counter(sellsword, C.damage)).toBe(1);
    expect(game.ctx.stat(main, 'attack')).toBe(2); // exhausted and face down: no abilities (D10)
  });

  it('FC1 060 Repair Kit — Reaction: removes up to 2 damage from a character of yours', () => {
    const game = scenario({ turn: 3, seats: [{ ...IRON, hand: ['repair-kit'] }, {}] });
    const main = mainOf(game.ctx, 0);
    setupScenario(game, (ctx) => ctx.setCounter(main, C.damage, 3));
    playCard(game, 'repair-kit');
    expect(game.ctx.counter(main, C.damage)).toBe(1);
  });

  it('FC1 T4 Servo — a 1/1 token with an item slot', () => {
    const game = scenario({
      turn: 3,
      seats: [{ location: 'assembly-yard', ...IRON, hand: ['reinforced-plating'] }, {}],
    });
    act(game, { type: 'activate', card: idOf(game, 'assembly-yard') });
    settle(game);
    const servo = idOf(game, 'servo');
    act(game, { type: 'attach', card: idOf(game, 'reinforced-plating'), host: servo });
    expect(game.ctx.stat(servo, 'defense')).toBe(4);
  });
});
