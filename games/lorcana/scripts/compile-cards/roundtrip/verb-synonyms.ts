/**
 * Round-trip synonyms of issue 16's effect family (see `roundtrip/roundtrip.ts`): printed wordings folded to
 * the form the card language says them in. Applied after the shared synonyms, before punctuation
 * is dropped; the text is lower case and pronouns already read “they” / “this card”.
 *
 * @module
 */

/** Synonyms of the effect family (printed form ← generated form). */
export const VERB_SYNONYMS: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
  [/\bput they back on the top of your deck in any order\b/g, 'put they back in any order'],
  [/\bput any card from your hand\b/g, 'put a card from your hand'],
  [/\bshuffle this card into your deck\b/g, "shuffle this card into its owner's deck"],
  [/\bshuffle (.+?) into its player's deck\b/g, "shuffle $1 into its owner's deck"],
  [/\bto their players' hands\b/g, 'to hand'],
  [/\bthat player discards\b/g, 'its player discards'],
  [/\bput 1 on the top of your deck\b/g, 'put 1 card on top of your deck'],
  [/\bif they's (an?) ([\w ]+?) card\b/g, 'if they is $1 $2'],
  [/\b(if they is an? [\w ]+?, you may )put they into your hand\b/g, '$1return they to hand'],
  [/\bplay that (?:character|item|song|card) for free\b/g, 'play they for free'],
  [/\bfor free and they enters? play exerted\b/g, 'for free, entering play exerted'],
  [
    /\blook at the top (\d+) cards of your deck\. put any number of they on the top or the bottom of your deck in any order\b/g,
    'look at the top $1 cards of your deck; put up to $1 cards on top of your deck and the rest on the bottom in any order',
  ],
  [/\bthe other into inkwell facedown\b/g, 'the rest into inkwell facedown'],
  [
    /\byou may reveal any number of ([\w ]+?) cards((?: named [\w ]+?)?) and put they (?:into|in) your hand\. put the rest\b/g,
    'reveal and put any number of $1s$2 into your hand and the rest',
  ],
  [/\bfor each (player|opponent), that player may\b/g, 'each $1 may'],
  [
    /\bput (an? [\w ]*?card) from chosen player's discard on the bottom of their deck\b/g,
    "put $1 from any discard on the bottom of their owners' decks in any order",
  ],
  [
    /\bfrom your (hand|discard) on the bottom of your deck(?: in any order)?/g,
    "from your $1 on the bottom of their owners' decks in any order",
  ],
  [/\bdamage each to up to\b/g, 'damage to up to'],
  [/\bfrom your discard into your hand\b/g, 'from your discard to hand'],
  [
    /\byou may reveal an? ([^.]+?) card((?: with [\w ]+?)?) and play they for free\. put the rest\b/g,
    'reveal and play up to 1 $1$2 for free and the rest',
  ],
  [/\bthe rest in your discard\b/g, 'the rest into your discard'],
  [
    /\beach player with fewer than (\d+) cards in their hand draws until they have \1\b/g,
    'each player draws until they have $1 cards in their hand',
  ],
  [
    /\bone of your (other )?((?:character|item|location)s(?: or (?:character|item|location)s)?)\b/g,
    (_m: string, other: string | undefined, what: string) =>
      `chosen ${other ?? ''}${what.replace(/s\b/g, '')} of yours`,
  ],
  [
    /\bshuffle (an? [\w ]*?card) from chosen player's discard into their deck\b/g,
    "shuffle $1 from any discard into its owner's deck",
  ],
  [
    /\bput revealed ([\w ]+?) cards into your hand\. put the rest\b/g,
    'put every $1 into your hand and the rest',
  ],
  [
    /\byou may put each ([\w ]+?) card((?: with [\w ]+?)?) into your hand\. put the rest\b/g,
    'put any number of $1s$2 into your hand and the rest',
  ],
  // A revealed card that doesn't match stays where it is.
  [/[.;]? otherwise,? (?:put they on the top of your deck|they stays on top)\b/g, ''],
];
