/**
 * Round-trip synonyms of issue 16's effect templates (see `roundtrip/roundtrip.ts`): printed
 * wordings folded to the form the card language says them in. Applied after the other families'
 * synonyms, before punctuation is dropped; the text is lower case and self-references read “this card”.
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const STAT_AMOUNT_SYNONYMS: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
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
  // “may enter play exerted to [effect]”: the choice, then its effect (CR 6.7.8).
  [/^this card may enter play exerted to\b/g, 'this card may enter play exerted; if so,'],
  // A stat raised by another stat, counted as it resolves (CR 6.1.8).
  [
    /\bchoose an? ([\w ]+?)[.,]? they get \+the willpower of they strength\b/g,
    'chosen $1 get +strength equal to their willpower',
  ],
  [
    /\b(chosen other [\w ]+?) get \+the willpower of this card strength\b/g,
    "add his willpower to $1's strength",
  ],
  [/\bplay a non-character(?! card)\b/g, 'play a non-character card'],
  [/^your (\w+) can't be challenged by ([^.]+)/g, "$2 can't challenge your $1"],
  [/\btakes? no damage from challenges\b/g, "can't take damage from challenges"],
  [
    /\bthis turn,? they can't take damage from challenges,? (?:and )?can't quest\b/g,
    "they can't take damage from challenges this turn, they can't quest this turn",
  ],
  [
    /\b(chosen [\w ]+?) gains? ([\w +]+?) (until the start of your next turn|this turn)[.,;]? they gains? the (\w+) classification \3/g,
    '$1 gain $2 and the $4 classification $3',
  ],
  [/^all (opposing characters gain the \w+ classification)/g, '$1'],
  // An amount with a printed cap.
  [
    /\bgain up to (\d+) lore \(as much as the strength of this card\)/g,
    'gain lore equal to this card strength, to a maximum of $1 lore',
  ],
  [
    /\bchoose an? ([\w ]+?)[.,]? each opponent loses up to (\d+) \(as much as the damage on they\) lore\b/g,
    'each opponent loses lore equal to the damage on chosen $1, to a maximum of $2 lore each',
  ],
  [/\bcan quest the turn (?:he|she|they|this card)(?:'s|'re) played\b/g, "can quest the turn it's played"],
  [/\b(if you do,? )those characters gain\b/g, '$1they gain'],
  // “[A] to draw N. If that character had a card under them, draw M instead” (CR 6.5.1.1).
  [
    /^(banish chosen [\w ]+?)[.,;]? if you do,? if they had a card under they,? draw (\d+) cards[.,;]? otherwise,? draw (\d+) cards/g,
    '$1 to draw $3 cards. if that character had a card under they, draw $2 cards instead',
  ],
  [
    /\b(remove up to \d+ damage from your other characters)[.,;]? if you do,? ready they\b/g,
    '$1. ready each character you removed damage from this way',
  ],
];
