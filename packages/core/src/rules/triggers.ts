/**
 * Trigger collection: when an event is emitted, every triggered ability watching it — on cards in the
 * ability's zones, or created by effects (floating and delayed triggers) — is added to the pending
 * container. Resolution order is the policy's business (see policies.ts).
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { GameEvent } from '../state/events';
import type { Json } from '../state/json';
import type { CardId } from '../state/state';
import type { IndexedAbility, TriggeredAbility } from './definition';
import { cachedSlots, isPresent, type SlotCache } from './slots';

/** The task that resolves a card's triggered ability. */
export const TRIGGER_TASK = '#trigger';
/** The task that resolves a floating trigger created by an effect. */
export const EFFECT_TRIGGER_TASK = '#effect-trigger';

const slotsByEvent: SlotCache = new WeakMap();

/**
 * The zone slots worth scanning for an event type: only zones where some ability watching that type
 * functions (one discard-zone trigger must not make every event scan every discard pile).
 */
function scanSlots(ctx: Ctx, type: string): number[] {
  return cachedSlots(slotsByEvent, ctx, type, watchingKinds);
}

function* watchingKinds(ctx: Ctx, type: string): Iterable<number> {
  for (const [def, byEvent] of ctx.def.compiled.triggers)
    if (isPresent(ctx, def)) for (const e of byEvent.get(type) ?? []) yield* e.zones;
}

/**
 * Queues `card`'s abilities watching `event` that function in zone kind `zoneKind`. In look-back mode
 * (the card just left `zoneKind`) abilities that also function where it is now were already seen.
 */
function tryCard(
  ctx: Ctx,
  card: CardId,
  event: GameEvent,
  zoneKind: number,
  nowKind: number,
  list: readonly IndexedAbility<TriggeredAbility>[],
): void {
  const c = ctx.state.cards[card];
  const lookBack = zoneKind !== nowKind;
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    if (!entry.zones.includes(zoneKind)) continue;
    if (lookBack && entry.zones.includes(nowKind)) continue;
    const ability = entry.ability;
    if (ability.when && !ability.when(ctx, event, card)) continue;
    if (ability.perTurn !== undefined) {
      // Built only here: a key string made per trigger costs more than the check it serves.
      const key = `t${card}.${entry.index}.${c.stamp}`;
      if (ctx.countThisTurn(key) >= ability.perTurn) continue;
      ctx.bump(key);
    }
    const controller = ability.controller ? ability.controller(ctx, event, card) : c.controller;
    const name = ability.name ?? `ability ${entry.index + 1}`;
    ctx.queue({
      controller,
      source: card,
      task: {
        h: TRIGGER_TASK,
        a: { card, def: c.def, index: entry.index, stamp: c.stamp, event: event as unknown as Json },
      },
      label: `${ctx.cardDef(card).name}: ${name}`,
    });
  }
}

/** Adds the triggered abilities `event` sets off to the pending container. */
export function collectTriggers(ctx: Ctx, event: GameEvent): void {
  const state = ctx.state;
  const compiled = ctx.def.compiled;
  const byDef = compiled.triggersByEvent.get(event.type);
  if (byDef !== undefined) {
    const stride = ctx.stride;
    const cards = state.cards;
    const slots = scanSlots(ctx, event.type);
    // Abilities `about: 'self'` are looked at on the event's own card only (keyword triggers every card
    // carries would otherwise be asked on every card in play).
    // defineGame gives every watched type an entry in both tables.
    const others = compiled.othersByEvent.get(event.type)!;
    const subject = event.card;
    for (let s = 0; s < slots.length; s++) {
      const zone = state.zones[slots[s]];
      const kind = Math.floor(slots[s] / stride);
      for (let i = 0; i < zone.length; i++) {
        // Most cards watch nothing of this type: one lookup rejects them.
        const card = zone[i];
        const list = (card === subject ? byDef : others).get(cards[card].def);
        if (list !== undefined) tryCard(ctx, card, event, kind, kind, list);
      }
    }
    // A card that just left a zone looks back: its leave-triggers fire from where it was.
    if (event.type === 'moved' && event.from !== event.to) {
      const card = event.card as CardId;
      const list = byDef.get(cards[card].def);
      const nowKind = Math.floor(cards[card].zone / stride);
      if (list !== undefined)
        tryCard(ctx, card, event, compiled.zoneIndex.get(event.from as string)!, nowKind, list);
    }
  }
  const effects = state.effects;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    if (e.kind !== 'trigger' || !e.on?.includes(event.type)) continue;
    if (e.when && !compiled.conditions.get(e.when)!(ctx, event, e.args ?? null)) continue;
    ctx.queue({
      controller: e.controller,
      source: e.source,
      task: {
        h: EFFECT_TRIGGER_TASK,
        a: { effect: e.id, run: e.run ?? '', args: e.args ?? null, event: event as unknown as Json },
      },
      label: e.run ?? 'delayed trigger',
    });
    if (e.duration.until === 'used') ctx.removeEffects((x) => x.id === e.id);
  }
}
