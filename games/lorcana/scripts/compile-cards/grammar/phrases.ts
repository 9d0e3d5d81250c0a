/**
 * The noun layer of the card-text grammar: card filters, targets, amounts, durations and
 * conditions, each parsed from a phrase of printed text. A phrase that does not fit throws
 * {@link Unparsed} naming it.
 *
 * @module
 */

import type { KeywordGrant } from '../../../src/cards/vocabulary-abilities.js';
import type {
  Amount,
  CardFilter,
  CardType,
  Duration,
  KeywordName,
  Stat,
} from '../../../src/cards/vocabulary-refs.js';
import type { ParsedCondition as Condition, ParsedStep, Target } from '../parsed/parse-tree.js';
import { actedOnCardCondition, actedOnNameCondition } from './conditions/acted-on-card-conditions.js';
import { challengingCondition } from './conditions/challenge-and-ordinal-conditions.js';
import { countedCardCondition } from './conditions/counted-card-conditions.js';
import { tournamentCondition } from './conditions/hand-and-underdog-conditions.js';
import { inPlayForEach, inPlayOrLoreCondition } from './conditions/in-play-and-lore-conditions.js';
import { opponentCountCondition } from './conditions/opponent-count-and-damage-conditions.js';
import { singingCondition } from './conditions/singing-conditions.js';
import { CHALLENGER, conditionRule } from './conditions/turn-history-conditions.js';
import {
  banishedInChallengeForEach,
  discardHasCondition,
  eitherKindFilter,
} from './filters/either-kind-filters.js';
import { inPlayOrNotNamedFilter } from './filters/in-play-and-not-named-filters.js';
import { inkwellSymbolFilter } from './filters/inkwell-symbol-filters.js';
import { relativeFilter } from './filters/relative-filters.js';

/** A phrase of printed text that no rule of the grammar accepts. */
export class Unparsed extends Error {
  override readonly name = 'Unparsed';
  constructor(readonly phrase: string) {
    super(`cannot parse "${phrase}"`);
  }
}

/** Throws {@link Unparsed} for the phrase. */
export function fail(phrase: string): never {
  throw new Unparsed(phrase.trim());
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** “2”, “a”, “two” → a number. */
export function parseCount(word: string): number {
  const n = NUMBER_WORDS[word.toLowerCase()] ?? Number.parseInt(word, 10);
  if (Number.isNaN(n)) fail(word);
  return n;
}

/** A clause rule of the verb layer: a pattern and the steps it builds (first match wins). */
export type ClauseRule = readonly [RegExp, (m: RegExpExecArray) => ParsedStep[]];

/** Every printed duration a stat change or keyword grant can have, as one regex group. */
export const DURATION =
  '(this turn|for the rest of this turn|until the start of your next turn|during their next turn)';

/** The printed symbols of stats. */
export const STAT_SYMBOL: Record<string, Stat> = { '{S}': 'strength', '{W}': 'willpower', '{L}': 'lore' };

const KEYWORDS: Record<string, KeywordName> = {
  alert: 'alert',
  bodyguard: 'bodyguard',
  challenger: 'challenger',
  evasive: 'evasive',
  reckless: 'reckless',
  resist: 'resist',
  rush: 'rush',
  support: 'support',
  vanish: 'vanish',
  ward: 'ward',
  singer: 'singer',
};

/** “Evasive”, “Challenger +2”, “Resist +1”, “Evasive and Ward” → keyword grants. */
export function parseKeywordGrants(phrase: string): KeywordGrant[] {
  return phrase.split(/,? and |, /).map((part) => {
    const m = /^([A-Z][a-z]+)(?: \+?(\d+))?$/.exec(part.trim());
    const keyword = m ? KEYWORDS[m[1].toLowerCase()] : undefined;
    if (!m || !keyword) fail(part);
    const valued = keyword === 'challenger' || keyword === 'resist' || keyword === 'singer';
    if (valued !== (m[2] !== undefined)) fail(part);
    return m[2] !== undefined ? { keyword, value: Number(m[2]) } : { keyword };
  });
}

const TYPE_NOUN: Record<string, CardType | 'card' | 'song'> = {
  character: 'character',
  characters: 'character',
  item: 'item',
  items: 'item',
  location: 'location',
  locations: 'location',
  action: 'action',
  actions: 'action',
  card: 'card',
  cards: 'card',
  song: 'song',
  songs: 'song',
};

/**
 * A card description: `[other] [opposing|your] [damaged|exerted|ready] [Classification]
 * character[s] [or item …] [named N] [with cost N or less] [with N {S} or more] [with Keyword]`.
 */
export function parseFilter(phrase: string): CardFilter {
  const inkable = inkwellSymbolFilter(phrase, parseFilter);
  if (inkable) return inkable;
  const e1 = eitherKindFilter(phrase, parseFilter);
  if (e1) return e1;
  const e3 = inPlayOrNotNamedFilter(phrase, parseFilter);
  if (e3) return e3;
  const f2 = relativeFilter(phrase, parseFilter);
  if (f2) return f2;
  // “character of yours named HeiHei” reads as “character named HeiHei of yours”.
  let rest = phrase.trim().replace(/^(.+?) of yours (named .+)$/, '$1 $2 of yours');
  const f: { -readonly [K in keyof CardFilter]: CardFilter[K] } = {};
  const tail = (re: RegExp, apply: (m: RegExpExecArray) => void) => {
    const m = re.exec(rest);
    if (m) {
      apply(m);
      rest = rest.slice(0, m.index).trim();
    }
  };
  // “character here” / “character of yours at a location” (CR 6.1.13.5, 4.7).
  tail(/ here$/, () => {
    f.at = 'here';
  });
  tail(/ at a location$/, () => {
    f.at = 'any';
  });
  tail(/ of yours$/, () => {
    f.owner = 'you';
  });
  // The cards-under family: “with a card under them”, “with Boost” (CR 5.1.1.5, 8.4).
  tail(/ (?:with|that have|that has) a card under (?:them|it|him|her)$/, () => {
    f.withCardUnder = true;
  });
  tail(/ with Boost$/, () => {
    f.keyword = 'boost';
  });
  tail(/ with (Evasive|Bodyguard|Ward|Rush|Reckless|Support|Challenger|Resist|Singer|Alert|Vanish)$/, (m) => {
    f.keyword = KEYWORDS[m[1].toLowerCase()];
  });
  tail(
    / without (Evasive|Bodyguard|Ward|Rush|Reckless|Support|Challenger|Resist|Singer|Alert|Vanish)$/,
    (m) => {
      f.lacks = KEYWORDS[m[1].toLowerCase()];
    },
  );
  tail(/ that isn't a song$/, () => {
    f.song = false;
  });
  tail(/ with (\d+) \{S\} or (less|more)$/, (m) => {
    f.strength = m[2] === 'less' ? { atMost: Number(m[1]) } : { atLeast: Number(m[1]) };
  });
  tail(/ with (\d+) \{W\} or (less|more)$/, (m) => {
    f.willpower = m[2] === 'less' ? { atMost: Number(m[1]) } : { atLeast: Number(m[1]) };
  });
  tail(/ with cost (\d+) or (less|more)$/, (m) => {
    f.cost = m[2] === 'less' ? { atMost: Number(m[1]) } : { atLeast: Number(m[1]) };
  });
  tail(/ named (\p{Lu}[\p{L}\d'.-]*(?: \p{Lu}[\p{L}\d'.-]*| of| the| and)*)$/u, (m) => {
    f.name = m[1];
  });
  const words = rest.replace(/,/g, '').split(' ');
  const nounAt = words.findIndex((w) => TYPE_NOUN[w] !== undefined);
  if (nounAt < 0) fail(phrase);
  // “character or location”, “character, item, or location”
  const nouns = words.slice(nounAt).filter((w) => w !== 'or');
  const types = nouns.map((n) => TYPE_NOUN[n]);
  if (types.some((t) => t === undefined)) fail(phrase);
  for (const t of types) if (t === 'song') f.song = true;
  const real = types.filter((t): t is CardType => t !== 'card' && t !== 'song');
  if (real.length === 1) f.type = real[0];
  else if (real.length > 1) f.type = real;
  const classes: string[] = [];
  // “Princess or Queen character”: any of the classifications (CR 5.2.7).
  let anyOf = false;
  for (const w of words.slice(0, nounAt)) {
    if (w === 'or' && classes.length === 1 && !anyOf) {
      anyOf = true;
      continue;
    }
    if (w === 'other' || w === 'another') f.other = true;
    else if (w === 'opposing') f.owner = 'opponent';
    else if (w === 'your') f.owner = 'you';
    else if (w === 'damaged') f.damaged = true;
    else if (w === 'undamaged') f.damaged = false;
    else if (w === 'exerted') f.exerted = true;
    else if (w === 'ready') f.exerted = false;
    else if (/^[A-Z]/.test(w)) classes.push(w);
    else fail(phrase);
  }
  if (anyOf && classes.length !== 2) fail(phrase);
  if (classes.length > 0) f.classification = anyOf ? classes : classes.join(' ');
  return f;
}

/** Pronouns for a card found earlier (or, in a trigger, the card of the event). */
const PRONOUNS = new Set(['them', 'they', 'it', 'that character', 'those characters', 'that card']);
/** Gendered pronouns on character cards refer to the character itself. */
const SELF_PRONOUNS = new Set(['him', 'her', 'he', 'she']);

/** A target noun phrase: `this character`, `chosen …`, `each …`, `your …`, a pronoun. */
export function parseTarget(phrase: string): Target {
  const p = phrase.trim();
  if (/^this (character|item|location|card)$/.test(p)) return 'self';
  if (PRONOUNS.has(p)) return 'it';
  if (SELF_PRONOUNS.has(p)) return 'self';
  if (p === 'the challenging character') return CHALLENGER;
  let m = /^(another )?chosen (.+?)( of yours)?$/.exec(p);
  if (m) {
    const filter = parseFilter(m[2]);
    return { choose: { ...filter, ...(m[1] ? { other: true } : {}), ...(m[3] ? { owner: 'you' } : {}) } };
  }
  m = /^up to (\d+) chosen (.+)$/.exec(p);
  if (m) return { choose: parseFilter(m[2]), count: Number(m[1]), upTo: true };
  m = /^(\d+) chosen (.+)$/.exec(p);
  if (m) return { choose: parseFilter(m[2]), count: Number(m[1]) };
  m = /^(?:each|all) (.+)$/.exec(p);
  if (m) {
    const inner = m[1].replace(/^of your /, 'your ');
    return { each: parseFilter(inner) };
  }
  if (/^your /.test(p)) return { each: parseFilter(p) };
  // A bare plural (“characters can't challenge …”): every such card in play, either player's (CR 6.1.3).
  if (p === 'characters') return { each: { type: 'character' } };
  // “one of your other characters”: you choose one of your own (Ward never applies, CR 8.15.1).
  m = /^one of your (other )?(.+)$/.exec(p);
  if (m) return { choose: { ...parseFilter(m[2]), owner: 'you', ...(m[1] ? { other: true } : {}) } };
  // “a card from any discard”: any player's discard (CR 1.8).
  m = /^(?:a|an) (.+?) from any discard$/.exec(p);
  if (m) return { choose: parseFilter(m[1]), zone: 'discard', player: 'eachPlayer' };
  return fail(p);
}

/** “this turn”, “until the start of your next turn” … → a duration. */
export function parseDuration(phrase: string): Duration {
  switch (phrase.trim()) {
    case 'this turn':
    case 'for the rest of this turn':
      return 'thisTurn';
    case 'until the start of your next turn':
      return 'untilStartOfYourNextTurn';
    case 'during their next turn':
      return 'duringTheirNextTurn';
    default:
      return fail(phrase);
  }
}

/** A condition clause after “if” / “while”. */
export function parseCondition(phrase: string): Condition {
  const p = phrase.trim();
  const own = inPlayOrLoreCondition(p, parseFilter);
  if (own) return own;
  const extra = tournamentCondition(p, parseFilter);
  if (extra) return extra;
  const b2 = actedOnCardCondition(p, parseFilter, parseCondition);
  if (b2) return b2;
  const e1 = discardHasCondition(p, parseFilter);
  if (e1) return e1;
  const e3 = opponentCountCondition(p, parseFilter);
  if (e3) return e3;
  const e2 = challengingCondition(p, parseFilter, parseCondition);
  if (e2) return e2;
  const f1 = actedOnNameCondition(p, parseFilter);
  if (f1) return f1;
  const sung = singingCondition(p);
  if (sung) return sung;
  let m = /^you have (\d+) or more (.+?) in play$/.exec(p);
  if (m) {
    const f = parseFilter(m[2]);
    return { youHave: { ...f, owner: undefined }, atLeast: Number(m[1]) };
  }
  m = /^you have (?:a|an|another) (.+?) in play$/.exec(p);
  if (m) {
    const other = /^you have another/.test(p);
    return { youHave: { ...parseFilter(m[1]), ...(other ? { other: true } : {}) } };
  }
  m = /^you have (\d+) or more cards in your hand$/.exec(p);
  if (m) return { handSize: 'you', range: { atLeast: Number(m[1]) } };
  m = /^you have no cards in your hand$/.exec(p);
  if (m) return { handSize: 'you', range: { atMost: 0 } };
  m = /^there is (?:a|an) (.+?) here$/.exec(p);
  if (m) return { youHave: { ...parseFilter(m[1]), at: 'here' } };
  m = /^you have (?:a|an) (.+?) here$/.exec(p);
  if (m) return { youHave: { ...parseFilter(m[1]), at: 'here' } };
  m = /^this character has (\d+) \{S\} or more$/.exec(p);
  if (m) return { selfIs: { strength: { atLeast: Number(m[1]) } } };
  if (p === 'this character is exerted') return { selfIs: { exerted: true } };
  if (p === 'this character has no damage') return { selfIs: { damaged: false } };
  if (p === 'this character has damage' || p === 'this character is damaged')
    return { selfIs: { damaged: true } };
  if (p === 'this character is at a location') return { selfIs: { at: 'any' } };
  if (
    p === 'you used Shift to play him' ||
    p === 'you used Shift to play her' ||
    p === 'you used Shift to play them'
  )
    return { usedShift: true };
  return conditionRule(p, parseFilter, parseCondition) ?? countedCardCondition(p, parseFilter) ?? fail(p);
}

/**
 * “+N … for each X” → an amount counted as the effect applies (CR 6.1.8): cards in a hand, cards
 * you have in play, cards in your discard.
 */
export function parseForEach(n: number, phrase: string): Amount {
  const p = phrase.trim();
  const times = n === 1 ? {} : { times: n };
  if (p === 'card in your hand') return { handSize: 'you', ...times };
  if (p === 'card in your inkwell') return { count: {}, zone: 'inkwell', ...times };
  if (p === "card in your opponents' hands" || p === "card in opponents' hands")
    return { handSize: 'opponents', ...times };
  let m = /^(.+?) you have in play$/.exec(p);
  if (m) return { count: { ...parseFilter(m[1]), owner: 'you' }, ...times };
  // “for each 1 damage on him”: the damage counters on the source (CR 1.9.1).
  if (/^1 damage on (?:him|her|it|them|this character|this location)$/.test(p))
    return { damageOn: 'self', ...times };
  m = /^1 damage on (.+)$/.exec(p);
  if (m) return { damageOn: parseFilter(m[1]), ...times };
  if (/ here$/.test(p)) return { count: parseFilter(p), ...times };
  m = /^(.+?) in your discard$/.exec(p);
  if (m) return { count: { ...parseFilter(m[1]), owner: undefined }, zone: 'discard', ...times };
  // “for each card that was under them”: the banished card of the trigger, as it last was (CR 6.7.6).
  if (p === 'card that was under them') return { cardsUnder: 'eventCard', lastKnown: true, ...times };
  return inPlayForEach(n, p, parseFilter) ?? banishedInChallengeForEach(n, p) ?? fail(`for each ${p}`);
}
