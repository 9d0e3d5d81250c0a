/**
 * Round-trip synonyms of issue 16 (see `roundtrip/roundtrip.ts`): the printed wordings
 * of its templates folded to the form the card language says them in. Applied to both sides last:
 * the text is lower case without punctuation, symbols are words and pronouns already read “they” /
 * “this card”.
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const RELATIVE_CARD_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  // “chosen Villain of yours”: a classification alone names characters.
  [/\bchosen (\w+) character of yours\b/g, 'chosen $1 of yours'],
  [/\bchosen (\w+) with (\w+) of yours\b/g, 'chosen $1 of yours with $2'],
  [/\bthan that character\b/g, 'than they'],
  [/\bthe exerted character's cost\b/g, "they's cost"],
  [
    /\b(exert|banish) (chosen [\w ]+?) (?:\1 )?each other ([\w ]+?)s? with the same name(?: as they)?\b/g,
    '$1 $2 and each other $3 with the same name',
  ],
  [
    /\bchoose an? (\w+) of yours\s+(?:then |and )?gain the cost of they lore\b/g,
    'gain lore equal to the cost of chosen $1 of yours',
  ],
  [/\b(chosen \w+ of yours) in play\b/g, '$1'],
  [
    /\bchoose an? ([\w ]+?) this card gets? \+strength equal to the strength of the card chosen as chosen\b/g,
    'this card gets +strength equal to the strength of chosen $1',
  ],
  [/\bthis card get \+strength equal to\b/g, 'this card gets +strength equal to'],
  [/\bany number of chosen (\w+) of yours\b/g, 'any number of your $1'],
  [/\bdraw a card for each \w+ banished this way\b/g, 'draw that many cards'],
  [/\bgets? -(strength|willpower|lore) equal to\b/g, 'loses $1 equal to'],
  [/\bwith cost equal to or less than they's cost\b/g, 'with the same cost or less'],
  [/\bthis card's strength\b/g, 'the strength this card had in play'],
  [/\bto give this card (\w+) this turn\b/g, 'if you do this card gain $1 this turn'],
  [/\bto gain (\d+) lore (?:and )?give they (\w+)\b/g, 'if you do gain $1 lore they gain $2'],
  [/\bput a card named ([\w ]+?) from your discard\b/g, 'put a $1 card from your discard pile'],
  [
    /\bon the bottom of (?:your deck|their owner's deck|their owners' decks in any order)\b/g,
    'on the bottom of their deck',
  ],
  [
    /\bdraw a card for each character that sang this song\s+(?:and )?gain 1 lore for each character that sang this song\b/g,
    'for each character that sang this song draw a card gain 1 lore',
  ],
  [/\bthe number of your ([\w ]+?) times\s+-\s+(\w+) chosen\b/g, 'for your $1 in play $2 a chosen'],
  [
    /\bplay an? (\w+) (with [\w ]+?) from your hand or from your discard for free(?:\s+entering play)?\b/g,
    'play a $1 from your hand or discard $2 for free',
  ],
  [
    /\bplay an? (\w+) from your hand or discard (with [\w ]+?) for free\b/g,
    'play a $1 from your hand or discard $2 for free',
  ],
  [
    /\beach player draws (\d+) cards\s+(?:and )?(?:each player )?gains? (\d+) lore\b/g,
    'each player draws $1 cards gain $2 lore',
  ],
  [
    /\bsang this song\s+choose (?:they|them)\s+(?:if you do\s+)?ready (they|them)\b/g,
    'sang this song ready $1',
  ],
];
