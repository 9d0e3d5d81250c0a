/**
 * Round-trip synonyms of issue 16's character-effects family (see `roundtrip/roundtrip.ts`): printed wordings
 * folded to the form the card language says them in. Applied after the effect family's synonyms,
 * before punctuation is dropped; the text is lower case and pronouns already read “they” / “this card”.
 *
 * @module
 */

/** Synonyms of the character-effects family (printed form ← generated form). */
export const CHARACTER_EFFECT_SYNONYMS: readonly (readonly [
  RegExp,
  string | ((...m: string[]) => string),
])[] = [
  [
    /\bgain lore equal to the number of ([\w ]+?)s you have in play\b/g,
    'gain 1 lore for each $1 you have in play',
  ],
  [/\bthe number of your ([\w ]+?) in play\b/g, 'the number of $1 you have in play'],
  [
    /\bdeal 1 damage to (.+?) for each ([\w ]+?) you have in play\b/g,
    'deal damage to $1 equal to the number of $2s you have in play',
  ],
  [/\bfor each ([\w ]+?) opponents have in play\b/g, 'for each opposing $1'],
  [/\bfor each ([\w ]+?)(?<! you have) in play\b/g, 'for each $1'],
  [/\byou've played\b/g, 'you played'],
  [/\bthey is not true that you played\b/g, "you didn't play"],
  [/\b(an?|another) ([\w ]+?) in play has damage\b/g, '$1 damaged $2 is in play'],
  [/\b(an?|another) character has damage\b/g, '$1 damaged character is in play'],
  [/\ban opposing character has damage\b/g, 'an opposing damaged character is in play'],
  [/\b(\d+) or more characters with damage in play\b/g, '$1 or more damaged characters in play'],
  [/\bthis card's at a location\b/g, 'this card is at a location'],
  // A list of classifications as a static's subject: any of them (CR 5.2.7).
  [
    /\b(your|opposing) ((?:[a-z]+,? )+)(?:and|or) ([a-z]+) characters (get|gain|can't)\b/g,
    '$1 $2$3 characters $4',
  ],
  [/^(while this card [^,]+?),? they (get|gain)\b/g, '$1 this card $2'],
  [/\b(with (\w+)) (gain [\w +]+?) with \2 (get|gain)\b/g, '$1 $3 $4'],
  [/^for each ([^,]+?),? (this card) (get|gain) ([+-]\d+ \w+)\.?$/g, '$2 $3 $4 for each $1'],
  [/\bget (resist|challenger) \+/g, 'gain $1 +'],
  [/\ball opponents lose\b/g, 'each opponent loses'],
  [
    /\breturn an? ((?:character|item)(?: or item)?(?: with cost \d+ or less)?) to hand\b/g,
    'return chosen $1 to hand',
  ],
  [/\bchoose chosen (\w+) of yours,? (?:and )?ready they\b/g, 'ready chosen $1 of yours'],
  [/\breturn that character to hand\b/g, 'return they to hand'],
  [/\bto each of they\b/g, 'to they'],
  [
    /\bchoose an? (?:(other|opposing) )?([\w ]+?)[;,.]? (?:then,? )?(?:if you do,? )?gain lore equal to the lore of they\b/g,
    (_m: string, which: string | undefined, what: string) =>
      `gain lore equal to the lore of chosen ${which ? `${which} ` : ''}${what}`,
  ],
  [/\bopposing ((?:\w+ )*?)characters gain\b/g, 'each opposing $1character gain'],
  [/\b(chosen [\w ]+?) (resist|challenger) get \+(\d+)/g, '$1 gain $2 +$3'],
  [
    /\byou have ((?:a|an|another) [\w ]+?) in play (or|and) you have ((?:a|an) [\w ]+?) in play\b/g,
    'you have $1 $2 $3 in play',
  ],
  [/\bmust quest if able during their next turn\b/g, 'must quest during their next turn if able'],
  [
    /\b(?:you )?gain lore equal to the lore lost(?: this way)?\b/g,
    'gain 1 lore for each 1 lore lost this way',
  ],
  [/\beach opposing character in play\b/g, 'each opposing character'],
  [/\bhas 0 lore\b/g, 'has no lore'],
  [/\bgain 1 lore for each 1 damage removed\b(?! this way)/g, 'gain that much lore'],
];
