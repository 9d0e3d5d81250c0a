/**
 * Triggers on a card being chosen: “whenever an opponent chooses this character for an action or
 * ability” (an opponent's effect chose it, CR 6.1.3). `grammar/abilities.ts` asks {@link chosenTrigger}
 * among its trigger phrases.
 *
 * @module
 */
import type { Trigger } from '../../../../src/cards/vocabulary-abilities.js';

/** The triggers of this family, or undefined. */
export function chosenTrigger(p: string): Trigger[] | undefined {
  return /^whenever an opponent chooses this character for an action or ability$/.test(p)
    ? [{ on: 'chosenByOpponent' }]
    : undefined;
}
