/**
 * Issue 16: the compiled cards against the public data — the generated files are what the compiler
 * makes of the data today (regenerable, deterministic), and the English `describeCard` generates
 * from each compiled encoding matches the printed text after normalisation (round trip).
 */
import { describe, expect, it } from 'vitest';
import { compilePrinting } from '../../scripts/compile-cards/compile.js';
import { readPrintings } from '../../scripts/compile-cards/data/printings.js';
import { describedForm, printedForm, roundTrips } from '../../scripts/compile-cards/roundtrip/roundtrip.js';
import { hasShared, sharedPath } from '../testing/shared-data.js';
import { fullName, type LorcanaCard } from './card.js';
import { compiledOnly, fullPool } from './full-pool.js';
import { compiledCards } from './generated/index.js';
import { cardPool } from './pool.js';

const available =
  hasShared('data/lorcana/lorcast-cards.en.json') &&
  hasShared('data/lorcana/ravensburger-set12-wilds-unknown.en.json');
if (!available) {
  console.warn(
    'Skipping the compiled-card checks: public data not found (set CARDLOOM_SHARED to the shared folder).',
  );
}

describe('the full pool (issue 16: hand-written cards override compiled ones)', () => {
  it('ids and full names are unique across hand-written and compiled cards', () => {
    expect(new Set(fullPool.map((c) => c.id)).size).toBe(fullPool.length);
    expect(new Set(fullPool.map((c) => fullName(c).toLowerCase())).size).toBe(fullPool.length);
  });
  it('a compiled card with a hand-written twin is replaced by the hand-written one', () => {
    const hand = new Set(cardPool.map((c) => fullName(c)));
    const twins = compiledCards.filter((c) => hand.has(fullName(c)));
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) expect(compiledOnly).not.toContain(twin);
    expect(fullPool.length).toBe(cardPool.length + compiledCards.length - twins.length);
  });
});

describe.skipIf(!available)('compiled cards against the public data (issue 16)', () => {
  const printings = available ? readPrintings(sharedPath('data/lorcana')) : [];
  const results = printings.map(compilePrinting);
  const byId = new Map(printings.map((p) => [p.id, p]));

  it('the generated files are exactly what compile-cards makes of the data (re-run it after a change)', () => {
    const fresh = results.flatMap((r) => (r.ok ? [r.card] : []));
    expect(JSON.stringify(compiledCards)).toBe(JSON.stringify(fresh));
  });

  it('round trip: describeCard of every compiled card matches its printed text after normalisation', () => {
    const mismatches: string[] = [];
    for (const card of compiledCards) {
      const printed = byId.get(card.id);
      expect(printed, card.id).toBeDefined();
      if (printed && !roundTrips(card, printed.lines)) {
        mismatches.push(
          `${fullName(card)}\n  ours:    ${describedForm(card).join(' | ')}\n  printed: ${printedForm(printed.lines).join(' | ')}`,
        );
      }
    }
    const rate = 1 - mismatches.length / compiledCards.length;
    console.info(
      `round trip: ${compiledCards.length - mismatches.length} of ${compiledCards.length} compiled cards match (${(100 * rate).toFixed(1)}%)`,
    );
    if (mismatches.length > 0) console.info(mismatches.slice(0, 20).join('\n'));
    expect(compiledCards.length).toBeGreaterThan(1000);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });

  it('compiled encodings agree with the hand-written cards the compiler also compiles', () => {
    const canonical = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(canonical)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
            )
          : v;
    const rules = (c: LorcanaCard) =>
      JSON.stringify(
        canonical({
          keywords: c.keywords ?? [],
          abilities: (c.abilities ?? []).map((a) => ({ ...a, name: a.name.toLowerCase() })),
          effect: c.effect ?? null,
        }),
      );
    const hand = new Map(cardPool.map((c) => [fullName(c), c]));
    const both = results.flatMap((r) => (r.ok && hand.has(fullName(r.card)) ? [r.card] : []));
    const differ = both.filter((c) => rules(c) !== rules(hand.get(fullName(c))!)).map((c) => fullName(c));
    console.info(
      `hand-written agreement: ${both.length - differ.length} of ${both.length} identical encodings; differ: ${differ.join(', ')}`,
    );
    expect(both.length).toBeGreaterThan(100);
    expect(differ.length / both.length).toBeLessThan(0.05);
  });

  it('every unsupported card names the phrase the grammar could not parse', () => {
    for (const r of results) if (!r.ok) expect(r.phrase.length, fullName(r.printing)).toBeGreaterThan(0);
  });
});
