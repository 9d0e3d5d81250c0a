/**
 * Readable English for the vocabulary's nouns: filters, targets, keywords, conditions. The card
 * descriptions (describe.ts) are built from these phrases, never stored as text.
 * @module
 */

import { type CardFilter, FACTION_NAMES, type Keyword, type Target } from './vocabulary';
import type { Condition } from './vocabulary-effects';

/** A noun phrase split so the noun alone can be made plural. */
interface Phrase {
  readonly before: string[];
  readonly noun: string;
  readonly after: string[];
}

function phrase(filter: CardFilter): Phrase {
  const before: string[] = [];
  const after: string[] = [];
  if (filter.other) before.push('other');
  if (filter.exhausted === true) before.push('exhausted');
  if (filter.exhausted === false) before.push('ready');
  if (filter.damaged) before.push('damaged');
  if (filter.side === 'opponent') before.push('opposing');
  if (filter.faction) before.push(FACTION_NAMES[filter.faction]);
  if (filter.faction === null) before.push('factionless');
  if (filter.main === true) before.push('main');
  if (filter.main === false) before.push('non-main');
  if (filter.token === true) before.push('token');
  const types =
    filter.type === undefined ? [] : typeof filter.type === 'string' ? [filter.type] : filter.type;
  const noun = types.length > 0 ? types.join(' or ') : filter.combatant ? 'character' : 'card';
  if (filter.side === 'you') after.push('you control');
  if (filter.token === false) after.push('that is not a token');
  if (filter.maxCost !== undefined) after.push(`with cost ${filter.maxCost} or less`);
  if (filter.keyword) after.push(`with ${capitalize(filter.keyword)}`);
  if (filter.openField) after.push('with an open victory token field');
  return { before, noun, after };
}

function plural(noun: string): string {
  return noun
    .split(' or ')
    .map((n) => `${n}s`)
    .join(' or ');
}

/** "opposing character", "cards you control with an open victory token field". */
export function describeFilter(filter: CardFilter, count = 1): string {
  const p = phrase(filter);
  return [...p.before, count === 1 ? p.noun : plural(p.noun), ...p.after].join(' ');
}

/** "a chosen opposing character", "each character you control", "this card". */
export function describeTarget(target: Target): string {
  switch (target.kind) {
    case 'self':
      return 'this card';
    case 'host':
      return 'the card this is attached to';
    case 'event':
      return 'that card';
    case 'main':
      return target.side === 'you' ? 'your main character' : 'each opposing main character';
    case 'all':
      return `each ${describeFilter(target.filter)}`;
    case 'choose': {
      const count = target.count ?? 1;
      const what = describeFilter(target.filter, count);
      if (target.upTo) return `up to ${count} chosen ${what}`;
      return count === 1 ? `a chosen ${what}` : `${count} chosen ${what}`;
    }
  }
}

/** "Swift", "Armor 2". */
export function describeKeyword(keyword: Keyword): string {
  return typeof keyword === 'string' ? capitalize(keyword) : `Armor ${keyword.armor}`;
}

/** "you control at least 3 characters you control" reads badly, so `controls` drops the side phrase. */
export function describeCondition(condition: Condition): string {
  switch (condition.test) {
    case 'behind':
      return 'you have fewer victory tokens than every other player';
    case 'controls': {
      const { side: _side, ...rest } = condition.filter;
      return `you control at least ${condition.atLeast} ${describeFilter(rest, condition.atLeast)}`;
    }
    case 'mostCharacters':
      return 'you control more characters than each opponent';
    case 'mainUndamaged':
      return 'your main character has no damage';
    case 'hasAttachment':
      return 'this card has an item attached';
    case 'handSize':
      return `you have at least ${condition.atLeast} cards in hand`;
  }
}

/** "Swift" → "Swift"; "guardian" → "Guardian". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 card", "2 cards". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
