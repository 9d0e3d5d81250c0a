/**
 * Round-trip synonyms of issue 16's zones-and-cards templates (see `roundtrip/roundtrip.ts`): the
 * printed wordings of its templates folded to the form the card language says them in. Applied to
 * both sides after the effect family's synonyms; the text is lower case, symbols are words and
 * pronouns already read “they” / “this card”.
 *
 * @module
 */

/** “a” or “an” before a phrase. */
const a = (phrase: string) => (/^[aeiou]/.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

/** Synonyms of this family (printed form ← generated form). */
export const ZONE_SYNONYMS: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
  [
    /\beach player discards their hand and draws (\d+) cards\b/g,
    'for each player, discards all cards in their hand, then draw $1 cards',
  ],
  [/\breturn another (\d+) chosen (\w+)/g, 'return $1 chosen other $2'],
  [/\bfor each card discarded\b/g, 'for each card involved'],
  [/\bwhenever your opponent discards\b/g, 'whenever an opponent discards'],
  [
    /\bdraw cards equal to the damage on chosen ([\w ]+?)(,? then|\.) banish they\b/g,
    'choose a $1. draw the damage on they cards. banish they',
  ],
  [
    /\bchoose (up to \d+|\d+) cards from chosen opponent's discard and shuffle they into their deck\b/g,
    "choose an opponent. shuffle $1 cards from their discard into its owner's deck",
  ],
  [
    /\bthe player or players with the most cards in their hand chooses and discards\b/g,
    'the player or players with the most cards in their hands choose and discard',
  ],
  [
    /\bplay that song again from your discard for free, then put they on the bottom of your deck\b/g,
    'play the other card in that event from your discard for free and put they on the bottom of your deck afterwards',
  ],
  [
    /\bwhenever you play a location, this card may move there for free\b/g,
    'whenever you play a location, you may move this card to they for free',
  ],
  [/\bput all opposing characters\b/g, 'put each opposing character'],
  [/\bon the bottom of their players' decks\b/g, "on the bottom of their owners' decks"],
  [/\bif (?:they|that card) is an? ([\w ]+?) card,/g, 'if the chosen card is a $1,'],
  [/\bif you returned an? ([\w ]+?) this way,/g, 'if the chosen card is a $1,'],
  [
    /\b(?:if|while) chosen opponent has more cards in their hand than you, (you may )?draw cards until you have the same number\b/g,
    'choose an opponent, then if the chosen opponent has more cards in their hand than you, $1draw until you have as many cards in your hand as the chosen opponent',
  ],
  [
    /\byou may look at the top card of chosen player's deck\. put they on top of their deck or into their discard\b/g,
    "you may choose a player; if you do, look at the top card of the chosen player's deck; put up to 1 of they on the top of their deck and the rest into their discard",
  ],
  [
    /\byou may look at the top card of chosen player's deck\. put they on either the top or the bottom of their deck\b/g,
    "you may choose a player; if you do, look at the top card of the chosen player's deck; put up to 1 of they on the top of their deck and the rest on the bottom of their deck in any order",
  ],
  [
    /\blook at the top (\d+) cards of chosen player's deck\. put one on the top\b/g,
    "choose a player. look at the top $1 cards of the chosen player's deck; put 1 of they on the top",
  ],
  [
    /\bpay (\d+) ink to have (each opponent|chosen opponent) choose and discard\b/g,
    'pay $1 ink to $2 chooses and discards',
  ],
  [/\bmove 1 characters of yours\b/g, 'move any number of your characters'],
  [/\bgain 1 lore for each character you moved\b/g, 'gain that many lore'],
  [
    /\bto put the top (\d+) cards of chosen player's deck into their discard\b/g,
    '; if you do, choose a player, then the chosen player puts the top $1 cards of their deck into their discard',
  ],
  [
    /\beach player may reveal an? (\w+) card from their hand and play they for free\b/g,
    'each player may play a $1 from their hand for free',
  ],
  [
    /\bthen each player with more than (\d+) cards in their inkwell returns cards at random from their inkwell to their hand until they have \d+ cards in their inkwell\b/g,
    'each player with more than $1 cards in their inkwell returns cards at random from they to their hand until $1 are left',
  ],
  [/\bput all cards from your hand\b/g, 'put all the cards in your hand'],
  [
    /\bsearch your deck for an? ([\w ]+?) card with cost (\d+) or (less|more)\b/g,
    'search your deck for a $1 with cost $2 or $3 card',
  ],
  [
    /\breveal that card to all players\. put that card into your hand and shuffle your deck\b/g,
    'reveal that card to all players, put that card into your hand, then shuffle your deck',
  ],
  [
    /\byou may draw cards equal to the strength of chosen ([\w ]+?)\. if you do, choose and discard (\d+) cards and banish that character\b/g,
    (_m: string, what: string, n: string) =>
      `choose ${a(what)}, then you may draw the strength of they cards; if you do, choose and discard ${n} cards, then banish they`,
  ],
  [
    /\bmove each damage from all other character to that character\b/g,
    'move all damage from each other character to they',
  ],
  [
    /\bput (up to \d+|\d+) cards from chosen player's discard on the bottom of their deck\b/g,
    "choose a player, then put $1 cards from their discard on the bottom of their owners' decks",
  ],
  [
    /(?<!the )\bchosen (player|opponent) reveals their hand\b/g,
    (_m: string, who: string) => `choose ${a(who)}, then the chosen ${who} reveals their hand`,
  ],
  [/\blook at chosen opponent's hand\b/g, "choose an opponent, then look at the chosen opponent's hand"],
  [/\b(choose and discard an? [\w ]+?) unless (you have .+?)$/g, 'if they is not true that $2, $1'],
  [
    /\blook at the top card of your deck\. put they on either the top of your deck or into your discard\b/g,
    'look at the top 1 cards of your deck; put up to 1 card on top of your deck and the rest into your discard',
  ],
  [/\bthe challenging character's player\b/g, 'its player'],
  [
    /\b(may choose and discard (?:a|\d+) cards?)\. if they don't,? (?:you )?/g,
    "$1; for each opponent who doesn't, ",
  ],
  [/\bto gain 1 lore for each [\w ]+? discarded this way\b/g, 'to gain that many lore'],
  [
    // Ours chooses the card first; the printed “Otherwise, put it on the top of your deck” is dropped above.
    /\bchoose an? ([\w ]+?) from your discard\. if (.+?), (?:put|return) (?:they|them) (?:into its owner's hand|to hand)[;.,]? otherwise,? put (?:they|them) on the top of their owners' decks in any order\b/g,
    (_m: string, what: string, cond: string) => `if ${cond}, return ${a(what)} from your discard to hand`,
  ],
  [/\b(\w+)( card)? with cost (\d+) or (less|more) or named\b/g, '$1$2 with cost $3 or $4 or $1$2 named'],
  [/\bone or more opponents have no cards in their hands\b/g, 'an opponent has no cards in their hand'],
  [
    /\bcount the number of (\w+?)s you have in play\. (.+?) loses (strength|willpower|lore) equal to that number\b/g,
    '$2 get -1 $3 for each $1 you have in play',
  ],
  [
    /(?:^|\b)(?:if|while) (?:you used shift|shift was used) to play this card, you may (.+?) when (?:he|she|they|this card) enters play\b/g,
    'when you play this card, if shift was used to play this card, you may $1',
  ],
  [
    /\bfor each character you have here, you may draw a card\b/g,
    'for each character here you have in play, you may draw a card',
  ],
  [
    /\bif an? ([\w ]+?) card is discarded this way, you may play (?:that character|they) for free\b/g,
    (_m: string, what: string) =>
      `if the chosen card is ${a(what)}, you may play they from your discard for free`,
  ],
  [/\bif you do, that player may play\b/g, 'if you do, for its player, that player may play'],
  [
    /\bmove a character of yours to a location for free\. then, draw cards equal to that location's lore\b/g,
    'choose a location of yours. move chosen character of yours to they for free. draw the lore of they cards',
  ],
];
