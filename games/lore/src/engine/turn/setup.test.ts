import { apply, createGame, type Game, viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { drownedChoir, redHunger, starLibrary } from '../../decks/ready/index.js';
import { lore } from '../definition.js';
import { C, V, Z } from '../state/keys.js';
import { deckList } from './setup.js';

const newGame = (seed: number) =>
  createGame(lore, { players: 2, decks: [deckList(drownedChoir), deckList(starLibrary)], seed });

/** Answers "no" to every mulligan question. */
function keepAll(game: Game): void {
  while (game.state.decision)
    apply(game, { type: 'answer', player: game.state.decision.request.player, choice: ['keep'] });
}

describe('Lore 1 Starting the game', () => {
  it('Lore 1.1: cards in the void are flipped face up (and anyone may see them)', () => {
    const game = newGame(3);
    const [god] = game.ctx.cards(Z.void, 0);
    expect(game.ctx.card(god).def).toBe('lr1-011');
    expect(game.ctx.card(god).faceDown).toBe(false);
    const seen = viewFor(game, 1).zones.find((z) => z.zone === Z.void && z.owner === 0);
    expect(seen?.cards?.[0]?.def).toBe('lr1-011');
  });

  it('Lore 1.2: each player rolls 2d6 and the highest total goes first', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const game = newGame(seed);
      const rounds = game.ctx.getVar(V.rolls) as number[][][];
      const last = rounds[rounds.length - 1].map(([a, b]) => a + b);
      expect(game.state.turn.first).toBe(last[0] > last[1] ? 0 : 1);
    }
  });

  it('Lore 1.2: tied totals are rolled again (README A1)', () => {
    let tied = 0;
    for (let seed = 1; seed <= 80 && tied === 0; seed++) {
      const rounds = newGame(seed).ctx.getVar(V.rolls) as number[][][];
      if (rounds.length > 1) {
        tied = seed;
        const first = rounds[0].map(([a, b]) => a + b);
        expect(first[0]).toBe(first[1]);
      }
    }
    expect(tied).toBeGreaterThan(0);
  });

  it('Lore 1.2: a game created with a first player (kernel firstPlayer) skips the roll-off', () => {
    for (const firstPlayer of [0, 1]) {
      const game = createGame(lore, {
        players: 2,
        decks: [deckList(drownedChoir), deckList(starLibrary)],
        seed: 4,
        firstPlayer,
      });
      expect(game.state.turn.first).toBe(firstPlayer);
      expect(game.ctx.getVar(V.rolls)).toBeUndefined();
      expect(game.state.decision?.request.player).toBe(firstPlayer); // and decides on a mulligan first
    }
  });

  it('Lore 1.3: each player draws 7; the player going first decides on a mulligan first', () => {
    const game = newGame(5);
    expect(game.ctx.count(Z.hand, 0)).toBe(7);
    expect(game.ctx.count(Z.hand, 1)).toBe(7);
    expect(game.state.decision?.request.player).toBe(game.state.turn.first);
    expect(game.state.decision?.request.rule).toBe('Lore 1.3a');
    keepAll(game);
    expect(game.ctx.count(Z.hand, game.state.turn.first)).toBe(7);
  });

  it('Lore 1.3a: mulligans repeat; the first is free, each later one puts a card back', () => {
    const game = newGame(5);
    const first = game.state.turn.first;
    const lexicon = game.ctx.count(Z.lexicon, first);
    apply(game, { type: 'answer', player: first, choice: ['mulligan'] });
    apply(game, { type: 'answer', player: first, choice: ['mulligan'] });
    apply(game, { type: 'answer', player: first, choice: ['keep'] });
    const request = game.state.decision!.request;
    expect(request.prompt).toBe('Put 1 card(s) back into your lexicon');
    apply(game, { type: 'answer', player: first, choice: [request.options[0]] });
    expect(game.ctx.count(Z.hand, first)).toBe(6);
    expect(game.ctx.count(Z.lexicon, first)).toBe(lexicon + 1);
  });

  it('Lore 1.3a: "any number of times" — until one more mulligan would leave no card to keep (README A2)', () => {
    const game = newGame(5);
    const first = game.state.turn.first;
    for (let n = 0; n < 7; n++) apply(game, { type: 'answer', player: first, choice: ['mulligan'] });
    // After seven mulligans, keeping puts six back; an eighth would put all seven back, so none is offered.
    const request = game.state.decision!.request;
    expect(request.player).toBe(first);
    expect(request.prompt).toBe('Put 6 card(s) back into your lexicon');
  });

  it('Lore The Basics: each player starts with 50 sanity; the grimoire can begin in the void as a tome', () => {
    const game = createGame(lore, {
      players: 2,
      decks: [deckList(starLibrary), deckList(redHunger)],
      seed: 9,
    });
    expect(game.ctx.playerCounter(0, C.sanity)).toBe(50);
    expect(game.ctx.playerCounter(1, C.sanity)).toBe(50);
    expect(game.ctx.getVar(V.tome(0))).toBe(true);
    expect(game.ctx.count(Z.tome, 0)).toBe(15);
    expect(game.ctx.count(Z.void, 1)).toBe(1);
    expect(game.ctx.count(Z.lexicon, 0) + game.ctx.count(Z.hand, 0)).toBe(62);
  });
});
