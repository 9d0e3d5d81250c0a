/**
 * Compiles the declarative Lore cards into kernel card definitions: printed numbers become stats,
 * keywords become `kw.*` stats, triggered abilities watch Lore events and resolve their effects in
 * Lore's card language, continuous abilities become kernel static abilities. Activated and magick abilities
 * stay on the Lore card: the game's own actions read them.
 *
 * @module
 */

import type {
  CardDefinition,
  CardId,
  Ctx,
  GameEvent,
  Ability as KernelAbility,
  StaticAbility,
  TriggeredAbility,
  TriggerInfo,
} from '@cardloom/core';
import type { TriggerDef } from '@cardloom/core/cards';
import type { LoreCard } from '../../cards/card.js';
import { describeAbility } from '../../cards/describe.js';
import { CREATURE_TYPES } from '../../cards/vocabulary.js';
import type { Ability, StaticModifier, Trigger } from '../../cards/vocabulary-abilities.js';
import { TRIGGER_ZONES, TRIGGERS } from '../language/abilities.js';
import { announce, LORE_LANGUAGE, resolveEffect } from '../language/index.js';
import { matchesObject } from '../state/filters.js';
import { C, E, kw, S, Z } from '../state/keys.js';
import { inPlay } from '../state/queries.js';
import { festeringDamage } from './festering.js';

const controllerOf = (ctx: Ctx, card: CardId) => ctx.card(card).controller;
const isSelf = (_ctx: Ctx, e: GameEvent, self: CardId) => e.card === self;

/** The kernel trigger watching a Lore trigger's event (its words are in `language/abilities.ts`). */
function watch(trigger: Trigger): Pick<TriggeredAbility, 'on' | 'when' | 'zones'> {
  // A trigger's parameters are the trigger itself, checked against its definition when the card was written.
  const def: TriggerDef<never> = TRIGGERS[trigger.on];
  const when = def.when as (ctx: Ctx, e: GameEvent, self: CardId, params: Trigger) => boolean;
  const zones = TRIGGER_ZONES[trigger.on];
  return {
    on: typeof def.on === 'string' ? def.on : [...def.on],
    when: (ctx, e, self) => when(ctx, e, self, trigger),
    ...(zones ? { zones: [...zones] } : {}),
  };
}

/**
 * Resolves a triggered ability: its condition is checked when it resolves, then its selections are made
 * (step d) and its effect runs.
 */
function resolveTriggered(
  ctx: Ctx,
  ability: TriggeredText,
  self: CardId,
  event: GameEvent,
  objects: TriggerInfo['objects'],
): void {
  // `objects`: this card and the event's card as they were when the ability triggered — a card that has
  // changed zones since is a new object the ability does not act on (core's objects, MTG 400.7).
  const source = { controller: ctx.actor, card: self, event, objects };
  if (ability.condition && !LORE_LANGUAGE.holds(ctx, ability.condition, source)) return;
  resolveEffect(ctx, ability.effect, source, announce(ctx, ability.effect, source));
}

type TriggeredText = Extract<Ability, { kind: 'triggered' | 'turn' }>;

function triggered(ability: TriggeredText): TriggeredAbility {
  const base = watch(ability.kind === 'turn' ? { on: 'turnCounter' } : ability.trigger);
  return {
    kind: 'triggered',
    name: describeAbility(ability),
    ...base,
    effect: (ctx, info) => resolveTriggered(ctx, ability, info.source, info.event, info.objects),
  };
}

/** Kernel statics for a continuous modifier. */
function statics(modifier: StaticModifier, condition?: Ability): StaticAbility[] {
  const cond =
    condition && 'condition' in condition && condition.condition
      ? (ctx: Ctx, self: CardId) =>
          LORE_LANGUAGE.holds(ctx, condition.condition!, { controller: controllerOf(ctx, self), card: self })
      : undefined;
  const make = (stat: string, amount: number, affects: StaticAbility['affects']): StaticAbility => ({
    kind: 'static',
    stat,
    op: 'add',
    amount,
    affects,
    ...(cond ? { condition: cond } : {}),
  });
  switch (modifier.kind) {
    case 'stats': {
      const affects: StaticAbility['affects'] = (ctx, self, target) =>
        inPlay(ctx, target) && matchesObject(ctx, target, modifier.affects, controllerOf(ctx, self), self);
      const out: StaticAbility[] = [];
      if (modifier.str) out.push(make(S.str, modifier.str, affects));
      if (modifier.hp) out.push(make(S.hp, modifier.hp, affects));
      return out;
    }
    case 'keyword':
      return [
        make(
          kw(modifier.keyword),
          1,
          (ctx, self, target) =>
            inPlay(ctx, target) &&
            matchesObject(ctx, target, modifier.affects, controllerOf(ctx, self), self),
        ),
      ];
    case 'equipped': {
      const equipped: StaticAbility['affects'] = (ctx, self, target) =>
        ctx.card(self).attachedTo === target && ctx.counter(self, C.equipStamp) === ctx.card(target).stamp;
      const out: StaticAbility[] = [];
      if (modifier.str) out.push(make(S.str, modifier.str, equipped));
      if (modifier.hp) out.push(make(S.hp, modifier.hp, equipped));
      for (const k of modifier.keywords ?? []) out.push(make(kw(k), 1, equipped));
      return out;
    }
    case 'extraRunes':
      return [
        {
          kind: 'static',
          stat: S.extraRunes,
          op: 'add',
          amount: modifier.count,
          affectsPlayer: (ctx, self, player) => controllerOf(ctx, self) === player,
          ...(cond ? { condition: cond } : {}),
        },
      ];
    case 'blockMultiple':
      return [make(S.blockExtra, modifier.count - 1, undefined)];
  }
}

/** Built-in abilities of keywords that act on their own (Shapeshifter, Festering). */
function keywordAbilities(lore: LoreCard): TriggeredAbility[] {
  const out: TriggeredAbility[] = [];
  if (lore.keywords.includes('shapeshifter')) {
    out.push({
      kind: 'triggered',
      name: 'Shapeshifter',
      on: E.entered,
      when: isSelf,
      effect: (ctx, info) => {
        const type = ctx.chooseOption(info.controller, CREATURE_TYPES, {
          prompt: 'Choose a creature type',
          rule: 'Lore keyword Shapeshifter',
        });
        ctx.modify([info.source], `trait.${type}`, 1, { until: 'permanent' });
      },
    });
  }
  if (lore.keywords.includes('festering')) {
    out.push({
      kind: 'triggered',
      name: 'Festering',
      on: E.died,
      when: isSelf,
      zones: [Z.grave, Z.aether],
      effect: (ctx, info) =>
        festeringDamage(
          ctx,
          info.source,
          ctx.card(info.source).owner,
          info.event.str as number,
          info.event.rot === true,
        ),
    });
  }
  return out;
}

/** The kernel definition of one Lore card. */
export function compileCard(lore: LoreCard): CardDefinition {
  const stats: Record<string, number> = {};
  if (lore.str !== undefined) stats[S.str] = lore.str;
  if (lore.hp !== undefined) stats[S.hp] = lore.hp;
  if (lore.seal !== undefined) stats[S.seal] = lore.seal;
  if (lore.mythosRequirement !== undefined) stats[S.requirement] = lore.mythosRequirement;
  for (const k of lore.keywords) if (typeof k === 'string') stats[kw(k)] = 1;
  const abilities: KernelAbility[] = [...keywordAbilities(lore)];
  for (const ability of lore.abilities) {
    if (ability.kind === 'triggered' || ability.kind === 'turn') abilities.push(triggered(ability));
    else if (ability.kind === 'static') abilities.push(...statics(ability.modifier, ability));
  }
  return {
    id: lore.id,
    name: lore.name,
    types: [lore.type, ...lore.supertypes, ...(lore.token ? ['token'] : [])],
    traits: [...lore.subtypes],
    stats,
    abilities,
  };
}

/** Section markers that split a deck list into lexicon, void and grimoire (see `deckList`). */
export const SECTION_CARDS: readonly CardDefinition[] = ['void', 'tome', 'grimoire'].map((s) => ({
  id: `lore/section-${s}`,
  name: `(${s} section)`,
  types: ['section'],
  stats: {},
}));
