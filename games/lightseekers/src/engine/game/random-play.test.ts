/**
 * Property tests of random full games, 2–6 players: they end, never throw, never get stuck, and
 * replay exactly.
 */
import { createGame, legalActions, replay, toReplay, viewFor } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heroes } from '../../cards/index.js';
import { randomDeck } from '../../decks/random.js';
import { kernelDeck } from '../../decks/validate.js';
import { playOut, randomGame } from '../../testing/scenario.js';
import { Z } from '../table/catalog.js';
import { discardedLastTurn } from '../table/discard-memory.js';
import { standings, victoryPoints } from '../table/removal.js';
import { lightseekers } from './definition.js';

const arbGame = fc.record({
  players: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  decks: fc.integer({ min: 0, max: 6 }),
  ruleset: fc.constantFrom('standard', 'flat-hands'),
});

/** Zones whose cards are face up for all to see (3.4). */
const PUBLIC = new Set<string>([Z.buffs, Z.items, Z.hero]);

describe('random full games (Lightseekers 5)', () => {
  it('end with a VP result, never throw and always offer a legal action', () => {
    fc.assert(
      fc.property(arbGame, ({ players, seed, decks, ruleset }) => {
        const game = randomGame(players, seed, decks, ruleset);
        playOut(game, seed, (_g, legal) => expect(legal.length).toBeGreaterThan(0));
        expect(game.state.status.over).toBe(true);
        // The game ends when at most one player is left (5), however the last one fell.
        expect(['health', 'empty-deck']).toContain(game.state.status.reason);
        expect(game.state.players.filter((p) => !p.out).length).toBeLessThanOrEqual(1);
        const table = standings(game);
        const winners = table.filter((row) => row.rank === 1).map((row) => row.player);
        expect([...game.state.status.winners].sort()).toEqual(winners.sort());
        expect(legalActions(game)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('with random legal decks drawn from the whole pool, games still end, won by the VP leaders', () => {
    fc.assert(
      fc.property(arbGame, ({ players, seed }) => {
        const decks = Array.from({ length: players }, (_, i) =>
          kernelDeck(randomDeck(heroes[(seed + i) % heroes.length].id, seed * 7 + i)),
        );
        const game = createGame(lightseekers, { players, decks, seed });
        playOut(game, seed);
        expect(['health', 'empty-deck']).toContain(game.state.status.reason);
        const best = Math.max(...victoryPoints(game));
        expect(game.state.status.winners).toEqual(
          victoryPoints(game).flatMap((vp, p) => (vp === best ? [p] : [])),
        );
      }),
      { numRuns: 25 },
    );
  });

  it("views hide hidden cards: other hands, every deck, others' stored cards and discard piles below the top, others' decisions (3.4, 3.4.4, 6.1.4)", () => {
    fc.assert(
      fc.property(arbGame, ({ players, seed, decks, ruleset }) => {
        const game = randomGame(players, seed, decks, ruleset);
        let checked = 0;
        playOut(game, seed, (g) => {
          for (let viewer = 0; viewer < players; viewer++) {
            const view = viewFor(g, viewer);
            for (const zone of view.zones) {
              const mine = zone.owner === viewer;
              if (zone.zone === Z.deck || (zone.zone === Z.hand && !mine)) expect(zone.cards).toBeUndefined();
              if (zone.zone === Z.stored && !mine)
                expect(zone.cards?.filter((c) => c.def !== undefined)).toEqual([]);
              // Public zones show every card (3.4: face up for all to see).
              if (PUBLIC.has(zone.zone)) expect(zone.cards?.every((c) => c.def !== undefined)).toBe(true);
              // 3.4.4: the owner looks through their pile; others see its top card and the cards
              // discarded during a player's last turn, nothing further back.
              if (zone.zone === Z.discard) {
                const pile = g.state.zones[g.ctx.slot(Z.discard, zone.owner)];
                if (mine) expect(zone.cards?.every((c) => c.def !== undefined)).toBe(true);
                else {
                  expect(zone.cards).toBeUndefined();
                  expect(zone.count).toBe(pile.length);
                  expect(zone.top?.id).toBe(pile[0]);
                  const reminded = new Set(
                    g.state.players
                      .flatMap((p) => discardedLastTurn(g, p.id))
                      .filter((c) => pile.includes(c)),
                  );
                  expect(new Set(zone.shown?.map((c) => c.id) ?? [])).toEqual(reminded);
                  const known = [zone.top, ...(zone.shown ?? [])].filter((c) => c !== undefined);
                  expect(known.every((c) => c.id !== undefined && c.def === g.state.cards[c.id].def)).toBe(
                    true,
                  );
                }
              }
            }
            const asker = g.state.decision?.request.player;
            if (asker !== undefined && asker !== viewer) expect(view.decision).toEqual({ player: asker });
            checked++;
          }
        });
        expect(checked).toBeGreaterThan(0);
      }),
      { numRuns: 6 },
    );
  });

  it('replay exactly from seed and action log', () => {
    fc.assert(
      fc.property(arbGame, ({ players, seed, decks, ruleset }) => {
        const game = randomGame(players, seed, decks, ruleset);
        playOut(game, seed + 1);
        const again = replay(game.definition, JSON.parse(JSON.stringify(toReplay(game))));
        expect(again.state).toEqual(game.state);
      }),
      { numRuns: 10 },
    );
  });
});
