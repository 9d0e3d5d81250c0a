import { readFileSync } from 'node:fs';
import { replay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../testing/outcome';
import { faction } from './definition';

/**
 * Three random games (2, 3 and 4 players, both rulesets) recorded by the faction game before it moved
 * onto the shared card language (`@cardloom/core/cards`), with each game's outcome then.
 */
const RECORDED: readonly { replay: unknown; outcome: unknown }[] = JSON.parse(
  readFileSync(new URL('./fixtures/replays-before-card-language.json', import.meta.url), 'utf8'),
);

describe('Faction: replays recorded before the card language (issue 14: behaviour does not change)', () => {
  it('replay to the same outcome, or are rejected with a version error', () => {
    expect(RECORDED).toHaveLength(3);
    for (const { replay: data, outcome } of RECORDED) {
      let game: ReturnType<typeof replay> | undefined;
      try {
        game = replay(faction, data);
      } catch (error) {
        expect(String(error)).toMatch(/version/i);
        continue;
      }
      expect(outcomeOf(game)).toEqual(outcome);
    }
  });
});
