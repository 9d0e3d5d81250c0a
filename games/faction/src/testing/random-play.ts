/**
 * Random play for tests and benchmarks: seeded, so every run is reproducible.
 * @module
 */
import { apply, createGame, type Game, legalActions, Random } from '@cardloom/core';
import type { FactionDeck } from '../decks/deck';
import { READY_DECKS } from '../decks/ready/index';
import { faction, toKernelDeck } from '../engine/definition';

/** What one random game did. */
export interface RandomGame {
  readonly game: Game;
  readonly actions: number;
  /** Set when some state offered no legal action before the game ended. */
  readonly stuck: boolean;
}

/** The decks for `players` seats, rotating through the ready decks from `offset`. */
export function seatDecks(
  players: number,
  offset = 0,
  decks: readonly FactionDeck[] = READY_DECKS,
): string[][] {
  return Array.from({ length: players }, (_, i) => toKernelDeck(decks[(offset + i) % decks.length]));
}

/** Plays one game with uniformly random legal actions, up to `maxActions`. */
export function playRandom(
  seed: number,
  players: number,
  ruleset = 'standard',
  maxActions = 100_000,
): RandomGame {
  const game = createGame(faction, { players, decks: seatDecks(players, seed), seed, ruleset });
  const random = new Random(seed ^ 0x5eed);
  let actions = 0;
  while (!game.over && actions < maxActions) {
    const legal = legalActions(game);
    if (legal.length === 0) return { game, actions, stuck: true };
    apply(game, legal[random.int(legal.length)]);
    actions++;
  }
  return { game, actions, stuck: false };
}

/**
 * Plays up to `steps` uniformly random legal actions of a fresh game (seeded by `seed`), calling
 * `each(game, step)` after every one: for properties that must hold in every reachable state.
 */
export function walkRandom(
  seed: number,
  players: number,
  steps: number,
  each: (game: Game, step: number) => void,
): Game {
  const game = createGame(faction, { players, decks: seatDecks(players, seed), seed });
  const random = new Random(seed);
  for (let step = 0; step < steps && !game.over; step++) {
    const legal = legalActions(game);
    apply(game, legal[random.int(legal.length)]);
    each(game, step);
  }
  return game;
}
