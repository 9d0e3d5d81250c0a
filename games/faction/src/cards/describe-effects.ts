/**
 * Readable English for effects, triggers, costs and abilities.
 * @module
 */
import {
  capitalize,
  count,
  describeCondition,
  describeFilter,
  describeKeyword,
  describeTarget,
} from './describe-terms';
import { FACTION_NAMES, type FactionId, type PlayerRef } from './vocabulary';
import type { Ability, ActivationCost, StaticModifier, Trigger } from './vocabulary-abilities';
import type { Effect } from './vocabulary-effects';

/** The display name of a card id: its slug in title case (pool ids are slugs of names). */
export function nameOfId(id: string): string {
  return id.split('-').map(capitalize).join(' ');
}

function resourceKind(faction: FactionId | null): string {
  return faction ? `${FACTION_NAMES[faction]} ` : 'factionless ';
}

function players(who: PlayerRef, you: string, they: string): string {
  if (who === 'you') return you;
  return `${who === 'eachOpponent' ? 'each opponent' : 'each player'} ${they}`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

function statChange(attack: number | undefined, defense: number | undefined): string {
  const parts: string[] = [];
  if (attack) parts.push(`${signed(attack)} attack`);
  if (defense) parts.push(`${signed(defense)} defense`);
  return parts.join(' and ');
}

/** One effect as a clause without a final period: "deal 2 damage to a chosen opposing character". */
export function describeEffect(effect: Effect): string {
  switch (effect.do) {
    case 'draw':
      return players(
        effect.who,
        `draw ${count(effect.count, 'card')}`,
        `draws ${count(effect.count, 'card')}`,
      );
    case 'damage':
      return `deal ${effect.amount} damage to ${describeTarget(effect.target)}`;
    case 'heal':
      return effect.amount === 'all'
        ? `remove all damage from ${describeTarget(effect.target)}`
        : `remove up to ${effect.amount} damage from ${describeTarget(effect.target)}`;
    case 'exhaust':
      return `exhaust ${describeTarget(effect.target)} with ${count(effect.counters, 'exhaustion counter')}`;
    case 'ready':
      return `ready ${describeTarget(effect.target)}`;
    case 'modify':
      return `${describeTarget(effect.target)} gets ${statChange(effect.attack, effect.defense)}${until(effect.until)}`;
    case 'grant':
      return `${describeTarget(effect.target)} gains ${describeKeyword(effect.keyword)}${until(effect.until)}`;
    case 'createToken':
      return `create ${effect.count === 1 ? 'a' : effect.count} ${nameOfId(effect.token)} token${effect.count === 1 ? '' : 's'}`;
    case 'addResource':
      return `add ${effect.amount} ${resourceKind(effect.faction)}resource${effect.amount === 1 ? '' : 's'} to your pool`;
    case 'createResourceToken':
      return `create a ready ${resourceKind(effect.faction)}resource token`;
    case 'gainCommand':
      return `gain ${count(effect.amount, 'command token')}`;
    case 'addVictory':
      return `put ${count(effect.amount, 'victory token')} on ${describeTarget(effect.target)}`;
    case 'removeVictory':
      return `remove ${count(effect.amount, 'victory token')} from ${describeTarget(effect.target)}`;
    case 'discard':
      return `discard ${describeTarget(effect.target)}`;
    case 'returnToHand':
      return `return ${describeTarget(effect.target)} to its owner's hand`;
    case 'void':
      return `put ${describeTarget(effect.target)} into the void`;
    case 'counter':
      return 'cancel the effect beneath this one on the stack';
    case 'discardFromHand':
      return players(
        effect.who,
        `discard ${count(effect.count, 'card')}`,
        `discards ${count(effect.count, 'card')} of their choice`,
      );
    case 'alterTop':
      return 'look at the top card of your deck and you may put it on the bottom';
    case 'takeTopIf':
      return `reveal the top card of your deck; if it is ${article(effect.type)}, put it into your hand`;
    case 'recoverTop':
      return `if the top card of your discard pile is ${article(effect.type)}, return it to your hand`;
    case 'may':
      return `you may ${describeEffects(effect.effects)}`;
    case 'if':
      return `if ${describeCondition(effect.condition)}, ${describeEffects(effect.effects)}`;
  }
}

function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function until(duration: 'turn' | 'permanent'): string {
  return duration === 'turn' ? ' until end of turn' : '';
}

/** Effects joined into one sentence body: "look at …, then draw 1 card". */
export function describeEffects(effects: readonly Effect[]): string {
  return effects.map(describeEffect).join(', then ');
}

/** "When this card is played". */
export function describeTrigger(trigger: Trigger): string {
  switch (trigger.on) {
    case 'played':
      return 'When this card is played';
    case 'leavesPlay':
      return 'When this card leaves play';
    case 'attacks':
      return 'When this card attacks';
    case 'blocks':
      return 'When this card blocks';
    case 'damagesMain':
      return 'When this card deals combat damage to an opposing main character';
    case 'morning':
      return 'At the start of your Morning';
    case 'allyEnters':
      return 'When another character enters play under your control';
    case 'itemAttached':
      return 'When an item is attached to a card you control';
  }
}

/** "Exhaust this card, pay 1 resource". */
export function describeCost(cost: ActivationCost): string {
  const parts: string[] = [];
  if (cost.exhaust) parts.push('Exhaust this card');
  if (cost.resources) parts.push(`pay ${count(cost.resources, 'resource')}`);
  if (cost.discard) parts.push(`discard ${count(cost.discard, 'card')}`);
  return parts.length > 0 ? capitalize(parts.join(', ')) : 'Free';
}

function describeStatic(modifier: StaticModifier): string {
  if (modifier.mod === 'costReduction') {
    return `${capitalize(describeFilter(modifier.filter, 2))} you play cost ${modifier.amount} less`;
  }
  const who =
    modifier.scope.kind === 'all'
      ? describeTarget(modifier.scope)
      : describeTarget({ kind: modifier.scope.kind });
  switch (modifier.mod) {
    case 'stats':
      return `${capitalize(who)} gets ${statChange(modifier.attack, modifier.defense)}`;
    case 'keyword':
      return `${capitalize(who)} has ${describeKeyword(modifier.keyword)}`;
    case 'victoryField':
      return `${capitalize(who)} can hold ${count(modifier.amount, 'more victory token')}`;
  }
}

/** "Flame Lash — When this card is played: deal 2 damage to a chosen opposing character." */
export function describeAbility(ability: Ability): string {
  switch (ability.kind) {
    case 'triggered': {
      const when = ability.condition
        ? `${describeTrigger(ability.trigger)}, if ${describeCondition(ability.condition)}`
        : describeTrigger(ability.trigger);
      return `${ability.name} — ${when}: ${describeEffects(ability.effects)}.`;
    }
    case 'activated': {
      const notes = [
        ability.oncePerTurn ? 'Once per turn.' : '',
        ability.timing === 'response' ? 'Response.' : '',
      ];
      const prefix = notes.filter(Boolean).join(' ');
      return `${ability.name} — ${prefix ? `${prefix} ` : ''}${describeCost(ability.cost)}: ${describeEffects(ability.effects)}.`;
    }
    case 'static': {
      const body = describeStatic(ability.modifier);
      return ability.condition
        ? `${ability.name} — While ${describeCondition(ability.condition)}, ${lowerFirst(body)}.`
        : `${ability.name} — ${body}.`;
    }
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
