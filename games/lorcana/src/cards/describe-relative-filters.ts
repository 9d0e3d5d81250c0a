/**
 * English for the filters relative to a known card: “with the same name as
 * that card”, “with less strength than that card”, “with cost up to 2 more than that card”.
 *
 * @module
 */
import type { CardFilter, RelativeRef } from './vocabulary-refs.js';

/** A reference as the object of a comparison (no import of describe-nouns: it imports this file). */
function refText(ref: RelativeRef): string {
  if (ref === 'banishedForCost') return 'the banished character';
  if (typeof ref === 'object') return `the card chosen as ${ref.slot}`;
  if (ref === 'self') return '{self}';
  if (ref === 'eventOther') return 'the other card in that event';
  return 'that card';
}

/** The tail words of a filter's relative fields (none when it has none). */
export function relativeFilterText(filter: CardFilter): string[] {
  const out: string[] = [];
  if (filter.sameNameAs !== undefined) out.push(`with the same name as ${refText(filter.sameNameAs)}`);
  const c = filter.compare;
  if (c) {
    const of = refText(c.to);
    if (c.plus) out.push(`with ${c.stat} up to ${c.plus} more than ${of}`);
    else if (c.by === 'lt') out.push(`with less ${c.stat} than ${of}`);
    else out.push(`with ${c.stat} equal to or less than ${of}'s ${c.stat}`);
  }
  return out;
}
