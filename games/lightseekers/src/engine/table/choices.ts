/**
 * Choosing several cards one at a time: the order of the picks is the order the rules need (4.3.4),
 * and each question stays small (a choice of 5 among 40 would list too many answers at once).
 * @module
 */
import type { CardId, ChooseOptions, Ctx, PlayerId } from '@cardloom/core';

/** `p` picks `n` cards of `pool` (all of them if fewer), one question per card, in pick order. */
export function pickCards(
  ctx: Ctx,
  p: PlayerId,
  pool: readonly CardId[],
  n: number,
  options: ChooseOptions,
): CardId[] {
  const out: CardId[] = [];
  let rest = pool.slice();
  const count = Math.min(n, rest.length);
  for (let i = 0; i < count; i++) {
    const [c] = ctx.chooseCards(p, rest, { ...options, min: 1, max: 1 });
    out.push(c);
    rest = rest.filter((x) => x !== c);
  }
  return out;
}
