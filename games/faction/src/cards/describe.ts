/**
 * The description generator: a card's readable text, built only from its encoding (no stored wording)
 * by the shared card language's describer.
 * @module
 */
import { count } from '@cardloom/core/cards';
import { FACTION_LANGUAGE } from '../engine/language/index';
import type { Card } from './card';
import { describeKeyword } from './describe-terms';
import { FACTION_NAMES } from './vocabulary';
import type { Ability } from './vocabulary-abilities';
import type { Effect } from './vocabulary-effects';

const say = FACTION_LANGUAGE.say;

/** One effect as a clause without a final period: "deal 2 damage to a chosen opposing character". */
export function describeEffect(effect: Effect): string {
  return say.step(effect);
}

/** Effects joined into one sentence body: "look at …, then draw 1 card". */
export function describeEffects(effects: readonly Effect[]): string {
  return say.steps(effects);
}

/** "Flame Lash — When this card is played: deal 2 damage to a chosen opposing character." */
export function describeAbility(ability: Ability): string {
  return say.ability(ability);
}

/** "Ember Court character", "factionless item token". */
function kindLine(card: Card): string {
  const faction = card.faction ? FACTION_NAMES[card.faction] : 'Factionless';
  const leader = card.type === 'character' && card.leader ? ' (leader)' : '';
  return `${faction} ${card.type}${card.token ? ' token' : ''}${leader}`;
}

/** The printed parts (F2) on one line: cost, combat stats, item slots, victory field. */
function partsLine(card: Card): string {
  const parts: string[] = [];
  if (!card.token) parts.push(`cost ${card.cost}`);
  if (card.type === 'character') parts.push(`${card.attack}/${card.defense}`);
  if (card.itemSlots > 0) parts.push(count(card.itemSlots, 'item slot'));
  if (card.victoryField > 0) parts.push(`victory field ${card.victoryField}`);
  return parts.join(' · ');
}

function itemLines(card: Card): string[] {
  if (card.type !== 'item') return [];
  const lines: string[] = [];
  if (card.direct) {
    lines.push(`${card.reaction ? 'Reaction. ' : ''}Played directly: ${describeEffects(card.direct)}.`);
  }
  if (card.attachTo !== 'none') {
    const host = card.attachTo === 'any' ? 'a character or location' : `a ${card.attachTo}`;
    lines.push(`Attaches to ${host}.`);
  }
  return lines;
}

/**
 * The card's readable text, one line per part: header, printed parts, keywords, item modes, abilities,
 * support ability.
 *
 * @example
 * describeCard(getCard('ashblade-duelist'));
 * // "Ashblade Duelist — Ember Court character\ncost 2 · 2/2 · 1 item slot\nSwift."
 */
export function describeCard(card: Card): string {
  const lines = [`${card.name} — ${kindLine(card)}`, partsLine(card)];
  if (card.type === 'character' && card.keywords.length > 0) {
    lines.push(`${card.keywords.map(describeKeyword).join(', ')}.`);
  }
  lines.push(...itemLines(card));
  lines.push(...card.abilities.map(describeAbility));
  if (card.support) {
    lines.push(
      `Support ${card.support.fee} — ${card.support.name}: ${describeEffects(card.support.effects)}.`,
    );
  }
  return lines.join('\n');
}
