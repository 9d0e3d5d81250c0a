/**
 * Ability lines lowering what one character pays to move: “Once during your turn, you may pay 1 {I}
 * less to move this character to a location.” — a payment modifier of the source's own moves (CR
 * 1.5.4, 4.7.3.2), spent by the first move it lowers each turn (CR 6.1.13.2).
 *
 * @module
 */
import type { ParsedAbility as Ability } from '../../parsed/parse-tree.js';

/** An ability line of this family, or undefined. */
export function moveDiscountAbility(name: string, body: string): Ability | undefined {
  const m =
    /^Once during your turn, you may pay (\d+) \{I\} less to move this character to a location\.?$/.exec(
      body,
    );
  if (!m) return undefined;
  const effect = {
    moveCostReduction: Number(m[1]),
    at: 'anyLocation',
    self: true,
    oncePerTurn: true,
  } as const;
  return { kind: 'static', name, effect };
}
