import { walkSteps } from '@cardloom/core/cards';
import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../vocabulary';
import type { Effect } from '../vocabulary-effects';
import { CARD_POOL, DECK_CARDS, findCard, getCard, TOKEN_CARDS } from './index';

function effectsOf(card: (typeof CARD_POOL)[number]): Effect[] {
  const out: Effect[] = [];
  const walk = (effects: readonly Effect[]) => walkSteps(effects, (e) => out.push(e));
  for (const a of card.abilities) if (a.kind !== 'static') walk(a.effects);
  if (card.support) walk(card.support.effects);
  if (card.type === 'item' && card.direct) walk(card.direct);
  return out;
}

describe('Faction: card pool (F1, F2)', () => {
  it('has at least 60 deck cards across at least three factions', () => {
    expect(DECK_CARDS.length).toBeGreaterThanOrEqual(60);
    const factions = new Set(DECK_CARDS.map((c) => c.faction).filter((f) => f !== null));
    expect(factions.size).toBeGreaterThanOrEqual(3);
  });

  it('Faction: F1 every faction has characters, locations and items; tokens exist', () => {
    for (const faction of FACTIONS) {
      const types = new Set(DECK_CARDS.filter((c) => c.faction === faction).map((c) => c.type));
      expect([...types].sort(), faction).toEqual(['character', 'item', 'location']);
    }
    expect(TOKEN_CARDS.length).toBeGreaterThan(0);
    expect(TOKEN_CARDS.every((c) => c.token)).toBe(true);
    expect(DECK_CARDS.some((c) => c.token)).toBe(false);
  });

  it('Faction: F2 covers support fees, item slots, victory fields and response abilities', () => {
    expect(DECK_CARDS.filter((c) => c.support).length).toBeGreaterThanOrEqual(3);
    expect(DECK_CARDS.filter((c) => c.itemSlots > 0 && c.type === 'location').length).toBeGreaterThan(0);
    expect(
      DECK_CARDS.filter((c) => c.victoryField > 0 && c.type === 'character' && !c.leader).length,
    ).toBeGreaterThan(0);
    const responses = DECK_CARDS.filter(
      (c) =>
        (c.type === 'item' && c.reaction) ||
        c.abilities.some((a) => a.kind === 'activated' && a.timing === 'response'),
    );
    expect(responses.length).toBeGreaterThanOrEqual(5);
    expect(DECK_CARDS.some((c) => effectsOf(c).some((e) => e.do === 'counter'))).toBe(true);
  });

  it('ids are unique slugs of the names, numbers are unique', () => {
    const ids = CARD_POOL.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CARD_POOL.map((c) => c.number)).size).toBe(CARD_POOL.length);
    for (const c of CARD_POOL) {
      expect(c.id).toBe(
        c.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
      );
    }
  });

  it('Faction: D8 every faction card in a deck costs at least 1; tokens cost 0', () => {
    for (const c of DECK_CARDS) if (c.faction !== null) expect(c.cost, c.id).toBeGreaterThanOrEqual(1);
    for (const c of TOKEN_CARDS) expect(c.cost).toBe(0);
  });

  it('Faction: D2 leaders are unique characters with a victory token field', () => {
    const leaders = DECK_CARDS.filter((c) => c.type === 'character' && c.leader);
    expect(leaders.length).toBeGreaterThanOrEqual(FACTIONS.length);
    for (const l of leaders) {
      expect(l.unique).toBe(true);
      expect(l.victoryField).toBeGreaterThan(0);
    }
  });

  it('every created token is a token card of the pool; every item can be played or attached', () => {
    for (const c of CARD_POOL) {
      for (const e of effectsOf(c)) if (e.do === 'createToken') expect(getCard(e.token).token).toBe(true);
      if (c.type === 'item') expect(c.direct !== undefined || c.attachTo !== 'none').toBe(true);
    }
  });

  it('getCard throws a RangeError for an unknown id; findCard returns undefined', () => {
    expect(() => getCard('no-such-card')).toThrow(RangeError);
    expect(findCard('no-such-card')).toBeUndefined();
    expect(findCard('sapling')?.name).toBe('Sapling');
  });
});
