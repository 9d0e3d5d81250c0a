/**
 * The marker of activated abilities granted by an effect for a duration (issue 16): a lasting
 * change of no size whose `args.grant` is the ability. No runtime imports, so the verb that makes it
 * and `granted.ts` that reads it share it without an import loop.
 *
 * @module
 */
import type { ActivatedAbility } from '../../cards/vocabulary-abilities.js';

/** The stat of the marker (no characteristic reads it). */
export const GRANTED_STAT = 'granted.activated';

/** The marker's arguments. */
export interface GrantedMarkArgs {
  readonly grant: ActivatedAbility;
}
