/**
 * The chain (Lore Zones: The chain) is a kernel queue (`GameSpec.queues`, name {@link CHAIN}): each item
 * is a card played as a subterfuge or an ability activated as one, with the selections made when it
 * was added. The engine resolves it newest first in the chain step, each item's triggers before the
 * next (Lore 4.6). This module reads its items as Lore's {@link ChainItem}s.
 *
 * @module
 */
import type { CardId, Ctx, Json, PendingItem, PlayerId } from '@cardloom/core';

/** The kernel queue holding the chain. */
export const CHAIN = 'chain';

/** The handler that resolves one chain item (its task). */
export const CHAIN_RESOLVE = 'lore/chain-resolve';

/**
 * Selections made at step d of playing a card or activating an ability (see `language/announce.ts`):
 * the announced step's key → the chosen card ids (or, for Cancel, the chain item).
 */
export type Selections = Readonly<Record<string, readonly number[]>>;

/** What a chain item resolves: its task's arguments. */
export interface ChainEntry {
  /** A card on the chain, or an activated ability of a card in play. */
  readonly kind: 'card' | 'ability';
  readonly card: CardId;
  /** For abilities: the ability's index on its card. */
  readonly ability: number;
  /** The spellcaster the card was played from under, or -1. */
  readonly host: CardId;
  readonly selections: Selections;
}

/** One item on the chain. */
export type ChainItem = ChainEntry & {
  readonly id: number;
  readonly controller: PlayerId;
  readonly label: string;
};

/** A chain item's entry, as {@link addChainItem} stored it in its task. */
export function chainEntry(args: Json | undefined): ChainEntry {
  // Only `addChainItem` writes this task's arguments, from a ChainEntry (plain JSON data).
  return args as unknown as ChainEntry;
}

function itemOf(item: PendingItem): ChainItem {
  return Object.assign({}, chainEntry(item.task.a), {
    id: item.id,
    controller: item.controller,
    label: item.label,
  });
}

/** The chain, oldest first. */
export function chainItems(ctx: Ctx): readonly ChainItem[] {
  return ctx.queueItems(CHAIN).map(itemOf);
}

/** Whether anything is on the chain. */
export function chainIsEmpty(ctx: Ctx): boolean {
  return ctx.queueItems(CHAIN).length === 0;
}

/** Puts an item on the chain (Lore 4.4). Returns its id. */
export function addChainItem(ctx: Ctx, controller: PlayerId, entry: ChainEntry, label: string): number {
  return ctx.addToQueue(CHAIN, {
    controller,
    source: entry.card,
    // Plain JSON data; its readonly arrays are what keep it from being typed `Json` (see chainEntry).
    task: { h: CHAIN_RESOLVE, a: entry as unknown as Json },
    label,
  });
}

/** Takes an item off the chain without resolving it (Cancel). */
export function removeChainItem(ctx: Ctx, id: number): void {
  ctx.removeFromQueue(CHAIN, id);
}
