import { describe, expect, it } from 'vitest';
import { fullPool } from '../../cards/full-pool.js';
import { cardByFullName } from '../../cards/registry.js';
import type { ActivationCost } from '../../cards/vocabulary-abilities.js';
import { compileCard } from '../abilities/compile.js';
import { STATICS, TRIGGERS } from './abilities.js';
import { LORCANA } from './index.js';
import { textOf, textsOf } from './texts.js';

function card(name: string) {
  const found = cardByFullName(name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

describe('Lorcana abilities in the shared card language (issue 14 item 1)', () => {
  it('every printed ability of the pool is a text of the language, index for index, naming words it defines', () => {
    let triggered = 0;
    let statics = 0;
    let activated = 0;
    for (const c of fullPool) {
      const texts = textsOf(c);
      expect(texts.length).toBe(c.abilities?.length ?? 0);
      texts.forEach((text, i) => {
        const printed = c.abilities![i];
        expect(printed.name).toBe(text.name);
        if (text.kind === 'triggered') {
          triggered++;
          expect(printed.kind).toBe('triggered');
          for (const t of Array.isArray(text.trigger) ? text.trigger : [text.trigger])
            expect(TRIGGERS[t.on as keyof typeof TRIGGERS]).toBeDefined();
        } else if (text.kind === 'static') {
          statics++;
          expect(STATICS[text.modifier.mod]).toBeDefined();
        } else if (text.kind === 'activated') {
          activated++;
          expect(printed.kind).toBe('activated');
        } else {
          expect(text.replacement.replace).toBe('redirectDamage');
        }
      });
    }
    // The pool has hundreds of each kind: the check above is not vacuous.
    expect(Math.min(triggered, statics, activated)).toBeGreaterThan(100);
  });

  it('CR 6.2, 6.2.4: the language describes a printed trigger in Lorcana words, its secondary “if” included ("Ohana")', () => {
    const ohana = card('Stitch - Carefree Surfer').abilities![0];
    expect(LORCANA.say.ability(textOf(ohana))).toBe(
      'Ohana — When you play this card, if you have 2 or more other characters in play: you may draw 2 cards.',
    );
  });

  it('CR 4.4.3: a printed cost is paid as the language cost parts, exert symbol first, then ink, then other cards', () => {
    const cost: ActivationCost = { exert: true, ink: 2, banish: { type: 'item', other: true } };
    const parts = LORCANA.costParts(cost);
    expect(parts.map((p) => p.kind)).toEqual(['exert', 'ink', 'banish']);
    expect(LORCANA.say.cost(cost)).toBe('{E}, 2 {I}, banish one of your other items');
    // Built once per printed cost (the language caches parts per cost object).
    expect(LORCANA.costParts(cost)).toBe(parts);
  });

  it("CR 6.4: a static compiles through the language to its kernel stat change (Cogsworth's Unwind grants Resist +1)", () => {
    const def = compileCard(card('Cogsworth - Grandfather Clock'));
    const statics = (def.abilities ?? []).filter((a) => a.kind === 'static');
    expect(statics.map((s) => [s.name, s.stat, s.op, s.amount])).toEqual([['Unwind', 'kw.resist', 'add', 1]]);
    // Unconditional: no condition for the kernel to test on every stat read.
    expect(statics[0].condition).toBeUndefined();
  });
});
