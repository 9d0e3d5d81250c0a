/**
 * Abilities written in the language, made into kernel abilities: triggered abilities watch the
 * kernel's events and resolve their steps, static abilities become kernel statics, replacement
 * abilities kernel replacements (activated abilities have their runner in `activations.ts`). They work
 * only while the game's `active` test holds (a triggered ability given its own zones works in those
 * instead).
 * @module
 */
import type {
  CardId,
  Ctx,
  GameEvent,
  Ability as KernelAbility,
  ReplacementAbility,
  StaticAbility,
  TriggeredAbility,
} from '../index';
import type { Source } from './env';
import { call, type Erased, wordCall } from './erased';
import type {
  AbilityText,
  Condition,
  Nouns,
  ReplacementAbilityText,
  StaticAbilityText,
  Steps,
  Trigger,
  TriggeredAbilityText,
} from './types';

/** What compiling needs from the language: running steps and testing conditions for a source. */
export interface Runner<N extends Nouns, V> {
  run(ctx: Ctx, steps: Steps<N, V>, source: Source): boolean;
  holds(ctx: Ctx, condition: Condition<N>, source: Source): boolean;
}

/** Compiles the abilities of one card. */
export function compileAbilities<N extends Nouns, V>(
  words: Erased<N>,
  runner: Runner<N, V>,
  abilities: readonly AbilityText<N, V>[],
): KernelAbility[] {
  const out: KernelAbility[] = [];
  for (const [index, ability] of abilities.entries()) {
    if (ability.kind === 'triggered') out.push(triggered(words, runner, ability, index));
    else if (ability.kind === 'static') out.push(...statics(words, runner, ability));
    else if (ability.kind === 'replacement') out.push(replacement(words, runner, ability));
  }
  return out;
}

function sourceOf(ctx: Ctx, card: CardId, event?: GameEvent): Source {
  return { controller: ctx.card(card).controller, card, event };
}

function zones<N extends Nouns>(words: Erased<N>): { zones?: readonly string[] } {
  return words.zones ? { zones: [...words.zones] } : {};
}

function triggered<N extends Nouns, V>(
  words: Erased<N>,
  runner: Runner<N, V>,
  ability: TriggeredAbilityText<N, V>,
  index: number,
): TriggeredAbility {
  const triggers: readonly Trigger<N>[] = Array.isArray(ability.trigger)
    ? ability.trigger
    : [ability.trigger as Trigger<N>];
  const watched = triggers.map((trigger) => {
    const def = wordCall(words.triggers[trigger.on], trigger.on, 'trigger');
    return {
      def,
      trigger,
      when: def.when as (ctx: Ctx, e: GameEvent, self: CardId, params: unknown) => boolean,
    };
  });
  const on = [
    ...new Set(watched.flatMap(({ def }) => (typeof def.on === 'string' ? [def.on] : [...def.on]))),
  ];
  const lastKnown = watched.find(({ def }) => def.lastKnown)?.def.lastKnown;
  // A trigger that looks back at a card that left (last known information) fires whatever the card is now;
  // one with its own zones works there, whatever the game's usual test says.
  const active = lastKnown || ability.zones ? undefined : words.active;
  const { condition, resolveIf } = ability;
  const matched =
    watched.length === 1
      ? (ctx: Ctx, e: GameEvent, self: CardId) => watched[0].when(ctx, e, self, watched[0].trigger)
      : (ctx: Ctx, e: GameEvent, self: CardId) => watched.some((w) => w.when(ctx, e, self, w.trigger));
  const once = ability.oncePerTurn === true;
  const zoneList = ability.zones ?? words.zones;
  return {
    kind: 'triggered',
    name: ability.name,
    on: on.length === 1 ? on[0] : on,
    zones: zoneList ? [...zoneList] : undefined,
    controller: lastKnown?.controller,
    perTurn: ability.firstTimeEachTurn ? 1 : undefined,
    when: (ctx, event, self) =>
      (!active || active(ctx, self)) &&
      matched(ctx, event, self) &&
      (!condition || runner.holds(ctx, condition, sourceOf(ctx, self, event))),
    effect: (ctx, info) => {
      const source: Source = {
        controller: info.controller,
        card: info.source,
        event: info.event,
        objects: info.objects,
      };
      const key = once
        ? `once:${info.source}:${index}:${info.sourceStamp ?? ctx.card(info.source).stamp}`
        : '';
      if (once && ctx.countThisTurn(key) > 0) return;
      if (resolveIf && !runner.holds(ctx, resolveIf, source)) return;
      runner.run(ctx, ability.effects, source);
      if (once) ctx.bump(key);
    },
  };
}

function statics<N extends Nouns, V>(
  words: Erased<N>,
  runner: Runner<N, V>,
  ability: StaticAbilityText<N>,
): StaticAbility[] {
  const { active } = words;
  const cond = ability.condition;
  const condition = (ctx: Ctx, self: CardId) =>
    (!active || active(ctx, self)) && (!cond || runner.holds(ctx, cond, sourceOf(ctx, self)));
  const def = wordCall(words.statics[ability.modifier.mod], ability.modifier.mod, 'static');
  return call((_: undefined, p: never) => def.parts(p), undefined, ability.modifier).map((part) => ({
    kind: 'static',
    name: ability.name,
    ...zones(words),
    stat: part.stat,
    op: part.op ?? 'add',
    amount: part.amount,
    ...(part.affects ? { affects: part.affects } : {}),
    ...(part.affectsPlayer ? { affectsPlayer: part.affectsPlayer } : {}),
    condition,
  }));
}

function replacement<N extends Nouns, V>(
  words: Erased<N>,
  runner: Runner<N, V>,
  ability: ReplacementAbilityText<N>,
): ReplacementAbility {
  const r = ability.replacement;
  const def = wordCall(words.replacements[r.replace], r.replace, 'replacement');
  const applies = def.applies as (ctx: Ctx, e: GameEvent, self: CardId, params: unknown) => boolean;
  const replace = def.replace as (ctx: Ctx, e: GameEvent, self: CardId, params: unknown) => GameEvent | null;
  const { active } = words;
  const cond = ability.condition;
  return {
    kind: 'replacement',
    name: ability.name,
    ...zones(words),
    on: def.on,
    applies: (ctx, event, self) =>
      (!active || active(ctx, self)) &&
      applies(ctx, event, self, r) &&
      (!cond || runner.holds(ctx, cond, sourceOf(ctx, self, event))),
    replace: (ctx, event, self) => replace(ctx, event, self, r),
  };
}
