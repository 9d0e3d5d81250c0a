/**
 * Statics about the inkwell symbol: “All cards in your hand count as having {IW}” (CR 4.2.1).
 * `grammar/abilities.ts` asks {@link inkwellSymbolStatic} with the other families' continuous parts.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';

/** The continuous part of this family, or undefined. */
export function inkwellSymbolStatic(t: string): StaticEffect | undefined {
  return /^[Aa]ll cards in your hand count as having \{IW\}$/.test(t) ? { handInkable: true } : undefined;
}
