/**
 * Statics that change the lore rules for players: “Opponents need 25 lore to win the game”
 * (CR 1.8.1.1) and “you can't lose lore” (CR 1.2.2). `grammar/abilities.ts` asks
 * {@link loreRuleStatic} with the other families' continuous parts.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';

/** The continuous part of this family, or undefined. */
export function loreRuleStatic(t: string): StaticEffect | undefined {
  const m = /^[Oo]pponents need (\d+) lore to win the game$/.exec(t);
  if (m) return { opponentsLoreToWin: Number(m[1]) };
  return /^you can't lose lore$/.test(t) ? { cantLoseLore: true } : undefined;
}
