import { readFileSync } from 'node:fs';
import { ReplayError, replay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lightseekers } from './definition.js';

/**
 * Five random games (2–5 players, both rulesets) recorded under rules version 1 — before Lightseekers
 * moved onto the shared card language (issue 14, which changed nothing) and before issue 20 (rules
 * version 2: a power modifier is added once, to the final sum of a card's calculation, 2.6, L52), which
 * changes how these games play out. Rules version 3 (issue 20 too) moved the choices of L43 to play time; version 4 gave three heroes more health (L53); version 5 gave Vharok less (L55); version 6 made heals wane late in a game (L59); version 7 changed
 * hero traits, health and ready decks (L61–L65).
 */
const RECORDED: readonly { replay: unknown }[] = JSON.parse(
  readFileSync(new URL('./fixtures/replays-before-card-language.json', import.meta.url), 'utf8'),
);

describe('Lightseekers: replays recorded under rules version 1 (issue 20)', () => {
  it('are refused with a ReplayError naming the rules versions (recorded 1, played 7)', () => {
    expect(RECORDED).toHaveLength(5);
    for (const { replay: data } of RECORDED) {
      expect(() => replay(lightseekers, data)).toThrow(ReplayError);
      expect(() => replay(lightseekers, data)).toThrow(
        /recorded under version 1 of the "[\w-]+" rules; .* plays version 7/,
      );
    }
  });
});

/** A random game of Stormchaser against Gadgeteer recorded under rules version 6, before L61–L65. */
const VERSION_6: unknown = JSON.parse(
  readFileSync(new URL('./fixtures/replay-rules-version-6.json', import.meta.url), 'utf8'),
);

describe('Lightseekers: replays recorded under rules version 6 (L61–L65, issue 20)', () => {
  it('are refused with a ReplayError naming the rules versions (recorded 6, played 7)', () => {
    expect(() => replay(lightseekers, VERSION_6)).toThrow(ReplayError);
    expect(() => replay(lightseekers, VERSION_6)).toThrow(
      /recorded under version 6 of the "standard" rules; .* plays version 7/,
    );
  });
});
