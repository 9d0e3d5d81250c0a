/**
 * Issue 16: `cardloom cards lorcana --json` lists every characteristic a deck builder needs — ink(s),
 * inkwell, rarity, set and number, classifications, keywords, cost and stats, and the ability text
 * generated from the encoding.
 */
import { describe, expect, it } from 'vitest';
import { runBuiltin } from '../../testing/run-builtin';

interface Listed {
  id: string;
  name: string;
  type: string;
  stats: Record<string, number>;
  tags: string[];
  keywords: string[];
  abilities: string[];
  data: {
    set: string;
    number: number;
    inks: string[];
    inkwell: boolean;
    rarity?: string;
    classifications: string[];
    keywords?: { keyword: string; value?: number }[];
  };
}

describe('cardloom cards lorcana --json (issue 16: what a deck builder needs)', async () => {
  const { code, io } = await runBuiltin(['cards', 'lorcana', '--json']);
  const cards: Listed[] = JSON.parse(io.stdout).cards;

  it('lists every card with ink(s), inkwell, set and number, classifications, cost and ability text', () => {
    expect(code).toBe(0);
    expect(cards.length).toBeGreaterThan(1000);
    // Pack Rush's marketing card is no printed card a deck may hold (CR 10.2.2).
    const printed = cards.filter((c) => c.id !== 'marketing');
    expect(printed).toHaveLength(cards.length - 1);
    for (const card of printed) {
      expect(card.data.inks.length, card.name).toBeGreaterThanOrEqual(1);
      expect(typeof card.data.inkwell, card.name).toBe('boolean');
      expect(card.data.set, card.name).toMatch(/^\w+$/);
      expect(card.data.number, card.name).toBeGreaterThan(0);
      expect(Array.isArray(card.data.classifications), card.name).toBe(true);
      expect(card.stats.cost, card.name).toBeGreaterThanOrEqual(0);
      for (const line of card.abilities) expect(line, card.name).toMatch(/\w/);
    }
    const ids = new Set(cards.map((c) => c.id));
    expect(ids.size).toBe(cards.length);
  });

  it('characters carry strength, willpower and lore; locations their move cost', () => {
    const character = cards.find((c) => c.type === 'character');
    expect(character?.stats).toEqual(
      expect.objectContaining({
        strength: expect.any(Number),
        willpower: expect.any(Number),
        lore: expect.any(Number),
      }),
    );
    const location = cards.find((c) => c.type === 'location');
    expect(location?.stats.moveCost).toEqual(expect.any(Number));
  });

  it('lists keywords apart, with their values, matching the printed keywords of the card data', () => {
    const singers = cards.filter((c) => c.data.keywords?.some((k) => k.keyword === 'singer'));
    expect(singers.length).toBeGreaterThan(0);
    for (const card of singers) {
      const value = card.data.keywords?.find((k) => k.keyword === 'singer')?.value;
      expect(card.keywords, card.name).toContain(`singer ${value}`);
    }
    const evasive = cards.find((c) => c.data.keywords?.some((k) => k.keyword === 'evasive'));
    expect(evasive?.keywords).toContain('evasive');
    expect(evasive?.abilities.join(' ')).toMatch(/Evasive/);
    const vanilla = cards.find((c) => c.type === 'action' && !c.data.keywords);
    expect(vanilla?.keywords).toEqual([]);
  });

  it('gives the rarity of every compiled card', () => {
    // Hand-written cards of the First Chapter starters carry no rarity yet (see the report).
    const compiled = cards.filter((c) => c.data.rarity !== undefined);
    expect(compiled.length).toBeGreaterThan(1000);
    for (const card of compiled)
      expect(card.data.rarity).toMatch(
        /^(Common|Uncommon|Rare|Super( rare)?|Legendary|Enchanted|Epic|Iconic|Promo)$/,
      );
  });
});
