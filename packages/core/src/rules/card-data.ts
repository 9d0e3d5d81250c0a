/**
 * Typed card data. A game keeps its own card record (printed characteristics, abilities as data) in each
 * definition's `data`; {@link cardData} gives a reader typed with the game's card type, so the one
 * conversion from JSON lives here.
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { Json } from '../state/json';
import type { CardId } from '../state/state';
import type { CardDefinition } from './definition';

/** Reads a game's card record from a card instance or a definition. */
export interface CardDataReader<D> {
  /** The record of a card instance's definition. */
  (ctx: Ctx, card: CardId): D;
  /** The record a definition carries. */
  ofDefinition(definition: CardDefinition): D;
  /** A record as a definition stores it. */
  store(data: D): Json;
}

/**
 * A reader for a game's card records (stored in each definition's `data`).
 * @example
 * ```ts
 * const lorcanaCard = cardData<LorcanaCard>();
 * const cost = lorcanaCard(ctx, card).cost;
 * ```
 */
export function cardData<D>(): CardDataReader<D> {
  const read = ((ctx: Ctx, card: CardId) => ctx.cardDef(card).data as unknown as D) as CardDataReader<D>;
  return Object.assign(read, {
    ofDefinition: (definition: CardDefinition) => definition.data as unknown as D,
    store: (data: D) => data as unknown as Json,
  });
}
