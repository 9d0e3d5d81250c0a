import type { Game } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkRandom } from '../testing/random-play';
import { allInPlay, charactersOf, defenseOf, fieldOf, inPlay } from './board';
import { C, CHARACTER_SLOTS, P, RESOURCE_KINDS, Z } from './keys';

/** Every state reachable by play must keep these (F5, F6.6, F7.5, D13). */
function checkInvariants(game: Game): void {
  const ctx = game.ctx;
  for (const card of allInPlay(ctx)) {
    const c = ctx.card(card);
    if (ctx.isType(card, 'character')) {
      expect(ctx.counter(card, C.damage) < defenseOf(ctx, card) || ctx.counter(card, C.damage) === 0).toBe(
        true,
      );
    } else if (ctx.isType(card, 'item')) {
      expect(inPlay(ctx, c.attachedTo)).toBe(true);
      expect(ctx.card(c.attachedTo).zone).toBe(c.zone);
    }
    expect(ctx.counter(card, C.victory)).toBeLessThanOrEqual(fieldOf(ctx, card));
    expect(c.controller).toBe(c.owner);
  }
  for (let p = 0; p < ctx.playerCount; p++) {
    if (ctx.player(p).out) continue;
    expect(charactersOf(ctx, p).length).toBeLessThanOrEqual(CHARACTER_SLOTS + 1);
    expect(ctx.cards(Z.location, p).filter((c) => ctx.isType(c, 'location')).length).toBeLessThanOrEqual(1);
    for (const kind of RESOURCE_KINDS) {
      expect(ctx.playerCounter(p, P.pool(kind))).toBeGreaterThanOrEqual(0);
      const spent = ctx.playerCounter(p, P.spent(kind));
      expect(spent >= 0 && spent <= ctx.playerCounter(p, P.tokens(kind))).toBe(true);
    }
    expect(ctx.playerCounter(p, P.command)).toBeGreaterThanOrEqual(0);
  }
  for (const card of game.state.cards) {
    if (card.token) expect([Z.main, Z.characters, Z.location, Z.void]).toContain(ctx.zoneNameOf(card.zone));
  }
}

describe('Faction: invariants hold after every action of random games', () => {
  it('slots, attachments, damage, victory fields and resources stay legal (F5, F6.6, F7.5, D13)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 2, max: 4 }), (seed, players) => {
        walkRandom(seed, players, 400, checkInvariants);
      }),
      { numRuns: 8 },
    );
  });
});
