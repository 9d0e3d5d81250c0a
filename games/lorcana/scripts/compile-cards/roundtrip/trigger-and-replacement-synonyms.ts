/**
 * Round-trip synonyms of issue 16 (see `roundtrip/roundtrip.ts`): printed wordings
 * folded to the form the card language says them in. Applied after the effect family's synonyms,
 * before punctuation is dropped; the text is lower case.
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const TRIGGER_REPLACEMENT_SYNONYMS: readonly (readonly [
  RegExp,
  string | ((...m: string[]) => string),
])[] = [
  // “they” is the opponent whose turn it is; the gate and the turn are both conditions (CR 6.1.13.6).
  [
    /^during each opponent's turn, whenever they draw a card while (this \w+ is exerted), /,
    "during an opponent's turn and $1, whenever an opponent draws a card, ",
  ],
  // A player event's player (“they”) discarding or drawing to a hand size (CR 6.1.8.1).
  [
    /\bif they have more than \d+ cards in their hand, they (?:choose and )?discard(?: cards)? until they have (\d+)(?: cards in their hand)?/g,
    'that player chooses and discards until they have $1 cards in their hand',
  ],
  [
    /\bif they have fewer than \d+ cards in their hand, they draw until they have (\d+)(?: cards in their hand)?/g,
    'its player draws until they have $1 cards in their hand',
  ],
  // A self-replacement on the number of the sentence before (CR 6.5.1.1): “(3 instead if …)”.
  [
    /\. if ([^,.]+?), (?:they|he|she|it|this card|chosen [\w ]+?) gets? ([+-]\d+) (?:strength|willpower|lore)(?: this turn)? instead\b/g,
    ' ($2 instead if $1)',
  ],
  // The chosen card is a character already: ours names the rest of the filter.
  [/\binstead if (an? [\w ]+?) character is chosen\)/g, 'instead if $1 card is chosen)'],
  [/\binstead if a character named ([\w ]+?) is chosen\)/g, 'instead if the chosen card is named $1)'],
  [/\. if ([^,.]+?), (?:deal (\d+) damage|gain (\d+) lore) instead\b/g, ' ($2$3 instead if $1)'],
  // “any characters in play with 5 {S} or more” is “a character with 5 {S} or more in play”.
  [
    /\byou have any (?:characters )?in play with (\d+) strength or more\b/g,
    'you have a character with $1 strength or more in play',
  ],
  [
    /\byou have (\d+) or more ([\w ]+?) in play with (\d+) strength or more\b/g,
    'you have $1 or more $2 with $3 strength or more in play',
  ],
  [/\b(\d+) or more characters of yours are exerted\b/g, 'you have $1 or more exerted characters in play'],
  // Two conditions of a static (CR 6.4.3) read “while [A] and [B]”.
  [/^during your turn, (?:if|while) ([^,]+), /, 'during your turn, $1, '],
  [
    /\byou have an? (\w+) named ([\w ]+?) in play or you have an? \1 named ([\w ]+?) in play\b/g,
    'you have a $1 named $2 or $3 in play',
  ],
  [/^while ([^,]+), if ([^,]+), /, 'while $1 and $2, '],
  [/^during (?:opponents' turns|each opponent's turn), /, "during an opponent's turn, "],
  // Two trigger conditions sharing one effect (CR 6.2.6).
  [
    /^whenever you play this (character|card) or another ([^,]+),/,
    'when you play this $1 and whenever you play another $2,',
  ],
  [
    /^whenever this (character|card) or ([^,]+?) (challenges(?: another character)?|quests),/,
    'whenever this $1 $3 and whenever $2 $3,',
  ],
  [/^when an opponent plays\b/, 'whenever an opponent plays'],
  [
    /^during your turn, you may play this (\w+) for free if (.+?)\.?$/,
    'during your turn, $2, you may play this $1 for free',
  ],
  [/\bfewer than (\d+) cards\b/g, (_m: string, n: string) => `${Number(n) - 1} or fewer cards`],
  [/ to (?:give )?that character (\w+) (?:get )?(\+\d+) and "/g, '; if you do, they gain $1 $2 and "'],
  [
    /, then put (?:it|they|that (?:action|song) card) on the bottom of your deck instead of into your discard\b/g,
    ' and put they on the bottom of your deck afterwards',
  ],
  [/\bthey take no damage instead\b/g, 'they take none instead'],
  // “the challenging character” of a challenge trigger at this location is the event's card.
  [
    /^(whenever [^,]*? challenges(?: another character)? while here, .*)\bthe challenging character\b/,
    '$1they',
  ],
  // Printed “challenges another character” (read “challenges” above) is ours “challenges a character”.
  [/\bchallenges a character while here\b/g, 'challenges while here'],
  [/\bmore than (\d+) cards\b/g, (_m: string, n: string) => `${Number(n) + 1} or more cards`],
  [
    /\bto draw cards equal to that character's (lore|strength|willpower)\b/g,
    '; if you do, draw the $1 of they cards',
  ],
  // Banished in a challenge it was not the challenged character of (CR 4.6.7).
  [
    /^when this (character|card) challenges and is banished, (.*)\bthe challenged character\b/,
    'while they is not true that this $1 is being challenged, when this $1 is banished in a challenge, $2the other card in that event',
  ],
  // Another verb instead for the chosen card (CR 6.5.1.1): choose it, then one or the other.
  [
    /\bexert chosen (\w+)\. if (an? \w+) \1 is chosen, banish (?:her|him|them|they|this card|it) instead\b/g,
    'choose a $1. if the chosen card is $2 card, banish they; otherwise, exert they',
  ],
  // “The first time” each turn (CR 6.2.2) of a move here; “the moved character” is the event's card.
  [
    /^during your turn, the first time you move a character here, (.*?)\bthe moved character is (an? \w+)\b/,
    'during your turn, the first time each turn: whenever you move a character here, $1they is $2 card',
  ],
  // “one of your opponents' characters, items, or locations” (before “one of your …” is read as a choice).
  [
    /^whenever one of your opponents' ([\w, ]+?) is returned\b/,
    (_m: string, list: string) =>
      `whenever an opposing ${list.replace(/s\b/g, '').replace(/, or /, ' or ')} is returned`,
  ],
  // Exactly one here: at least one and not two (CR 6.1.13.5); “they” is that card.
  [
    /^while you have only 1 (character|item) here, they get\b/,
    'while you have a $1 here and they is not true that you have 2 or more $1s here, $1s here get',
  ],
];
