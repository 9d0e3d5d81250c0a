/**
 * Round trip: the English `describeCard` generates from an encoding, compared with the printed
 * text after normalisation of both sides (case, symbols, punctuation, story names, reminder text
 * and a short list of synonymous wordings). Used by the round-trip test and the report.
 *
 * @module
 */
import type { LorcanaCard } from '../../../src/cards/card.js';
import { describeCard } from '../../../src/cards/describe.js';
import { withBullets } from '../compile.js';
import type { TextLine } from '../data/printings.js';
import { parseKeywordLine } from '../grammar/abilities.js';
import { CHARACTER_EFFECT_SYNONYMS } from './character-effect-synonyms.js';
import { DAMAGE_KEYWORD_SYNONYMS } from './damage-and-keyword-loss-synonyms.js';
import { MAY_SCOPE_SYNONYMS } from './may-scope-synonyms.js';
import { RELATIVE_CARD_SYNONYMS } from './relative-card-synonyms.js';
import { RESTRICTION_TIMING_SYNONYMS } from './restriction-and-timing-synonyms.js';
import { SHIFT_DECK_LIMIT_SYNONYMS } from './shift-and-deck-limit-synonyms.js';
import { STAT_AMOUNT_SYNONYMS } from './stat-amount-synonyms.js';
import { TRIGGER_REPLACEMENT_SYNONYMS } from './trigger-and-replacement-synonyms.js';
import { VERB_SYNONYMS } from './verb-synonyms.js';
import { ZONE_SYNONYMS } from './zone-synonyms.js';
import { CHALLENGING_SYNONYMS } from './challenging-synonyms.js';
import { DISCARD_ZONE_SYNONYMS } from './discard-zone-synonyms.js';
import { PLAYER_RULE_SYNONYMS } from './player-rule-synonyms.js';
import { COUNTED_KEYWORD_SYNONYMS } from './counted-keyword-synonyms.js';
import { SINGER_SYNONYMS } from './singer-synonyms.js';
import { LOCATION_LORE_SYNONYMS } from './location-lore-synonyms.js';
import { CHOSEN_PLAYERS_SYNONYMS } from './chosen-players-synonyms.js';
import { INSTEAD_FOR_THEM_SYNONYMS } from './instead-for-them-synonyms.js';

/** Wordings that mean the same thing, folded to one form (printed form ← generated form). */
const SYNONYMS: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
  [
    /\bname a card, then reveal the top card of your deck\. if it's the named card, (.+?)\. otherwise, put it on the top of your deck/g,
    'name a card and reveal the top card of your deck; if it has that name, $1; otherwise it stays on top',
  ],
  [/(if it has that name, )put (?:that card|it) into your hand\b/g, '$1return they to hand'],
  [/\{s\}/g, 'strength'],
  [/\{w\}/g, 'willpower'],
  [/\{l\}/g, 'lore'],
  [/\{i\}/g, 'ink'],
  [/\{e\}/g, 'exert'],
  // Tournament-deck templates (issue 16): printed wordings and ours that mean the same.
  [/\bthere's\b/g, 'there is'],
  [
    /\bas long as this (?:character|location|item) has at least one card under (?:it|him|her)\b/g,
    'while there is a card under this card',
  ],
  [/\bsong card\b/g, 'song'],
  [/\ban action, item or location\b/g, 'a non-character card'],
  [/\byour opponents' hands\b/g, "opponents' hands"],
  [/\bexert all the cards in your inkwell\b/g, 'exert all cards in your inkwell'],
  [/\binto their players' inkwells\b/g, 'into inkwell'],
  [/\bthat player puts\b/g, 'its player puts'],
  [/ or less each\b/g, ' or less'],
  [/\bwith a card under them in play\b/g, 'in play with a card under them'],
  [/\byou've put a card under\b/g, 'you put a card under'],
  [/\bat the start of its next turn\b/g, 'at the start of their next turn'],
  [/\bthose characters can't\b/g, "they can't"],
  [/\bthat have a card under them\b/g, 'with a card under them'],
  [
    /\bwhile this (?:character|location|item) has a card under (?:him|her|it)\b/g,
    'while there is a card under this card',
  ],
  [
    /\binto your ink supply, face down and exerted, and the other on top of your deck\b/g,
    'into inkwell facedown and exerted and the rest on the top in any order',
  ],
  [
    /\bput 1 card into (?:your|the) inkwell facedown and exerted\b/g,
    'put one into inkwell facedown and exerted',
  ],
  [/\bthat character can't\b/g, "they can't"],
  [
    /\byou have an? (\w+) named (\w+) in play or you have an? \1 named (\w+) in play\b/g,
    'you have a $1 named $2 or $3 in play',
  ],
  [/\b(action|item|character|location) card of (your|their) choice\b/g, '$1 of $2 choice'],
  [
    /\bchoose an? ([^.;,]+?)(?:, then|\.) gain lore equal to the damage on that card\b/g,
    'gain lore equal to the damage on chosen $1',
  ],
  [
    /\bchoose another ([^.;,]+?), then gain lore equal to the lore of that card\b/g,
    "gain lore equal to another chosen $1's lore",
  ],
  [
    /\bwhile there is a card under this (?:card|character|location|item),? it (gets|gains)\b/g,
    'while there is a card under this card, this card $1',
  ],
  [/\bfor each card under it\b/g, 'for each card under this card'],
  [/\bthis (character|item|location|action|card)\b/g, 'this card'],
  [/\bfor the rest of this turn\b/g, 'this turn'],
  [/^if /, 'while '],
  [/\bduring their owner's next turn\b/g, 'during their next turn'],
  [
    /\breturn (.+?) to (?:their player's|your|its player's|their owner's|its owner's) hand\b/g,
    'return $1 to hand',
  ],
  [/\bput ((?:(?!\bput\b).)+?) into its owner's hand\b/g, 'return $1 to hand'],
  [
    /\b(character|item|action|location|song)s?(?: cards?)?((?: (?:with|named) [^,.]*?)?)(?: each)? from your discard\b/g,
    '$1$2 from your discard',
  ],
  [/^for each ([^,]+), you pay (\d+) ink less to play/, 'you pay $2 ink less for each $1 to play'],
  [/\bfor each (\w+(?: \w+)?) card in your discard\b/g, 'for each $1 in your discard'],
  [/\b(shift|boost) (\d+) ink\b/g, '$1 $2'],
  [/\beach of your\b/g, 'your'],
  [/\ball your\b/g, 'your'],
  [/\ball ((?:\w+ )*?)(character|item|location)s\b/g, 'each $1$2'],
  [/\binto (?:your|the|their player's|its player's) inkwell\b/g, 'into inkwell'],
  [/\bwhen this card moves\b/g, 'whenever this card moves'],
  [/\b(?:he|she|him|her)\b/g, 'this card'],
  [/\b(?:it|them|that card)\b/g, 'they'],
  [/\b(get|gain)s\b/g, '$1'],
  [/\bchallenges another character\b/g, 'challenges'],
  [/\banother chosen\b/g, 'chosen other'],
  [/\bdamaged opposing\b/g, 'opposing damaged'],
  [/\bduring opponents' turns\b/g, "during an opponent's turn"],
  [/\bduring your turn,? once per turn\b/g, 'once during your turn'],
  [/\byou used shift to play (?:they|this card)\b/g, 'shift was used to play this card'],
  [/^(.*?) (get|gain|can't) (.+?) while here\.?$/, '$1 here $2 $3'],
  [/\bthis card has no damage\b/g, 'this card is undamaged'],
  [/\bthis card has damage\b/g, 'this card is damaged'],
  [/\bchoose one: • /g, ''],
  // The card language says a choice of options (CR 6.1.5.2) “choose one: [A]; or [B]”.
  [/\bchoose one: /g, ''],
  [/ • /g, ', or '],
  [/\byou gain (\d+) lore\b/g, 'gain $1 lore'],
  [/ from your hand for free\b/g, ' for free'],
  [
    /\byou may reveal (an?|up to \d+) ([\w ]+?)(?: cards?)?((?: with [\w ]+?)?) and put (?:it|them|they) into your hand\. put the rest/g,
    (_m: string, n: string, what: string, tail: string) =>
      `reveal and put up to ${n.startsWith('up to') ? n.slice(6) : 1} ${what}${tail} into your hand and the rest`,
  ],
  [/\bput (\d+) cards? into your hand\b/g, 'put $1 into your hand'],
  [/\bput one into your hand\b/g, 'put 1 into your hand'],
  [/\bput (\d+) into your hand\. put the rest\b/g, 'put $1 into your hand and the rest'],
  [/\bup to (\d+) ([\w ]+?)s into your hand\b/g, 'up to $1 $2 into your hand'],
  [/\bthe rest on the bottom of your deck in any order\b/g, 'the rest on the bottom in any order'],
  [
    /\blook at the top 1 cards of your deck; put up to 1 card on top of your deck and the rest on the bottom in any order/g,
    'look at the top card of your deck. put they on either the top or the bottom of your deck',
  ],
  [
    /\blook at the top card of your deck\. you may put they on either/g,
    'look at the top card of your deck. put they on either',
  ],
  [/\bdamage counters? from\b/g, 'damage from'],
  [/\bhere in play\b/g, 'here'],
  [/\bthat player draws\b/g, 'its player draws'],
  [/\bthis card's challenged\b/g, 'this card is challenged'],
  [/ this turn for each ([^.]+)/g, ' for each $1 this turn'],
  [
    /\bput one on the top of your deck and the other on the bottom\b/g,
    'put 1 card on top of your deck and the rest on the bottom in any order',
  ],
  [/\bgive (.+?) ([+-]\d+) /g, '$1 get $2 '],
  [/\b(character|item|location) card into\b/g, '$1 into'],
  [/\binto their player's deck\b/g, "into its owner's deck"],
  [/\b(whenever .+?) (?:is damaged|is dealt damage)\b/g, '$1 takes damage'],
  [/\bcan't exert to sing songs\b/g, "can't sing"],
  [/\band the other on the bottom of (?:your|the) deck\b/g, 'and the rest on the bottom in any order'],
  [/\byou may put 1 into your hand and the rest\b/g, 'put up to 1 card into your hand and the rest'],
  ...VERB_SYNONYMS,
  ...TRIGGER_REPLACEMENT_SYNONYMS,
  ...CHARACTER_EFFECT_SYNONYMS,
  ...ZONE_SYNONYMS,
  ...MAY_SCOPE_SYNONYMS,
  ...STAT_AMOUNT_SYNONYMS,
  ...DAMAGE_KEYWORD_SYNONYMS,
  ...SHIFT_DECK_LIMIT_SYNONYMS,
  ...RESTRICTION_TIMING_SYNONYMS,
  [
    /\bmove chosen character of yours to chosen location of yours\b/g,
    'move a character of yours to a location',
  ],
  [/\byou may move they to chosen location of yours\b/g, 'they may move to a location'],
  [/\bcan move here for free\b/g, 'may move here for free'],
  [/\bchosen (\w+) at a location of yours\b/g, 'chosen $1 of yours at a location'],
  [/\bis banished here\b/g, 'is banished while here'],
  [/\byou can play this card for free\b/g, 'you may play this card for free'],
  [/\bthe lore of the other card in that event\b/g, "that location's lore"],
  [/\bto the other card in that event\b/g, 'to that location'],
  [/\b(ready|exert) chosen character here\b/g, '$1 a character here'],
  [/\{(\d+)\} ink\b/g, '$1 ink'],
  [/^(.*?) count as (.+?) while here\.?$/, '$1 here count as $2'],
  [/\bwhenever (an? \w+) here challenges\b/g, 'whenever $1 challenges while here'],
  [/\byou pay (\d+) less\b/g, 'you pay $1 ink less'],
  [/\bthere(?:'s| is) (an? [\w ]+? here)\b/g, 'you have $1'],
  // A cost “Discard a card” is the player's choice as much as “Choose and discard a card” (CR 7.3.4).
  [/(^|, )discard (an?|\d+) /g, '$1choose and discard $2 '],
  // The triggers family (issue 16).
  [/\bwhenever you remove 1 or more damage from\b/g, 'whenever you remove damage from'],
  [/(^|\. )this turn, (whenever [^,]+?), /g, '$1$2 this turn, '],
  [/\bbanishes a character in a challenge\b/g, 'banishes another character in a challenge'],
  [/^(when(?:ever)? [^,]+?) during (?:an|the) opponent's turn, /, "during an opponent's turn, $1, "],
  [/^(when(?:ever)? [^,]+?) during your turn, /, 'during your turn, $1, '],
  [/^(whenever [^,]+?) while (this card is exerted|this card has \d+ strength or more), /, 'while $2, $1, '],
  [/\bwhenever you put a card into inkwell\b/g, 'whenever a card is put into inkwell'],
  [/\bwhen this card is challenged\b/g, 'whenever this card is challenged'],
  [/\bput a damage counter\b/g, 'put 1 damage counter'],
  [/\bmay challenge ready characters\b/g, 'can challenge ready characters'],
  [/\bwhile being challenged\b/g, 'while this card is being challenged'],
  [/\bif (an? [\w ]+?) is chosen\b/g, 'if the chosen card is $1'],
  [/\bat the start of their players' turns\b/g, 'at the start of their turn'],
  // “the challenging character” is the event's card (ours: “that card”, read “they” above) unless banished.
  [/^(.*\bwhenever [^,]*? challenges, )(.*)\bthe challenging character\b/, '$1$2they'],
  [/\bthe challenging character\b/g, 'the other card in that event'],
  [/\bthe challenging player\b/g, 'that player'],
  [/^(.*?)this card can't be challenged by (.+)$/, "$1$2 can't challenge this card"],
  [/\btakes no damage from the challenge\b/g, 'takes no damage from this challenge'],
  [/\bdeal the same amount of damage\b/g, 'deal that much damage'],
  [/\beach opponent can't play actions\b/g, "opponents can't play actions"],
  [/[—–:]/g, ' - '],
  [/[.,;!"]/g, ' '],
  ...RELATIVE_CARD_SYNONYMS,
  ...CHALLENGING_SYNONYMS,
  ...INSTEAD_FOR_THEM_SYNONYMS,
  ...DISCARD_ZONE_SYNONYMS,
  ...PLAYER_RULE_SYNONYMS,
  ...COUNTED_KEYWORD_SYNONYMS,
  ...SINGER_SYNONYMS,
  ...LOCATION_LORE_SYNONYMS,
  ...CHOSEN_PLAYERS_SYNONYMS,
];

/** Normalises one line of English for comparison. */
export function normaliseLine(line: string): string {
  let t = line.toLowerCase().replace(/[’‘]/g, "'");
  for (const [re, to] of SYNONYMS) t = t.replace(re, to as string);
  // “then” and “and” only join steps that resolve in order either way.
  t = t.replace(/\b(then|and)\b/g, ' ').replace(/\s+/g, ' ');
  // Two restrictions with one duration read “can't quest or challenge”.
  t = t.replace(
    /can't quest ([a-z' ]+?) (?:they|this card) can't challenge \1/g,
    "can't quest or challenge $1",
  );
  return t.trim();
}

/** Keyword lines first, one keyword each, sorted; then the other lines in printed order. */
function keywordsFirst(keywords: readonly string[], rest: readonly string[]): string[] {
  return [...keywords.map(normaliseLine).sort(), ...rest.map(normaliseLine)];
}

/** The printed text as compared: keywords (sorted), then each line's body without its story name. */
export function printedForm(printed: readonly TextLine[]): string[] {
  const lines = withBullets(printed);
  const keywords = lines.filter((l) => !l.name && parseKeywordLine(l.body));
  return keywordsFirst(
    keywords.flatMap((l) => l.body.replace(/\.$/, '').split(', ')),
    lines.filter((l) => !keywords.includes(l)).map((l) => l.body),
  );
}

/** The generated text as compared: story names and the song reminder dropped. */
export function describedForm(card: LorcanaCard): string[] {
  const names = new Set((card.abilities ?? []).map((a) => a.name));
  const lines = describeCard(card).filter((l) => !l.startsWith('Song: ') && !l.startsWith('Also named '));
  const keywords = (card.keywords ?? []).length;
  return keywordsFirst(
    lines.slice(0, keywords),
    lines.slice(keywords).map((l) => {
      const dash = l.indexOf(' — ');
      return dash >= 0 && names.has(l.slice(0, dash)) ? l.slice(dash + 3) : l;
    }),
  );
}

/**
 * Whether the generated text matches the printed text. “You may [A]. They …” reads “you may [A]; if
 * you do, they …” in the card language (declining skips what depends on it, CR 6.1.4, 6.1.5.1), so
 * a printed text without “if you do” also matches ours without it.
 */
export function roundTrips(card: LorcanaCard, lines: readonly TextLine[]): boolean {
  const ours = describedForm(card).join(' | ');
  const printed = printedForm(lines).join(' | ');
  if (ours === printed) return true;
  if (printed.includes('if you do')) return false;
  // “[A] to [B]” is “[A]; if you do, [B]” (CR 6.1.5.1).
  return ours.replace(/ if you do /g, ' ') === printed || ours.replace(/ if you do /g, ' to ') === printed;
}
