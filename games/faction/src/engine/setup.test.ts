import { createGame, replay, SetupError, toReplay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { READY_DECKS } from '../decks/ready/index';
import { seatDecks } from '../testing/random-play';
import { faction, HOME_TOKENS, OPENING_HAND, toKernelDeck } from './definition';
import { P, Z } from './keys';

describe('Faction: setup (D1–D5)', () => {
  it('Faction: D1 games take 2 to 4 players', () => {
    for (const players of [2, 3, 4])
      expect(createGame(faction, { players, decks: seatDecks(players), seed: 1 }).over).toBe(false);
    expect(() => createGame(faction, { players: 5, decks: seatDecks(5), seed: 1 })).toThrow(SetupError);
  });

  it('Faction: D2 the main character starts in the main character slot (F5.1)', () => {
    const game = createGame(faction, { players: 2, decks: seatDecks(2), seed: 3 });
    for (let p = 0; p < 2; p++) {
      const main = game.ctx.cards(Z.main, p);
      expect(main.map((c) => game.state.cards[c].def)).toEqual([READY_DECKS[p].main]);
    }
  });

  it('Faction: D2 a deck list that does not start with a leader is refused', () => {
    const bad = toKernelDeck(READY_DECKS[0]).slice(1);
    expect(() => createGame(faction, { players: 2, decks: [bad, bad], seed: 1 })).toThrow(/leader/);
  });

  it('Faction: D3 D5 each player opens with 5 cards and 2 home tokens of the main character faction', () => {
    const game = createGame(faction, { players: 3, decks: seatDecks(3), seed: 9 });
    for (let p = 0; p < 3; p++) {
      expect(game.ctx.count(Z.hand, p)).toBe(OPENING_HAND);
      expect(game.ctx.count(Z.deck, p)).toBe(30 - OPENING_HAND);
      const faction = game.ctx.cardDef(game.ctx.cards(Z.main, p)[0]).traits?.[0];
      expect(game.ctx.playerCounter(p, P.tokens(faction as 'tide'))).toBe(HOME_TOKENS);
    }
  });

  it('Faction: D1 the first player is drawn from the seed, and only they got their Morning refill', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 12; seed++) {
      const game = createGame(faction, { players: 3, decks: seatDecks(3), seed });
      const first = game.state.turn.active;
      firsts.add(first);
      expect(game.ctx.playerCounter(first, P.command)).toBe(2);
      for (const p of [0, 1, 2]) if (p !== first) expect(game.ctx.playerCounter(p, P.command)).toBe(0);
      expect(createGame(faction, { players: 3, decks: seatDecks(3), seed }).state.turn.active).toBe(first);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('Faction: D1 a first player fixed by createGame is respected, and replays keep it', () => {
    for (const firstPlayer of [0, 1, 2]) {
      const game = createGame(faction, { players: 3, decks: seatDecks(3), seed: 5, firstPlayer });
      expect(game.state.turn.active).toBe(firstPlayer);
      expect(game.state.turn.first).toBe(firstPlayer);
      expect(game.ctx.playerCounter(firstPlayer, P.command)).toBe(2);
      expect(replay(faction, toReplay(game)).state).toEqual(game.state);
    }
  });
});
