/**
 * D21 for triggered abilities: the kernel collects a triggered ability into the pending container when
 * its event happens, before anyone may be asked anything. Right after, while no other game-state check
 * has work, this check puts it on the stack properly: its chosen targets are declared (the chooser is
 * asked), and the kernel's trigger item becomes a faction effects item carrying them and naming them in
 * its label. Triggered abilities without chosen targets stay as the kernel queued them.
 * @module
 */
import type { CardId, CheckSpec, Ctx, Json, PendingItem } from '@cardloom/core';
import { getCard } from '../cards/pool/index';
import { H } from './keys';
import { FACTION_LANGUAGE } from './language/index';
import {
  announce,
  effectName,
  effectsOf,
  emitTargeted,
  hasTargets,
  isRecord,
  type StoredEvent,
} from './stack';

/** The kernel's task for a card's triggered ability (its stack items are stored under this key). */
const KERNEL_TRIGGER = '#trigger';

/** For each card, the index in `card.abilities` of each of its compiled kernel abilities. */
const abilityIndexes = new Map<string, readonly number[]>();

/** The card ability a compiled kernel ability came from (a static may compile to several). */
function abilityIndexOf(def: string, kernelIndex: number): number {
  let indexes = abilityIndexes.get(def);
  if (!indexes) {
    indexes = getCard(def).abilities.flatMap((ability, i) =>
      FACTION_LANGUAGE.compile([ability]).map(() => i),
    );
    abilityIndexes.set(def, indexes);
  }
  return indexes[kernelIndex] ?? -1;
}

/** A kernel trigger item's card, definition, ability and event. */
interface TriggerArgs {
  readonly card: CardId;
  readonly def: string;
  readonly index: number;
  readonly event: StoredEvent;
}

function triggerArgs(a: Json): TriggerArgs | undefined {
  if (!isRecord(a)) return undefined;
  const { card, def, index, event } = a;
  if (typeof card !== 'number' || typeof def !== 'string' || typeof index !== 'number') return undefined;
  if (!isRecord(event) || typeof event.type !== 'string') return undefined;
  return { card, def, index, event: { ...event, type: event.type } };
}

/** The first triggered ability still waiting to be announced, with the card ability it runs. */
function unannounced(ctx: Ctx): { item: PendingItem; args: TriggerArgs; ability: number } | undefined {
  for (const item of ctx.state.pending) {
    if (item.task.h !== KERNEL_TRIGGER) continue;
    const args = triggerArgs(item.task.a);
    if (!args) continue;
    const ability = abilityIndexOf(args.def, args.index);
    if (ability >= 0 && hasTargets(effectsOf({ def: args.def, part: 'ability', index: ability })))
      return { item, args, ability };
  }
  return undefined;
}

/** Declares one waiting triggered ability's targets and swaps its stack item for one carrying them. */
function announceTrigger(ctx: Ctx, item: PendingItem, args: TriggerArgs, ability: number): void {
  const ref = {
    def: args.def,
    part: 'ability' as const,
    index: ability,
    source: args.card,
    event: args.event,
  };
  const name = effectName(ref);
  const announced = announce(ctx, item.controller, ref, name);
  const task = { h: H.effects, a: announced.args };
  ctx.setPending(
    ctx.state.pending.map((i) => (i.id === item.id ? { ...i, task, label: announced.label } : i)),
  );
  if (announced.declared) emitTargeted(ctx, item.id, item.controller, args.card, name, announced.declared);
}

/** Games whose current checks task has applied results in an earlier round. */
const settling = new WeakSet<Ctx>();

/**
 * D21: declare the targets of a triggered ability that just went on the stack. It runs last and only
 * when the other checks found nothing, so the targets are chosen from a settled board.
 */
export const announceTargets: CheckSpec = {
  id: 'declare-targets',
  rule: 'D21',
  find(ctx, out) {
    // A question rewinds the whole checks task, so it is asked only in a task whose earlier rounds
    // changed nothing: otherwise the table would see the board from before those changes. A round that
    // found work is always followed by another round of the same task; a round that found none ends it.
    if (out.length > 0) {
      settling.add(ctx);
      return;
    }
    if (settling.delete(ctx)) return; // the next checks task (after stack ordering) announces
    if (ctx.state.pending.length === 0 || ctx.state.status.over) return;
    const found = unannounced(ctx);
    if (found) out.push(() => announceTrigger(ctx, found.item, found.args, found.ability));
  },
};
