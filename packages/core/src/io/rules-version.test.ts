import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions } from '../engine/engine';
import { defineGame } from '../rules/define';
import { ReplayError } from '../state/errors';
import { Random } from '../state/rng';
import { skirmish, skirmishDeck } from '../testing/mini';
import { replay, restoreGame, saveGame, toReplay } from './replay';

/** Skirmish with its default ruleset at rules version `version`. */
function skirmishAt(version?: number) {
  const base = skirmish('bag');
  return defineGame({
    ...base,
    rulesets: base.rulesets.map((r, i) => (i === 0 && version !== undefined ? { ...r, version } : r)),
  });
}

function played(def: ReturnType<typeof skirmishAt>) {
  const g = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 5 });
  const random = new Random(1);
  for (let i = 0; i < 40 && !g.over; i++) apply(g, random.pick(legalActions(g)));
  return g;
}

describe('ruleset versions in replays (a rules change refuses old replays by name)', () => {
  it('a replay records its ruleset’s version and replays under the same version', () => {
    const def = skirmishAt(2);
    const g = played(def);
    const r = toReplay(g);
    expect(r.rulesVersion).toBe(2);
    expect(JSON.stringify(replay(def, r).state)).toBe(JSON.stringify(g.state));
  });

  it('a replay from other rules is refused with a ReplayError naming both versions', () => {
    const r = toReplay(played(skirmishAt(2)));
    expect(() => replay(skirmishAt(3), r)).toThrow(ReplayError);
    expect(() => replay(skirmishAt(3), r)).toThrow(
      /recorded under version 2 of the "[^"]+" rules; this .* plays version 3/,
    );
  });

  it('a replay recorded without a version counts as version 1', () => {
    const r = toReplay(played(skirmishAt()));
    expect(r.rulesVersion).toBeUndefined();
    expect(() => replay(skirmishAt(2), r)).toThrow(/recorded under version 1 .* plays version 2/);
    expect(() => replay(skirmishAt(1), r)).not.toThrow();
  });

  it('a saved game keeps its rules version and restores under the same rules', () => {
    const def = skirmishAt(2);
    const g = played(def);
    const restored = restoreGame(def, saveGame(g));
    expect(JSON.stringify(restored.state)).toBe(JSON.stringify(g.state));
    expect(() => restoreGame(skirmishAt(3), saveGame(g))).toThrow(/version 2/);
  });
});
