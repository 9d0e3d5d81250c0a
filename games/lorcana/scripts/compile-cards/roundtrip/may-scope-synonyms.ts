/**
 * Round-trip synonyms for the encodings the CR 6.1.4 scoping gives (see `roundtrip/roundtrip.ts`): printed
 * wordings and the form the card language says them in. Applied after the shared synonyms; the text
 * is lower case and pronouns already read “they” / “this card”.
 *
 * @module
 */

/** Synonyms of the may-scope fixes (printed form ← generated form). */
export const MAY_SCOPE_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  // “you may pay 1 {I} and banish this item to …”: both parts are what the player may do (CR 6.1.4).
  [/\byou may pay (\d+) ink; if you do, (banish this card); if you do, /g, 'you may pay $1 ink and $2 to '],
  // “you may draw cards equal to the {S} of chosen Ally character of yours”: the choice is in the may.
  [
    /\byou may (choose an? [\w ]+? of yours); if you do, (draw the strength of they cards)/g,
    '$1, you may $2',
  ],
  // “You may ready your other Princess characters. They can't quest …”: “they” are those characters.
  [/\byou may (\w+) (your other [\w ]+? characters)\. \2 can't\b/g, "you may $1 $2. they can't"],
];
