/**
 * Condition and “for each” phrases of issue 16's character-effects family: what is in play on either
 * side (“if a Hero character is in play”, “while another character in play has damage”), lore
 * compared with opponents, what you played this turn, and the source's own state (“if he has no
 * damage”). The card-filter parser is passed in, so this file has no grammar imports (no loop).
 *
 * @module
 */
import type { Amount, CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedCondition as Condition } from '../../parsed/parse-tree.js';

type Filter = (phrase: string) => CardFilter;
type Rule = readonly [RegExp, (m: RegExpExecArray, filter: Filter) => Condition];

const SELF = '(?:this character|he|she|it)';

const RULES: readonly Rule[] = [
  [/^(?:a|an) (.+?) is in play$/, (m, f) => ({ inPlay: f(m[1]) })],
  [
    /^there are (\d+) or more (.+?) with damage in play$/,
    (m, f) => ({ inPlay: { ...f(m[2]), damaged: true }, atLeast: Number(m[1]) }),
  ],
  // “an opposing character has damage” is “an opposing damaged character is in play” (CR 1.9.1).
  [/^(?:a|an) (.+?) has damage$/, (m, f) => ({ inPlay: { ...f(m[1]), damaged: true } })],
  [/^another (.+?) in play has damage$/, (m, f) => ({ inPlay: { ...f(m[1]), damaged: true, other: true } })],
  [/^an opponent has (\d+) or more lore$/, (m) => ({ opponentLore: { atLeast: Number(m[1]) } })],
  [/^an opponent has more lore than you$/, () => ({ opponentMoreLore: true })],
  [/^an opponent has 0 lore$/, () => ({ opponentLore: { atMost: 0 } })],
  // Read before “you have a … in play” (its filter would not parse).
  [
    /^you have a character in play with more \{S\} than each opposing character in play$/,
    () => ({ strongestCharacter: true }),
  ],
  [/^you've played (?:a|an) (.+?) this turn$/, (m, f) => ({ playedThisTurn: f(m[1]) })],
  [/^you didn't play (?:a|an) (.+?) this turn$/, (m, f) => ({ not: { playedThisTurn: f(m[1]) } })],
  [
    /^you've played (\d+) or more (.+?) this turn$/,
    (m, f) => ({ playedCount: f(m[2]), atLeast: Number(m[1]) }),
  ],
  // “a Seven Dwarfs or Princess character”: either classification (CR 5.2.7).
  [
    /^you have (?:a|an) ([A-Z][\w ]*?) or ([A-Z][\w ]*?) (character|item|location) in play$/,
    (m, f) => ({ youHave: { ...f(m[3]), classification: [m[1], m[2]] } }),
  ],
  [
    /^you have (a|an|another) (.+?) (or|and) (?:a|an) (.+?) in play$/,
    (m, f) => {
      const first = { youHave: { ...f(m[2]), ...(m[1] === 'another' ? { other: true } : {}) } };
      const second = { youHave: f(m[4]) };
      return m[3] === 'or' ? { any: [first, second] } : { all: [first, second] };
    },
  ],
  [new RegExp(`^${SELF} has no damage$`), () => ({ selfIs: { damaged: false } })],
  [new RegExp(`^${SELF} (?:has damage|is damaged)$`), () => ({ selfIs: { damaged: true } })],
  [new RegExp(`^${SELF}(?:'s| is) at a location$`), () => ({ selfIs: { at: 'any' } })],
  [new RegExp(`^${SELF}(?:'s| is) exerted$`), () => ({ selfIs: { exerted: true } })],
];

/** A condition phrase of this family, or undefined. */
export function inPlayOrLoreCondition(phrase: string, filter: Filter): Condition | undefined {
  for (const [re, build] of RULES) {
    const m = re.exec(phrase);
    if (m) return build(m, filter);
  }
  return undefined;
}

/**
 * “for each [X] opponents have in play” / “for each [X] in play” (every player's, CR 6.1.8), or
 * undefined.
 */
export function inPlayForEach(n: number, phrase: string, filter: Filter): Amount | undefined {
  const times = n === 1 ? {} : { times: n };
  // What the step before counted (CR 6.1.11), or the damage the trigger event removed.
  if (phrase === '1 lore lost this way') return { thisWay: true, of: 'lore', ...times };
  if (phrase === '1 damage removed this way') return { thisWay: true, ...times };
  if (phrase === '1 damage removed' && n === 1) return { eventDamage: true };
  let m = /^(.+?) opponents have in play$/.exec(phrase);
  if (m) return { count: { ...filter(m[1]), owner: 'opponent' }, ...times };
  m = /^(.+?) in play$/.exec(phrase);
  if (m && !/ you have$/.test(m[1])) return { count: filter(m[1]), ...times };
  return undefined;
}
