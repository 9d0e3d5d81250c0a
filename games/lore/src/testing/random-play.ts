/**
 * Random full games for property tests and measurements: both seats pick uniformly among legal
 * actions with a seeded generator, until the game ends or an action budget runs out.
 *
 * @module
 */
import { apply, createGame, type Game, legalActions, Random } from '@cardloom/core';
import type { Lexicon } from '../decks/lexicon.js';
import { READY_DECKS } from '../decks/ready/index.js';
import { lore } from '../engine/definition.js';
import { deckList } from '../engine/turn/setup.js';

/** The result of a random game. */
export interface RandomGame {
  readonly game: Game;
  /** True when a seat had no legal action while the game was not over. */
  readonly stuck: boolean;
  readonly actions: number;
}

/** Plays a random game with two ready decks. */
export function playRandom(
  seed: number,
  decks: readonly [Lexicon, Lexicon] = pickDecks(seed),
  ruleset = 'lore-1922',
  maxActions = 20000,
): RandomGame {
  const game = createGame(lore, { players: 2, decks: decks.map(deckList), seed, ruleset });
  const random = new Random(seed ^ 0x5bd1e995);
  let actions = 0;
  while (!game.over && actions < maxActions) {
    const legal = legalActions(game);
    if (legal.length === 0) return { game, stuck: true, actions };
    apply(game, legal[random.int(legal.length)]);
    actions++;
  }
  return { game, stuck: false, actions };
}

/** Two ready decks chosen by the seed. */
export function pickDecks(seed: number): [Lexicon, Lexicon] {
  const all = Object.values(READY_DECKS);
  return [all[seed % all.length], all[Math.floor(seed / all.length) % all.length]];
}
