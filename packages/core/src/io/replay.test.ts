import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions } from '../engine/engine';
import { ReplayError } from '../state/errors';
import { Random } from '../state/rng';
import { skirmish, skirmishDeck } from '../testing/mini';
import { parseReplay, replay, replayStates, restoreGame, saveGame, toReplay } from './replay';

const def = skirmish('stack');
function played(seed: number) {
  const g = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed });
  const r = new Random(seed);
  while (!g.over) apply(g, r.pick(legalActions(g)));
  return g;
}

describe('replays', () => {
  it('a replay reproduces the final state exactly, and survives a JSON round trip', () => {
    const g = played(3);
    const data = JSON.parse(JSON.stringify(toReplay(g)));
    expect(JSON.stringify(replay(def, data).state)).toBe(JSON.stringify(g.state));
  });

  it('replayStates gives every intermediate state', () => {
    const g = played(4);
    const states = replayStates(def, toReplay(g));
    expect(states).toHaveLength(g.log.length + 1);
    expect(JSON.stringify(states.at(-1))).toBe(JSON.stringify(g.state));
  });

  it('malformed or mismatched replays are refused with the reason', () => {
    const good = toReplay(played(5));
    expect(() => parseReplay('x')).toThrow(/expected a JSON object/);
    expect(() => parseReplay({ ...good, format: 'other' })).toThrow(/"format"/);
    expect(() => parseReplay({ ...good, version: 99 })).toThrow(/"version" must be one of 1, 2, 3, got 99/);
    expect(() => parseReplay({ ...good, decks: [[1]] })).toThrow(/"decks"/);
    expect(() => parseReplay({ ...good, actions: [{ player: 0 }] })).toThrow(/action 0/);
    expect(() => replay(skirmish('bag'), good)).toThrow(/for game "skirmish-stack", not "skirmish-bag"/);
    // A version 1 replay (no integrity record) still replays, action by action, until one is refused.
    const tampered = {
      ...good,
      version: 1,
      integrity: undefined,
      actions: [...good.actions.slice(0, 3), { type: 'attack', player: 0, card: 999 }],
    };
    expect(() => replay(def, tampered)).toThrow(ReplayError);
    expect(() => replay(def, tampered)).toThrow(/replay action 3 \(attack\) was refused/);
    expect(() => replay(def, { ...good, players: ['a'] })).toThrow(/setup is not valid/);
  });

  it('a saved game restores and plays on identically', () => {
    const g = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 8 });
    const r = new Random(8);
    for (let i = 0; i < 10 && !g.over; i++) apply(g, r.pick(legalActions(g)));
    const restored = restoreGame(def, saveGame(g));
    expect(JSON.stringify(restored.state)).toBe(JSON.stringify(g.state));
    expect(legalActions(restored)).toEqual(legalActions(g));
    expect(() => restoreGame(def, '{')).toThrow(/not valid JSON/);
    expect(() => restoreGame(skirmish('bag'), saveGame(g))).toThrow(/for "skirmish-stack"/);
  });
});
