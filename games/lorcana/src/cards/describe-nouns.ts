/**
 * English for the noun layer of the vocabulary: filters, targets, amounts, conditions and
 * durations. Our own wording, generated from the encoding (never the printed card text).
 *
 * @module
 */
import { article, joinList } from '@cardloom/core/cards';
import { relativeFilterText } from './describe-relative-filters.js';
import type { Target } from './vocabulary-effects.js';
import type { Amount, CardFilter, CardRef, Duration, PlayerRef, Range } from './vocabulary-refs.js';

/**
 * Stands for the card's own noun (“this character”, “this item”…) in generated text; `describeCard`
 * and decision prompts put the card's noun in its place (CR 1.4.3.2).
 */
export const SELF = '{self}';

const STAT_WORD = { strength: 'strength', willpower: 'willpower', lore: 'lore' } as const;

function rangeText(range: Range, unit: string): string {
  if (range.atLeast !== undefined && range.atMost !== undefined) {
    return `${unit} ${range.atLeast} to ${range.atMost}`;
  }
  if (range.atMost !== undefined) return `${unit} ${range.atMost} or less`;
  return `${unit} ${range.atLeast ?? 0} or more`;
}

/**
 * A noun phrase with its indefinite article: “an item”, “an Ally character”, and “another
 * character” for “other character”.
 */
export function aOrAn(phrase: string): string {
  return /^other\b/.test(phrase) ? `an${phrase}` : article(phrase);
}

/** “opposing damaged Princess character named X with cost 5 or less”, singular. */
export function describeFilter(filter: CardFilter, plural = false): string {
  if (filter.anyOf) return filter.anyOf.map((f) => describeFilter(f, plural)).join(' or ');
  const words: string[] = [];
  if (filter.other) words.push('other');
  if (filter.owner === 'opponent') words.push('opposing');
  if (filter.damaged === true) words.push('damaged');
  if (filter.damaged === false) words.push('undamaged');
  if (filter.exerted === true) words.push('exerted');
  if (filter.exerted === false) words.push('ready');
  if (filter.classification !== undefined) {
    const cls = typeof filter.classification === 'string' ? [filter.classification] : filter.classification;
    words.push(joinList(cls, 'or'));
  }
  if (filter.song) words.push('song');
  const types =
    filter.type === undefined ? [] : typeof filter.type === 'string' ? [filter.type] : filter.type;
  // “characters or locations”: every noun of a list is plural.
  const nouns = plural ? types.map((t) => `${t}s`) : types;
  const noun = types.length === 0 ? (filter.song ? '' : 'card') : joinList(nouns, 'or');
  if (noun) words.push(plural && types.length === 0 ? `${noun}s` : noun);
  const tail: string[] = [];
  if (filter.name !== undefined) tail.push(`named ${filter.name}`);
  if (filter.notName !== undefined) tail.push(`not named ${filter.notName}`);
  if (filter.cost) tail.push(`with ${rangeText(filter.cost, 'cost')}`);
  if (filter.strength) {
    const r = filter.strength;
    tail.push(
      r.atMost !== undefined ? `with ${r.atMost} strength or less` : `with ${r.atLeast} strength or more`,
    );
  }
  if (filter.willpower) {
    const r = filter.willpower;
    tail.push(
      r.atMost !== undefined ? `with ${r.atMost} willpower or less` : `with ${r.atLeast} willpower or more`,
    );
  }
  if (filter.keyword) tail.push(`with ${filter.keyword === 'boost' ? 'Boost' : filter.keyword}`);
  if (filter.withCardUnder) tail.push('with a card under them');
  if (filter.lacks) tail.push(`without ${filter.lacks}`);
  if (filter.costAtMostSelf) tail.push(`with cost equal to or less than ${SELF}'s ${filter.costAtMostSelf}`);
  if (filter.song === false) tail.push("that isn't a song");
  if (filter.at === 'here') tail.push('here');
  if (filter.at === 'any') tail.push('at a location');
  if (filter.challengedThisTurn) tail.push('who was challenged this turn');
  if (filter.challengingSource) tail.push(`challenging ${SELF}`);
  if (filter.inkable) tail.push('with the inkwell symbol');
  tail.push(...relativeFilterText(filter));
  const owner = filter.owner === 'you' ? 'your ' : '';
  return `${owner}${[...words, ...tail].join(' ')}`;
}

/** A player reference as the subject of a sentence. */
export function describePlayer(player: PlayerRef | undefined): string {
  switch (player ?? 'you') {
    case 'you':
      return 'you';
    case 'opponents':
      return 'each opponent';
    case 'teammates':
      return 'each teammate';
    case 'eachPlayer':
      return 'each player';
    case 'ownerOfIt':
      return 'its player';
    case 'ownerOfEvent':
      return 'that player';
    case 'thatPlayer':
      return '';
    case 'chosenOpponent':
      return 'the chosen opponent';
    case 'chosenPlayer':
      return 'the chosen player';
  }
}

/** A card reference as a noun phrase. */
export function describeRef(ref: CardRef, selfNoun = 'this card'): string {
  if (typeof ref === 'object') return `the card chosen as ${ref.slot}`;
  switch (ref) {
    case 'self':
      return selfNoun;
    case 'it':
      return 'them';
    case 'eventCard':
      return 'that card';
    case 'eventOther':
      return 'the other card in that event';
  }
}

/** A target as a noun phrase: “chosen opposing character”, “each of your characters”. */
export function describeTarget(target: Target, selfNoun: string): string {
  if (typeof target === 'string' || 'slot' in target) return describeRef(target, selfNoun);
  if ('each' in target) {
    const f = target.each;
    if (f.owner === 'you') return `your ${describeFilter({ ...f, owner: undefined }, true)}`;
    return `each ${describeFilter(f)}`;
  }
  const count = target.count ?? 1;
  const zone = target.zone ?? 'play';
  if (zone !== 'play') {
    const whose =
      target.player === 'eachPlayer' ? 'any' : target.player && target.player !== 'you' ? 'their' : 'your';
    const what = describeFilter(target.choose, count > 1);
    const n = target.upTo ? `up to ${count} ${what}` : count > 1 ? `${count} ${what}` : aOrAn(what);
    return `${n} from ${whose} ${zone}`;
  }
  const mine = target.choose.owner === 'you';
  // In play, `player` names whose cards may be chosen (“a character of theirs”).
  const theirs = target.player && target.player !== 'you' ? ' of theirs' : '';
  const chosen = { ...target.choose, owner: mine ? undefined : target.choose.owner };
  const noun = describeFilter(chosen, count > 1) + (mine ? ' of yours' : theirs);
  if (target.anyNumber)
    return `any number of chosen ${describeFilter(chosen, true)}${mine ? ' of yours' : ''}`;
  if (target.upTo) return `up to ${count} chosen ${noun}`;
  return count > 1 ? `${count} chosen ${noun}` : `chosen ${noun}`;
}

/** An amount split into its number and an optional “for each …” tail. */
export function amountParts(amount: Amount): { n: string; per: string } {
  if (typeof amount === 'number') return { n: String(Math.abs(amount)), per: '' };
  if ('capped' in amount) {
    const inner = amountParts(amount.capped);
    return { n: `up to ${amount.max}`, per: ` (as much as ${inner.n}${inner.per})` };
  }
  if ('count' in amount) {
    const f = amount.count;
    const mine = f.owner === 'you';
    const what = describeFilter({ ...f, owner: mine ? undefined : f.owner });
    const where =
      amount.zone && amount.zone !== 'play' ? ` in your ${amount.zone}` : mine ? ' you have in play' : '';
    return { n: String(Math.abs(amount.times ?? 1)), per: ` for each ${what}${where}` };
  }
  if ('handSize' in amount) {
    const whose =
      amount.handSize === 'opponents'
        ? "your opponents' hands"
        : amount.handSize === 'you'
          ? 'your hand'
          : 'their hands';
    return { n: String(Math.abs(amount.times ?? 1)), per: ` for each card in ${whose}` };
  }
  if ('statOf' in amount)
    return { n: `the ${STAT_WORD[amount.stat]} of ${describeRef(amount.statOf)}`, per: '' };
  if ('eventDamage' in amount) return { n: 'that much', per: '' };
  if ('itCount' in amount) return { n: 'that many', per: '' };
  if ('damageOn' in amount) {
    const on = amount.damageOn === 'self' ? SELF : describeFilter(amount.damageOn, true);
    return { n: String(Math.abs(amount.times ?? 1)), per: ` for each 1 damage on ${on}` };
  }
  if ('singers' in amount)
    return { n: String(Math.abs(amount.times ?? 1)), per: ' for each character that sang this song' };
  if ('cardsUnder' in amount)
    return {
      n: String(Math.abs(amount.times ?? 1)),
      per: ` for each card ${amount.lastKnown ? 'that was ' : ''}under ${describeRef(amount.cardsUnder)}`,
    };
  if ('costOf' in amount) return { n: `the cost of ${describeRef(amount.costOf)}`, per: '' };
  if ('locationLoreOf' in amount)
    return { n: `the lore of the location ${describeRef(amount.locationLoreOf)} is at`, per: '' };
  if ('damageOnCard' in amount) return { n: `the damage on ${describeRef(amount.damageOnCard)}`, per: '' };
  if ('thisWay' in amount)
    return {
      n: String(Math.abs(amount.times ?? 1)),
      per: ` for each 1 ${amount.of === 'lore' ? 'lore lost' : 'damage removed'} this way`,
    };
  if ('historyCount' in amount)
    return {
      n: String(Math.abs(amount.times ?? 1)),
      per: ' for each opposing character banished in a challenge this turn',
    };
  return { n: '1', per: ' for each card involved' };
}

/**
 * “the number of characters you have in play” for an amount of 1 for each matching card (“deal
 * damage to chosen character equal to the number of …”), else undefined.
 */
export function numberOf(amount: Amount): string | undefined {
  if (typeof amount !== 'object' || !('count' in amount) || (amount.times ?? 1) !== 1) return undefined;
  const f = amount.count;
  const mine = f.owner === 'you';
  const what = describeFilter({ ...f, owner: mine ? undefined : f.owner }, true);
  const where =
    amount.zone && amount.zone !== 'play' ? ` in your ${amount.zone}` : mine ? ' you have in play' : '';
  return `the number of ${what}${where}`;
}

/** An amount: a number, or “1 for each …”. */
export function describeAmount(amount: Amount): string {
  const { n, per } = amountParts(amount);
  return `${typeof amount === 'number' && amount < 0 ? '-' : ''}${n}${per}`;
}

/** The sign to show before an amount in “gets ±N”. */
export function amountSign(amount: Amount): '+' | '-' {
  if (typeof amount === 'number') return amount < 0 ? '-' : '+';
  if ('times' in amount && (amount.times ?? 1) < 0) return '-';
  return '+';
}

/** Whether a target names one card (“gets”) or several (“get”). */
export function isPlural(target: Target): boolean {
  if (typeof target === 'string') return target === 'it';
  if ('slot' in target) return false;
  if ('each' in target) return true;
  return (target.count ?? 1) > 1;
}

/** A target used as the subject of a sentence (“they” rather than “them”). */
export function describeSubject(target: Target, selfNoun: string): string {
  return target === 'it' ? 'they' : describeTarget(target, selfNoun);
}

/** A target as the subject of a verb that agrees with it: “chosen character gets”, “they get”. */
export function subjectVerb(target: Target, singular: string, plural: string): string {
  return `${describeSubject(target, SELF)} ${isPlural(target) ? plural : singular}`;
}

/** A duration phrase: “this turn”, “until the start of your next turn”. */
export function describeDuration(duration: Duration): string {
  switch (duration) {
    case 'thisTurn':
      return 'this turn';
    case 'untilStartOfYourNextTurn':
      return 'until the start of your next turn';
    case 'duringTheirNextTurn':
      return "during their owner's next turn";
    case 'thisChallenge':
      return 'for this challenge';
  }
}
