/**
 * Issue 13 item 3 (the rest): instance ids handed out in deck-list order let anyone who sees an id on a
 * hidden card read `decks[owner][id - offset]`. Ids are now a seeded permutation per player.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions } from '../engine/engine';
import { replay, toReplay } from '../io/replay';
import { SetupError } from '../state/errors';
import { Random } from '../state/rng';
import { skirmish, skirmishCards } from '../testing/mini';

const def = skirmish('bag');
/** A deck whose every card is different, so the id → card mapping is visible. */
const distinct = () => skirmishCards.map((c) => c.id);

function idToCard(seed: number, cardIds?: 'shuffled' | 'deck-order') {
  const g = createGame(def, {
    players: 2,
    decks: [distinct(), distinct()],
    seed,
    ...(cardIds ? { cardIds } : {}),
  });
  return g.state.cards.map((c) => c.def);
}

describe('card ids do not follow the deck lists (issue 13 item 3)', () => {
  it('by default, the id of a card is not its position in its deck list', () => {
    const list = distinct();
    // Over a few seeds, at least one id names a different card than the deck list's position would.
    const differing = [1, 2, 3, 4, 5].filter((seed) =>
      idToCard(seed)
        .slice(0, list.length)
        .some((def, i) => def !== list[i]),
    );
    expect(differing.length).toBeGreaterThan(0);
  });

  it('the mapping differs between seeds and is the same for the same seed (determinism)', () => {
    expect(idToCard(1)).toEqual(idToCard(1));
    expect(idToCard(1)).not.toEqual(idToCard(2));
  });

  it('each player keeps their own block of ids, holding exactly their deck list', () => {
    const g = createGame(def, { players: 2, decks: [distinct(), distinct()], seed: 9 });
    const n = distinct().length;
    for (const c of g.state.cards) expect(c.owner).toBe(c.id < n ? 0 : 1);
    expect(
      g.state.cards
        .slice(0, n)
        .map((c) => c.def)
        .sort(),
    ).toEqual(distinct().sort());
  });

  it('only the labels change: the same seed deals the same cards in the same order under both orders', () => {
    const order = (cardIds: 'shuffled' | 'deck-order') => {
      const g = createGame(def, { players: 2, decks: [distinct(), distinct()], seed: 4, cardIds });
      return g.state.zones.map((zone) => zone.map((id) => g.state.cards[id].def));
    };
    expect(order('shuffled')).toEqual(order('deck-order'));
  });

  it('replays record the id order and reproduce the game; a recording without it replays in deck order', () => {
    const g = createGame(def, { players: 2, decks: [distinct(), distinct()], seed: 6 });
    const random = new Random(3);
    for (let i = 0; i < 60 && !g.over; i++) apply(g, random.pick(legalActions(g)));
    const r = toReplay(g);
    expect(r.cardIds).toBe('shuffled');
    expect(JSON.stringify(replay(def, r).state)).toBe(JSON.stringify(g.state));
    const old = createGame(def, {
      players: 2,
      decks: [distinct(), distinct()],
      seed: 6,
      cardIds: 'deck-order',
    });
    for (let i = 0; i < 60 && !old.over; i++) apply(old, random.pick(legalActions(old)));
    const { cardIds: _dropped, integrity: _i, ...legacy } = { ...toReplay(old), version: 1 };
    expect(JSON.stringify(replay(def, legacy).state)).toBe(JSON.stringify(old.state));
  });

  it('an unknown id order is refused with a SetupError naming the field', () => {
    expect(() =>
      createGame(def, {
        players: 2,
        decks: [distinct(), distinct()],
        seed: 1,
        cardIds: 'sorted' as never,
      }),
    ).toThrow(SetupError);
    expect(() =>
      createGame(def, { players: 2, decks: [distinct(), distinct()], seed: 1, cardIds: 'sorted' as never }),
    ).toThrow(/"cardIds" must be "shuffled" or "deck-order"/);
  });
});
