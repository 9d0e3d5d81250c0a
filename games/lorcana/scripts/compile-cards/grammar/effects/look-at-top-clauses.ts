/**
 * “Look at the top card of your deck and put it on either the top or the bottom of your deck” in one
 * clause: the same step as the two-sentence wording (the card stays on top or goes to the bottom,
 * CR 7.2.3). `grammar/effects.ts` asks {@link lookAtTopClause} before its own clause rules.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';

/** The step of this family, or undefined. */
export function lookAtTopClause(c: string): Step[] | undefined {
  if (!/^look at the top card of your deck and put it on either the top or the bottom of your deck$/.test(c))
    return undefined;
  return [{ do: 'lookAtTop', count: 1, take: { min: 0, max: 1, to: 'deckTop' }, rest: 'deckBottom' }];
}
