/**
 * English phrases for the small pieces of the vocabulary: costs, filters, targets, players and
 * durations. Lore's verbs and `describe.ts` build sentences out of these.
 *
 * @module
 */
import { capitalize } from '@cardloom/core/cards';
import { KEYWORD_NAMES, MAGICK_NAMES, MAGICK_TYPES, type MagickCost, type MagickType } from './vocabulary.js';
import type { ActivationCost } from './vocabulary-abilities.js';
import type { Duration, ObjectFilter, PlayerRef, Recipient, Target } from './vocabulary-effects.js';

/** A magick cost such as "2 Deep + 1 Formless", in the canonical type order; "nothing" when empty. */
export function describeMagick(cost: MagickCost): string {
  const parts = MAGICK_TYPES.filter((t) => (cost[t] ?? 0) > 0).map((t) => `${cost[t]} ${MAGICK_NAMES[t]}`);
  return parts.length === 0 ? 'nothing' : parts.join(' + ');
}

/** "Deep", "Deep or Cosmic". */
export function describeMagickChoice(types: readonly MagickType[]): string {
  return types.map((t) => MAGICK_NAMES[t]).join(' or ');
}

/** An activation or additional cost: "Evoke, 1 Cosmic, pay 2 sanity". */
export function describeCost(cost: ActivationCost): string {
  const parts: string[] = [];
  if (cost.evoke) parts.push('evoke');
  if (cost.magick && describeMagick(cost.magick) !== 'nothing') parts.push(describeMagick(cost.magick));
  if (cost.sanity) parts.push(`pay ${cost.sanity} sanity`);
  if (cost.sacrificeSelf) parts.push('sacrifice this');
  if (cost.sacrifice) parts.push(`sacrifice ${describeFilter(cost.sacrifice, 'a')}`);
  if (cost.discard) parts.push(cost.discard === 1 ? 'discard a card' : `discard ${cost.discard} cards`);
  return capitalize(parts.join(', ') || 'no cost');
}

/** Plurals of the nouns a filter can end in. */
const NOUNS: Record<string, [string, string]> = {
  anomaly: ['anomaly', 'anomalies'],
  creature: ['creature', 'creatures'],
  location: ['location', 'locations'],
  phenomenon: ['phenomenon', 'phenomena'],
  relic: ['relic', 'relics'],
  rune: ['rune', 'runes'],
  spell: ['spell', 'spells'],
  object: ['object', 'objects'],
};

/**
 * An object filter as a noun phrase. `article` is what goes before it: "a" (an opponent's
 * creature), "each", "selected", a count for selections, or "plural" for a bare plural phrase.
 */
export function describeFilter(
  filter: ObjectFilter,
  article: 'a' | 'each' | 'selected' | 'plural' | number,
): string {
  const many = article === 'plural' || (typeof article === 'number' && article !== 1);
  const types = filter.types ?? [];
  const nounOf = (t: string) => (NOUNS[t] ?? [t, `${t}s`])[many ? 1 : 0];
  const noun = types.length === 0 ? nounOf('object') : types.map(nounOf).join(' or ');
  const adjectives = [
    filter.other ? 'other' : '',
    filter.combat ?? '',
    filter.token === true ? 'token' : filter.token === false ? 'nontoken' : '',
    filter.supertype ?? '',
    filter.notSupertype ? `non-${filter.notSupertype}` : '',
    filter.subtype ?? '',
  ].filter(Boolean);
  const clauses: string[] = [];
  if (filter.keyword) clauses.push(`with ${KEYWORD_NAMES[filter.keyword]}`);
  if (filter.controller === 'you') clauses.push('you control');
  if (filter.controller === 'opponent')
    clauses.push(many ? 'your opponent controls' : 'an opponent controls');
  if (filter.maxStr !== undefined) clauses.push(`with STR ${filter.maxStr} or less`);
  if (filter.maxHp !== undefined) clauses.push(`with ${filter.maxHp} or less HP`);
  const phrase = [...adjectives, noun, ...clauses].join(' ');
  if (article === 'plural') return phrase;
  const lead = typeof article === 'number' ? (article === 1 ? 'selected' : `${article} selected`) : article;
  if (lead === 'a' && phrase.startsWith('other ')) return `another ${phrase.slice(6)}`;
  const fixedLead = lead === 'a' && /^[aeiou]/i.test(phrase) ? 'an' : lead;
  return `${fixedLead} ${phrase}`;
}

/** A target as a noun phrase: "this card", "selected creature", "each creature you control". */
export function describeTarget(target: Target): string {
  if (target === 'self') return 'this card';
  if (target === 'it' || target === 'event') return 'that card';
  if (target === 'equipped') return 'the equipped creature';
  if ('slot' in target) return `the ${target.slot}`;
  if ('each' in target) return describeFilter(target.each, 'each');
  const count = target.count ?? 1;
  if (!target.upTo) return describeFilter(target.choose, count);
  return count === 1
    ? `up to one ${describeFilter(target.choose, 'selected')}`
    : `up to ${describeFilter(target.choose, count)}`;
}

/** A recipient of damage as a noun phrase. */
export function describeRecipient(recipient: Recipient): string {
  if (typeof recipient === 'object' && 'player' in recipient) return describePlayerObject(recipient.player);
  return describeTarget(recipient);
}

const SUBJECTS: Readonly<Record<PlayerRef, string>> = {
  you: 'you',
  opponent: 'your opponent',
  each: 'each player',
  itsController: 'its controller',
  eachOpponent: 'each opponent',
  eachPlayer: 'each player',
  thatPlayer: 'that player',
};

/** A player as the subject of a sentence ("you", "your opponent", "each player"). */
export function describePlayerSubject(player: PlayerRef): string {
  return SUBJECTS[player];
}

/** A player as an object ("you", "your opponent", "each player"). */
export function describePlayerObject(player: PlayerRef): string {
  return describePlayerSubject(player);
}

/** A player's possessive ("your", "your opponent's"). */
export function describePlayerPossessive(player: PlayerRef): string {
  return player === 'you' ? 'your' : `${describePlayerSubject(player)}'s`;
}

/** "this turn", "until the beginning of your next turn". */
export function describeDuration(duration: Duration): string {
  return duration === 'thisTurn' ? 'this turn' : 'until the beginning of your next turn';
}

/** "+2 STR and -1 HP". */
export function describeStatChange(str: number | undefined, hp: number | undefined): string {
  const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  const parts: string[] = [];
  if (str) parts.push(`${sign(str)} STR`);
  if (hp) parts.push(`${sign(hp)} HP`);
  return parts.join(' and ') || '+0 STR';
}
