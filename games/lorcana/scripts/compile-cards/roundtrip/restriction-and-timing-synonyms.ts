/**
 * Round-trip synonyms of the restriction, timing and discount templates of sets 10–12 (see
 * `roundtrip/roundtrip.ts`): printed wordings folded to the form the card language says them in.
 * Applied before punctuation is dropped; the text is lower case, symbols are words and
 * self-references read “this card”.
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const RESTRICTION_TIMING_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  // Each opposing player is each opponent (CR 1.3.5).
  [/\bfor each opposing player\b/g, 'for each opponent'],
  // A character that exerts becomes exerted (CR 5.1.1.2).
  [/\bwhenever this card exerts\b/g, 'whenever this card becomes exerted'],
  // Every matching revealed card, no choice.
  [
    /\bput (?:all|each) revealed (\w+?)s?(?: cards?)? into your hand\b/g,
    'put all revealed $1 into your hand',
  ],
  // Each affected card's own challenge (CR 4.6).
  [/\bunless (?:this card's|they're|he's|she's|it's) being challenged\b/g, 'unless being challenged'],
  // “in your discard” is “into your discard”.
  [/\bput (it|they|them) in your discard\b/g, 'put $1 into your discard'],
  // The damaged card of the trigger is “that character”.
  [/\b(deals damage to an opposing character,? deal \d+ damage to) (?:they|them)\b/g, '$1 that character'],
  // The destination is chosen first and named again (“that location”).
  [
    /\bchoose a location of yours[.,]? (?:then )?move up to (\d+) characters of yours to the same location for free[.,]? (?:then )?the card chosen as the location moved to\b/g,
    'move up to $1 of your characters to the same location for free. that location',
  ],
  // “under them facedown” is “facedown under them”.
  [/\bof your deck under (they|them) facedown\b/g, 'of your deck facedown under $1'],
  // A bare plural is every such card in play (CR 6.1.3).
  [/\beach character can't\b/g, "characters can't"],
  // Played during your own turn, “the end of your turn” is the end of this turn (CR 6.2.7.2).
  [/\bat the end of your turn(,?) banish\b/g, 'at the end of the turn$1 banish'],
  // A discount counted “for each …” reads with the count first (CR 6.1.8).
  [/\byou pay (\d+) ink (for each [^,.]+?) less for the next\b/g, '$2, you pay $1 ink less for the next'],
  // Two lasting restrictions tied to the source in play (CR 6.4.2.3).
  [
    /\bwhile this card is in play,? (\w+(?: \w+)?) can't (\w+)[.,]?(?: then)? while this card is in play,? \1 can't (\w+)\b/g,
    "$1 can't $2 or $3 while this card is in play",
  ],
];
