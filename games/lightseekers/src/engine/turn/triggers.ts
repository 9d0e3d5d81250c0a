/**
 * Card triggers on the kernel (Lightseekers 4.1, 4.2.1, 4.3.3, 4.5, 6 Next, L26–L30): a card's
 * triggers (the card language's trigger words) become kernel triggered abilities on the game's events, resolved by the kernel's fixed-order
 * policy — acting player first, then clockwise; within a player discard pile, hero, items, buffs, each
 * left to right.
 * @module
 */
import {
  type CardId,
  type Ctx,
  fixedPolicy,
  type GameEvent,
  type TriggeredAbility,
  type TriggerPolicy,
} from '@cardloom/core';
import type { Card } from '../../cards/vocabulary-cards.js';
import type { Trigger, TriggerEvent } from '../../cards/vocabulary-effects.js';
import { afterBuffEffect, buffEnv, expireBuff } from '../buffs/lifecycle.js';
import { isActiveBuff } from '../buffs/state.js';
import { runEffects } from '../language/index.js';
import { TRIGGERS } from '../language/nouns.js';
import { itemWorks } from '../modifiers/modifiers.js';
import { triggersOf, Z } from '../table/catalog.js';
import { EV } from '../table/events.js';
import { alive, seatOffset } from '../table/seating.js';
import { envFor, sourceOf } from '../table/sources.js';

/** Where a card's trigger works from. */
export type TriggerZone = 'hero' | 'items' | 'buffs' | 'discard';

/** Whether a card in `where` can trigger now: an active buff, a working item, the top of a discard pile. */
export function triggerWorks(ctx: Ctx, card: CardId, where: TriggerZone): boolean {
  const owner = ctx.card(card).owner;
  if (!alive(ctx, owner)) return false;
  switch (where) {
    case 'hero':
      return ctx.isIn(card, Z.hero);
    case 'items':
      return itemWorks(ctx, card);
    case 'buffs':
      return isActiveBuff(ctx, card);
    case 'discard':
      return ctx.cards(Z.discard, owner)[0] === card;
  }
}

/**
 * The kernel event a trigger waits for, from the language's trigger words (an `act` trigger waits for
 * the act itself or, with `timing: 'after'`, for its end); none for Expire and leave-play effects,
 * which run inline while their card is in transition.
 */
function eventType(when: TriggerEvent): string | null {
  if (when.on === 'act') return when.timing === 'after' ? EV.after : EV.act;
  const { on } = TRIGGERS[when.on];
  return typeof on === 'string' ? on : null;
}

/** Whether an event sets off the trigger of `self` (the language's trigger words). */
function eventMatches(ctx: Ctx, when: TriggerEvent, e: GameEvent, self: CardId): boolean {
  return when.on === 'act' ? TRIGGERS.act.when(ctx, e, self, when) : TRIGGERS[when.on].when(ctx, e, self, {});
}

/** Runs a trigger's effects for its card; a Next trigger then Expires its buff, a clunky buff turns. */
function fire(ctx: Ctx, card: CardId, trigger: Trigger, where: TriggerZone, event: GameEvent): void {
  if (!triggerWorks(ctx, card, where)) return;
  const owner = ctx.card(card).owner;
  const actor = typeof event.player === 'number' ? event.player : owner;
  if (where !== 'buffs') {
    runEffects(ctx, trigger.effects, envFor(sourceOf(ctx, card, owner), owner, { actor }));
    return;
  }
  runEffects(ctx, trigger.effects, buffEnv(ctx, card, { actor }));
  if (trigger.next) expireBuff(ctx, card, runEffects);
  else afterBuffEffect(ctx, card, runEffects);
}

function compile(trigger: Trigger, where: TriggerZone, name: string): TriggeredAbility | null {
  const on = eventType(trigger.when);
  if (!on) return null;
  return {
    kind: 'triggered',
    name,
    on,
    zones: [where],
    when: (ctx, e, self) => triggerWorks(ctx, self, where) && eventMatches(ctx, trigger.when, e, self),
    // A card that left its zone since it triggered is a new object (6.1.3): its old trigger is void.
    effect: (ctx, info) => {
      if (info.sourceStamp === undefined || ctx.card(info.source).stamp === info.sourceStamp)
        fire(ctx, info.source, trigger, where, info.event);
    },
  };
}

/** The kernel triggered abilities of a vocabulary card (Expire and leave-play effects run inline). */
export function compileTriggers(card: Card): TriggeredAbility[] {
  const [where, name]: [TriggerZone, string] =
    card.kind === 'hero'
      ? ['hero', card.trait.name]
      : card.category === 'item'
        ? ['items', 'item effect']
        : ['buffs', 'buff effect'];
  const out = triggersOf(card).map((t) => compile(t, where, name));
  for (const t of card.fromDiscard ?? []) out.push(compile(t, 'discard', 'on top of the discard pile'));
  return out.filter((a): a is TriggeredAbility => a !== null);
}

const RANK: Record<string, number> = { [Z.discard]: 0, [Z.hero]: 1, [Z.items]: 2, [Z.buffs]: 3 };

/**
 * The fixed order (4.1, 4.3.3, L28): acting player first, then clockwise; within a player discard
 * pile, hero, items, buffs; within those, left to right.
 */
export const lightseekersPolicy: TriggerPolicy = fixedPolicy({
  description:
    'fixed: acting player first, then clockwise; discard pile, hero, items, buffs; each left to right (Lightseekers 4.3.3)',
  key: (ctx, item) => {
    const source = item.source;
    const offset = seatOffset(ctx, ctx.active, item.controller);
    if (source < 0) return offset * 1e6 + 9e5;
    const zone = ctx.zoneOf(source);
    const index = Math.max(0, ctx.cards(zone, ctx.card(source).owner).indexOf(source));
    return offset * 1e6 + (RANK[zone] ?? 9) * 1e4 + index;
  },
});
