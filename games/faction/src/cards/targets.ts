/**
 * Targets and filters that many cards share, so card files read like the card: `damage(opposing, 2)`.
 * @module
 */
import type { CardFilter, Target } from './vocabulary';

/** Any opposing character (main characters included). */
export const OPPOSING_CHARACTER: CardFilter = { side: 'opponent', type: 'character' };
/** Any character you control (your main character included). */
export const YOUR_CHARACTER: CardFilter = { side: 'you', type: 'character' };

/** A target the controller chooses: one card matching the filter. */
export function chosen(filter: CardFilter): Target {
  return { choose: filter };
}

/** Every card in play matching the filter (a target and a static scope). */
export function each(filter: CardFilter): { readonly each: CardFilter } {
  return { each: filter };
}

/** The ability's own card (a target and a static scope). */
export const SELF = 'self';
/** The card an item is attached to (a target and a static scope). */
export const HOST = 'host';
