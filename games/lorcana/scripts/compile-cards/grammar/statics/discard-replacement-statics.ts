/**
 * The replacement “If an effect would cause you to discard one or more cards (from your hand), you
 * don't discard” (CR 6.5), with an optional “During opponents' turns,” before it (a conditional
 * static, CR 6.4.3). `grammar/abilities.ts` asks {@link discardReplacementAbility} before its own
 * rules: the sentence's “if” is not a condition the static grammar reads.
 *
 * @module
 */
import type { ParsedAbility as Ability } from '../../parsed/parse-tree.js';

/** The static of this family, or undefined. */
export function discardReplacementAbility(name: string, body: string): Ability | undefined {
  const m =
    /^(During opponents' turns, )?[Ii]f an effect would cause you to discard one or more cards(?: from your hand)?, you don't discard\.?$/.exec(
      body,
    );
  if (!m) return undefined;
  return {
    kind: 'static',
    name,
    ...(m[1] ? { condition: { not: { yourTurn: true } } } : {}),
    effect: { noEffectDiscards: true },
  };
}
