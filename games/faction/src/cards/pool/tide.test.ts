import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { dealDamage, mainOf } from '../../engine/board';
import { C, P, Z } from '../../engine/keys';
import { available } from '../../engine/resources';
import { act, idOf, idsOf, legal, playCard, scenario, settle, untilTurnOf } from '../../testing/scenario';

const TIDE = { tokens: { tide: 3, none: 3 } } as const;

describe('Faction cards: Tidewardens', () => {
  it('FC1 016 Admiral Serenne — once per turn, pay 2 to cancel the effect beneath on the stack', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { main: 'cinder-duchess-ysolde', hand: ['cinder-flask', 'cinder-flask'], tokens: { ember: 4 } },
        TIDE,
      ],
    });
    const serenne = mainOf(game.ctx, 1);
    act(game, { type: 'play', card: idsOf(game, 'cinder-flask')[0] });
    act(game, { type: 'pass', player: 0 }); // the second Flask could answer: player 0 declines
    act(game, { type: 'activate', player: 1, card: serenne, ability: 0 });
    settle(game);
    expect(game.ctx.counter(serenne, C.damage)).toBe(0);
    // Once per turn: the second Flask resolves with nobody asked (Serenne is its only target).
    act(game, { type: 'play', card: idsOf(game, 'cinder-flask', 0, Z.hand)[0] });
    expect(game.state.pending).toHaveLength(0);
    expect(game.ctx.counter(serenne, C.damage)).toBe(3);
    expect(available(game.ctx, 1, 'tide') + available(game.ctx, 1, 'none')).toBe(4);
  });

  it('FC1 017 Deepwarden Oru — Guardian with Armor 1: each damage is 1 less', () => {
    const game = scenario({ seats: [{}, { main: 'deepwarden-oru' }] });
    const oru = mainOf(game.ctx, 1);
    setupScenario(game, (ctx) => dealDamage(ctx, oru, 3, -1));
    expect(game.ctx.counter(oru, C.damage)).toBe(2);
    expect(game.ctx.has(oru, 'kw.guardian')).toBe(true);
  });

  it('FC1 018 Tidecaller Acolyte — Response: exhaust to give a character +2 defense this turn', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['tidecaller-acolyte'] }, {}] });
    const acolyte = idOf(game, 'tidecaller-acolyte');
    act(game, { type: 'activate', card: acolyte });
    settle(game, [[acolyte]]);
    expect(game.ctx.stat(acolyte, 'defense')).toBe(5);
    expect(game.state.cards[acolyte].tapped).toBe(true);
  });

  it('FC1 019 Reef Sentinel — Guardian: attacks on its controller must target it while it is ready', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['wandering-sellsword'] }, { characters: ['reef-sentinel'] }],
    });
    act(game, { type: 'enter-combat' });
    expect(new Set(legal(game, { type: 'attack' }).map((a) => a.target))).toEqual(
      new Set([idOf(game, 'reef-sentinel')]),
    );
  });

  it('FC1 020 Current Diviner — may put the top card on the bottom, then draws (F5.7: only the top card is altered)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...TIDE, hand: ['current-diviner'], deck: ['reef-sentinel', 'harbor-pilot'] }, {}],
    });
    playCard(game, 'current-diviner', {}, [['bottom']]);
    expect(game.ctx.zoneOf(idOf(game, 'harbor-pilot'))).toBe(Z.hand);
    expect(game.ctx.cards(Z.deck, 0)).toEqual([idOf(game, 'reef-sentinel')]);
  });

  it('FC1 021 Brinescale Knight — Armor 1', () => {
    const game = scenario({ seats: [{ characters: ['brinescale-knight'] }, {}] });
    const knight = idOf(game, 'brinescale-knight');
    setupScenario(game, (ctx) => dealDamage(ctx, knight, 1, -1));
    expect(game.ctx.counter(knight, C.damage)).toBe(0);
  });

  it('FC1 022 Mistveil Rogue — when it attacks, exhausts a chosen ready opposing character', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['mistveil-rogue'] }, { characters: ['wandering-sellsword'] }],
    });
    const sellsword = idOf(game, 'wandering-sellsword', 1);
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: idOf(game, 'mistveil-rogue'), target: mainOf(game.ctx, 1) });
    settle(game, [[sellsword]]);
    expect(game.state.cards[sellsword].tapped).toBe(true);
  });

  it('FC1 023 Wavebreaker Captain — returns an opposing non-main character costing 3 or less to hand', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { ...TIDE, hand: ['wavebreaker-captain'] },
        { characters: ['reef-sentinel', 'scorchbound-brute'] },
      ],
    });
    playCard(game, 'wavebreaker-captain');
    expect(game.ctx.zoneOf(idOf(game, 'reef-sentinel'))).toBe(Z.hand);
    expect(game.ctx.zoneOf(idOf(game, 'scorchbound-brute'))).toBe(Z.characters);
  });

  it('FC1 024 Harbor Pilot — support 1: draw a card', () => {
    const game = scenario({ turn: 3, seats: [{ ...TIDE, hand: ['harbor-pilot'] }, {}] });
    playCard(game, 'harbor-pilot', { support: true });
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
    expect(game.ctx.playerCounter(0, P.spent('tide')) + game.ctx.playerCounter(0, P.spent('none'))).toBe(2);
  });

  it('FC1 025 Keeper of Shoals — brings a Tide Spirit token', () => {
    const game = scenario({ turn: 3, seats: [{ ...TIDE, hand: ['keeper-of-shoals'] }, {}] });
    playCard(game, 'keeper-of-shoals');
    expect(idsOf(game, 'tide-spirit', 0, Z.characters)).toHaveLength(1);
  });

  it('FC1 026 Lighthouse of Kelm — +1 defense to your characters; a victory token each Morning your main is unhurt', () => {
    const game = scenario({
      turn: 3,
      seats: [{ location: 'lighthouse-of-kelm', characters: ['harbor-pilot'] }, {}],
    });
    const lighthouse = idOf(game, 'lighthouse-of-kelm');
    expect(game.ctx.stat(idOf(game, 'harbor-pilot'), 'defense')).toBe(3);
    untilTurnOf(game, 0);
    expect(game.ctx.counter(lighthouse, C.victory)).toBe(1);
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 0), C.damage, 1));
    untilTurnOf(game, 0);
    expect(game.ctx.counter(lighthouse, C.victory)).toBe(1);
  });

  it('FC1 027 Sunken Archive — exhaust: draw a card', () => {
    const game = scenario({ turn: 3, seats: [{ location: 'sunken-archive' }, {}] });
    act(game, { type: 'activate', card: idOf(game, 'sunken-archive') });
    settle(game);
    expect(game.ctx.count(Z.hand, 0)).toBe(1);
  });

  it('FC1 028 Ward of Stillwater — Reaction: cancels the effect beneath it', () => {
    const game = scenario({
      turn: 3,
      seats: [{ location: 'sunken-archive' }, { ...TIDE, hand: ['ward-of-stillwater'] }],
    });
    act(game, { type: 'activate', card: idOf(game, 'sunken-archive') });
    expect(game.toAct).toBe(1); // player 0 could only pass
    act(game, { type: 'play', player: 1, card: idOf(game, 'ward-of-stillwater') });
    settle(game);
    expect(game.ctx.count(Z.hand, 0)).toBe(0);
    expect(game.ctx.zoneOf(idOf(game, 'ward-of-stillwater'))).toBe(Z.discard);
  });

  it('FC1 029 Coral Aegis — attached: Armor 1 and +1 defense', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...TIDE, hand: ['coral-aegis'], characters: ['brinescale-knight'] }, {}],
    });
    const knight = idOf(game, 'brinescale-knight');
    act(game, { type: 'attach', card: idOf(game, 'coral-aegis'), host: knight });
    expect(game.ctx.stat(knight, 'kw.armor')).toBe(2);
    expect(game.ctx.stat(knight, 'defense')).toBe(6);
  });

  it('FC1 030 Riptide Charm — Reaction: a chosen opposing character gets -2 attack this turn', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { characters: ['scorchbound-brute'], location: 'sunken-archive' },
        { ...TIDE, hand: ['riptide-charm'] },
      ],
    });
    const brute = idOf(game, 'scorchbound-brute');
    act(game, { type: 'activate', card: idOf(game, 'sunken-archive') });
    expect(game.toAct).toBe(1); // player 0 could only pass
    act(game, { type: 'play', player: 1, card: idOf(game, 'riptide-charm') });
    settle(game, [[brute]]);
    expect(game.ctx.stat(brute, 'attack')).toBe(3);
  });

  it('FC1 T2 Tide Spirit — a 0/2 Guardian token', () => {
    const game = scenario({ turn: 3, seats: [{ ...TIDE, hand: ['keeper-of-shoals'] }, {}] });
    playCard(game, 'keeper-of-shoals');
    const spirit = idOf(game, 'tide-spirit');
    expect([game.ctx.stat(spirit, 'attack'), game.ctx.stat(spirit, 'defense')]).toEqual([0, 2]);
    expect(game.ctx.has(spirit, 'kw.guardian')).toBe(true);
  });
});
