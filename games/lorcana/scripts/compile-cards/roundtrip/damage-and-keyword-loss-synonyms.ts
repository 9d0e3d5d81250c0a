/**
 * Round-trip synonyms of issue 16's effect templates (see `roundtrip/roundtrip.ts`): the printed
 * wordings of its templates folded to the form the card language says them in. Applied to both
 * sides after the other families' synonyms; the text is lower case, symbols are words and pronouns
 * already read “they” / “this card”.
 *
 * @module
 */

/** “2” → “second”. */
const ORDINAL: Record<string, string> = { '2': 'second', '3': 'third', '4': 'fourth' };

/** Synonyms of this family (printed form ← generated form). */
export const DAMAGE_KEYWORD_SYNONYMS: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] =
  [
    [/\b(\w+)s and\/or (\w+)s\b/g, '$1s or $2s'],
    [/\bcannot\b/g, "can't"],
    [
      /\bwhile one of your (\w+) characters is at a location\W+that character gains?\b/g,
      'your $1 characters at a location gain',
    ],
    [/\b(?:it|they) is not true that you have\b/g, "you don't have"],
    [
      /\bcan't challenge or quest unless (?:it|they) is at a location\b/g,
      "can't quest or challenge unless this card is at a location",
    ],
    [
      /\bwhile this card is exerted\W+(?:and\W+)?(?:it|they) is your turn\W+whenever\b/g,
      'during your turn this card is exerted whenever',
    ],
    [
      /\bchoose an? ([\w ]+?)\W+(?:and\W+)?gain lore equal to their lore\b/g,
      'gain lore equal to the lore of chosen $1',
    ],
    [
      /\bif (?:it|they) is (an? \w+)\W+put (?:them|they|it) into its owner's hand\b/g,
      'if they is $1 put they into your hand',
    ],
    [/\bup to (\d+) chosen other\b/g, 'up to $1 other chosen'],
    [
      /\bgain (\w+) this turn\W+at the end of your turn\W+banish they\b/g,
      'gain $1 at the end of the turn banish they',
    ],
    [/\bthe chosen character (?:doesn't|can't) ready\b/g, "they can't ready"],
    [/\bif you do\W+if you have\b/g, 'if you do you have'],
    [/\bif they is (an? \w+) put they into your hand\b/g, 'if they is $1 return they to hand'],
    [/\byour (\w+)s or your (\w+)s at a location\b/g, 'your $1s and $2s at locations'],
    [/\bwhenever chosen (\w+) of yours named\b/g, 'whenever a $1 of yours named'],
    [/\bequal to this card's (strength|willpower|lore)\b/g, 'equal to the $1 of this card'],
    [
      /\bgets? ([+-]\d+ \w+) this turn\W+(?:then )?this card loses (\w+) this turn\b/g,
      'get $1 and loses $2 this turn',
    ],
    [
      /\bwhile you played (\d) or more (\w+?)s this turn\W+(?:and )?you didn't play \d or more \w+s this turn\W+whenever you play an? \w+/g,
      (_m: string, n: string, what: string) => `whenever you play a ${ORDINAL[n]} ${what} in a turn`,
    ],
  ];
