/**
 * The phrase kit: small English helpers that every game's describers share, so a card's text is
 * generated the same way in every game.
 * @module
 */

/** Upper-cases the first letter: `"swift"` → `"Swift"`. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter: `"This card gets +1"` → `"this card gets +1"`. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The plural of a noun phrase. Alternatives joined by " or " are each made plural
 * (`"item or location"` → `"items or locations"`); a noun ending in s, x, ch or sh takes "es",
 * a consonant before a final y becomes "ies".
 */
export function plural(noun: string): string {
  return noun.split(' or ').map(pluralWord).join(' or ');
}

function pluralWord(noun: string): string {
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** A count and its noun: `count(1, 'card')` → `"1 card"`, `count(2, 'card')` → `"2 cards"`. */
export function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : plural(noun)}`;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A number as a word up to ten (`2` → `"two"`), else as digits. */
export function numberWord(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < WORDS.length ? WORDS[n] : String(n);
}

/** How many times: `1` → `"once"`, `2` → `"twice"`, `3` → `"three times"`. */
export function times(n: number): string {
  if (n === 1) return 'once';
  if (n === 2) return 'twice';
  return `${numberWord(n)} times`;
}

/** The noun with "a" or "an": `"item"` → `"an item"`. */
export function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** A change with its sign: `1` → `"+1"`, `-2` → `"-2"`. */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/**
 * A list in prose: `["a"]` → `"a"`, `["a", "b"]` → `"a and b"`, `["a", "b", "c"]` → `"a, b and c"`.
 * `word` is the last joiner (`"and"` or `"or"`).
 */
export function joinList(items: readonly string[], word: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}
