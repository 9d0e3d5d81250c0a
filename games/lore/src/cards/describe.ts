/**
 * The description generator: readable English card text produced from the encoding, so the
 * repository never holds printed wording and the text can never drift from what the engine does.
 * Effects are written by the shared card language from Lore's verbs (each verb's `describe` sits beside
 * its `run`); this file adds Lore's ability frames, statics, keywords and the card layout.
 *
 * @module
 */
import { capitalize, count, lowerFirst } from '@cardloom/core/cards';
import { LORE_LANGUAGE } from '../engine/language/index.js';
import type { LoreCard } from './card.js';
import {
  describeCost,
  describeFilter,
  describeMagick,
  describeMagickChoice,
  describeStatChange,
} from './describe-parts.js';
import { KEYWORD_NAMES } from './vocabulary.js';
import type { Ability, KeywordSpec, StaticModifier, Trigger } from './vocabulary-abilities.js';
import type { Amount, Condition, Effect, Effects } from './vocabulary-effects.js';

/** Options for the generator. */
export interface DescribeOptions {
  /**
   * Resolves a card id (for tokens an effect creates) to its name.
   * @deprecated Token names now always come from the card pool; this option is ignored.
   */
  readonly cardName?: (id: string) => string;
}

const say = LORE_LANGUAGE.say;

/**
 * An effect (one step or steps in order) as a sentence without the final full stop, written by the
 * shared card language from Lore's verbs: "Selected creature gets +3 HP this turn, then …".
 */
export function describeEffect(effect: Effect | Effects, _options: DescribeOptions = {}): string {
  return capitalize(Array.isArray(effect) ? say.steps(effect) : say.step(effect as Effect));
}

/** The amount as a word plus, for computed amounts, a trailing clause defining X. */
export function describeAmount(amount: Amount): { readonly value: string; readonly where: string } {
  if (typeof amount === 'number') return { value: String(amount), where: '' };
  return { value: 'X', where: `, where X is ${say.amount(amount)}` };
}

/** A condition as a clause: "the mythos pool has 5 or more mythos". */
export function describeCondition(condition: Condition): string {
  return say.condition(condition);
}

/** When a triggered ability triggers, as an opening clause. */
export function describeTrigger(trigger: Trigger): string {
  return say.trigger(trigger);
}

/** A continuous modifier as a sentence. */
export function describeStatic(modifier: StaticModifier): string {
  switch (modifier.kind) {
    case 'stats':
      return `${capitalize(describeFilter(modifier.affects, 'each'))} gets ${describeStatChange(modifier.str, modifier.hp)}`;
    case 'keyword':
      return `${capitalize(describeFilter(modifier.affects, 'each'))} has ${KEYWORD_NAMES[modifier.keyword]}`;
    case 'equipped': {
      const parts: string[] = [];
      if (modifier.str || modifier.hp) parts.push(`gets ${describeStatChange(modifier.str, modifier.hp)}`);
      if (modifier.keywords?.length)
        parts.push(`has ${modifier.keywords.map((k) => KEYWORD_NAMES[k]).join(' and ')}`);
      return `The equipped creature ${parts.join(' and ')}`;
    }
    case 'extraRunes':
      return `You may play ${count(modifier.count, 'additional rune')} each turn`;
    case 'blockMultiple':
      return `This can block up to ${modifier.count} attacking creatures`;
  }
}

/** One printed ability as a sentence, with its final full stop. */
export function describeAbility(ability: Ability, _options: DescribeOptions = {}): string {
  switch (ability.kind) {
    case 'triggered': {
      const cond = ability.condition ? `if ${describeCondition(ability.condition)}, ` : '';
      return `${describeTrigger(ability.trigger)}, ${cond}${say.steps(ability.effect)}.`;
    }
    case 'turn': {
      const cond = ability.condition ? `If ${describeCondition(ability.condition)}, ` : '';
      const body = describeEffect(ability.effect);
      return `Turn ability: ${cond}${cond ? lowerFirst(body) : body}.`;
    }
    case 'activated': {
      const tags = [
        ability.timing === 'subterfuge' ? 'Subterfuge' : '',
        ability.oncePerTurn ? 'once per turn' : '',
      ]
        .filter(Boolean)
        .join(', ');
      const prefix = tags ? `${capitalize(tags)} — ` : '';
      return `${prefix}${describeCost(ability.cost)}: ${describeEffect(ability.effect)}.`;
    }
    case 'magick':
      return `${describeCost(ability.cost)}: create ${ability.amount} ${describeMagickChoice(ability.oneOf)} magick.`;
    case 'static': {
      const cond = ability.condition ? `As long as ${describeCondition(ability.condition)}, ` : '';
      const body = describeStatic(ability.modifier);
      return `${cond}${cond ? lowerFirst(body) : body}.`;
    }
  }
}

/** A printed keyword: "Flight", "Equip (1 Formless)". */
export function describeKeyword(keyword: KeywordSpec): string {
  if (typeof keyword === 'string') return KEYWORD_NAMES[keyword];
  return `Equip (${lowerFirst(describeCost(keyword.cost))})`;
}

/** The type line: "God Creature: Abyssal", "Grimoire Subterfuge Spell", "Relic: Human Weapon". */
export function describeTypeLine(card: LoreCard): string {
  const head = [...card.supertypes.map(capitalize), capitalize(card.type)].join(' ');
  const tokenTag = card.token ? ' Token' : '';
  return card.subtypes.length ? `${head}${tokenTag}: ${card.subtypes.join(' ')}` : `${head}${tokenTag}`;
}

/**
 * The whole card as readable lines: name, type line, cost and mythos, stats, keywords, additional
 * costs, abilities and (for spells) the effect.
 *
 * @example
 * ```ts
 * describeCard(ravingProphet).join('\n');
 * // Raving Prophet
 * // Creature: Human
 * // Cost: 1 Sanguine
 * // 3 STR / 3 HP
 * // Madness
 * ```
 */
export function describeCard(card: LoreCard, _options: DescribeOptions = {}): string[] {
  const lines = [card.name, describeTypeLine(card)];
  const header: string[] = [];
  if (card.cost) header.push(`Cost: ${describeMagick(card.cost)}`);
  if (card.mythosRequirement !== undefined) header.push(`Mythos requirement: ${card.mythosRequirement}`);
  if (card.seal !== undefined) header.push(`Seal: ${card.seal} mythos`);
  if (header.length) lines.push(header.join(' · '));
  if (card.str !== undefined && card.hp !== undefined) lines.push(`${card.str} STR / ${card.hp} HP`);
  else if (card.hp !== undefined) lines.push(`${card.hp} HP`);
  if (card.copyLimit !== undefined) lines.push(`A lexicon may hold ${card.copyLimit} copies of this card.`);
  if (card.keywords.length) lines.push(card.keywords.map(describeKeyword).join(', '));
  if (card.additionalCost) lines.push(`Additional cost: ${lowerFirst(describeCost(card.additionalCost))}.`);
  for (const ability of card.abilities) lines.push(describeAbility(ability));
  if (card.effect) lines.push(`${describeEffect(card.effect)}.`);
  return lines;
}
