import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAGICK_TYPES, type MagickCost, type MagickType } from '../cards/vocabulary.js';
import { breakDownPayment, canPay, countMagick } from './magick.js';
import { cannotPayQuickly, type MagickOffer, planPayments, unitsOf } from './magick-plans.js';
import { canPlanPayment, summarizeOffers } from './magick-sources.js';

/** Whether some choice of at most one offer and one type per source pays the cost (brute force). */
function payableByBruteForce(offers: readonly MagickOffer[], cost: MagickCost): boolean {
  const sources = [...new Set(offers.map((o) => o.source))];
  const go = (i: number, units: MagickType[]): boolean => {
    if (canPay(countMagick(units), cost)) return true;
    if (i === sources.length) return false;
    if (go(i + 1, units)) return true;
    for (const o of offers.filter((x) => x.source === sources[i]))
      for (const t of o.oneOf) if (go(i + 1, [...units, ...Array<MagickType>(o.amount).fill(t)])) return true;
    return false;
  };
  return go(0, []);
}

const offerArb = fc.record({
  source: fc.constantFrom('s1', 's2', 's3', 's4', 's5', 's6'),
  ability: fc.integer({ min: 0, max: 1 }),
  oneOf: fc.uniqueArray(fc.constantFrom(...MAGICK_TYPES), { minLength: 1, maxLength: 2 }),
  amount: fc.integer({ min: 1, max: 2 }),
});
const costArb = fc.dictionary(fc.constantFrom(...MAGICK_TYPES), fc.integer({ min: 1, max: 2 }), {
  maxKeys: 3,
}) as fc.Arbitrary<MagickCost>;

describe('Lore Magick Types: paying costs', () => {
  it('Lore Magick Types: a primary cost is paid only by its own type', () => {
    expect(canPay(['deep', 'deep'], { deep: 2 })).toBe(true);
    expect(canPay(['deep', 'cosmic'], { deep: 2 })).toBe(false);
    expect(canPay(['elder', 'formless'], { deep: 1 })).toBe(false);
  });

  it('Lore Magick Types: Elder is paid by Elder magick or two different primary types', () => {
    expect(canPay(['elder'], { elder: 1 })).toBe(true);
    expect(canPay(['astral', 'deep'], { elder: 1 })).toBe(true);
    expect(canPay(['astral', 'astral'], { elder: 1 })).toBe(false);
    expect(canPay(['formless', 'formless'], { elder: 1 })).toBe(false);
    // Two Elder costs from four primaries need two distinct pairs: 3 Astral + 1 Deep cannot.
    expect(canPay(['astral', 'astral', 'astral', 'deep'], { elder: 2 })).toBe(false);
    expect(canPay(['astral', 'astral', 'deep', 'deep'], { elder: 2 })).toBe(true);
  });

  it('Lore Magick Types: Formless is paid by any magick, including Elder and Formless', () => {
    for (const unit of ['astral', 'sanguine', 'elder', 'formless'] as const) {
      expect(canPay([unit], { formless: 1 })).toBe(true);
    }
    expect(canPay([], { formless: 1 })).toBe(false);
  });

  it('Lore Magick Types: primaries used by their own cost are not available to Elder or Formless', () => {
    expect(canPay(['deep', 'deep', 'cosmic'], { deep: 2, elder: 1 })).toBe(false);
    expect(canPay(['deep', 'deep', 'cosmic', 'primal'], { deep: 2, elder: 1 })).toBe(true);
    expect(canPay(['deep', 'deep', 'cosmic', 'primal'], { deep: 2, elder: 1, formless: 1 })).toBe(false);
  });

  it('breaks a payment down into the units paying each part', () => {
    expect(
      breakDownPayment(['deep', 'deep', 'astral', 'cosmic', 'formless'], { deep: 1, elder: 1, formless: 1 }),
    ).toEqual({ primary: ['deep'], elder: [['astral', 'cosmic']], formless: ['formless'], unused: ['deep'] });
    expect(breakDownPayment(['deep'], { elder: 1 })).toBeNull();
  });
});

const rune = (source: string, ...oneOf: MagickOffer['oneOf'][number][]): MagickOffer => ({
  source,
  ability: 0,
  oneOf,
  amount: 1,
});

describe('Lore Magick Types: choosing which sources to evoke', () => {
  it('lists minimal plans only, one per distinct way to pay', () => {
    const offers = [rune('a1', 'astral'), rune('a2', 'astral'), rune('d1', 'deep'), rune('e1', 'elder')];
    const plans = planPayments(offers, { elder: 1 }).map((p) => unitsOf(p).sort());
    expect(plans).toEqual(expect.arrayContaining([['elder'], ['astral', 'deep']]));
    expect(plans).toHaveLength(2);
  });

  it('treats identical sources as interchangeable', () => {
    const offers = [rune('a1', 'astral'), rune('a2', 'astral'), rune('d1', 'deep')];
    const plans = planPayments(offers, { formless: 1 });
    expect(plans.map((p) => p.uses.map((u) => u.source)).sort()).toEqual([['a1'], ['d1']]);
  });

  it('chooses the type a dual source makes', () => {
    const offers = [rune('t1', 'deep', 'cosmic'), rune('c1', 'cosmic')];
    const plans = planPayments(offers, { deep: 1, cosmic: 1 });
    expect(plans).toEqual([
      {
        uses: [
          { source: 't1', ability: 0, type: 'deep', amount: 1 },
          { source: 'c1', ability: 0, type: 'cosmic', amount: 1 },
        ],
      },
    ]);
  });

  it('never uses one source for two of its abilities', () => {
    const offers: MagickOffer[] = [
      rune('b1', 'sanguine'),
      { source: 'b1', ability: 1, oneOf: ['sanguine'], amount: 2, costKey: 'sanity:2' },
    ];
    expect(planPayments(offers, { sanguine: 3 })).toEqual([]);
    expect(planPayments(offers, { sanguine: 2 }).map((p) => p.uses)).toEqual([
      [{ source: 'b1', ability: 1, type: 'sanguine', amount: 2 }],
    ]);
  });

  it('a source two groups could use goes where the plan needs it (the property test’s counterexample)', () => {
    // s2 makes 2 Cosmic or 2 Astral, s5 makes 1 Astral or 2 Cosmic: the plan needs s2's Astral and
    // s5's Cosmic, so s2 must not be spent on Cosmic just because its offer comes first.
    const offers: MagickOffer[] = [
      { source: 's5', ability: 0, oneOf: ['astral'], amount: 1 },
      { source: 's2', ability: 1, oneOf: ['cosmic'], amount: 2 },
      { source: 's2', ability: 0, oneOf: ['astral'], amount: 2 },
      { source: 's5', ability: 1, oneOf: ['cosmic'], amount: 2 },
      { source: 's1', ability: 0, oneOf: ['astral'], amount: 1 },
    ];
    expect(planPayments(offers, { astral: 1, elder: 2 }).map((p) => p.uses)).toContainEqual([
      { source: 's1', ability: 0, type: 'astral', amount: 1 },
      { source: 's5', ability: 1, type: 'cosmic', amount: 2 },
      { source: 's2', ability: 0, type: 'astral', amount: 2 },
    ]);
  });

  it('the quick refusal never refuses a payable cost, and is exact for one single-type offer per source', () => {
    fc.assert(
      fc.property(fc.array(offerArb, { maxLength: 7 }), costArb, (raw, cost) => {
        const offers = raw.filter(
          (o, i) => raw.findIndex((x) => x.source === o.source && x.ability === o.ability) === i,
        );
        const payable = payableByBruteForce(offers, cost);
        if (payable) {
          expect(cannotPayQuickly(offers, cost)).toBe(false);
          expect(planPayments(offers, cost).length).toBeGreaterThan(0);
        } else expect(planPayments(offers, cost)).toEqual([]);
        const simple = offers.every(
          (o) => o.oneOf.length === 1 && offers.filter((x) => x.source === o.source).length === 1,
        );
        if (simple) expect(cannotPayQuickly(offers, cost)).toBe(!payable);
      }),
      { numRuns: 400 },
    );
  });

  it('Lore Magick Types / step e: the payability answer without plans is exactly whether a plan is listed (issue 21)', () => {
    const uniqueOffers = (raw: MagickOffer[]) =>
      raw.filter((o, i) => raw.findIndex((x) => x.source === o.source && x.ability === o.ability) === i);
    // One single-type offer per source: the board where the answer skips listing plans.
    const simpleBoard = fc
      .uniqueArray(offerArb, { maxLength: 6, selector: (o) => o.source })
      .map((offers) => offers.map((o) => ({ ...o, ability: 0, oneOf: o.oneOf.slice(0, 1) })));
    let simpleSeen = 0;
    let choicesSeen = 0;
    fc.assert(
      fc.property(fc.oneof(simpleBoard, fc.array(offerArb, { maxLength: 7 })), costArb, (raw, cost) => {
        const offers = uniqueOffers(raw);
        const summary = summarizeOffers(offers);
        if (summary.simple) simpleSeen++;
        if (summary.choices.length > 0) choicesSeen++;
        const listed = planPayments(offers, cost, 1).length > 0;
        expect(canPlanPayment(offers, cost, summary)).toBe(listed);
        expect(canPlanPayment(offers, cost)).toBe(listed);
        expect(listed).toBe(payableByBruteForce(offers, cost));
      }),
      { numRuns: 600 },
    );
    expect(simpleSeen).toBeGreaterThan(100);
    expect(choicesSeen).toBeGreaterThan(100);
  });

  it('returns one empty plan for a free cost and none when the cost cannot be paid', () => {
    expect(planPayments([], {})).toEqual([{ uses: [] }]);
    expect(planPayments([rune('a1', 'astral')], { deep: 1 })).toEqual([]);
  });
});
