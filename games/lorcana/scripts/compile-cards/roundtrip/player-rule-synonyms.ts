/**
 * Round-trip synonyms of the statics that change a player's rules (`grammar/statics/lore-rule-statics.ts`,
 * `grammar/statics/discard-replacement-statics.ts`) and of the protections
 * (`grammar/statics/protection-statics.ts`): printed wordings folded to the form the card language
 * says them in. Applied to both sides last (lower case, no punctuation).
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const PLAYER_RULE_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  // Cards are only ever discarded from a hand (CR 7.3.4).
  [/\bdiscard one or more cards from your hand\b/g, 'discard one or more cards'],
  [/\bdamage counters can't be removed\b/g, "cards can't have damage counters removed"],
  [/\bopponents can't choose (your \w+) for\b/g, "$1 can't be chosen by opponents for"],
];
