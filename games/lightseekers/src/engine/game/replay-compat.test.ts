import { readFileSync } from 'node:fs';
import { replay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { victoryPoints } from '../table/removal.js';
import { lightseekers } from './definition.js';

/**
 * Five random games (2–5 players, both rulesets) recorded before Lightseekers moved onto the shared card
 * language (`@cardloom/core/cards`), with each game's outcome then. Four of them ended while a played
 * card was being handled, so their final state holds its plan (see `language/stored-plan.ts`).
 */
const RECORDED: readonly {
  replay: unknown;
  outcome: { reason: string; winners: number[]; victoryPoints: number[] };
  handling: boolean;
}[] = JSON.parse(
  readFileSync(new URL('./fixtures/replays-before-card-language.json', import.meta.url), 'utf8'),
);

describe('Lightseekers: replays recorded before the card language (issue 14: behaviour does not change)', () => {
  it('replay to the same final state and outcome, also those that ended while a card was handled', () => {
    expect(RECORDED).toHaveLength(5);
    expect(RECORDED.filter((r) => r.handling).length).toBeGreaterThanOrEqual(3);
    for (const { replay: data, outcome } of RECORDED) {
      // `replay` checks every action and the digest of the final state against the recording.
      const game = replay(lightseekers, data);
      expect({
        reason: game.state.status.reason,
        winners: [...game.state.status.winners],
        victoryPoints: victoryPoints(game),
      }).toEqual(outcome);
    }
  });
});
