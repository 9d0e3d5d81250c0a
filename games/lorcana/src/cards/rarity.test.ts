/**
 * Issue 16: every card carries its rarity as the public data gives it — the hand-written cards of
 * `set*` by their set and collector number, the compiled ones as the compiler read them — with one
 * spelling per rarity across the two data sources (“Super rare”, never “Super”).
 */
import { describe, expect, it } from 'vitest';
import { rarityName, readRarities } from '../../scripts/compile-cards/data/printings.js';
import { hasShared, sharedPath } from '../testing/shared-data.js';
import { fullName } from './card.js';
import { compiledCards } from './generated/index.js';
import { cardPool } from './pool.js';

const RARITIES = ['Common', 'Uncommon', 'Rare', 'Super rare', 'Legendary', 'Epic', 'Enchanted', 'Iconic'];
const available = hasShared('data/lorcana/lorcast-cards.en.json');
if (!available) {
  console.warn(
    'Skipping the rarity check against the data: public data not found (set CARDLOOM_SHARED to the shared folder).',
  );
}

describe('rarity names (one spelling per rarity)', () => {
  it('both sources’ spellings of Super rare read “Super rare”; the others are capitalised', () => {
    expect(rarityName('Super_rare')).toBe('Super rare');
    expect(rarityName('SUPER')).toBe('Super rare');
    expect(rarityName('COMMON')).toBe('Common');
    expect(rarityName('Legendary')).toBe('Legendary');
  });

  it('every card of the pool, hand-written or compiled, carries a known rarity', () => {
    const unknown = [...cardPool, ...compiledCards]
      .filter((c) => !RARITIES.includes(c.rarity ?? '') && c.rarity !== 'Promo' && c.rarity !== 'Special')
      .map((c) => `${fullName(c)}: ${c.rarity}`);
    expect(unknown).toEqual([]);
  });
});

describe.skipIf(!available)('hand-written cards against the public data', () => {
  const rarities = available ? readRarities(sharedPath('data/lorcana')) : new Map<string, string>();

  it('each of the 190 hand-written cards carries the rarity the data gives its printing', () => {
    expect(cardPool.length).toBe(190);
    const wrong = cardPool
      .filter((c) => rarities.get(c.id) === undefined || c.rarity !== rarities.get(c.id))
      .map((c) => `${c.id} ${fullName(c)}: ours ${c.rarity}, data ${rarities.get(c.id)}`);
    expect(wrong).toEqual([]);
  });
});
