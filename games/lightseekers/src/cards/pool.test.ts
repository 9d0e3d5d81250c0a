import { describe, expect, it } from 'vitest';
import { describeCard } from '../engine/language/card-text.js';
import { actionCards, allCards, comboCards, findCard, getCard, getHero, heroes } from './index.js';
import { KEYWORDS, keywordsOf } from './keywords.js';
import { ELEMENTS, ORDERS, orderOf } from './vocabulary-elements.js';

describe('the card pool', () => {
  it('has unique ids and lookups by id', () => {
    const ids = allCards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getCard('ember-lash').name).toBe('Ember Lash');
    expect(findCard('no-such-card')).toBeUndefined();
    expect(() => getCard('no-such-card')).toThrow(RangeError);
    expect(() => getHero('ember-lash')).toThrow(RangeError);
  });

  it('Lightseekers 2.4.1: at least one hero per Order, health at most 35 (2.1), three Elements', () => {
    const orders = new Set(heroes.flatMap((hero) => hero.stats.map((s) => orderOf(s.element))));
    expect([...orders].sort()).toEqual([...ORDERS].sort());
    for (const hero of heroes) {
      expect(hero.health).toBeLessThanOrEqual(35);
      expect(new Set(hero.stats.map((s) => s.element)).size).toBe(3);
    }
    expect(heroes.some((hero) => hero.trait.ability)).toBe(true);
    expect(heroes.some((hero) => hero.deck)).toBe(true);
  });

  it('has at least 90 action cards across all four categories, and at least 15 combos', () => {
    expect(actionCards.length).toBeGreaterThanOrEqual(90);
    expect(comboCards.length).toBeGreaterThanOrEqual(15);
    for (const category of ['attack', 'defend', 'buff', 'item'] as const) {
      expect(actionCards.filter((card) => card.category === category).length).toBeGreaterThan(5);
    }
  });

  it('Lightseekers 2.3: every Element has cards requiring it, and Unaligned cards exist', () => {
    for (const element of ELEMENTS) {
      const requiring = actionCards.filter((card) => (card.requires as readonly string[]).includes(element));
      expect(requiring.length, element).toBeGreaterThan(0);
    }
    expect(actionCards.some((card) => card.category !== 'item' && card.requires.length === 0)).toBe(true);
    expect(comboCards.some((card) => card.cost.some((a) => (ORDERS as readonly string[]).includes(a)))).toBe(
      true,
    );
  });

  it('Lightseekers 2.5.3: rotating (orb), clunky and permanent buffs, crossed corners', () => {
    const buffs = actionCards.filter((card) => card.category === 'buff');
    expect(buffs.some((b) => !b.corners)).toBe(true);
    expect(buffs.some((b) => b.corners?.[0]?.symbol === 'orb')).toBe(true);
    expect(buffs.some((b) => b.corners?.[0]?.symbol === 'clunky')).toBe(true);
    expect(buffs.some((b) => b.corners?.some((c) => c?.crossed))).toBe(true);
    expect(buffs.some((b) => b.corners?.some((c) => c?.effects))).toBe(true);
    for (const b of buffs) if (b.corners) expect(b.corners[0], b.id).not.toBeNull();
  });

  it('Lightseekers 2.5.4: items of 1 and 2 points, basic and superior, none requiring an Element', () => {
    const items = actionCards.filter((card) => card.category === 'item');
    expect(new Set(items.map((i) => i.points))).toEqual(new Set([1, 2]));
    expect(new Set(items.flatMap((i) => (i.grants ? [i.grants.grade] : [])))).toEqual(
      new Set(['basic', 'superior']),
    );
    for (const item of items) expect(item.requires).toEqual([]);
  });

  it('Lightseekers 6: the pool exercises every keyword and term', () => {
    const used = new Set(allCards.flatMap((card) => [...keywordsOf(card)]));
    expect(KEYWORDS.filter((k) => !used.has(k))).toEqual([]);
  });

  it('generates readable text for every card from its encoding', () => {
    for (const card of allCards) {
      const text = describeCard(card);
      expect(text.startsWith(card.name), card.id).toBe(true);
      expect(text).not.toMatch(/undefined|\[object/);
    }
  });
});
