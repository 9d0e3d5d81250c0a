/**
 * Questions about card encodings as a whole: which effects a card can perform, which keywords it
 * exercises. Used by the pool's coverage tests and by the rules map.
 *
 * @module
 */
import { walkSteps } from '@cardloom/core/cards';
import type { LoreCard } from './card.js';
import type { Keyword, ObjectKeyword } from './vocabulary.js';
import type { Effect, Effects } from './vocabulary-effects.js';

/** Every effect step on the card (abilities and spell effect) at any depth, die-roll outcomes included. */
export function* effectsOf(card: LoreCard): Generator<Effect> {
  const roots: Effects[] = [];
  if (card.effect) roots.push(card.effect);
  for (const ability of card.abilities) {
    if (ability.kind === 'triggered' || ability.kind === 'turn' || ability.kind === 'activated') {
      roots.push(ability.effect);
    }
  }
  const found: Effect[] = [];
  const visit = (step: Effect): void => {
    found.push(step);
    if (step.do === 'roll') for (const outcome of step.outcomes) walkSteps(outcome.steps, visit);
  };
  for (const root of roots) walkSteps(root, visit);
  yield* found;
}

/**
 * The keywords a card can give objects: by a static ability, through equipment, or by a `grant`
 * effect. An object has any other keyword only if it is printed on it.
 */
export function keywordsGrantedBy(card: LoreCard): Set<ObjectKeyword> {
  const found = new Set<ObjectKeyword>();
  for (const ability of card.abilities) {
    if (ability.kind === 'static' && ability.modifier.kind === 'keyword') found.add(ability.modifier.keyword);
    if (ability.kind === 'static' && ability.modifier.kind === 'equipped') {
      for (const k of ability.modifier.keywords ?? []) found.add(k);
    }
  }
  for (const effect of effectsOf(card)) if (effect.do === 'grant') found.add(effect.keyword);
  return found;
}

/**
 * The keywords a card exercises: printed ones, ones it grants (statically, through equipment or
 * effects), the action keywords its effects perform, and Subterfuge as a supertype or timing.
 */
export function keywordsOf(card: LoreCard): Set<Keyword> {
  const found = new Set<Keyword>(keywordsGrantedBy(card));
  for (const k of card.keywords) found.add(typeof k === 'string' ? k : k.keyword);
  if (card.supertypes.includes('subterfuge')) found.add('subterfuge');
  for (const ability of card.abilities) {
    if (ability.kind === 'activated' && ability.timing === 'subterfuge') found.add('subterfuge');
  }
  for (const effect of effectsOf(card)) {
    if (
      effect.do === 'aetherize' ||
      effect.do === 'consume' ||
      effect.do === 'peek' ||
      effect.do === 'pilfer'
    ) {
      found.add(effect.do);
    }
  }
  return found;
}

/** Magick types the card's magick abilities can create (runes, relics, anomalies that are sources). */
export function magickCreatedBy(card: LoreCard): Set<string> {
  const types = new Set<string>();
  for (const ability of card.abilities) {
    if (ability.kind === 'magick') for (const t of ability.oneOf) types.add(t);
  }
  return types;
}
