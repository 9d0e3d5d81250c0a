/**
 * Lorcana's data as the kernel stores it. The kernel keeps a card definition's `data`, game variables
 * and effect arguments as `Json`; Lorcana stores its own plain-data types there (a {@link LorcanaCard},
 * a challenge's record, a delayed trigger's arguments) and reads them back here — the one place that
 * trusts what it stored.
 *
 * @module
 */
import type { Json } from '@cardloom/core';
import type { LorcanaCard } from '../../cards/card.js';

/** The Lorcana card a kernel card definition carries (`compileCard` stores it as the data). */
export function cardData(data: Json | undefined): LorcanaCard {
  // A LorcanaCard is plain JSON data, but its optional fields (`undefined`) keep it from being `Json`.
  return data as unknown as LorcanaCard;
}

/** A Lorcana card as a kernel definition's data. */
export function asJson(card: LorcanaCard): Json {
  // Plain data (no functions, no cycles): see `cardData`.
  return card as unknown as Json;
}

/** A value Lorcana stored in a game variable or an effect's arguments, read back as its type. */
export function stored<T>(value: Json | undefined): T | undefined {
  // Only Lorcana writes these keys, always with values of `T` (see each caller).
  return value as unknown as T | undefined;
}
