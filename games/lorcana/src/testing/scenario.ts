/**
 * Scenario builder for tests: one readable call puts named cards in each player's zones, then
 * drives the game through the public API (`legalActions` / `apply`) by card names. The board is
 * built in `scenario-board.ts`, state is read in `scenario-state.ts`, turn actions live in
 * `scenario-actions.ts`; this module answers decisions.
 *
 * @example
 * ```ts
 * const t = scenario({ players: [{ play: ['Flounder - Voice of Reason'] }, { hand: ['Fire the Cannons!'], ink: 1 }], active: 1 });
 * t.play('Fire the Cannons!');
 * t.choose('Flounder - Voice of Reason');
 * expect(t.zone('Flounder - Voice of Reason')).toBe('discard');
 * ```
 * @module
 */
import type { ApplyResult, CardId } from '@cardloom/core';
import { ScenarioActions } from './scenario-actions.js';
import type { ScenarioOptions } from './scenario-board.js';

export { type Board, FILLER, type InPlay, type ScenarioOptions } from './scenario-board.js';

/** A running scenario. */
export class Scenario extends ScenarioActions {
  // ── answering decisions ────────────────────────────────────────────────

  /** Answers the open decision with raw values. */
  answer(...choice: (string | number)[]): ApplyResult {
    const result = this.driver.answer(choice);
    this.events = result.events;
    return result;
  }
  yes(): ApplyResult {
    return this.answer('yes');
  }
  no(): ApplyResult {
    return this.answer('no');
  }
  /** Answers a card decision by names or ids (names: the first matching option). */
  choose(...cards: (string | CardId)[]): ApplyResult {
    const d = this.decision;
    if (!d) throw new Error('scenario: no open decision to choose for');
    const used = new Set<number>();
    const ids = cards.map((c) => {
      if (typeof c === 'number') return c;
      const want = this.def(c).id;
      const hit = d.options.find(
        (o) => typeof o === 'number' && !used.has(o) && this.game.state.cards[o].def === want,
      );
      if (hit === undefined) throw new Error(`scenario: ${c} is not an option of "${d.prompt}"`);
      used.add(hit as number);
      return hit as number;
    });
    return this.answer(...ids);
  }
  /** Answers an options decision by the label's text (or option key). */
  pick(label: string): ApplyResult {
    const d = this.decision!;
    const i = d.labels?.findIndex((l) => l.includes(label)) ?? -1;
    return this.answer(i >= 0 ? d.options[i] : label);
  }
  /** Answers “no”/nothing to every open decision until none is open (or `stop` says so). */
  declineAll(stop?: (d: NonNullable<Scenario['decision']>) => boolean): void {
    while (this.decision && !stop?.(this.decision)) {
      const d = this.decision;
      if (d.kind === 'yes-no') this.no();
      else this.answer(...d.options.slice(0, d.min));
    }
  }
}

/** Builds a scenario. */
export function scenario(options: ScenarioOptions): Scenario {
  return new Scenario(options);
}
