import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { replay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lore } from './definition.js';

/**
 * Four random games with the ready decks (both rulesets; two with several subterfuges on the chain, whose
 * selections wait there until they resolve) recorded before Lore moved onto the shared card language
 * (`@cardloom/core/cards`), each with a digest of its final state then.
 */
const RECORDED: readonly { seed: number; ruleset: string; state: string; replay: unknown }[] = JSON.parse(
  readFileSync(new URL('./fixtures/replays-before-card-language.json', import.meta.url), 'utf8'),
);

/** JSON with keys sorted at every level, so equal states read the same whatever order keys were set in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Seeds whose game the rules changed after recording, each with the change (version notes):
 * - issue 20, README A38: a god that dies sends the card it consumed to its owner's grave, not the aether.
 */
const CHANGED: Readonly<Record<number, string>> = { 4: 'issue 20, README A38' };

describe('Lore: replays recorded before the card language (issue 14: behaviour does not change)', () => {
  it('replay action by action to the very same final state, unless a later rules fix changed that game', () => {
    expect(RECORDED.map((r) => r.ruleset)).toEqual(['lore-1922', 'lore-1922', 'reset-all', 'reset-all']);
    for (const { seed, replay: data, state } of RECORDED) {
      if (CHANGED[seed]) continue;
      const game = replay(lore, data);
      expect(game.over, `seed ${seed}`).toBe(true);
      expect(createHash('sha256').update(canonical(game.state)).digest('hex'), `seed ${seed}`).toBe(state);
    }
  });

  it('Lore issue 20 version note (README A38): a recorded game the rules fixes changed is rejected with a clear error', () => {
    const changed = RECORDED.filter((r) => CHANGED[r.seed]);
    expect(changed.length).toBeGreaterThan(0);
    for (const { replay: data } of changed)
      expect(() => replay(lore, data)).toThrow(/the rules or cards changed since it was recorded/);
  });
});
