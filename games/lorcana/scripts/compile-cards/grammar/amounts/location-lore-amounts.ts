/**
 * “Gain lore equal to that location's {L}” after a step that chose a character at a location: the
 * {L} of the location that character is at (CR 4.7), read as the step resolves (CR 6.1.8).
 * `grammar/effects.ts` asks {@link locationLoreClause} before its own clause rules.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';

/** The step of this family, or undefined. */
export function locationLoreClause(c: string): Step[] | undefined {
  if (!/^gain lore equal to that location's \{L\}$/.test(c)) return undefined;
  return [{ do: 'gainLore', amount: { locationLoreOf: 'it' } }];
}
