import { legalActions, setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { act, idOf, legal, resolveStack, scenario } from '../testing/scenario';
import { P, Z } from './keys';
import { available } from './resources';

describe('Faction: resources (F3)', () => {
  it('Faction: F3.1 paying exhausts resource tokens; they stay exhausted until their Morning', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['reef-sentinel'], tokens: { tide: 1, none: 2 } }, {}],
    });
    act(game, { type: 'play', card: idOf(game, 'reef-sentinel') });
    expect(game.ctx.playerCounter(0, P.spent('tide'))).toBe(1);
    expect(game.ctx.playerCounter(0, P.spent('none'))).toBe(2);
    expect(available(game.ctx, 0, 'tide') + available(game.ctx, 0, 'none')).toBe(0);
  });

  it('Faction: F3.2 once per turn, a command token becomes a ready factionless resource token (D6)', () => {
    const game = scenario({ turn: 3, seats: [{ command: 2 }, {}] });
    act(game, { type: 'trade-resource' });
    expect(game.ctx.playerCounter(0, P.tokens('none'))).toBe(1);
    expect(game.ctx.playerCounter(0, P.command)).toBe(1);
    expect(legal(game, { type: 'trade-resource' })).toEqual([]);
  });

  it('Faction: F3.3 the pool expires at the end of each phase (D29)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['sproutling-tender'], main: 'elder-bramblemother', tokens: { verdant: 1 } }, {}],
    });
    act(game, { type: 'play', card: idOf(game, 'sproutling-tender') });
    resolveStack(game);
    expect(game.ctx.playerCounter(0, P.pool('verdant'))).toBe(1);
    act(game, { type: 'enter-combat' });
    expect(game.ctx.playerCounter(0, P.pool('verdant'))).toBe(0);
    // Resources made during combat expire with it, before the Day resumes.
    setupScenario(game, (ctx) => ctx.setPlayerCounter(0, P.pool('verdant'), 2));
    act(game, { type: 'end-combat' });
    expect(game.ctx.playerCounter(0, P.pool('verdant'))).toBe(0);
  });

  it('Faction: F3.4 resources are factionless unless the source names a faction', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['wildgrowth-shaman'], main: 'elder-bramblemother', tokens: { verdant: 2 } }, {}],
    });
    act(game, { type: 'trade-resource' });
    act(game, { type: 'play', card: idOf(game, 'wildgrowth-shaman') });
    resolveStack(game);
    expect(game.ctx.playerCounter(0, P.tokens('none'))).toBe(1);
    expect(game.ctx.playerCounter(0, P.tokens('verdant'))).toBe(3);
  });

  it('Faction: F3.5 a faction card needs at least one resource of its faction', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['reef-sentinel', 'wandering-sellsword'], tokens: { none: 5 } }, {}],
    });
    expect(legal(game, { type: 'play', card: idOf(game, 'reef-sentinel') })).toEqual([]);
    expect(legal(game, { type: 'play', card: idOf(game, 'wandering-sellsword') })).toHaveLength(1);
    setupScenario(game, (ctx) => ctx.setPlayerCounter(0, P.tokens('tide'), 1));
    expect(legal(game, { type: 'play', card: idOf(game, 'reef-sentinel') })).toHaveLength(1);
  });

  it('Faction: D9 payment spends the pool first and keeps faction tokens ready when it can', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['wandering-sellsword', 'harbor-pilot'], tokens: { tide: 2, none: 2 } }, {}],
    });
    act(game, { type: 'play', card: idOf(game, 'wandering-sellsword') });
    expect(game.ctx.playerCounter(0, P.spent('tide'))).toBe(0);
    expect(game.ctx.playerCounter(0, P.spent('none'))).toBe(2);
    act(game, { type: 'play', card: idOf(game, 'harbor-pilot'), support: false });
    expect(game.ctx.playerCounter(0, P.spent('tide'))).toBe(1);
  });

  it('Faction: D8 cost reductions never take a faction card below 1', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { main: 'guildmaster-corvane', hand: ['reinforced-plating', 'guild-charter'], tokens: { iron: 1 } },
        {},
      ],
    });
    const plating = idOf(game, 'reinforced-plating');
    expect(game.ctx.stat(plating, 'cost')).toBe(0);
    const charter = idOf(game, 'guild-charter');
    expect(game.ctx.stat(charter, 'cost')).toBe(1);
    act(game, { type: 'attach', card: plating });
    expect(game.ctx.playerCounter(0, P.spent('iron'))).toBe(1);
    expect(game.ctx.zoneOf(plating)).toBe(Z.main);
    expect(legalActions(game).some((a) => a.type === 'attach')).toBe(false);
  });
});
