import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { exhaust, mainOf } from '../../engine/board';
import { C, Z } from '../../engine/keys';
import {
  act,
  answer,
  idOf,
  idsOf,
  legal,
  playCard,
  scenario,
  settle,
  untilTurnOf,
} from '../../testing/scenario';

const EMBER = { main: 'cinder-duchess-ysolde', tokens: { ember: 3, none: 3 } } as const;

/** Enters combat and attacks; the defender declines to block unless `blocker` is given. */
function attack(game: ReturnType<typeof scenario>, attacker: number, target: number, blocker?: number) {
  if (game.ctx.step.step === 'main') act(game, { type: 'enter-combat' });
  act(game, { type: 'attack', attacker, target });
  settle(game, [blocker === undefined ? [] : [blocker]]);
}

describe('Faction cards: Ember Court', () => {
  it('FC1 001 Cinder Duchess Ysolde — other Ember characters you control get +1 attack', () => {
    const game = scenario({
      seats: [
        { ...EMBER, characters: ['ashblade-duelist', 'wandering-sellsword'] },
        { characters: ['ashblade-duelist'] },
      ],
    });
    expect(game.ctx.stat(idOf(game, 'ashblade-duelist', 0), 'attack')).toBe(3);
    expect(game.ctx.stat(idOf(game, 'wandering-sellsword', 0), 'attack')).toBe(2);
    expect(game.ctx.stat(idOf(game, 'ashblade-duelist', 1), 'attack')).toBe(2);
    expect(game.ctx.stat(mainOf(game.ctx, 0), 'attack')).toBe(3);
    setupScenario(game, (ctx) => exhaust(ctx, mainOf(ctx, 0))); // face down: no abilities (D10)
    expect(game.ctx.stat(idOf(game, 'ashblade-duelist', 0), 'attack')).toBe(2);
  });

  it('FC1 002 Pyre Warlord Kess — banks a victory token when it damages an opposing main character', () => {
    const game = scenario({ turn: 3, seats: [{ main: 'pyre-warlord-kess' }, {}] });
    const kess = mainOf(game.ctx, 0);
    attack(game, kess, mainOf(game.ctx, 1));
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(4);
    expect(game.ctx.counter(kess, C.victory)).toBe(1);
  });

  it('D36 (issue 20): Pyre Warlord Kess has 9 defense, so 9 damage defeats it', () => {
    const game = scenario({ turn: 3, seats: [{ main: 'pyre-warlord-kess' }, {}] });
    expect(game.ctx.stat(mainOf(game.ctx, 0), 'defense')).toBe(9);
  });

  it('D37 (issue 20): Cinder Duchess Ysolde has 10 defense, so 10 damage defeats her', () => {
    const game = scenario({ turn: 3, seats: [{ main: 'cinder-duchess-ysolde' }, {}] });
    expect(game.ctx.stat(mainOf(game.ctx, 0), 'defense')).toBe(10);
  });

  it('FC1 003 Ashblade Duelist — Swift: attacks the turn it is played', () => {
    const game = scenario({ turn: 3, seats: [{ ...EMBER, hand: ['ashblade-duelist'] }, {}] });
    playCard(game, 'ashblade-duelist');
    act(game, { type: 'enter-combat' });
    expect(legal(game, { type: 'attack', attacker: idOf(game, 'ashblade-duelist') })).toHaveLength(1);
  });

  it('FC1 004 Emberline Skirmisher — a 2/1 for one Ember resource', () => {
    const game = scenario({
      turn: 3,
      seats: [{ main: 'cinder-duchess-ysolde', tokens: { ember: 1 }, hand: ['emberline-skirmisher'] }, {}],
    });
    playCard(game, 'emberline-skirmisher');
    const card = idOf(game, 'emberline-skirmisher');
    expect(game.ctx.zoneOf(card)).toBe(Z.characters);
    expect([game.ctx.stat(card, 'attack'), game.ctx.stat(card, 'defense')]).toEqual([3, 1]); // +1 from the Duchess
  });

  it('FC1 005 Flamecaller Adept — 2 damage on arrival; support: 1 damage to each opposing main character', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...EMBER, hand: ['flamecaller-adept'] }, { characters: ['reef-sentinel'] }, {}],
    });
    const reef = idOf(game, 'reef-sentinel');
    act(game, { type: 'play', card: idOf(game, 'flamecaller-adept'), support: true });
    // Flame Lash declares its target as it goes on the stack (D21); then the trigger and the support
    // ability, which arrived together, are ordered by their controller (D23).
    expect(game.state.decision?.request.kind).toBe('cards');
    answer(game, [reef]);
    expect(game.state.decision?.request.kind).toBe('order');
    answer(game, [game.state.decision!.request.options[0]]);
    settle(game);
    expect(game.ctx.counter(reef, C.damage)).toBe(2);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(1);
    expect(game.ctx.counter(mainOf(game.ctx, 2), C.damage)).toBe(1);
    expect(game.ctx.playerCounter(0, 'spent.ember') + game.ctx.playerCounter(0, 'spent.none')).toBe(5);
  });

  it('FC1 006 Scorchbound Brute — a 5/4 with an item slot', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...EMBER, characters: ['scorchbound-brute'], hand: ['searing-brand'] }, {}],
    });
    const brute = idOf(game, 'scorchbound-brute');
    expect(game.ctx.stat(brute, 'defense')).toBe(4);
    expect(legal(game, { type: 'attach', host: brute })).toHaveLength(1);
  });

  it('FC1 007 Herald of Cinders — a hit on a main character puts a victory token on an open field you choose', () => {
    const game = scenario({ turn: 3, seats: [{ ...EMBER, characters: ['herald-of-cinders'] }, {}] });
    const herald = idOf(game, 'herald-of-cinders');
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: herald, target: mainOf(game.ctx, 1) });
    settle(game, [[], [herald]]);
    expect(game.ctx.counter(herald, C.victory)).toBe(1);
  });

  it('FC1 008 Blazewing Courier — Evasive: no block is offered', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['blazewing-courier'] }, { characters: ['wandering-sellsword'] }],
    });
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: idOf(game, 'blazewing-courier'), target: mainOf(game.ctx, 1) });
    expect(game.state.decision).toBeNull();
  });

  it('FC1 009 Kindling Zealot — 1 damage to a chosen opposing character as it leaves play', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...EMBER, characters: ['kindling-zealot'] }, { characters: ['wandering-sellsword'] }],
    });
    const zealot = idOf(game, 'kindling-zealot');
    const sellsword = idOf(game, 'wandering-sellsword', 1);
    attack(game, zealot, mainOf(game.ctx, 1), sellsword);
    expect(game.ctx.zoneOf(zealot)).toBe(Z.discard);
    expect(game.ctx.zoneOf(sellsword)).toBe(Z.discard);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(1);
  });

  it('FC1 009 Kindling Zealot — judged as it was when it left: no spark if it left exhausted (D10), one on a return to hand', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...EMBER, characters: ['kindling-zealot'], hand: ['smoke-bomb', 'smoke-bomb'] }, {}],
    });
    const zealot = idOf(game, 'kindling-zealot');
    const rival = mainOf(game.ctx, 1);
    setupScenario(game, (ctx) => exhaust(ctx, zealot, 1));
    const [bomb, bomb2] = idsOf(game, 'smoke-bomb', 0, Z.hand);
    act(game, { type: 'play', card: bomb });
    settle(game);
    expect(game.ctx.zoneOf(zealot)).toBe(Z.hand);
    expect(game.ctx.counter(rival, C.damage)).toBe(0);
    act(game, { type: 'play', card: zealot });
    act(game, { type: 'play', card: bomb2 });
    settle(game);
    expect(game.ctx.zoneOf(zealot)).toBe(Z.hand);
    expect(game.ctx.counter(rival, C.damage)).toBe(1);
  });

  it('FC1 010 Ember Conjurer — brings two Flare Sprite tokens, never beyond five characters', () => {
    const game = scenario({ turn: 3, seats: [{ ...EMBER, hand: ['ember-conjurer'] }, {}] });
    playCard(game, 'ember-conjurer');
    expect(idsOf(game, 'flare-sprite', 0, Z.characters)).toHaveLength(2);
    const crowded = scenario({
      turn: 3,
      seats: [
        {
          ...EMBER,
          hand: ['ember-conjurer'],
          characters: ['kindling-zealot', 'kindling-zealot', 'kindling-zealot'],
        },
        {},
      ],
    });
    playCard(crowded, 'ember-conjurer');
    expect(idsOf(crowded, 'flare-sprite', 0, Z.characters)).toHaveLength(1);
  });

  it('FC1 011 Forge of Ash — your Ember characters get +1 attack', () => {
    const game = scenario({
      seats: [
        { main: 'pyre-warlord-kess', location: 'forge-of-ash', characters: ['wandering-sellsword'] },
        {},
      ],
    });
    expect(game.ctx.stat(mainOf(game.ctx, 0), 'attack')).toBe(5);
    expect(game.ctx.stat(idOf(game, 'wandering-sellsword'), 'attack')).toBe(2);
  });

  it('FC1 012 Burning Crossroads — 1 damage to a chosen opposing character each of your Mornings', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...EMBER, location: 'burning-crossroads' }, { characters: ['reef-sentinel'] }],
    });
    const reef = idOf(game, 'reef-sentinel');
    untilTurnOf(game, 0, [[reef]]);
    expect(game.ctx.counter(reef, C.damage)).toBe(1);
  });

  it('FC1 013 Searing Brand — attached: its host gets +2 attack', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...EMBER, hand: ['searing-brand'], characters: ['wandering-sellsword'] }, {}],
    });
    const sellsword = idOf(game, 'wandering-sellsword');
    act(game, { type: 'attach', card: idOf(game, 'searing-brand'), host: sellsword });
    expect(game.ctx.stat(sellsword, 'attack')).toBe(4);
  });

  it('FC1 014 Cinder Flask — Reaction: 3 damage, even in response', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { location: 'sunken-archive', characters: ['reef-sentinel'] },
        { ...EMBER, hand: ['cinder-flask'] },
      ],
    });
    const reef = idOf(game, 'reef-sentinel');
    act(game, { type: 'activate', card: idOf(game, 'sunken-archive') });
    expect(game.toAct).toBe(1); // player 0 could only pass
    act(game, { type: 'play', player: 1, card: idOf(game, 'cinder-flask') });
    settle(game, [[reef]]);
    expect(game.ctx.counter(reef, C.damage)).toBe(3);
  });

  it('FC1 015 Warhorn of the Court — Response: exhaust it to give a character +2 attack this turn', () => {
    const game = scenario({
      turn: 3,
      seats: [{ ...EMBER, hand: ['warhorn-of-the-court'], location: 'forge-of-ash' }, {}],
    });
    const horn = idOf(game, 'warhorn-of-the-court');
    const main = mainOf(game.ctx, 0);
    act(game, { type: 'attach', card: horn, host: idOf(game, 'forge-of-ash') });
    act(game, { type: 'activate', card: horn, ability: 0 });
    settle(game);
    expect(game.ctx.stat(main, 'attack')).toBe(3 + 1 + 2);
    expect(game.state.cards[horn].tapped).toBe(true);
  });

  it('FC1 T1 Flare Sprite — a Swift 1/1 token that leaves no card behind', () => {
    const game = scenario({ turn: 3, seats: [{ ...EMBER, hand: ['ember-conjurer'] }, {}] });
    playCard(game, 'ember-conjurer');
    const [sprite] = idsOf(game, 'flare-sprite', 0, Z.characters);
    expect(game.state.cards[sprite].token).toBe(true);
    act(game, { type: 'enter-combat' });
    expect(legal(game, { type: 'attack', attacker: sprite }).length).toBeGreaterThan(0);
  });
});
