import { type GameEvent, KernelEvents, setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { act, answer, idOf, idsOf, legal, resolveStack, scenario } from '../testing/scenario';
import { mainOf } from './board';
import { C, Z } from './keys';

describe('Faction: effects and responses (F7)', () => {
  it('Faction: stack — activated abilities and triggered effects go on the stack (F7.1)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        {
          location: 'sunken-archive',
          hand: ['flamecaller-adept'],
          main: 'cinder-duchess-ysolde',
          tokens: { ember: 3 },
        },
        // A Reaction in hand keeps player 1 in each response window, so the items wait on the stack.
        { hand: ['riptide-charm'], tokens: { tide: 1 } },
      ],
    });
    act(game, { type: 'activate', card: idOf(game, 'sunken-archive') });
    expect(game.state.pending.map((p) => p.label)).toEqual(['Sunken Archive: Salvage Lore']);
    expect(game.toAct).toBe(1);
    resolveStack(game);
    act(game, { type: 'play', card: idOf(game, 'flamecaller-adept'), support: false });
    // Its only legal target (player 1's main character) is declared as it goes on the stack (D21).
    expect(game.state.pending.map((p) => p.label)).toEqual([
      'Flamecaller Adept: Flame Lash → Admiral Serenne',
    ]);
  });

  it('Faction: responses in turn order — the active player first, then after each responder (F7.2, D22)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        // Every player holds a Reaction, so nobody's pass is automatic.
        { location: 'sunken-archive', hand: ['riptide-charm'], tokens: { tide: 1 } },
        { hand: ['riptide-charm', 'riptide-charm'], tokens: { tide: 2 } },
        { hand: ['riptide-charm'], tokens: { tide: 1 } },
      ],
    });
    act(game, { type: 'activate', card: idOf(game, 'sunken-archive') });
    expect(game.toAct).toBe(0);
    act(game, { type: 'pass', player: 0 });
    expect(game.toAct).toBe(1);
    act(game, { type: 'play', player: 1, card: idsOf(game, 'riptide-charm', 1)[0] });
    // The Charm's controller declares its target as it goes on the stack (D21).
    expect(game.state.decision?.request.player).toBe(1);
    answer(game, [mainOf(game.ctx, 0)]);
    expect(game.toAct).toBe(2);
    act(game, { type: 'pass', player: 2 });
    expect(game.toAct).toBe(0);
    act(game, { type: 'pass', player: 0 });
    expect(game.state.pending).toHaveLength(2);
    act(game, { type: 'pass', player: 1 });
    // Everyone passed in a row: the top (Riptide Charm) resolves on its declared target.
    expect(game.state.decision).toBeNull();
    expect(game.state.pending.map((p) => p.label)).toEqual(['Sunken Archive: Salvage Lore']);
  });

  it('Faction: newest resolves first — the top effect resolves, then the one beneath (F7.3)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { location: 'sunken-archive', characters: ['reef-sentinel'] },
        { hand: ['riptide-charm'], tokens: { tide: 1 } },
      ],
    });
    act(game, { type: 'activate', card: idOf(game, 'sunken-archive') });
    expect(game.toAct).toBe(1); // player 0 could only pass: passed for them
    const events: GameEvent[] = [];
    events.push(...act(game, { type: 'play', player: 1, card: idOf(game, 'riptide-charm') }).events);
    // The Charm's controller declares its target as it goes on the stack (D21).
    expect(game.state.decision?.request.player).toBe(1);
    expect(game.state.pending).toHaveLength(1);
    // Nobody can respond any more: the Charm on top resolves first, then the Archive.
    events.push(...answer(game, [idOf(game, 'reef-sentinel')]).events);
    expect(game.state.pending).toHaveLength(0);
    const resolved = events.filter((e) => e.type === KernelEvents.resolving).map((e) => e.label);
    expect(resolved).toEqual(['Riptide Charm → Reef Sentinel', 'Sunken Archive: Salvage Lore']);
  });

  it('Faction: plays cannot be responded to — the card is in play before anyone may respond (F7.4)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { hand: ['flamecaller-adept'], main: 'cinder-duchess-ysolde', tokens: { ember: 3 } },
        { hand: ['ward-of-stillwater'], tokens: { tide: 2 } },
      ],
    });
    const adept = idOf(game, 'flamecaller-adept');
    act(game, { type: 'play', card: adept, support: false });
    expect(game.ctx.zoneOf(adept)).toBe(Z.characters);
    expect(game.toAct).toBe(1);
    // Player 1 can only answer the effect (Flame Lash), and cancelling it leaves the card in play.
    act(game, { type: 'play', player: 1, card: idOf(game, 'ward-of-stillwater') });
    resolveStack(game);
    expect(game.ctx.zoneOf(adept)).toBe(Z.characters);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(0);
  });

  it('Faction: counter — cancels the effect beneath it, never combat damage (F7.1)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { characters: ['scorchbound-brute'] },
        { hand: ['ward-of-stillwater', 'riptide-charm'], tokens: { tide: 3 } },
      ],
    });
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: idOf(game, 'scorchbound-brute'), target: mainOf(game.ctx, 1) });
    answer(game, []);
    // Combat damage waits on the stack; player 1 may answer it with the Charm, but not cancel it.
    expect(game.state.pending.map((p) => p.label)).toEqual([
      'Combat: Scorchbound Brute attacks Admiral Serenne',
    ]);
    expect(legal(game, { type: 'play', player: 1 }).map((a) => a.card)).toEqual([
      idOf(game, 'riptide-charm', 1),
    ]);
  });

  it('Faction: counter — only the cancelled effect leaves; the ones beneath still resolve in order (F7.1, F7.3)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        {
          location: 'sunken-archive',
          hand: ['ward-of-stillwater'],
          tokens: { tide: 2 },
          deck: ['reef-sentinel'],
        },
        // A second Charm keeps player 1 in each window, so the stack can be watched item by item.
        { hand: ['riptide-charm', 'riptide-charm'], tokens: { tide: 2 } },
      ],
    });
    act(game, { type: 'activate', card: idOf(game, 'sunken-archive') });
    act(game, { type: 'pass', player: 0 });
    act(game, { type: 'play', player: 1, card: idsOf(game, 'riptide-charm', 1)[0] });
    act(game, { type: 'play', player: 0, card: idOf(game, 'ward-of-stillwater') });
    expect(game.state.pending.map((p) => p.label)).toEqual([
      'Sunken Archive: Salvage Lore',
      'Riptide Charm → Admiral Serenne',
      'Ward of Stillwater',
    ]);
    const events: GameEvent[] = [];
    for (let guard = 0; game.state.pending.length > 0 && guard < 20; guard++) {
      expect(game.state.decision).toBeNull();
      events.push(...act(game, { type: 'pass' }).events);
    }
    const resolved = events.filter((e) => e.type === KernelEvents.resolving).map((e) => e.label);
    expect(resolved).toEqual(['Ward of Stillwater', 'Sunken Archive: Salvage Lore']);
    expect(game.ctx.zoneOf(idOf(game, 'reef-sentinel'))).toBe(Z.hand);
  });

  it('Faction: D23 simultaneous triggers — grouped by player in turn order, so the active player’s resolve last', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['kindling-zealot'] }, { characters: ['kindling-zealot'] }],
    });
    const [mine, theirs] = [idOf(game, 'kindling-zealot', 0), idOf(game, 'kindling-zealot', 1)];
    act(game, { type: 'enter-combat' });
    act(game, { type: 'attack', attacker: mine, target: mainOf(game.ctx, 1) });
    // Both 1/1 Zealots fall together and both leave triggers arrive at once (each has one target).
    const events = answer(game, [theirs]).events;
    expect(game.ctx.zoneOf(mine)).toBe(Z.discard);
    expect(game.ctx.zoneOf(theirs)).toBe(Z.discard);
    const sparks = events.filter(
      (e) =>
        e.type === KernelEvents.resolving && String(e.label).startsWith('Kindling Zealot: Last Spark → '),
    );
    expect(sparks.map((e) => e.controller)).toEqual([1, 0]);
    expect(game.ctx.counter(mainOf(game.ctx, 0), C.damage)).toBe(1);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(1);
  });

  it('Faction: game-state checks — damage from effects discards at once; attachments follow their host; tokens vanish (F7.5)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { hand: ['cinder-flask', 'cinder-flask'], main: 'cinder-duchess-ysolde', tokens: { ember: 4 } },
        { characters: ['wandering-sellsword'], hand: ['searing-brand'] },
      ],
    });
    const sellsword = idOf(game, 'wandering-sellsword', 1);
    const brand = idOf(game, 'searing-brand');
    setupScenario(game, (ctx) => {
      ctx.createToken('sapling', Z.characters, 1);
      ctx.move(brand, Z.characters, 1);
      ctx.setCard(brand, 'attachedTo', sellsword);
    });
    expect(game.ctx.stat(sellsword, 'attack')).toBe(4);
    const [flask, flask2] = game.ctx.cards(Z.hand, 0);
    act(game, { type: 'play', card: flask });
    answer(game, [sellsword]); // the target is declared as the Flask's effect goes on the stack (D21)
    resolveStack(game);
    expect(game.ctx.zoneOf(sellsword)).toBe(Z.discard);
    expect(game.ctx.zoneOf(brand)).toBe(Z.discard);
    const sapling = idOf(game, 'sapling');
    act(game, { type: 'play', card: flask2 });
    answer(game, [sapling]);
    resolveStack(game);
    expect(game.ctx.zoneOf(sapling)).toBe(Z.void);
  });
});
