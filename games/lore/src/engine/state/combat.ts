/**
 * The combat in progress (Lore 4.1–4.9), kept in one game variable as plain JSON.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { V } from './keys.js';
import { type CardRef, inPlay, isCurrent } from './queries.js';

/** What an attacker attacks (Lore 4.2). */
export type AttackTarget = { readonly player: PlayerId } | { readonly object: CardRef };

/** One attacker and its target. */
export type AttackEntry = {
  readonly card: CardRef;
  readonly target: AttackTarget | null;
};

/** One blocker assignment (Lore 4.3). */
export type BlockEntry = {
  readonly blocker: CardRef;
  readonly attacker: CardId;
};

/** The whole combat. */
export type CombatState = {
  readonly attacker: PlayerId;
  readonly attacks: readonly AttackEntry[];
  readonly blocks: readonly BlockEntry[];
  /** Lore 4.7: attacker id → its blockers in damage order. */
  readonly blockerOrder: Readonly<Record<string, readonly CardId[]>>;
  /** Lore 4.8: defender id → the attackers it damages, in order. */
  readonly defenderOrder: Readonly<Record<string, readonly CardId[]>>;
};

/** The current combat, or null outside combat. */
export function combat(ctx: Ctx): CombatState | null {
  return (ctx.getVar(V.combat) as CombatState | undefined) ?? null;
}

/** Replaces the combat state. */
export function setCombat(ctx: Ctx, state: CombatState | null): void {
  ctx.setVar(V.combat, state);
}

/** Attack entries whose attacker is still the same object in play. */
export function liveAttacks(ctx: Ctx): AttackEntry[] {
  const c = combat(ctx);
  if (!c) return [];
  return c.attacks.filter((a) => isCurrent(ctx, a.card) && inPlay(ctx, a.card.id));
}

/** Whether a card is attacking in the current combat: it has a live attack with a target. */
export function isAttacking(ctx: Ctx, card: CardId): boolean {
  // A loop over the attacks, not a filtered list: filters ask this for every candidate of a selection.
  const attacks = combat(ctx)?.attacks;
  if (!attacks) return false;
  for (let i = 0; i < attacks.length; i++) {
    const a = attacks[i];
    if (a.card.id === card && a.target !== null && isCurrent(ctx, a.card) && inPlay(ctx, card)) return true;
  }
  return false;
}

/** Whether a card is blocking in the current combat. */
export function isBlocking(ctx: Ctx, card: CardId): boolean {
  const c = combat(ctx);
  return !!c && c.blocks.some((b) => b.blocker.id === card && isCurrent(ctx, b.blocker) && inPlay(ctx, card));
}

/** The live blockers of an attacker. */
export function blockersOf(ctx: Ctx, attacker: CardId): CardId[] {
  const c = combat(ctx);
  if (!c) return [];
  return c.blocks
    .filter((b) => b.attacker === attacker && isCurrent(ctx, b.blocker) && inPlay(ctx, b.blocker.id))
    .map((b) => b.blocker.id);
}

/** Whether blockers were ever declared for an attacker (it stays blocked, README A24). */
export function wasBlocked(ctx: Ctx, attacker: CardId): boolean {
  return combat(ctx)?.blocks.some((b) => b.attacker === attacker) ?? false;
}
