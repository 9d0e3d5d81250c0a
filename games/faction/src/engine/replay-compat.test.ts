import { readFileSync } from 'node:fs';
import { ReplayError, replay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../testing/outcome';
import { faction } from './definition';

/**
 * Three random games (2, 3 and 4 players, both rulesets) recorded under rules version 1 — before the
 * faction game moved onto the shared card language (issue 14, which changed nothing) and before
 * issue 20 (rules version 2: targets declared on the stack, D21; rounds counted as rounds, D32).
 */
const RECORDED: readonly { replay: unknown; outcome: unknown }[] = JSON.parse(
  readFileSync(new URL('./fixtures/replays-before-card-language.json', import.meta.url), 'utf8'),
);

describe('Faction: replays recorded under rules version 1 (issue 20)', () => {
  it('replay to the same outcome, or are refused at the first action rules version 2 does not allow', () => {
    expect(RECORDED).toHaveLength(3);
    let refused = 0;
    for (const { replay: data, outcome } of RECORDED) {
      let game: ReturnType<typeof replay> | undefined;
      try {
        game = replay(faction, data);
      } catch (error) {
        // The kernel's replays carry no rules version, so the refusal names the action that no longer
        // fits: with D21 the target of an effect is asked when it goes on the stack, not on resolution.
        expect(error).toBeInstanceOf(ReplayError);
        expect(String(error)).toMatch(
          /replay action \d+ \([\w-]+\) was refused|another state than the one recorded/,
        );
        refused++;
        continue;
      }
      expect(outcomeOf(game)).toEqual(outcome);
    }
    expect(refused).toBeGreaterThan(0);
  });
});
