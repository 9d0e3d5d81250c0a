/**
 * Which keywords and terms of section 6 a card exercises, derived from its encoding. Used to check
 * that the pool covers every keyword, and by tools that index cards.
 * @module
 */
import { walkSteps } from '@cardloom/core/cards';
import { abilitiesOf, lingeringOf, triggersOf } from '../engine/table/catalog.js';
import type { Card, Corners } from './vocabulary-cards.js';
import type { Ability, Condition, Effect, EffectKind, Modifier, Trigger } from './vocabulary-effects.js';

/** The keywords of section 6 and the terms of 6–6.1. */
export const KEYWORDS = [
  'Ability',
  'Attack',
  'Attack Ability',
  'Buff',
  'Burn',
  'Cancel',
  'Clunky',
  'Defend',
  'Defend Ability',
  'Discard',
  'Dormant',
  'Draw',
  'Equip',
  'Expire',
  'Immune',
  'Multiplayer',
  'Next',
  'Play',
  'Remove',
  'Restart',
  'Return',
  'Rotate',
  'Unique',
  'Move',
  'Since Your Last Turn',
  'Swap',
  'Valid',
  'Corner',
  'Left and Right',
  'Stored Cards',
  'Limited Actions',
] as const;

/** A keyword or term of section 6. */
export type Keyword = (typeof KEYWORDS)[number];

/** The keywords each verb exercises. */
const VERB_KEYWORDS: { readonly [K in EffectKind]?: readonly Keyword[] } = {
  draw: ['Draw'],
  discard: ['Discard'],
  discardTop: ['Discard'],
  remove: ['Remove'],
  return: ['Return'],
  rotate: ['Rotate'],
  restart: ['Restart'],
  cancel: ['Cancel'],
  moveIntoPlay: ['Move', 'Valid'],
  swap: ['Swap'],
  store: ['Stored Cards'],
  releaseStored: ['Stored Cards'],
};

function fromEffects(effects: readonly Effect[] | undefined, out: Set<Keyword>): void {
  walkSteps(effects ?? [], (effect) => {
    for (const keyword of VERB_KEYWORDS[effect.do] ?? []) out.add(keyword);
    if (effect.do === 'rotate' && effect.buffs.pick === 'rightOfThis') out.add('Left and Right');
    if (effect.do === 'lasting') fromModifiers(effect.modifiers, out);
    if (effect.do === 'if' && mentionsSince(effect.if)) out.add('Since Your Last Turn');
  });
}

/** Whether a condition tests Since Your Last Turn. */
function mentionsSince(condition: Condition): boolean {
  if (condition === 'youDid') return false;
  if ('not' in condition) return mentionsSince(condition.not);
  if ('all' in condition) return condition.all.some(mentionsSince);
  if ('any' in condition) return condition.any.some(mentionsSince);
  return 'test' in condition && condition.test === 'sinceYourLastTurn';
}

function fromModifiers(modifiers: readonly Modifier[] | undefined, out: Set<Keyword>): void {
  for (const modifier of modifiers ?? []) {
    if (modifier.kind === 'immune') out.add('Immune');
    if (modifier.kind === 'itemsDormant') out.add('Dormant');
    if (modifier.kind === 'actionLimit') out.add('Limited Actions');
  }
}

const ACT_KEYWORD = {
  attack: 'Attack',
  defend: 'Defend',
  buff: 'Buff',
  equip: 'Equip',
  play: 'Play',
  combo: 'Play',
  ability: 'Ability',
} as const;

function fromTriggers(triggers: readonly Trigger[] | undefined, out: Set<Keyword>): void {
  for (const trigger of triggers ?? []) {
    if (trigger.next) out.add('Next');
    if (trigger.when.on === 'expire') out.add('Expire');
    if (trigger.when.on === 'act') out.add(ACT_KEYWORD[trigger.when.act]);
    fromEffects(trigger.effects, out);
  }
}

function fromAbilities(abilities: readonly Ability[], out: Set<Keyword>): void {
  for (const ability of abilities) {
    out.add('Ability');
    if (ability.category === 'attack') out.add('Attack Ability');
    if (ability.category === 'defend') out.add('Defend Ability');
    fromEffects(ability.effects, out);
    fromMultiplayer(ability.multiplayer, out);
  }
}

/** A Multiplayer replacement (6 Multiplayer) and the keywords of what it does instead. */
function fromMultiplayer(effects: readonly Effect[] | undefined, out: Set<Keyword>): void {
  if (!effects) return;
  out.add('Multiplayer');
  fromEffects(effects, out);
}

function fromCorners(corners: Corners | undefined, out: Set<Keyword>): void {
  if (!corners) return;
  out.add('Expire');
  for (const corner of corners) {
    if (!corner) continue;
    if (corner.symbol === 'clunky') out.add('Clunky');
    if (corner.effects) out.add('Corner');
    fromEffects(corner.effects, out);
  }
}

/** The keyword each category of action card exercises. */
const CATEGORY_KEYWORD = { attack: 'Attack', defend: 'Defend', buff: 'Buff', item: 'Equip' } as const;

/** The keywords and terms a card's encoding uses. */
export function keywordsOf(card: Card): Set<Keyword> {
  const out = new Set<Keyword>();
  if (card.burn) out.add('Burn');
  fromTriggers(card.fromDiscard, out);
  if (card.kind !== 'hero') {
    out.add(CATEGORY_KEYWORD[card.category]);
    if (card.category === 'buff') {
      if (card.unique) out.add('Unique');
      fromCorners(card.corners, out);
      fromEffects(card.instant, out);
    } else if (card.category !== 'item') fromEffects(card.effects, out);
    if (card.category !== 'item') fromMultiplayer(card.multiplayer, out);
  }
  fromModifiers(lingeringOf(card), out);
  fromTriggers(triggersOf(card), out);
  fromAbilities(abilitiesOf(card), out);
  return out;
}
