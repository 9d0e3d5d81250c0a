import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { act, answer, idOf, legal, resolveStack, scenario } from '../testing/scenario';
import { exhaust, mainOf } from './board';
import { C, Z } from './keys';

/** Declares an attack and answers the block question. */
function attack(game: ReturnType<typeof scenario>, attacker: number, target: number, blocker?: number): void {
  act(game, { type: 'attack', attacker, target });
  resolveStack(game);
  if (game.state.decision) answer(game, blocker === undefined ? [] : [blocker]);
}

describe('Faction: combat (F6)', () => {
  it('Faction: combat unblocked attack — the attacker damages the chosen target (F6.4) and is exhausted (F6.7)', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['scorchbound-brute'] }, {}] });
    const brute = idOf(game, 'scorchbound-brute');
    const main = mainOf(game.ctx, 1);
    act(game, { type: 'enter-combat' });
    attack(game, brute, main);
    resolveStack(game);
    expect(game.ctx.counter(main, C.damage)).toBe(5);
    expect(game.state.cards[brute].tapped).toBe(true);
    expect(game.state.cards[main].tapped).toBe(false);
  });

  it('Faction: combat blocked attack — attacker and blocker deal damage simultaneously (F6.5)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['scorchbound-brute'] }, { characters: ['reef-sentinel'] }],
    });
    const brute = idOf(game, 'scorchbound-brute');
    const reef = idOf(game, 'reef-sentinel');
    const main = mainOf(game.ctx, 1);
    act(game, { type: 'enter-combat' });
    attack(game, brute, reef, main);
    resolveStack(game);
    expect(game.ctx.counter(main, C.damage)).toBe(5);
    expect(game.ctx.counter(brute, C.damage)).toBe(2);
    expect(game.ctx.counter(reef, C.damage)).toBe(0);
    expect(game.state.cards[main].tapped).toBe(true);
    expect(game.state.cards[brute].tapped).toBe(true);
  });

  it('Faction: combat damage discards — damage counters at or above defense discard the card (F6.6)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['scorchbound-brute'] }, { characters: ['wandering-sellsword'] }],
    });
    const brute = idOf(game, 'scorchbound-brute');
    const sellsword = idOf(game, 'wandering-sellsword', 1);
    act(game, { type: 'enter-combat' });
    attack(game, brute, sellsword, sellsword);
    resolveStack(game);
    expect(game.ctx.zoneOf(sellsword)).toBe(Z.discard);
    expect(game.ctx.counter(brute, C.damage)).toBe(2);
    expect(game.ctx.zoneOf(brute)).toBe(Z.characters);
  });

  it('Faction: combat damage discards — also later, when a defense boost ends under the damage (F6.6, F7.5)', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['tidecaller-acolyte', 'reef-sentinel'] }, {}] });
    const reef = idOf(game, 'reef-sentinel');
    act(game, { type: 'activate', card: idOf(game, 'tidecaller-acolyte') });
    answer(game, [reef]);
    expect(game.ctx.stat(reef, 'defense')).toBe(7);
    setupScenario(game, (ctx) => ctx.setCounter(reef, C.damage, 6)); // past its printed 5, under 7
    expect(game.ctx.zoneOf(reef)).toBe(Z.characters);
    act(game, { type: 'end-day' });
    expect(game.ctx.zoneOf(reef)).toBe(Z.discard); // the Evening ended the boost
  });

  it('Faction: combat exhaustion — Vigilant characters are not exhausted by fighting (F6.7, D27)', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['thicket-stalker'] }, {}] });
    const stalker = idOf(game, 'thicket-stalker');
    act(game, { type: 'enter-combat' });
    attack(game, stalker, mainOf(game.ctx, 1));
    resolveStack(game);
    expect(game.state.cards[stalker].tapped).toBe(false);
    expect(legal(game, { type: 'attack', attacker: stalker })).toEqual([]); // once per combat
  });

  it('Faction: combat attacks one after another — every ready character may attack once (F6.1, D27)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['scorchbound-brute', 'ashblade-duelist'] }, {}],
    });
    const brute = idOf(game, 'scorchbound-brute');
    const duelist = idOf(game, 'ashblade-duelist');
    const main = mainOf(game.ctx, 1);
    act(game, { type: 'enter-combat' });
    attack(game, brute, main);
    resolveStack(game);
    expect(game.ctx.step.step).toBe('combat');
    attack(game, duelist, main);
    resolveStack(game);
    expect(game.ctx.counter(main, C.damage)).toBe(5 + game.ctx.stat(duelist, 'attack'));
    // The two attackers are spent: only the main character may still attack.
    expect(new Set(legal(game, { type: 'attack' }).map((a) => a.attacker))).toEqual(
      new Set([mainOf(game.ctx, 0)]),
    );
  });

  it('Faction: combat attackers — only ready characters that arrived before this turn, or Swift ones (F6.1, D14)', () => {
    const game = scenario({
      turn: 3,
      fresh: ['wandering-sellsword', 'ashblade-duelist'],
      seats: [{ characters: ['wandering-sellsword', 'ashblade-duelist', 'scorchbound-brute'] }, {}],
    });
    const brute = idOf(game, 'scorchbound-brute');
    setupScenario(game, (ctx) => exhaust(ctx, brute, 1));
    act(game, { type: 'enter-combat' });
    const attackers = new Set(legal(game, { type: 'attack' }).map((a) => a.attacker));
    expect([...attackers].sort()).toEqual([mainOf(game.ctx, 0), idOf(game, 'ashblade-duelist')].sort());
  });

  it('Faction: combat targets and blockers — characters only, Guardians first, ready blockers only (F6.2, D26)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { characters: ['scorchbound-brute'] },
        { characters: ['reef-sentinel', 'wandering-sellsword'], location: 'sunken-archive' },
      ],
    });
    const reef = idOf(game, 'reef-sentinel');
    act(game, { type: 'enter-combat' });
    expect(new Set(legal(game, { type: 'attack' }).map((a) => a.target))).toEqual(new Set([reef]));
    setupScenario(game, (ctx) => exhaust(ctx, reef, 1));
    const targets = new Set(legal(game, { type: 'attack' }).map((a) => a.target));
    expect(targets).toEqual(new Set([mainOf(game.ctx, 1), reef, idOf(game, 'wandering-sellsword', 1)]));
    act(game, { type: 'attack', attacker: idOf(game, 'scorchbound-brute'), target: reef });
    expect(game.state.decision?.request.options).toEqual([
      mainOf(game.ctx, 1),
      idOf(game, 'wandering-sellsword', 1),
    ]);
  });

  it('Faction: combat blocker gone — a blocked attack stays blocked: no damage to anyone (D26)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { characters: ['scorchbound-brute'] },
        { characters: ['wandering-sellsword'], hand: ['smoke-bomb'], tokens: { none: 1 } },
      ],
    });
    const brute = idOf(game, 'scorchbound-brute');
    const sellsword = idOf(game, 'wandering-sellsword', 1);
    const main = mainOf(game.ctx, 1);
    act(game, { type: 'enter-combat' });
    attack(game, brute, main, sellsword);
    // Before damage, the blocker's owner takes it back to hand.
    act(game, { type: 'play', player: 1, card: idOf(game, 'smoke-bomb') });
    resolveStack(game);
    expect(game.ctx.zoneOf(sellsword)).toBe(Z.hand);
    expect(game.ctx.counter(main, C.damage)).toBe(0);
    expect(game.ctx.counter(brute, C.damage)).toBe(0);
    expect(game.state.cards[brute].tapped).toBe(true);
  });

  it('Faction: combat evasive — an Evasive attacker cannot be blocked', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['blazewing-courier'] }, { characters: ['reef-sentinel'] }],
    });
    act(game, { type: 'enter-combat' });
    act(game, {
      type: 'attack',
      attacker: idOf(game, 'blazewing-courier'),
      target: idOf(game, 'reef-sentinel'),
    });
    expect(game.state.decision).toBeNull();
    resolveStack(game);
    expect(game.ctx.counter(idOf(game, 'reef-sentinel'), C.damage)).toBe(2);
  });

  it('Faction: combat last response — every player may respond before damage is dealt (F6.3)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['scorchbound-brute'] }, { hand: ['riptide-charm'], tokens: { tide: 1 } }],
    });
    const brute = idOf(game, 'scorchbound-brute');
    const main = mainOf(game.ctx, 1);
    act(game, { type: 'enter-combat' });
    attack(game, brute, main);
    expect(game.state.pending.map((p) => p.label)).toEqual([
      'Combat: Scorchbound Brute attacks Admiral Serenne',
    ]);
    expect(game.toAct).toBe(1); // the attacker's side had nothing to add
    act(game, { type: 'play', player: 1, card: idOf(game, 'riptide-charm') });
    resolveStack(game);
    answer(game, [brute]);
    resolveStack(game);
    expect(game.ctx.counter(main, C.damage)).toBe(3);
  });

  it('Faction: combat returns to Day — after combat the Day actions are back (F6.8)', () => {
    const game = scenario({ turn: 3, seats: [{ hand: ['wandering-sellsword'], tokens: { none: 2 } }, {}] });
    act(game, { type: 'enter-combat' });
    expect(legal(game, { type: 'play' })).toEqual([]);
    act(game, { type: 'end-combat' });
    expect(game.ctx.step).toEqual({ phase: 'day', step: 'main' });
    expect(legal(game, { type: 'play' })).toHaveLength(1);
  });

  it('Faction: combat — an attacker eliminated before damage leaves no attack behind for the next combat (D33)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { characters: ['scorchbound-brute'] },
        { main: 'cinder-duchess-ysolde', hand: ['cinder-flask'], tokens: { ember: 2 } },
        {},
      ],
    });
    const victim = mainOf(game.ctx, 0);
    setupScenario(game, (ctx) => ctx.setCounter(victim, C.damage, 10));
    act(game, { type: 'enter-combat' });
    attack(game, idOf(game, 'scorchbound-brute'), mainOf(game.ctx, 1));
    // Before the damage, player 1 burns the attacking player's main character down.
    act(game, { type: 'play', player: 1, card: idOf(game, 'cinder-flask') });
    answer(game, [victim]);
    expect(game.state.players[0].out).toBe(true);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(0);
    expect(game.state.turn.active).toBe(1);
    act(game, { type: 'enter-combat' });
    expect(legal(game, { type: 'attack' }).length).toBeGreaterThan(0);
    expect(legal(game, { type: 'end-combat' })).toHaveLength(1);
  });
});
