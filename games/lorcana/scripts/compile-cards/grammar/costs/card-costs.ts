/**
 * The cost grammar beyond the exert symbol and ink (issue 16, places/costs family): Shift paid by
 * discarding a kind of card (“Shift: Discard a song card”, CR 8.10), and the parts of an activated
 * ability's cost that use other cards of yours (“Banish one of your items”, “{E} one of your
 * characters”, “Choose and discard an item card”, CR 6.3).
 *
 * @module
 */
import type { ActivationCost, KeywordAbility } from '../../../../src/cards/vocabulary-abilities.js';
import { parseCount, parseFilter } from '../phrases.js';

/** “Shift: Discard a song card” / “Shift: Discard an action card” → a Shift keyword, or undefined. */
export function parseShiftDiscard(part: string): KeywordAbility | undefined {
  const m = /^Shift: Discard (a|an) (.+?) card$/.exec(part);
  if (!m) return undefined;
  return { keyword: 'shift', cost: { discard: 1, filter: parseFilter(m[2]) } };
}

/** A cost part naming other cards of yours, or undefined when it is not one. */
export function parseOtherCost(part: string): ActivationCost | undefined {
  let m = /^Banish one of your (other )?(items|characters|locations)$/.exec(part);
  if (m) {
    const f = parseFilter(m[2]);
    return { banish: { ...f, owner: 'you', ...(m[1] ? { other: true } : {}) } };
  }
  m = /^Banish (\d+) of your (other )?(items|characters|locations)$/.exec(part);
  if (m) {
    const filter = { ...parseFilter(m[3]), owner: 'you' as const, ...(m[2] ? { other: true } : {}) };
    return { banishMany: { count: Number(m[1]), filter } };
  }
  m = /^Banish chosen (item|character|location) of yours$/.exec(part);
  if (m) return { banish: { ...parseFilter(m[1]), owner: 'you' } };
  // Printed quirks: “{2} {I}” for “2 {I}”, and “{E} 2 {I}” without its comma.
  m = /^\{(\d+)\} \{I\}$/.exec(part);
  if (m) return { ink: Number(m[1]) };
  m = /^\{E\},? (\d+) \{I\}$/.exec(part);
  if (m) return { exert: true, ink: Number(m[1]) };
  m = /^[Ee]xert (\d+) (items|characters) of yours$/.exec(part);
  if (m) return { exertMany: { count: Number(m[1]), filter: { ...parseFilter(m[2]), owner: 'you' } } };
  m = /^\{E\} one of your (items|characters)$/.exec(part);
  if (m) return { exertOne: { ...parseFilter(m[1]), owner: 'you' } };
  m = /^Deal (\d+) damage to this character$/.exec(part);
  if (m) return { damageSelf: Number(m[1]) };
  m = /^(?:Choose and d|D)iscard (a|an|\d+) (.*?)cards?$/.exec(part);
  if (m) {
    const count = parseCount(m[1]);
    const what = m[2].trim();
    return { discard: { count, ...(what ? { filter: parseFilter(what) } : {}) } };
  }
  return undefined;
}

/** Whether the text before a dash starts like an activated ability's cost. */
export const OTHER_COST_HEAD =
  /^(Banish one of your|Banish \d+ of your|\{E\} one of your|Choose and discard|Discard)\b/;
