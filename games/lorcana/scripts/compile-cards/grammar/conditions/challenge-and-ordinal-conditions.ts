/**
 * Condition phrases of issue 16's effect templates: “while challenging a damaged
 * character” and the trigger gate “a second action in a turn”. The parsers are passed in, so this
 * file has no grammar imports.
 *
 * @module
 */
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedCondition as Condition } from '../../parsed/parse-tree.js';

const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4 };

/** A condition phrase of this family → a condition, or undefined. */
export function challengingCondition(
  p: string,
  parseFilter: (phrase: string) => CardFilter,
  parse: (phrase: string) => Condition,
): Condition | undefined {
  // “you don't have a Captain character in play”.
  const dont = /^you don't have (.+)$/.exec(p);
  if (dont) return { not: parse(`you have ${dont[1]}`) };
  // “(while) challenging a damaged character”: the source is the challenger of the current challenge.
  const m = /^(?:this character is )?challenging (?:a|an) (.+)$/.exec(p);
  if (m) return { challenging: parseFilter(m[1]) };
  if (p === 'you removed damage this way') return { removedDamageThisWay: true };
  if (p === 'no other character has quested this turn') return { noOtherQuested: true };
  return undefined;
}

/**
 * “whenever you play a second action in a turn”: the trigger “whenever you play an action”, gated on
 * that being exactly the second one you played this turn (CR 6.1.13.6).
 */
export function ordinalGate(
  phrase: string,
  parseFilter: (phrase: string) => CardFilter,
): { head: string; gate: Condition } | undefined {
  const m = /^whenever you play a (second|third|fourth) (.+?) in a turn$/.exec(phrase);
  if (!m) return undefined;
  const n = ORDINALS[m[1]];
  const filter = parseFilter(m[2]);
  const article = /^[aeiou]/.test(m[2]) ? 'an' : 'a';
  return {
    head: `whenever you play ${article} ${m[2]}`,
    gate: {
      all: [{ playedCount: filter, atLeast: n }, { not: { playedCount: filter, atLeast: n + 1 } }],
    },
  };
}
