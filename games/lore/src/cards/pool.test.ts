import { describe, expect, it } from 'vitest';
import { keywordsOf, magickCreatedBy } from './analysis.js';
import { hasSupertype, type LoreCard } from './card.js';
import { LORE_CARDS } from './pool/index.js';
import { CARD_TYPES, KEYWORDS, MAGICK_TYPES, SUPERTYPES } from './vocabulary.js';

const byId = new Map(LORE_CARDS.map((c) => [c.id, c]));
const nonTokens = LORE_CARDS.filter((c) => !c.token);

describe('Lore card pool lr1', () => {
  it('has at least 80 distinct non-token cards with unique ids and names', () => {
    expect(nonTokens.length).toBeGreaterThanOrEqual(80);
    expect(new Set(LORE_CARDS.map((c) => c.id)).size).toBe(LORE_CARDS.length);
    expect(new Set(LORE_CARDS.map((c) => c.name)).size).toBe(LORE_CARDS.length);
  });

  it('numbers cards lr1-001 upward in order', () => {
    expect(LORE_CARDS.map((c) => c.id)).toEqual(
      LORE_CARDS.map((_, i) => `lr1-${String(i + 1).padStart(3, '0')}`),
    );
  });

  it('Lore Card Types: every card type and supertype appears', () => {
    for (const type of CARD_TYPES)
      expect(
        LORE_CARDS.some((c) => c.type === type),
        type,
      ).toBe(true);
    for (const sup of SUPERTYPES)
      expect(
        LORE_CARDS.some((c) => hasSupertype(c, sup)),
        sup,
      ).toBe(true);
  });

  it('Lore Keywords: all 23 keywords are exercised by some card', () => {
    const used = new Set(LORE_CARDS.flatMap((c) => [...keywordsOf(c)]));
    expect([...KEYWORDS].filter((k) => !used.has(k))).toEqual([]);
    expect(KEYWORDS).toHaveLength(23);
  });

  it('Lore Magick Types: runes create every magick type', () => {
    const runeMagick = new Set(
      LORE_CARDS.filter((c) => c.type === 'rune').flatMap((c) => [...magickCreatedBy(c)]),
    );
    expect([...MAGICK_TYPES].filter((t) => !runeMagick.has(t))).toEqual([]);
  });

  it('Lore Card Types: creatures have STR and HP, locations and relics have HP, spells an effect', () => {
    const problems = (card: LoreCard): string[] => {
      const out: string[] = [];
      if (card.type === 'creature' && (card.str === undefined || card.hp === undefined))
        out.push('creature stats');
      if ((card.type === 'location' || card.type === 'relic') && card.hp === undefined) out.push('hp');
      if (card.type === 'spell' && !card.effect) out.push('spell effect');
      if (card.type !== 'spell' && card.effect) out.push('effect on a non-spell');
      if (card.type === 'rune' && magickCreatedBy(card).size === 0) out.push('rune makes no magick');
      if (card.type === 'anomaly' && (card.str !== undefined || card.hp !== undefined || card.cost)) {
        out.push('anomalies have no characteristics beyond type, name and text');
      }
      return out.map((p) => `${card.id} ${p}`);
    };
    expect(LORE_CARDS.flatMap(problems)).toEqual([]);
  });

  it('Lore Card Types: gods have mythos requirements and span several card types', () => {
    const gods = LORE_CARDS.filter((c) => hasSupertype(c, 'god'));
    expect(gods.length).toBeGreaterThanOrEqual(5);
    for (const god of gods) expect(god.mythosRequirement, god.name).toBeGreaterThan(0);
    expect(new Set(gods.map((g) => g.type))).toEqual(new Set(['creature', 'location', 'relic']));
    expect(gods.some((g) => g.cost)).toBe(true);
  });

  it('Lore keyword Equip: weapons are relics with an equip cost and an equipped bonus', () => {
    const weapons = LORE_CARDS.filter((c) => c.subtypes.includes('Weapon'));
    expect(weapons.length).toBeGreaterThanOrEqual(4);
    for (const weapon of weapons) {
      expect(weapon.type).toBe('relic');
      expect(weapon.keywords.some((k) => typeof k !== 'string' && k.keyword === 'equip')).toBe(true);
      expect(weapon.abilities.some((a) => a.kind === 'static' && a.modifier.kind === 'equipped')).toBe(true);
    }
  });

  it('Lore Zones: grimoire spells are spells, and there are enough to fill a grimoire', () => {
    const grimoire = LORE_CARDS.filter((c) => hasSupertype(c, 'grimoire'));
    expect(grimoire.length).toBeGreaterThanOrEqual(8);
    for (const card of grimoire) expect(card.type).toBe('spell');
  });

  it('Lore Other Terminology: Token — every token an effect creates is a token card', () => {
    for (const card of LORE_CARDS) {
      const refs = JSON.stringify(card).match(/"token":"(lr1-\d+)"/g) ?? [];
      for (const ref of refs) {
        const id = ref.slice(9, -1);
        expect(byId.get(id)?.token, `${card.name} -> ${id}`).toBe(true);
      }
    }
  });
});
