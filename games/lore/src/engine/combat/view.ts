/**
 * Builds the small views the pure combat checks (`rules/combat-legality.ts`) read.
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import type { ObjectKeyword } from '../../cards/vocabulary.js';
import type { CombatView, Has } from '../../rules/combat-legality.js';
import { S } from '../state/keys.js';
import { hasHp, hasKeyword, isCreature, isDazed, isEvoked } from '../state/queries.js';

/** How many attackers a creature can block (Lore 4.3b). */
export function blockCapacity(ctx: Ctx, card: CardId): number {
  return 1 + Math.max(0, ctx.stat(card, S.blockExtra));
}

/**
 * A combat view that reads each characteristic from the game when a check asks for it. Listing legal
 * actions builds a view for every attacker and every possible target or blocker, and a check mostly
 * stops at its first answer, so nothing is computed up front and no closure is built per view. The
 * view is its own keyword set (`keywords` is the view). Read it before the state changes.
 */
class LiveView implements CombatView, Has<ObjectKeyword> {
  readonly #ctx: Ctx;
  readonly #card: CardId;
  constructor(ctx: Ctx, card: CardId) {
    this.#ctx = ctx;
    this.#card = card;
  }
  get id(): string {
    return String(this.#card);
  }
  get controller(): number {
    return this.#ctx.card(this.#card).controller;
  }
  get isCreature(): boolean {
    return isCreature(this.#ctx, this.#card);
  }
  get hasHp(): boolean {
    return hasHp(this.#ctx, this.#card);
  }
  get keywords(): Has<ObjectKeyword> {
    return this;
  }
  /** Whether the object has the keyword (the membership test of {@link keywords}). */
  has(keyword: ObjectKeyword): boolean {
    return hasKeyword(this.#ctx, this.#card, keyword);
  }
  get creatureTypes(): Has<string> {
    const ctx = this.#ctx;
    const card = this.#card;
    return { has: (t: string) => ctx.hasTrait(card, t) };
  }
  get evoked(): boolean {
    return isEvoked(this.#ctx, this.#card);
  }
  get dazed(): boolean {
    return isDazed(this.#ctx, this.#card);
  }
  get blockCapacity(): number {
    return blockCapacity(this.#ctx, this.#card);
  }
}

/** The combat view of an object in play. Each characteristic is read when a check asks for it. */
export function viewOf(ctx: Ctx, card: CardId): CombatView {
  return new LiveView(ctx, card);
}
