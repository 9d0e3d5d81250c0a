import { describe, expect, it } from 'vitest';
import { hasShared, type LorcastPrinting, readLorcast } from '../testing/shared-data.js';
import { fullName } from './card.js';
import { KEYWORD_TITLE } from './describe.js';
import { cardPool } from './pool.js';

const available = hasShared('data/lorcana/lorcast-cards.en.json');
if (!available) {
  console.warn(
    'Skipping the card data check: public data not found (set CARDLOOM_SHARED to the shared folder).',
  );
}

describe.skipIf(!available)('card characteristics match the public data (CR 5.2)', () => {
  const printings: LorcastPrinting[] = available ? readLorcast() : [];
  const bySetNumber = new Map(
    printings.map((p) => [`${p.set.code}-${Number.parseInt(p.collector_number, 10)}`, p]),
  );

  it.each(cardPool.map((c) => [fullName(c), c] as const))('%s', (_name, card) => {
    const data = bySetNumber.get(`${card.set}-${card.number}`);
    expect(data, `printing ${card.set}/${card.number}`).toBeDefined();
    if (!data) return;
    expect(fullName(card)).toBe(data.version ? `${data.name} - ${data.version}` : data.name);
    expect(card.type).toBe(data.type[0].toLowerCase());
    expect(Boolean(card.song)).toBe(data.type.includes('Song'));
    expect(card.cost).toBe(data.cost);
    expect(card.inkwell).toBe(data.inkwell);
    expect([...card.inks]).toEqual(data.inks ?? [data.ink]);
    expect(card.strength).toBe(data.strength ?? undefined);
    expect(card.willpower).toBe(data.willpower ?? undefined);
    expect(card.lore).toBe(data.lore ?? undefined);
    expect(card.moveCost).toBe(data.move_cost ?? undefined);
    expect([...card.classifications]).toEqual(data.classifications ?? []);
    const keywords = new Set((card.keywords ?? []).map((k) => KEYWORD_TITLE[k.keyword]));
    expect([...keywords].sort()).toEqual([...new Set(data.keywords)].sort());
  });
});
