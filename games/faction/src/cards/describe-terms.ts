/**
 * Readable English for the faction game's nouns: card filters and keywords. Targets, conditions and
 * the control flow are worded by the shared card language (`@cardloom/core/cards`) from these phrases.
 * @module
 */
import { capitalize, plural, signed } from '@cardloom/core/cards';
import { type CardFilter, FACTION_NAMES, type Keyword } from './vocabulary';

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

/** "opposing character", "cards you control with an open victory token field". */
export function describeFilter(filter: CardFilter, count = 1): string {
  const p = phrase(filter);
  return [...p.before, count === 1 ? p.noun : plural(p.noun), ...p.after].join(' ');
}

/** "Swift", "Armor 2". */
export function describeKeyword(keyword: Keyword): string {
  return typeof keyword === 'string' ? capitalize(keyword) : `Armor ${keyword.armor}`;
}

/** The display name of a card id: its slug in title case (pool ids are slugs of names). */
export function nameOfId(id: string): string {
  return id.split('-').map(capitalize).join(' ');
}

/** A stat change: "+1 attack and -2 defense"; a zero part is left out. */
export function describeStatChange(attack: number | undefined, defense: number | undefined): string {
  const parts: string[] = [];
  if (attack) parts.push(`${signed(attack)} attack`);
  if (defense) parts.push(`${signed(defense)} defense`);
  return parts.join(' and ');
}
