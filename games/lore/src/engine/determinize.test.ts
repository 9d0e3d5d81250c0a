/**
 * Sampled worlds for search (the kernel's `determinize` with Lore's grouping): unseen cards change
 * identity only within their owner's section — lexicon and hand, grimoire or tome, the facedown void
 * card — and the section markers set aside in the box never move (Lore Grimoire, README A9).
 */
import { apply, canSee, determinize, type Game, legalActions, Random } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandom } from '../testing/random-play.js';
import { Z } from './state/keys.js';

/** A game some way in: random play for `actions` actions from `seed`. */
function midGame(seed: number, actions = 40): Game {
  return playRandom(seed, undefined, 'lore-1922', actions).game;
}

/** The section an unseen card belongs to, as the rules set it (independent of the definition). */
function section(game: Game, card: number): string {
  const zone = game.ctx.zoneOf(card);
  const owner = game.state.cards[card].owner;
  if (zone === Z.lexicon || zone === Z.hand) return `${owner}:main`;
  if (zone === Z.grimoire || zone === Z.tome) return `${owner}:grimoire`;
  return `${owner}:${zone}`;
}

/** The unseen cards' identities per section, sorted. */
function unseenBySection(world: Game, real: Game, viewer: number): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of real.state.cards) {
    if (canSee(real, viewer, c.id)) continue;
    const key = section(real, c.id);
    out.set(key, [...(out.get(key) ?? []), world.state.cards[c.id].def].sort());
  }
  return out;
}

describe('sampled worlds (determinize) keep Lore’s sections apart', () => {
  it('Lore Grimoire / A9: box markers stay in the box and no marker reaches a hand or lexicon', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const game = midGame(seed);
      const box = game.ctx.allCards(Z.box);
      expect(box.length).toBeGreaterThan(0);
      for (let s = 0; s < 20; s++) {
        const world = determinize(game, 0, new Random(s));
        for (const c of box) expect(world.state.cards[c].def).toBe(game.state.cards[c].def);
        for (const zone of [Z.hand, Z.lexicon])
          for (const c of world.ctx.allCards(zone))
            expect(world.state.cards[c].def.startsWith('lore/section-')).toBe(false);
      }
    }
  });

  it('unseen identities are only exchanged within their owner’s section; seen cards keep theirs', () => {
    const game = midGame(7);
    const world = determinize(game, 1, new Random(3));
    expect(unseenBySection(world, game, 1)).toEqual(unseenBySection(game, game, 1));
    for (const c of game.state.cards)
      if (canSee(game, 1, c.id)) expect(world.state.cards[c.id].def).toBe(c.def);
  });

  it('a sampled world is playable: it offers a legal action and random play on from it does not throw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 10, max: 80 }), (seed, at) => {
        const game = midGame(seed, at);
        if (game.over) return;
        const viewer = game.toAct ?? 0;
        const world = determinize(game, viewer, new Random(seed + 1));
        const random = new Random(seed + 2);
        for (let i = 0; i < 30 && !world.over; i++) {
          const legal = legalActions(world);
          expect(legal.length).toBeGreaterThan(0);
          apply(world, legal[random.int(legal.length)]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
