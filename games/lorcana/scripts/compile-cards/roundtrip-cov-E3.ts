/**
 * Round-trip synonyms of issue 16's effects coverage (helper E3, see `roundtrip.ts`): printed
 * wordings folded to the form the card language says them in. Applied after the other families'
 * synonyms, before punctuation is dropped; the text is lower case and self-references read “this card”.
 *
 * @module
 */

/** Synonyms of the E3 family (printed form ← generated form). */
export const COV_E3_SYNONYMS: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
  // “During your turn, X gains K while C” is the condition first.
  [/^during your turn, (this card gains? [\w +]+?) while ([^.]+)/g, 'during your turn, $2, $1'],
  // A conditional static “gains Rush this turn”: the turn-history condition lasts the turn.
  [/^(?:while|if) (you played [^,]+ this turn), (this card gains? [\w +]+?) this turn\b/g, 'while $1, $2'],
  [
    /^your characters' strength can't be reduced below their printed value\b/g,
    "the strength of your characters can't be reduced below the printed value",
  ],
  [/\beach character in play\b/g, 'each character'],
  [/\bchosen character with no damage\b/g, 'chosen undamaged character'],
  [/\b(your [\w' ]+?) can't ready at the start of your turn\b/g, "$1 can't ready at the start of their turn"],
  [/\beach ((?:opposing|other)(?: \w+)*?) character with ([\w ]+?) gets?\b/g, '$1 characters with $2 get'],
  // A list of classifications as a static's subject: each of them (CR 5.2.7).
  [/^([a-z]+) and ([a-z]+) characters can't\b/g, "$1 or $2 characters can't"],
];
