/**
 * Helpers to play Lorcana games in tests and scripts: starter-deck games and seeded random play.
 *
 * @module
 */
import {
  type Action,
  apply,
  createGame,
  type Game,
  type GameDefinition,
  legalActions,
  Random,
} from '@cardloom/core';
import { drive } from '@cardloom/core/testing';
import { expandDecklist } from '../decks/decklist.js';
import { starterDecks } from '../decks/starter-decks.js';
import { lorcana } from '../definition.js';

/** The starter deck names, in a fixed order. */
export const STARTER_NAMES = Object.keys(starterDecks);

/** Card definition ids of a starter deck, 60 entries. */
export function starterIds(name: string): string[] {
  return expandDecklist(starterDecks[name]).map((c) => c.id);
}

/** A game with starter decks: player `i` gets starter deck `(i + offset) mod 3`. */
export function starterGame(
  seed: number,
  players = 2,
  ruleset?: string,
  offset = 0,
  def: GameDefinition = lorcana,
  teams?: readonly number[],
): Game {
  const decks = Array.from({ length: players }, (_, i) =>
    starterIds(STARTER_NAMES[(i + offset) % STARTER_NAMES.length]),
  );
  return createGame(def, {
    players,
    decks,
    seed,
    ...(ruleset ? { ruleset } : {}),
    ...(teams ? { teams } : {}),
  });
}

/** Plays uniformly random legal actions until the game ends or `limit` actions. Returns the count. */
export function playRandomly(
  game: Game,
  seed: number,
  limit = 20000,
  each?: (legal: readonly Action[]) => void,
): number {
  // Core's driver plays the same sequence (a seeded pick among the legal actions); it has no hook
  // seeing each step's legal actions.
  if (each === undefined) return drive(game).playRandom(seed, limit);
  const random = new Random(seed);
  let n = 0;
  while (!game.over && n < limit) {
    const legal = legalActions(game);
    each?.(legal);
    if (legal.length === 0) throw new Error(`no legal action at turn ${game.state.turn.number}`);
    apply(game, legal[random.int(legal.length)]);
    n++;
  }
  return n;
}
