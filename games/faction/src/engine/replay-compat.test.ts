import { readFileSync } from 'node:fs';
import { ReplayError, replay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { faction } from './definition';

/**
 * Three random games (2, 3 and 4 players, both rulesets) recorded under rules version 1 — before the
 * faction game moved onto the shared card language (issue 14, which changed nothing) and before
 * issue 20 (rules version 2: targets declared on the stack, D21; rounds counted as rounds, D32; rules
 * version 3: Pyre Warlord Kess has 9 defense, D36; rules version 4: Cinder Duchess Ysolde has 10 defense,
 * D37).
 */
const RECORDED: readonly { replay: unknown; outcome: unknown }[] = JSON.parse(
  readFileSync(new URL('./fixtures/replays-before-card-language.json', import.meta.url), 'utf8'),
);

describe('Faction: replays recorded under rules version 1 (issue 20)', () => {
  it('are refused with a ReplayError naming the rules versions (recorded 1, played 4)', () => {
    expect(RECORDED).toHaveLength(3);
    for (const { replay: data } of RECORDED) {
      expect(() => replay(faction, data)).toThrow(ReplayError);
      expect(() => replay(faction, data)).toThrow(
        /recorded under version 1 of the "\w+" rules; .* plays version 4/,
      );
    }
  });
});
