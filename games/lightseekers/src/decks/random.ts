/**
 * Random legal decks from the whole pool, for simulations and property tests: the hero's combo count
 * of different combos and its action-card count with at most 3 copies each (2.1, 2.1.1). Cards of the
 * hero's Elements (and Unaligned cards and items) are preferred so the deck can be played.
 * @module
 */
import { Random } from '@cardloom/core';
import { actionCards, comboCards, getHero } from '../cards/index.js';
import { satisfies } from '../cards/vocabulary-elements.js';
import { type DeckList, deckSizeFor, MAX_COPIES } from './validate.js';

/** A random legal deck for `heroId`, from a seed. `playableShare` of the actions fit the hero (default 0.8). */
export function randomDeck(heroId: string, seed: number | string, playableShare = 0.8): DeckList {
  const random = new Random(seed);
  const hero = getHero(heroId);
  const size = deckSizeFor(hero);
  const own = (affinities: readonly string[]) =>
    affinities.every((a) => hero.stats.some((s) => satisfies(s.element, a as never)));
  const combos = random.shuffle([...comboCards]).sort((a, b) => Number(own(b.cost)) - Number(own(a.cost)));
  const playable = actionCards.filter((c) => own(c.requires));
  const counts = new Map<string, number>();
  const actions: string[] = [];
  while (actions.length < size.actions) {
    const pool = random.float() < playableShare ? playable : actionCards;
    const card = random.pick(pool);
    const n = counts.get(card.id) ?? 0;
    if (n >= MAX_COPIES) continue;
    counts.set(card.id, n + 1);
    actions.push(card.id);
  }
  return { hero: heroId, cards: [...combos.slice(0, size.combos).map((c) => c.id), ...actions] };
}
