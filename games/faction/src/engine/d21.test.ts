import { viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { act, answer, idOf, resolveStack, scenario } from '../testing/scenario';
import { mainOf } from './board';
import { describeEvent } from './describe-log';
import { C, E, Z } from './keys';

/** Player 0 can throw a Cinder Flask; player 1 has a Sellsword in play and a Smoke Bomb in hand. */
function flaskAtSellsword() {
  const game = scenario({
    turn: 3,
    seats: [
      { hand: ['cinder-flask'], main: 'cinder-duchess-ysolde', tokens: { ember: 2 } },
      { characters: ['wandering-sellsword'], hand: ['smoke-bomb'], tokens: { none: 1 } },
    ],
  });
  const sellsword = idOf(game, 'wandering-sellsword', 1);
  const events = [...act(game, { type: 'play', card: idOf(game, 'cinder-flask') }).events];
  return { game, sellsword, events };
}

describe('Faction: D21 targets are declared when an effect goes on the stack', () => {
  it('Faction: D21 — the controller chooses the target as the effect goes on the stack, before anyone responds', () => {
    const { game, sellsword } = flaskAtSellsword();
    // The question comes with the play, while the Flask's effect is put on the stack.
    expect(game.state.decision?.request.player).toBe(0);
    expect(game.state.decision?.request.options).toEqual([mainOf(game.ctx, 1), sellsword]);
    const events = answer(game, [sellsword]).events;
    // Every player sees the target: in the stack item's label and in the log.
    expect(viewFor(game, 1).pending.map((p) => p.label)).toEqual(['Cinder Flask → Wandering Sellsword']);
    const targeted = events.find((e) => e.type === E.targeted);
    expect(targeted && describeEvent(game, targeted, 1)).toBe(
      'P1 puts Cinder Flask on the stack, targeting Wandering Sellsword',
    );
    expect(game.toAct).toBe(1); // player 1 may now respond, knowing the target
    resolveStack(game);
    expect(game.state.decision).toBeNull(); // nobody is asked again on resolution
    expect(game.ctx.zoneOf(sellsword)).toBe(Z.discard);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(0);
  });

  it('Faction: D21 — a protective response makes the target illegal: the effect does nothing on resolution', () => {
    const { game, sellsword } = flaskAtSellsword();
    answer(game, [sellsword]);
    // Player 1 saves the targeted Sellsword with a Smoke Bomb (its own target declared too).
    const events = [...act(game, { type: 'play', player: 1, card: idOf(game, 'smoke-bomb') }).events];
    for (let guard = 0; game.state.pending.length > 0 && guard < 10; guard++)
      events.push(...act(game, { type: 'pass' }).events);
    expect(game.ctx.zoneOf(sellsword)).toBe(Z.hand);
    // The Flask's only target left play: it does nothing — it is not re-aimed at the main character.
    expect(game.state.decision).toBeNull();
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(0);
    const fizzled = events.find((e) => e.type === E.fizzled);
    expect(fizzled && describeEvent(game, fizzled)).toBe(
      'Cinder Flask does nothing: none of its targets is still legal',
    );
  });

  it('Faction: D21 — a triggered ability declares its target as it goes on the stack; responders see it', () => {
    const game = scenario({
      turn: 3,
      seats: [
        { hand: ['flamecaller-adept'], main: 'cinder-duchess-ysolde', tokens: { ember: 3 } },
        { characters: ['reef-sentinel'], hand: ['riptide-charm'], tokens: { tide: 1 } },
      ],
    });
    const reef = idOf(game, 'reef-sentinel');
    act(game, { type: 'play', card: idOf(game, 'flamecaller-adept'), support: false });
    // Flame Lash ("deal 2 damage to a chosen opposing character") asks for its target now.
    expect(game.state.decision?.request.options).toEqual([mainOf(game.ctx, 1), reef]);
    answer(game, [reef]);
    expect(viewFor(game, 1).pending.map((p) => p.label)).toEqual([
      'Flamecaller Adept: Flame Lash → Reef Sentinel',
    ]);
    expect(game.toAct).toBe(1);
    resolveStack(game);
    expect(game.ctx.counter(reef, C.damage)).toBe(2);
    expect(game.ctx.counter(mainOf(game.ctx, 1), C.damage)).toBe(0);
  });

  it('Faction: D21 — an effect whose filter finds nothing declares no target and does nothing', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['smoke-bomb'], tokens: { none: 1 } }, {}],
    });
    const { events } = act(game, { type: 'play', card: idOf(game, 'smoke-bomb') });
    expect(game.state.decision).toBeNull();
    const targeted = events.find((e) => e.type === E.targeted);
    expect(targeted?.cards).toEqual([]);
    expect(events.find((e) => e.type === 'resolving')?.label).toBe('Smoke Bomb → no target');
    expect(events.some((e) => e.type === E.fizzled)).toBe(false);
    expect(game.state.pending).toHaveLength(0);
  });
});
