/**
 * The stack (F7): activated abilities, support abilities and directly played items put their effects on
 * the kernel's LIFO stack as items; triggered abilities get there through the kernel's trigger
 * collection. Playing a card or activating an ability is not itself on the stack (F7.4).
 *
 * D21: an effect's chosen targets are declared as it goes on the stack — in its label, which every
 * player sees, and in the log — and checked again when it resolves: a target no longer legal is
 * skipped, and an effect whose every declared target is gone does nothing.
 * @module
 */
import type { CardId, Ctx, Handler, Json, PlayerId } from '@cardloom/core';
import { type DeclaredTargets, declarableTargets, declaredAny } from '@cardloom/core/cards';
import { findCard, getCard } from '../cards/pool/index';
import type { Effect } from '../cards/vocabulary-effects';
import { E, H } from './keys';
import { FACTION_LANGUAGE } from './language/index';

/** A triggering event as a stack item stores it (JSON). */
export type StoredEvent = { readonly type: string; readonly [key: string]: Json };

/** A JSON object. */
export function isRecord(value: unknown): value is { readonly [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Which effects of a card a stack item runs (a JSON value: it is stored in the stack item). */
export type EffectsRef = {
  readonly def: string;
  readonly part: 'ability' | 'support' | 'direct';
  /** Ability index for `ability`. */
  readonly index: number;
  readonly source: CardId;
  /** The event that triggered a triggered ability. */
  readonly event?: StoredEvent;
  /** The targets declared when it went on the stack (D21). */
  readonly targets?: DeclaredTargets;
};

function isEvent(value: unknown): value is StoredEvent {
  return isRecord(value) && typeof value.type === 'string';
}

function isDeclared(value: unknown): value is DeclaredTargets {
  return (
    Array.isArray(value) &&
    value.every(
      (cards) =>
        Array.isArray(cards) &&
        cards.every(
          (d) =>
            typeof d === 'object' && d !== null && typeof d.card === 'number' && typeof d.stamp === 'number',
        ),
    )
  );
}

/** Reads an {@link EffectsRef} back from a stack item's arguments; a malformed one names the problem. */
export function readEffectsRef(args: Json): EffectsRef {
  if (typeof args === 'object' && args !== null && 'def' in args) {
    const { def, part, index, source, event, targets } = args;
    const stored = isEvent(event) ? { event } : {};
    const declared = isDeclared(targets) ? { targets } : {};
    if (
      typeof def === 'string' &&
      (part === 'ability' || part === 'support' || part === 'direct') &&
      typeof index === 'number' &&
      typeof source === 'number' &&
      (event === undefined || 'event' in stored) &&
      (targets === undefined || 'targets' in declared)
    )
      return { def, part, index, source, ...stored, ...declared };
  }
  throw new Error(`faction: a stack item names no card effects: ${JSON.stringify(args)}`);
}

/** The effect list a reference names. */
export function effectsOf(ref: Pick<EffectsRef, 'def' | 'part' | 'index'>): readonly Effect[] {
  const card = getCard(ref.def);
  if (ref.part === 'support') return card.support?.effects ?? [];
  if (ref.part === 'direct') return card.type === 'item' ? (card.direct ?? []) : [];
  const ability = card.abilities[ref.index];
  return ability && ability.kind !== 'static' ? ability.effects : [];
}

/** The effect's name as stack labels write it: "Flamecaller Adept: Flame Lash", "Cinder Flask". */
export function effectName(ref: Pick<EffectsRef, 'def' | 'part' | 'index'>): string {
  const card = getCard(ref.def);
  if (ref.part === 'support') return `${card.name}: ${card.support?.name ?? 'support'}`;
  if (ref.part === 'direct') return card.name;
  return `${card.name}: ${card.abilities[ref.index]?.name ?? 'ability'}`;
}

/** Whether the effects choose targets, which D21 declares when they go on the stack. */
export function hasTargets(effects: readonly Effect[]): boolean {
  return declarableTargets(effects).length > 0;
}

/** The name of a declared card as every player may see it (a face-down item keeps its secret, D16). */
function publicName(ctx: Ctx, card: CardId): string {
  if (ctx.card(card).faceDown) return 'a face-down card';
  return findCard(ctx.card(card).def)?.name ?? ctx.card(card).def;
}

/** The label of an effect with its declared targets: "Flamecaller Adept: Flame Lash → Reef Sentinel". */
export function targetedLabel(ctx: Ctx, label: string, declared: DeclaredTargets): string {
  const cards = declared.flat();
  return `${label} → ${cards.length ? cards.map((d) => publicName(ctx, d.card)).join(', ') : 'no target'}`;
}

/**
 * D21: declares the targets of effects going on the stack (the chooser is asked now) and returns the
 * stack item's arguments and label; effects without chosen targets go on unchanged.
 */
export function announce(
  ctx: Ctx,
  controller: PlayerId,
  ref: EffectsRef,
  label: string,
): { readonly args: EffectsRef; readonly label: string; readonly declared?: DeclaredTargets } {
  const effects = effectsOf(ref);
  if (!hasTargets(effects)) return { args: ref, label };
  const declared = FACTION_LANGUAGE.announce(ctx, effects, {
    controller,
    card: ref.source,
    ...(ref.event ? { event: ref.event } : {}),
  });
  return { args: { ...ref, targets: declared }, label: targetedLabel(ctx, label, declared), declared };
}

/** Tells the table which targets an effect on the stack declared (D21). */
export function emitTargeted(
  ctx: Ctx,
  item: number,
  controller: PlayerId,
  source: CardId,
  label: string,
  declared: DeclaredTargets,
): void {
  ctx.emit({
    type: E.targeted,
    item,
    player: controller,
    source,
    label,
    cards: declared.flat().map((d) => d.card),
  });
}

/** Puts a card's effects on the stack as one item (F7.1), its targets declared (D21). */
export function queueEffects(ctx: Ctx, controller: PlayerId, ref: EffectsRef, label: string): void {
  const announced = announce(ctx, controller, ref, label);
  const item = ctx.queue({
    controller,
    source: ref.source,
    task: { h: H.effects, a: announced.args },
    label: announced.label,
  });
  if (announced.declared) emitTargeted(ctx, item, controller, ref.source, label, announced.declared);
}

/**
 * The handler that resolves such an item: runs the effects for its controller with the targets it
 * declared, those still legal (D21); if it declared targets and none is legal any more, it does nothing.
 */
export const resolveEffectsHandler: Handler = (ctx, args) => {
  const ref = readEffectsRef(args);
  const effects = effectsOf(ref);
  const source = {
    controller: ctx.actor,
    card: ref.source,
    ...(ref.event ? { event: ref.event } : {}),
  };
  const declared = ref.targets;
  if (declared === undefined) {
    FACTION_LANGUAGE.run(ctx, effects, source);
    return;
  }
  if (
    declaredAny(declared) &&
    !declaredAny(FACTION_LANGUAGE.recheck(ctx, effects, { ...source, declared }))
  ) {
    ctx.emit({ type: E.fizzled, player: ctx.actor, source: ref.source, label: effectName(ref) });
    return;
  }
  FACTION_LANGUAGE.run(ctx, effects, { ...source, declared });
};
