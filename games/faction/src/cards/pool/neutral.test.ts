import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { mainOf } from '../../engine/board';
import { C, P, Z } from '../../engine/keys';
import { act, idOf, playCard, scenario, settle, untilTurnOf } from '../../testing/scenario';

const ANY = { tokens: { none: 4 } } as const;

describe('Faction cards: factionless', () => {
  it('FC1 061 Wandering Sellsword — a factionless 2/2 any deck can pay', () => {
    const game = scenario({ turn: 3, seats: [{ ...ANY, hand: ['wandering-sellsword'] }, {}] });
    playCard(game, 'wandering-sellsword');
    expect(game.ctx.zoneOf(idOf(game, 'wandering-sellsword', 0, Z.characters))).toBe(Z.characters);
  });

  it('FC1 062 Mercenary Captain — support 2: gain a command token', () => {
    const game = scenario({
      turn: 3,
      seats: [{ tokens: { none: 6 }, hand: ['mercenary-captain'], command: 0 }, {}],
    });
    playCard(game, 'mercenary-captain', { support: true });
    expect(game.ctx.playerCounter(0, P.command)).toBe(1);
  });

  it('FC1 063 Old Road Inn — exhaust and pay 1: gain a command token', () => {
    const game = scenario({ turn: 3, seats: [{ ...ANY, location: 'old-road-inn', command: 0 }, {}] });
    act(game, { type: 'activate', card: idOf(game, 'old-road-inn') });
    settle(game);
    expect(game.ctx.playerCounter(0, P.command)).toBe(1);
    expect(game.ctx.playerCounter(0, P.spent('none'))).toBe(1);
  });

  it('FC1 064 Contested Summit — a victory token each Morning you have the most characters', () => {
    const game = scenario({
      turn: 3,
      seats: [{ location: 'contested-summit', characters: ['sapling'] }, {}],
    });
    untilTurnOf(game, 0);
    expect(game.ctx.counter(idOf(game, 'contested-summit'), C.victory)).toBe(1);
    const tied = scenario({ turn: 3, seats: [{ location: 'contested-summit' }, {}] });
    untilTurnOf(tied, 0);
    expect(tied.ctx.counter(idOf(tied, 'contested-summit'), C.victory)).toBe(0);
  });

  it('FC1 065 Travelers Pack — played directly: draw a card', () => {
    const game = scenario({ turn: 3, seats: [{ ...ANY, hand: ['travelers-pack'] }, {}] });
    playCard(game, 'travelers-pack');
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('FC1 066 Smoke Bomb — Reaction: a non-main character of yours returns to hand', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...ANY, hand: ['smoke-bomb'], characters: ['mossback-grazer'] }, {}],
    });
    const grazer = idOf(game, 'mossback-grazer');
    setupScenario(game, (ctx) => ctx.setCounter(grazer, C.damage, 4));
    playCard(game, 'smoke-bomb');
    expect(game.ctx.zoneOf(grazer)).toBe(Z.hand);
    expect(game.ctx.counter(grazer, C.damage)).toBe(0);
  });

  it('FC1 067 Victory Standard — attached: +1 attack and one more victory token capacity', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...ANY, hand: ['victory-standard'], characters: ['wandering-sellsword'] }, {}],
    });
    const sellsword = idOf(game, 'wandering-sellsword', 0, Z.characters);
    act(game, { type: 'attach', card: idOf(game, 'victory-standard'), host: sellsword });
    expect(game.ctx.stat(sellsword, 'attack')).toBe(3);
    expect(game.ctx.stat(sellsword, 'victoryField')).toBe(1);
  });

  it('FC1 068 Grave Whisperer — returns the top card of your discard pile if it is a character', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { ...ANY, hand: ['grave-whisperer', 'grave-whisperer'], discard: ['reef-sentinel', 'cinder-flask'] },
        {},
      ],
    });
    playCard(game, 'grave-whisperer');
    expect(game.ctx.zoneOf(idOf(game, 'reef-sentinel'))).toBe(Z.hand);
    playCard(game, 'grave-whisperer');
    expect(game.ctx.zoneOf(idOf(game, 'cinder-flask'))).toBe(Z.discard);
  });

  it('FC1 069 Void Warden — sends a chosen opposing item to the void (F5.4)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...ANY, hand: ['void-warden'] }, { hand: ['reinforced-plating'] }],
    });
    const plating = idOf(game, 'reinforced-plating');
    setupScenario(game, (ctx) => {
      ctx.move(plating, Z.main, 1);
      ctx.setCard(plating, 'attachedTo', mainOf(ctx, 1));
    });
    playCard(game, 'void-warden');
    expect(game.ctx.zoneOf(plating)).toBe(Z.void);
  });

  it('FC1 070 Rumormonger — each opponent discards a card of their choice', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { ...ANY, hand: ['rumormonger'] },
        { hand: ['reef-sentinel', 'harbor-pilot'] },
        { hand: ['cinder-flask'] },
      ],
    });
    playCard(game, 'rumormonger', {}, [[idOf(game, 'harbor-pilot')]]);
    expect(game.ctx.zoneOf(idOf(game, 'harbor-pilot'))).toBe(Z.discard);
    expect(game.ctx.zoneOf(idOf(game, 'cinder-flask'))).toBe(Z.discard);
    expect(game.ctx.zoneOf(idOf(game, 'reef-sentinel'))).toBe(Z.hand);
  });
});
