/**
 * Turns a {@link LorcanaCard} (vocabulary data) into a kernel card definition: printed numbers and
 * keywords as stats, triggered abilities watching Lorcana events, static abilities as kernel
 * statics, damage replacements as kernel replacements. Keyword triggers (Support, Vanish) are added
 * to every character so granted keywords work too.
 *
 * @module
 */
import type {
  CardDefinition,
  CardId,
  Ctx,
  GameEvent,
  Ability as KernelAbility,
  StaticAbility as KernelStatic,
  TriggerInfo,
} from '@cardloom/core';
import { fullName, type LorcanaCard } from '../cards/card.js';
import type { Affected, StaticAbility, Trigger, TriggeredAbility } from '../cards/vocabulary-abilities.js';
import type { Condition } from '../cards/vocabulary-refs.js';
import { opt } from '../rulesets.js';
import { CHALLENGE_WITH_WILLPOWER } from './actions/challenge.js';
import { INK_FROM_DISCARD } from './actions/ink.js';
import { banishCards } from './banish.js';
import { effectiveStrength, freeUseStat, isInPlay, Z } from './board.js';
import type { DamageEvent } from './damage.js';
import { newExec } from './exec.js';
import { holds } from './language/conditions.js';
import { resolveEffect } from './language/index.js';
import { CHALLENGE_READY } from './language/trigger-stats.js';
import { modifyCards } from './lasting.js';
import { amountOf, matches } from './match.js';
import { E } from './moves.js';
import { CANT_PLAY } from './play.js';
import { onceReductionKey } from './played.js';
import { SING_BONUS } from './singing.js';
import { hasStat } from './stats.js';
import { asJson } from './stored.js';
import { eventTypeOf, triggerMatches } from './trigger-match.js';

/** Printed stats of a card, keywords as `kw.<name>` (CR 8.1). */
function statsOf(card: LorcanaCard): Record<string, number> {
  const stats: Record<string, number> = { cost: card.cost };
  if (card.strength !== undefined) stats.strength = card.strength;
  if (card.willpower !== undefined) stats.willpower = card.willpower;
  if (card.lore !== undefined) stats.lore = card.lore;
  if (card.moveCost !== undefined) stats.moveCost = card.moveCost;
  for (const k of card.keywords ?? []) {
    if (k.keyword === 'shift') stats['kw.shift'] = 1;
    else stats[`kw.${k.keyword}`] = 'value' in k ? k.value : 1;
  }
  return stats;
}

const controllerOf = (ctx: Ctx, card: CardId) => ctx.card(card).controller;

function conditionFn(cond: Condition | undefined) {
  if (!cond) return undefined;
  return (ctx: Ctx, self: CardId) => holds(ctx, cond, self, controllerOf(ctx, self));
}

function affectsFn(to: Affected) {
  if (to === 'self') return undefined;
  return (ctx: Ctx, self: CardId, target: CardId) =>
    isInPlay(ctx, target) && matches(ctx, target, to, self, controllerOf(ctx, self));
}

/** The kernel statics for one static ability. */
function compileStatic(ability: StaticAbility): KernelAbility[] {
  const e = ability.effect;
  const condition = conditionFn(ability.condition);
  const base = { kind: 'static' as const, name: ability.name, condition };
  if ('grant' in e) {
    return e.grant.map((g) => ({
      ...base,
      stat: `kw.${g.keyword}`,
      op: 'add' as const,
      amount: g.value ?? 1,
      affects: affectsFn(e.to),
    }));
  }
  if ('modify' in e) {
    const amount = e.amount;
    const fn =
      typeof amount === 'number'
        ? amount
        : (ctx: Ctx, self: CardId) => {
            // A static “for each” is counted continuously (CR 6.1.8).
            return amountOf(newExec(ctx, self, controllerOf(ctx, self)), amount);
          };
    return [{ ...base, stat: e.modify, op: 'add', amount: fn, affects: affectsFn(e.to) }];
  }
  if ('restrict' in e)
    return [{ ...base, stat: `cant.${e.restrict}`, op: 'add', amount: 1, affects: affectsFn(e.to) }];
  if ('restrictPlayers' in e) {
    return [
      {
        ...base,
        stat: 'cant.playActions',
        op: 'add',
        amount: 1,
        affectsPlayer: (ctx, self, p) => ctx.isOpponent(controllerOf(ctx, self), p),
      },
    ];
  }
  if ('costReduction' in e) {
    const reduction = e.costReduction;
    const amount =
      typeof reduction === 'number'
        ? reduction
        : (ctx: Ctx, self: CardId) => amountOf(newExec(ctx, self, controllerOf(ctx, self)), reduction);
    // Self-referential payment modifiers work from hand; play.ts reads them from the card itself.
    if (e.for === 'self') return [];
    const filter = e.for;
    const once = e.oncePerTurn === true;
    return [
      {
        ...base,
        stat: 'costReduction',
        op: 'add',
        amount,
        affects: (ctx, self, target) =>
          !isInPlay(ctx, target) &&
          // Once per turn: spent when the next matching card is played (see played.ts).
          (!once || ctx.countThisTurn(onceReductionKey(ctx, self, ability)) === 0) &&
          matches(ctx, target, filter, self, controllerOf(ctx, self)) &&
          ctx.card(target).owner === controllerOf(ctx, self),
      },
    ];
  }
  if ('additionalInk' in e) {
    return [
      {
        ...base,
        stat: 'extraInk',
        op: 'add',
        amount: e.additionalInk,
        affectsPlayer: (ctx, self, p) => p === controllerOf(ctx, self),
      },
    ];
  }
  if ('skipStep' in e) {
    return [
      {
        ...base,
        stat: 'skipDraw',
        op: 'add',
        amount: 1,
        affectsPlayer: (ctx, self, p) => p === controllerOf(ctx, self),
      },
    ];
  }
  if ('statFloor' in e) {
    const stat = e.statFloor;
    return [
      {
        ...base,
        stat,
        op: 'max',
        amount: (ctx, _self, target) => ctx.printed(target, stat),
        affects: affectsFn(e.to),
      },
    ];
  }
  if ('singCostBonus' in e)
    return [{ ...base, stat: SING_BONUS, op: 'add', amount: e.singCostBonus, affects: affectsFn(e.to) }];
  if ('useForFree' in e)
    return [{ ...base, stat: freeUseStat(e.useForFree), op: 'add', amount: 1, affects: affectsFn('self') }];
  if ('playForFree' in e) {
    if (e.playForFree === 'self') return [];
    const filter = e.playForFree;
    return [
      {
        ...base,
        stat: 'freePlay',
        op: 'add',
        amount: 1,
        affects: (ctx, self, target) =>
          ctx.isIn(target, Z.hand, controllerOf(ctx, self)) &&
          matches(ctx, target, filter, self, controllerOf(ctx, self)),
      },
    ];
  }
  if ('opponentsCantPlay' in e) {
    const filter = e.opponentsCantPlay;
    return [
      {
        ...base,
        stat: CANT_PLAY,
        op: 'add',
        amount: 1,
        affects: (ctx, self, target) =>
          !isInPlay(ctx, target) &&
          ctx.isOpponent(controllerOf(ctx, self), ctx.card(target).owner) &&
          matches(ctx, target, filter, self, ctx.card(target).owner),
      },
    ];
  }
  if ('both' in e) return e.both.flatMap((effect) => compileStatic({ ...ability, effect }));
  if ('challengeDamageWith' in e)
    return [{ ...base, stat: CHALLENGE_WITH_WILLPOWER, op: 'add', amount: 1, affects: affectsFn(e.to) }];
  if ('inkFrom' in e) {
    return [
      {
        ...base,
        stat: INK_FROM_DISCARD,
        op: 'add',
        amount: 1,
        affectsPlayer: (ctx, self, p) => p === controllerOf(ctx, self),
      },
    ];
  }
  if ('redirectDamageFrom' in e) {
    const filter = e.redirectDamageFrom;
    return [
      {
        kind: 'replacement',
        name: ability.name,
        on: 'damage',
        applies: (ctx, event, self) => {
          const ev = event as DamageEvent;
          if (ev.kind !== 'deal' || (ev.replaced && opt(ctx).singleReplacement)) return false;
          if (condition && !condition(ctx, self)) return false;
          return ev.card !== self && matches(ctx, ev.card, filter, self, controllerOf(ctx, self));
        },
        replace: (_ctx, event, self) => ({ ...event, card: self, kind: 'put', replaced: true }),
      },
    ];
  }
  // A permission for any ready character is a flag; filtered ones are read by challenge-rules.ts.
  if ('challengeReady' in e && e.challengeReady === true)
    return [{ ...base, stat: CHALLENGE_READY, op: 'add', amount: 1, affects: affectsFn(e.to) }];
  return [];
}

/** Runs a printed triggered ability's effect when it resolves from the bag. */
export function resolveTriggered(
  ctx: Ctx,
  ability: TriggeredAbility,
  index: number,
  info: TriggerInfo,
): void {
  const source = info.source;
  const onceKey = `once.${source}.${index}.${ctx.card(source).stamp}`;
  if (ability.oncePerTurn && ctx.countThisTurn(onceKey) > 0) return;
  if (
    ability.if &&
    !holds(ctx, ability.if, source, info.controller, newExec(ctx, source, info.controller, info.event))
  )
    return;
  resolveEffect(ctx, ability.effect, {
    source,
    controller: info.controller,
    event: info.event,
    objects: info.objects,
  });
  if (ability.oncePerTurn) ctx.bump(onceKey);
}

function compileTriggered(ability: TriggeredAbility, index: number): KernelAbility {
  const triggers: readonly Trigger[] = Array.isArray(ability.trigger)
    ? ability.trigger
    : [ability.trigger as Trigger];
  const on = [...new Set(triggers.map((t) => eventTypeOf(t.on)))];
  const active = ability.activeWhen;
  return {
    kind: 'triggered',
    name: ability.name,
    on,
    zones: ability.from ? [ability.from] : [Z.play],
    when: (ctx, event, self) => {
      const controller = controllerOf(ctx, self);
      if (!triggers.some((t) => triggerMatches(ctx, t, event, self, controller))) return false;
      return !active || holds(ctx, active, self, controller);
    },
    perTurn: ability.firstTimeEachTurn ? 1 : undefined,
    effect: (ctx, info) => resolveTriggered(ctx, ability, index, info),
  };
}

/** Support (CR 8.13) and Vanish (CR 8.14) as triggers every character carries. */
const keywordTriggers: KernelAbility[] = [
  {
    kind: 'triggered',
    name: 'Support',
    on: E.quested,
    when: (ctx, e, self) => e.card === self && hasStat(ctx, self, 'kw.support'),
    effect: (ctx, { source, controller }) => {
      const others: CardId[] = [];
      for (const p of ctx.playersInOrder(controller - 1)) {
        for (const c of ctx.cards(Z.play, p)) {
          if (c === source || ctx.cardDef(c).types[0] !== 'character') continue;
          if (ctx.card(c).controller !== controller && hasStat(ctx, c, 'kw.ward')) continue;
          others.push(c);
        }
      }
      const [target] = ctx.chooseCards(controller, others, {
        min: 0,
        max: 1,
        prompt: 'Support: add strength to?',
        rule: '8.13.1',
      });
      if (target === undefined) return;
      const strength = isInPlay(ctx, source) ? effectiveStrength(ctx, source) : 0;
      modifyCards(ctx, [target], 'strength', strength, 'thisTurn', controller, source);
      ctx.emit({ type: E.support, card: target, other: source, player: controller });
    },
  },
  {
    kind: 'triggered',
    name: 'Vanish',
    on: E.chosen,
    when: (ctx, e, self) =>
      e.card === self &&
      e.fromAction === true &&
      hasStat(ctx, self, 'kw.vanish') &&
      ctx.isOpponent(controllerOf(ctx, self), e.chooser as number),
    effect: (ctx, { source, event }) => {
      // Resolves with no effect if the character already changed zones (CR 8.14.2).
      const stamp = (event as GameEvent & { stamp?: number }).stamp;
      if (isInPlay(ctx, source) && (stamp === undefined || stamp === ctx.card(source).stamp))
        banishCards(ctx, [source]);
    },
  },
];

/** A kernel card definition for a Lorcana card. */
export function compileCard(card: LorcanaCard): CardDefinition {
  const abilities: KernelAbility[] = [];
  (card.abilities ?? []).forEach((ability, index) => {
    // Abilities working from the discard are queued by the Set step (see turn.ts), so the kernel
    // never has to scan every discard for every event.
    if (ability.kind === 'triggered' && ability.from !== 'discard')
      abilities.push(compileTriggered(ability, index));
    else if (ability.kind === 'static') abilities.push(...compileStatic(ability));
  });
  if (card.type === 'character') abilities.push(...keywordTriggers);
  const types = card.song ? [card.type, 'song'] : [card.type];
  return {
    id: card.id,
    name: fullName(card),
    types,
    traits: card.classifications,
    stats: statsOf(card),
    abilities: abilities as KernelStatic[],
    data: asJson(card),
  };
}
