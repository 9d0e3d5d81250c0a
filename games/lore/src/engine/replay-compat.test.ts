import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { replay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lore } from './definition.js';

/**
 * Four random games with the ready decks (both rulesets; two with several subterfuges on the chain, whose
 * selections wait there until they resolve) recorded before Lore moved onto the shared card language
 * (`@cardloom/core/cards`), each with a digest of its final state then. Three also carry `board`: a
 * digest of where every card is, the players' counters and results, and the turn, taken when the
 * chain was still a game variable (before it became a kernel queue, rules version 2).
 */
const RECORDED: readonly {
  seed: number;
  ruleset: string;
  state: string;
  board?: string;
  replay: Record<string, unknown>;
}[] = JSON.parse(
  readFileSync(new URL('./fixtures/replays-before-card-language.json', import.meta.url), 'utf8'),
);

/** The board of a finished game: every zone's cards, the players' counters and results, the status, the turn. */
function board(game: ReturnType<typeof replay>): string {
  const st = game.state;
  const players = st.players.map((p) => [p.counters, p.out, p.result]);
  const text = JSON.stringify({ zones: st.zones, players, status: st.status, turn: st.turn.number });
  return createHash('sha256').update(text).digest('hex');
}

describe('Lore: replays recorded before the card language and the chain queue (issue 14: behaviour does not change)', () => {
  it('a replay recorded under rules version 1 is refused with an error naming both versions', () => {
    expect(RECORDED.map((r) => r.ruleset)).toEqual(['lore-1922', 'lore-1922', 'reset-all', 'reset-all']);
    for (const { replay: data, ruleset } of RECORDED)
      expect(() => replay(lore, data)).toThrow(
        new RegExp(`recorded under version 1 of the "${ruleset}" rules; .* plays version 2`),
      );
  });

  it('Lore 4.6 on the kernel queue: the recorded actions, replayed under version 2, reach the very same board', () => {
    const withBoard = RECORDED.filter((r) => r.board);
    expect(withBoard).toHaveLength(3);
    for (const { seed, replay: data, board: expected } of withBoard) {
      // The recording's integrity covers the old state layout (the chain in a variable): replay its actions only.
      const { integrity: _integrity, ...actionsOnly } = data;
      const game = replay(lore, { ...actionsOnly, version: 1, rulesVersion: 2 });
      expect(game.over, `seed ${seed}`).toBe(true);
      expect(board(game), `seed ${seed}`).toBe(expected);
    }
  });
});
