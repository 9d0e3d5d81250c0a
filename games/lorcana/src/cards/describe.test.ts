import { describe, expect, it } from 'vitest';
import { hasShared, readLorcast } from '../testing/shared-data.js';
import { fullName } from './card.js';
import { describeCard } from './describe.js';
import { cardPool } from './pool.js';
import { heiheiBoatSnack } from './set1/007-heihei-boat-snack.js';
import { fireTheCannons } from './set1/197-fire-the-cannons.js';
import { paintingTheRosesRed } from './set2/030-painting-the-roses-red.js';
import { judyHoppsOptimisticOfficer } from './set2/152-judy-hopps-optimistic-officer.js';
import { princeJohnsMirror } from './set5/098-prince-johns-mirror.js';
import { yzmaConnivingChemist } from './set6/056-yzma-conniving-chemist.js';

const norm = (s: string) => s.replace(/[’‘]/g, "'").toUpperCase();

describe('describeCard generates readable text from the encoding', () => {
  it('an action effect becomes sentences', () => {
    expect(describeCard(fireTheCannons)).toEqual(['Deal 2 damage to chosen character.']);
  });
  it('a keyword-only character lists its keyword', () => {
    expect(describeCard(heiheiBoatSnack)).toEqual(['Support']);
  });
  it('“up to” choices and songs (CR 6.1.3, 5.4.4.2)', () => {
    expect(describeCard(paintingTheRosesRed)).toEqual([
      'Song: a character with cost 2 or more can exert to sing it.',
      'Up to 2 chosen characters get -1 strength this turn. Draw a card.',
    ]);
  });
  it('“until” steps name the hand size to reach and who draws or discards (CR 6.1.8.1)', () => {
    expect(describeCard(yzmaConnivingChemist)[0]).toContain('draw until you have 3 cards in your hand');
    expect(describeCard(princeJohnsMirror)[1]).toContain(
      "At the end of each opponent's turn, that player chooses and discards until they have 3 cards in their hand",
    );
  });
  it('sequential effects read “if you do” (CR 6.1.5.1)', () => {
    expect(describeCard(judyHoppsOptimisticOfficer)[0]).toContain(
      'banish chosen item; if you do, its player draws',
    );
  });
});

const available = hasShared('data/lorcana/lorcast-cards.en.json');
describe.skipIf(!available)('generated descriptions agree with the public card text', () => {
  const printings = available ? readLorcast() : [];
  const bySetNumber = new Map(
    printings.map((p) => [`${p.set.code}-${Number.parseInt(p.collector_number, 10)}`, p]),
  );
  it.each(cardPool.map((c) => [fullName(c), c] as const))('%s', (_name, card) => {
    const text = norm(bySetNumber.get(`${card.set}-${card.number}`)?.text ?? '');
    const lines = describeCard(card);
    // Every story-named ability exists on the printed card under that name (CR 5.2.8).
    for (const ability of card.abilities ?? []) expect(text).toContain(norm(ability.name));
    // Every keyword line, e.g. “Challenger +2” or “Shift 5”, is printed on the card (CR 8.1.1).
    for (const line of lines.filter((l) => !l.includes('—') && !l.endsWith('.')))
      expect(text).toContain(norm(line));
    // Every number in the rules text (outside reminder text) appears in the description.
    const numbers = text.replace(/\([^)]*\)/g, '').match(/\d+/g) ?? [];
    const described = lines.join(' ');
    for (const n of numbers) expect(described, `number ${n}`).toMatch(new RegExp(`\\b${n}\\b`));
  });
});
