/**
 * The chain's contents (Lore Zones: The chain), kept as a game variable: each item is a card played
 * as a subterfuge or an ability activated as one, with the selections made when it was added.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { V } from './keys.js';

/**
 * Selections made at step d of playing a card or activating an ability (see `language/announce.ts`):
 * the announced step's key → the chosen card ids (or, for Cancel, the chain item).
 */
export type Selections = Readonly<Record<string, readonly number[]>>;

/** One item on the chain. */
export type ChainItem = {
  readonly id: number;
  readonly controller: PlayerId;
  /** A card on the chain, or an activated ability of a card in play. */
  readonly kind: 'card' | 'ability';
  readonly card: CardId;
  /** For abilities: the ability's index on its card. */
  readonly ability: number;
  /** The spellcaster the card was played from under, or -1. */
  readonly host: CardId;
  readonly label: string;
  readonly selections: Selections;
};

/** The chain, oldest first. */
export function chainItems(ctx: Ctx): readonly ChainItem[] {
  return (ctx.getVar(V.chain) as readonly ChainItem[] | undefined) ?? [];
}

/** Replaces the chain. */
export function setChain(ctx: Ctx, items: readonly ChainItem[]): void {
  ctx.setVar(V.chain, items);
}
