/**
 * The stack (F7): activated abilities, support abilities and directly played items put their effects on
 * the kernel's LIFO stack as items; triggered abilities get there through the kernel's trigger
 * collection. Playing a card or activating an ability is not itself on the stack (F7.4).
 * @module
 */
import type { CardId, Ctx, Handler, Json, PlayerId } from '@cardloom/core';
import { getCard } from '../cards/pool/index';
import type { Effect } from '../cards/vocabulary-effects';
import { H } from './keys';
import { FACTION_LANGUAGE } from './language/index';

/** Which effects of a card a stack item runs (a JSON value: it is stored in the stack item). */
export type EffectsRef = {
  readonly def: string;
  readonly part: 'ability' | 'support' | 'direct';
  /** Ability index for `ability`. */
  readonly index: number;
  readonly source: CardId;
};

/** Reads an {@link EffectsRef} back from a stack item's arguments; a malformed one names the problem. */
export function readEffectsRef(args: Json): EffectsRef {
  if (typeof args === 'object' && args !== null && 'def' in args) {
    const { def, part, index, source } = args;
    if (
      typeof def === 'string' &&
      (part === 'ability' || part === 'support' || part === 'direct') &&
      typeof index === 'number' &&
      typeof source === 'number'
    )
      return { def, part, index, source };
  }
  throw new Error(`faction: a stack item names no card effects: ${JSON.stringify(args)}`);
}

/** The effect list a reference names. */
export function effectsOf(ref: EffectsRef): readonly Effect[] {
  const card = getCard(ref.def);
  if (ref.part === 'support') return card.support?.effects ?? [];
  if (ref.part === 'direct') return card.type === 'item' ? (card.direct ?? []) : [];
  const ability = card.abilities[ref.index];
  return ability && ability.kind !== 'static' ? ability.effects : [];
}

/** Puts a card's effects on the stack as one item (F7.1). */
export function queueEffects(ctx: Ctx, controller: PlayerId, ref: EffectsRef, label: string): void {
  ctx.queue({ controller, source: ref.source, task: { h: H.effects, a: ref }, label });
}

/** The handler that resolves such an item: runs the effects for its controller. */
export const resolveEffectsHandler: Handler = (ctx, args) => {
  const ref = readEffectsRef(args);
  FACTION_LANGUAGE.run(ctx, effectsOf(ref), { controller: ctx.actor, card: ref.source });
};
