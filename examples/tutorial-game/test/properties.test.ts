/** Properties of Embers over many random games: play always ends, replays are exact, views hide hands. */
import { randomBot } from '@cardloom/bots';
import {
  apply,
  createGame,
  type Game,
  jsonEqual,
  legalActions,
  parseReplay,
  replay,
  restoreGame,
  saveGame,
  toReplay,
  viewFor,
} from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embers, starterDeck } from '../src/index';

/**
 * Every turn draws a card (rule 3.2) and every other action uses something up — a once-a-turn bank, a
 * card from hand, an untapped creature, embers — so a game of 20-card decks ends long before this many
 * actions; reaching it would mean a game that does not end.
 */
const ACTION_BOUND = 5_000;

function randomGame(seed: number, botSeed: number, ruleset: string, onStep?: (game: Game) => void): Game {
  const game = createGame(embers, { players: 2, decks: [starterDeck, starterDeck], seed, ruleset });
  const bots = [randomBot({ seed: botSeed }), randomBot({ seed: botSeed + 1 })];
  for (let n = 0; !game.over && n < ACTION_BOUND; n++) {
    apply(game, bots[game.toAct!].choose(game));
    onStep?.(game);
  }
  return game;
}

const seeds = fc.record({
  seed: fc.integer({ min: 0, max: 1e9 }),
  botSeed: fc.integer({ min: 0, max: 1e9 }),
  ruleset: fc.constantFrom('standard', 'blitz'),
});

describe('Embers properties (random play)', () => {
  it('random play always ends, with a winner and a reason from rule 8', () => {
    fc.assert(
      fc.property(seeds, ({ seed, botSeed, ruleset }) => {
        const game = randomGame(seed, botSeed, ruleset);
        expect(game.over).toBe(true);
        expect(game.state.status.winners).toHaveLength(1);
        expect(['health', 'deck-out']).toContain(game.state.status.reason);
      }),
      { numRuns: 60 },
    );
  });

  it('a replay through JSON reproduces the game exactly, and a save restores the same state', () => {
    fc.assert(
      fc.property(seeds, ({ seed, botSeed, ruleset }) => {
        const game = randomGame(seed, botSeed, ruleset);
        const record = parseReplay(JSON.parse(JSON.stringify(toReplay(game))), embers);
        expect(record.actions.length).toBeGreaterThan(0);
        expect(jsonEqual(replay(embers, record).state, game.state)).toBe(true);
        expect(jsonEqual(restoreGame(embers, saveGame(game)).state, game.state)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("rule 2.2: a player's view never shows the opponent's hand or reserve, only their sizes", () => {
    fc.assert(
      fc.property(seeds, ({ seed, botSeed, ruleset }) => {
        let checked = 0;
        randomGame(seed, botSeed, ruleset, (game) => {
          for (const viewer of [0, 1]) {
            const other = 1 - viewer;
            const view = viewFor(game, viewer);
            const named = new Set(
              view.zones
                .flatMap((z) => [...(z.cards ?? []), ...(z.shown ?? []), ...(z.top ? [z.top] : [])])
                .filter((c) => c.def !== undefined)
                .map((c) => c.id),
            );
            for (const zone of ['hand', 'reserve']) {
              const seen = view.zones.find((z) => z.zone === zone && z.owner === other);
              const hidden = game.ctx.cards(zone, other);
              expect(seen?.count).toBe(hidden.length);
              expect(seen?.cards).toBeUndefined();
              // No card view anywhere names a hidden card of the opponent.
              for (const card of hidden) expect(named.has(card)).toBe(false);
              checked += hidden.length;
            }
            // Your own hand, you see in full.
            const mine = view.zones.find((z) => z.zone === 'hand' && z.owner === viewer);
            expect(mine?.cards?.every((c) => c.def !== undefined)).toBe(true);
          }
        });
        expect(checked).toBeGreaterThan(0);
      }),
      { numRuns: 10 },
    );
  });

  it('every listed action is accepted, and an unlisted one is refused with the state untouched', () => {
    const game = randomGame(7, 7, 'standard', (g) => {
      if (g.over) return;
      const before = JSON.stringify(g.state);
      const player = g.toAct!;
      expect(() => apply(g, { type: 'summon', player, card: 9999 })).toThrow();
      expect(JSON.stringify(g.state)).toBe(before);
      expect(legalActions(g).length).toBeGreaterThan(0);
    });
    expect(game.over).toBe(true);
  });
});
