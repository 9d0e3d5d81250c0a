/**
 * The names a character answers to when another card is shifted onto it (CR 8.10.1): its own
 * names, a name it “also counts as being named … for Shift”, or any name.
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import { namesOf } from '../../cards/card.js';
import { cardOf } from '../state/board.js';

/** Whether a character shifted with one of `names` can go on top of `base`. */
export function shiftNamesMatch(ctx: Ctx, base: CardId, names: readonly string[]): boolean {
  const data = cardOf(ctx, base);
  if (namesOf(data).some((n) => names.includes(n))) return true;
  for (const ability of data.abilities ?? []) {
    if (ability.kind !== 'static' || ability.condition !== undefined) continue;
    const e = ability.effect;
    if ('shiftOntoAnyName' in e) return true;
    if ('shiftName' in e && names.includes(e.shiftName)) return true;
  }
  return false;
}
