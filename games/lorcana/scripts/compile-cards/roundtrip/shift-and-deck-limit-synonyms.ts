/**
 * Round-trip synonyms of issue 16 (see `roundtrip/roundtrip.ts`): printed wordings folded to the
 * form the card language says them in. The text is lower case and self-references read “this card”.
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const SHIFT_DECK_LIMIT_SYNONYMS: readonly (readonly [
  RegExp,
  string | ((...m: string[]) => string),
])[] = [
  // A Shift-only payment modifier names the card by its pronoun (CR 8.10.2).
  [
    /\bto play this card using (?:his|her|this card) shift ability\b/g,
    'to play this card using its shift ability',
  ],
  // The cards the step before moved (CR 6.1.11).
  [/\bto gain 1 lore for each [\w ]+? moved this way\b/g, 'if you do gain that many lore'],
  // A card remembered by the step that acted on it, its name tested as the sentence resolves.
  [
    /\bto (draw a card)\. if the banished (\w+) is named ([^.,]+?),? you may also\b/g,
    (_m, draw: string, what: string, name: string) =>
      `if you do ${draw}. if the card chosen as banished is ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} named ${name} you may`,
  ],
  // A deck-building limit below four (above CR 1.10.1.1).
  [
    /^you may only have (\d+) copies of [^|]+? in your deck\b/g,
    'you may have up to $1 copies of this card in your deck',
  ],
  // “If that character is named Tod, you may play him for free.”: the card the step before acted on.
  [
    /\bif that (character|item) is named ([^,.]+?),? you may play this card for free\b/g,
    'if the chosen card is a $1 named $2 you may play they for free',
  ],
  // A card remembered by the step that exerted it; a grant until the challenge ends (CR 4.6.8).
  [/\bif you do,? the exerted (character|item)\b/g, 'if you do the card chosen as exerted'],
  [/\bduring that challenge\b/g, 'for this challenge'],
];
