/** Scenario helpers for the Embers rules tests: a fresh game, and cards put where a test needs them. */
import { type CardId, type Ctx, createGame, type Game, type PlayerId, setupScenario } from '@cardloom/core';
import { embers, starterDeck } from '../src/index';

/** A new two-player game with starter decks, where seat 0 goes first (it waits in its first main step). */
export function newGame(seed: number | string = 1, ruleset = 'standard'): Game {
  return createGame(embers, { players: 2, decks: [starterDeck, starterDeck], seed, ruleset, firstPlayer: 0 });
}

/** Moves a card with definition `def` from `player`'s deck (or hand) to `zone`; returns its id. */
export function put(ctx: Ctx, player: PlayerId, def: string, zone: string): CardId {
  const card = [...ctx.cards('deck', player), ...ctx.cards('hand', player)].find(
    (c) => ctx.card(c).def === def,
  );
  if (card === undefined) throw new Error(`no ${def} left in seat ${player}'s deck or hand`);
  return ctx.move(card, zone, player);
}

/**
 * Builds a board in one call: `build` puts cards and sets counters; afterwards the turn number moves
 * on by two, so creatures put on the field have been there since before this turn (rule 6.1).
 */
export function board(game: Game, build: (ctx: Ctx) => void): void {
  setupScenario(game, (ctx) => {
    build(ctx);
    ctx.setTurnNumber(ctx.turnNumber + 2);
  });
}

/** The ids of the cards in a zone. */
export const inZone = (game: Game, zone: string, player: PlayerId): readonly CardId[] =>
  game.ctx.cards(zone, player);
