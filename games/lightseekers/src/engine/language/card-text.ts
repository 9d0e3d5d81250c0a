/**
 * Readable card text generated from the encoding (the printed wording of real cards is never stored;
 * what a card says is derived from what it does). Effects read through the card language's describer,
 * each verb and noun in the words it was defined with.
 * @module
 */
import { capitalize, count } from '@cardloom/core/cards';
import type { ActionCard, Card, ComboCard, Corner, Corners } from '../../cards/vocabulary-cards.js';
import type { Ability, Condition, Effect, Trigger } from '../../cards/vocabulary-effects.js';
import { abilitiesOf, lingeringOf, triggersOf } from '../table/catalog.js';
import { LIGHTSEEKERS_LANGUAGE as LANG } from './index.js';
import { CATEGORY_NAME, describeModifier, subjectOf, withSubject } from './words.js';

export { describeFilter, describeModifier } from './words.js';

/** A condition as an English clause ("your health is 10 or less"). */
export function describeCondition(condition: Condition): string {
  return LANG.say.condition(condition);
}

/**
 * The step as read where the recipient is the controller (2.5.2, 2.5.3): "the recipient" becomes "you",
 * also inside `if` blocks.
 */
function undirected(step: Effect): Effect {
  if (step.do === 'if') {
    const steps = step.steps.map(undirected);
    return step.otherwise
      ? { ...step, steps, otherwise: step.otherwise.map(undirected) }
      : { ...step, steps };
  }
  return subjectOf(step) === 'recipient' ? withSubject(step, 'self') : step;
}

/**
 * One effect as a sentence. `directed` says whether the effect belongs to an Attack (card or Ability)
 * with a chosen recipient; elsewhere the recipient is the controller (2.5.2, 2.5.3).
 */
export function describeEffect(effect: Effect, directed = true): string {
  return `${capitalize(LANG.say.step(directed ? effect : undirected(effect)))}.`;
}

/** A trigger as a sentence. */
export function describeTrigger(trigger: Trigger): string {
  const event = LANG.say.trigger(trigger.when);
  const head = trigger.next ? `Next: ${event.replace(/^When/, 'the next time')}` : event;
  return `${head}: ${trigger.effects.map((e) => describeEffect(e, false)).join(' ')}`;
}

/** An Ability as a sentence. */
export function describeAbility(ability: Ability): string {
  const kind = ability.category ? `${CATEGORY_NAME[ability.category]} Ability` : 'Ability';
  const text = (effects: readonly Effect[]) =>
    effects.map((e) => describeEffect(e, ability.category === 'attack')).join(' ');
  const multi = ability.multiplayer ? ` Multiplayer: ${text(ability.multiplayer)}` : '';
  const only = ability.usableWhile ? ` Usable only while ${describeCondition(ability.usableWhile)}.` : '';
  return `${kind} — ${ability.name}: ${text(ability.effects)}${multi}${only}`;
}

function corner(c: Corner | null): string {
  if (!c) return 'empty';
  const mark = `${c.symbol}${c.crossed ? ' ✕' : ''}${c.value === undefined ? '' : ` ${c.value}`}`;
  if (!c.effects) return mark;
  const text = c.effects.map((e) => describeEffect(e, false)).join(' ');
  return `${mark} (${text.replace(/\.$/, '')})`;
}

/** The corners line of a rotating buff. */
export function describeCorners(corners: Corners | undefined): string {
  if (!corners) return 'Permanent.';
  return `Corners: ${corners.map((c, i) => `${i + 1} ${corner(c)}`).join(', ')}.`;
}

/** Every line of a card's text, generated from its encoding. */
export function describeCardLines(card: Card): string[] {
  const lines: string[] = [];
  if (card.kind === 'hero') {
    const stats = card.stats.map((s) => (s.grade === 'superior' ? `${s.element} (superior)` : s.element));
    lines.push(`Hero — health ${card.health}; ${stats.join(', ')}.`);
    if (card.deck?.combos !== undefined) lines.push(`Deck: ${count(card.deck.combos, 'combo')}.`);
    if (card.deck?.actions !== undefined) lines.push(`Deck: ${count(card.deck.actions, 'action card')}.`);
    lines.push(`Trait — ${card.trait.name}.`);
  } else lines.push(...bodyLines(card));
  lines.push(...lingeringOf(card).map(describeModifier));
  lines.push(...triggersOf(card).map(describeTrigger));
  lines.push(...abilitiesOf(card).map(describeAbility));
  for (const t of card.fromDiscard ?? [])
    lines.push(`While on top of your discard pile — ${describeTrigger(t)}`);
  return lines;
}

/** The lines of an action card or combo before its lasting effects: its kind, cost and one-off effects. */
function bodyLines(card: ActionCard | ComboCard): string[] {
  const lines: string[] = [];
  const category = CATEGORY_NAME[card.category];
  if (card.kind === 'combo') lines.push(`Combo ${category} — cost ${card.cost.join(', ')}.`);
  else if (card.category === 'item') {
    const grant = card.grants ? `; grants ${card.grants.grade} ${card.grants.element}` : '';
    lines.push(`Item — ${count(card.points, 'equip point')}${grant}.`);
  } else lines.push(`${category} — ${card.requires.join(' + ') || 'Unaligned'}.`);
  if (card.burn) lines.push('Burn.');
  const directed = card.category === 'attack';
  const text = (effects: readonly Effect[]) => effects.map((e) => describeEffect(e, directed));
  if (card.category === 'item') return lines;
  if (card.category === 'buff') {
    if (card.unique) lines.push('Unique.');
    lines.push(describeCorners(card.corners));
    if (card.rotatesIf) lines.push(`Rotates only if ${describeCondition(card.rotatesIf)}.`);
  }
  // One-off effects: an Attack's or Defend's own, a buff's instant ones (4.2.5).
  lines.push(...text(card.category === 'buff' ? (card.instant ?? []) : card.effects));
  if (card.multiplayer) lines.push(`Multiplayer: ${text(card.multiplayer).join(' ')}`);
  return lines;
}

/** A card's full text: its name, then its generated lines. */
export function describeCard(card: Card): string {
  return [card.name, ...describeCardLines(card)].join('\n');
}
