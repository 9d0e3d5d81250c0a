/**
 * Static abilities of issue 16: payment modifiers for Shift only (“you pay 1 {I} less to
 * play characters using their Shift ability”, CR 1.5.4, 8.10). `grammar/abilities.ts` asks
 * {@link shiftCostStaticEffect} with the other families' continuous parts; the grammar's parsers are passed
 * in, so this file has no import loop.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';
import type { Amount, CardFilter } from '../../../../src/cards/vocabulary-refs.js';

/** The grammar's parsers this family reads with. */
export interface ShiftCostParsers {
  readonly parseFilter: (phrase: string) => CardFilter;
  readonly parseForEach: (n: number, phrase: string) => Amount;
  readonly parseStaticEffect: (text: string) => StaticEffect;
}

/** The continuous part of a static ability of this family (its subject lower case), or undefined. */
export function shiftCostStaticEffect(t: string, p: ShiftCostParsers): StaticEffect | undefined {
  // “(For each X,) you pay N {I} less to play this character / characters using her / their Shift
  // ability”: a payment modifier of the Shift cost only (CR 8.10.2).
  const m =
    /^(?:for each (.+?), )?you pay (\d+) \{I\} less to play (.+?) using (?:his|her|its|their) Shift ability$/.exec(
      t,
    );
  if (m) {
    const what = /^this character$/.test(m[3]) ? ('self' as const) : p.parseFilter(m[3]);
    const amount = m[1] ? p.parseForEach(Number(m[2]), m[1]) : Number(m[2]);
    return { costReduction: amount, for: what, shift: true };
  }
  // “X can't … and your Pirate characters gain Resist +1”: two continuous effects of one ability.
  const both = /^(.+? can't [^,]+?) and ((?:your|opposing|this) .+)$/.exec(t);
  if (both) return { both: [p.parseStaticEffect(both[1]), p.parseStaticEffect(both[2])] };
  return undefined;
}
