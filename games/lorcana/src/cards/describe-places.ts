/**
 * English for the static abilities about moving to locations (CR 4.7): free moves and move-cost
 * reductions.
 *
 * @module
 */
import { describeFilter } from './describe-nouns.js';
import type { StaticEffect } from './vocabulary-abilities.js';

/** A static effect about moving, or undefined when it is not one. */
export function describePlacesStatic(effect: StaticEffect): string | undefined {
  if ('moveHereForFree' in effect)
    return `your ${describeFilter({ ...effect.moveHereForFree, owner: undefined }, true)} may move here for free`;
  if ('moveCostReduction' in effect) {
    if (effect.self)
      return `${effect.oncePerTurn ? 'once during your turn, ' : ''}you may pay ${effect.moveCostReduction} ink less to move {self} to a location`;
    return effect.at === 'here'
      ? `you pay ${effect.moveCostReduction} ink less to move a character of yours here`
      : `you pay ${effect.moveCostReduction} ink less to move your characters to a location`;
  }
  if ('singCostBonus' in effect) {
    const who = effect.to === 'self' ? '{self} counts' : `${describeFilter(effect.to, true)} count`;
    return `${who} as having +${effect.singCostBonus} cost to sing songs`;
  }
  if ('shiftName' in effect) return `{self} also counts as being named ${effect.shiftName} for Shift`;
  if ('shiftOntoAnyName' in effect)
    return 'you may play any character with Shift on {self} as if {self} had any name';
  return undefined;
}
