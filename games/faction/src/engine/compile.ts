/**
 * Turns pool cards (vocabulary data) into kernel card definitions: printed numbers become `stats`,
 * triggered abilities watch the game's events, static abilities become kernel statics. Abilities work
 * only while their card is live: in play, face up and not exhausted (D10).
 * @module
 */
import {
  type CardDefinition,
  type CardId,
  type Ctx,
  type GameEvent,
  type Ability as KernelAbility,
  KernelEvents,
  type StaticAbility,
  type TriggeredAbility,
} from '@cardloom/core';
import type { Card } from '../cards/card';
import type { Ability, Scope, StaticModifier, Trigger } from '../cards/vocabulary-abilities';
import { inPlay, isLive } from './board';
import { keywordStat, runEffects } from './effects';
import { E, PLAY_ZONES, Z } from './keys';
import { holds, matches, type Source } from './select';

function sourceOf(ctx: Ctx, card: CardId, event?: GameEvent): Source {
  return { controller: ctx.card(card).controller, card, event };
}

/**
 * Whether a card that just moved was live where it was (D10), from the `moved` event's last known
 * state: it left play face up, not exhausted, under a player still in the game.
 */
function wasLive(ctx: Ctx, e: GameEvent): boolean {
  return (
    PLAY_ZONES.includes(e.from as (typeof PLAY_ZONES)[number]) &&
    !e.wasFaceDown &&
    !e.wasTapped &&
    !ctx.player(e.wasController as number).out
  );
}

/**
 * The event a trigger watches, and whether a given event of that type concerns this card. `lastKnown`
 * triggers fire after their card left play, so they judge it by its state before the move.
 */
const TRIGGERS: Record<
  Trigger['on'],
  { on: string; when: (ctx: Ctx, e: GameEvent, self: CardId) => boolean; lastKnown?: true }
> = {
  played: { on: E.played, when: (_ctx, e, self) => e.card === self },
  leavesPlay: {
    on: KernelEvents.moved,
    when: (ctx, e, self) => e.card === self && wasLive(ctx, e),
    lastKnown: true,
  },
  attacks: { on: E.attack, when: (_ctx, e, self) => e.attacker === self },
  blocks: { on: E.block, when: (_ctx, e, self) => e.blocker === self },
  damagesMain: { on: E.combatDamage, when: (_ctx, e, self) => e.source === self && e.main === true },
  morning: { on: E.morning, when: (ctx, e, self) => e.player === ctx.card(self).controller },
  allyEnters: {
    on: E.enters,
    when: (ctx, e, self) => e.card !== self && e.controller === ctx.card(self).controller,
  },
  itemAttached: { on: E.attached, when: (ctx, e, self) => e.player === ctx.card(self).controller },
};

function triggered(ability: Extract<Ability, { kind: 'triggered' }>): TriggeredAbility {
  const spec = TRIGGERS[ability.trigger.on];
  return {
    kind: 'triggered',
    name: ability.name,
    on: spec.on,
    zones: [...PLAY_ZONES],
    ...(spec.lastKnown ? { controller: (_ctx, event) => event.wasController as number } : {}),
    when: (ctx, event, self) =>
      (spec.lastKnown || isLive(ctx, self)) &&
      spec.when(ctx, event, self) &&
      (!ability.condition || holds(ctx, ability.condition, sourceOf(ctx, self, event))),
    effect: (ctx, info) =>
      runEffects(ctx, ability.effects, { controller: info.controller, card: info.source, event: info.event }),
  };
}

function reaches(ctx: Ctx, self: CardId, target: CardId, scope: Scope): boolean {
  switch (scope.kind) {
    case 'self':
      return target === self;
    case 'host':
      return ctx.card(self).attachedTo === target;
    case 'all':
      return inPlay(ctx, target) && matches(ctx, target, scope.filter, sourceOf(ctx, self));
  }
}

function statics(ability: Extract<Ability, { kind: 'static' }>): StaticAbility[] {
  const condition = (ctx: Ctx, self: CardId) =>
    isLive(ctx, self) && (!ability.condition || holds(ctx, ability.condition, sourceOf(ctx, self)));
  const make = (stat: string, amount: number, affects: StaticAbility['affects']): StaticAbility => ({
    kind: 'static',
    name: ability.name,
    stat,
    op: 'add',
    amount,
    affects,
    condition,
  });
  const modifier: StaticModifier = ability.modifier;
  switch (modifier.mod) {
    case 'stats': {
      const affects = (ctx: Ctx, self: CardId, target: CardId) => reaches(ctx, self, target, modifier.scope);
      const out: StaticAbility[] = [];
      if (modifier.attack) out.push(make('attack', modifier.attack, affects));
      if (modifier.defense) out.push(make('defense', modifier.defense, affects));
      return out;
    }
    case 'keyword': {
      const [stat, amount] = keywordStat(modifier.keyword);
      return [make(stat, amount, (ctx, self, target) => reaches(ctx, self, target, modifier.scope))];
    }
    case 'victoryField':
      return [
        make('victoryField', modifier.amount, (ctx, self, target) =>
          reaches(ctx, self, target, modifier.scope),
        ),
      ];
    case 'costReduction':
      // Cards the controller is about to play matching the filter cost less (D8 floors faction cards at 1).
      return [
        make('cost', -modifier.amount, (ctx, self, target) => {
          const { side: _side, ...filter } = modifier.filter;
          const me = ctx.card(self).controller;
          const t = ctx.card(target);
          // In hand, or set face down in play (turning it up counts as playing it, D16).
          const playable =
            ctx.isIn(target, Z.hand, me) || (t.faceDown && t.controller === me && inPlay(ctx, target));
          return playable && t.owner === me && matchesPrinted(ctx, target, filter);
        }),
      ];
  }
}

/** Type and faction tests that also work for cards outside play. */
function matchesPrinted(ctx: Ctx, card: CardId, filter: { type?: unknown; faction?: unknown }): boolean {
  const printed = ctx.cardDef(card);
  if (filter.type !== undefined) {
    const types = (typeof filter.type === 'string' ? [filter.type] : filter.type) as string[];
    if (!types.some((t) => printed.types.includes(t))) return false;
  }
  if (filter.faction !== undefined && (printed.data as { faction: unknown }).faction !== filter.faction)
    return false;
  return true;
}

/** The kernel definition of a pool card. */
export function toDefinition(card: Card): CardDefinition {
  const stats: Record<string, number> = {
    cost: card.cost,
    itemSlots: card.itemSlots,
    victoryField: card.victoryField,
  };
  if (card.type === 'character') {
    stats.attack = card.attack;
    stats.defense = card.defense;
    for (const keyword of card.keywords) {
      const [stat, amount] = keywordStat(keyword);
      stats[stat] = (stats[stat] ?? 0) + amount;
    }
  }
  const abilities: KernelAbility[] = [];
  for (const a of card.abilities) {
    if (a.kind === 'triggered') abilities.push(triggered(a));
    else if (a.kind === 'static') abilities.push(...statics(a));
  }
  return {
    id: card.id,
    name: card.name,
    types: [card.type],
    traits: [card.faction ?? 'factionless', ...(card.type === 'character' && card.leader ? ['leader'] : [])],
    stats,
    abilities,
    data: { faction: card.faction, number: card.number },
  };
}
