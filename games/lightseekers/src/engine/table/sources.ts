/**
 * What an effect knows while it runs: its source (for power modifiers and immunities), who controls
 * it, its recipient, the actor it reacts to, and its buff (for X, "this buff" and stored cards).
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Affinity } from '../../cards/vocabulary-elements.js';
import { affinitiesOf, cardOf } from './catalog.js';

/** The category an effect's source counts as (2.5, 4.3.2). */
export type SourceCategory = 'attack' | 'defend' | 'buff' | 'item' | 'hero';

/** Where an effect comes from. */
export interface Source {
  readonly controller: PlayerId;
  /** Card instance, or -1. */
  readonly card: CardId;
  readonly category: SourceCategory;
  /** Whether it is a combo card (filters on `combo`). */
  readonly combo: boolean;
  readonly affinities: readonly Affinity[];
  /** Power modifiers apply (not to hero Abilities, 4.3.2, nor item effects, 2.5.4). */
  readonly powered: boolean;
}

/** The running effect's surroundings. */
export interface Env {
  readonly source: Source;
  /** An Attack's chosen hero; otherwise the controller (2.5.1–2.5.3). */
  readonly recipient: PlayerId;
  /** In a reaction, the player whose act set it off (L30); otherwise the controller. */
  readonly actor: PlayerId;
  /** The buff the effect belongs to, or -1. */
  readonly buff: CardId;
  /** The buff's corner value X (2.6). */
  readonly x: number;
}

/** The source of a card instance's effects, counting as `category`. */
export function sourceOf(ctx: Ctx, card: CardId, controller: PlayerId, category?: SourceCategory): Source {
  const def = cardOf(ctx, card);
  const own: SourceCategory = def.kind === 'hero' ? 'hero' : def.category;
  return {
    controller,
    card,
    category: category ?? own,
    combo: def.kind === 'combo',
    affinities: affinitiesOf(def),
    powered: own !== 'hero' && own !== 'item',
  };
}

/** A plain environment for a card's own effects. */
export function envFor(
  source: Source,
  recipient: PlayerId = source.controller,
  extra: Partial<Env> = {},
): Env {
  return { source, recipient, actor: source.controller, buff: -1, x: 0, ...extra };
}
