/** Skirmish (the kernel's test game) set up for bot tests, with a simple evaluation. */
import {
  apply,
  canSee,
  clone,
  createGame,
  type Game,
  legalActions,
  type PlayerId,
  Random,
} from '@cardloom/core';
import { skirmish, skirmishDeck } from '@cardloom/core/testing';
import type { Bot, Evaluate } from './bot';

/** The bag-policy Skirmish definition. */
export const definition = skirmish('bag');

/** Life lead plus board power: what a Skirmish player wants more of. */
export const evaluate: Evaluate = (game, player) => {
  const st = game.state;
  let score = 0;
  for (const p of st.players) {
    const sign = p.id === player ? 1 : -1;
    score += sign * 3 * (p.counters.life ?? 0);
  }
  for (const card of st.cards) {
    const zone = game.definition.zones[Math.floor(card.zone / (st.players.length + 1))].name;
    if (zone === 'play') score += (card.controller === player ? 1 : -1) * 2;
    if (zone === 'hand' && card.owner === player) score += 0.5;
  }
  return score;
};

/** A new two-player game. */
export function newGame(seed: number): Game {
  return createGame(definition, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed });
}

/** A game advanced by `steps` random actions. */
export function midGame(seed: number, steps: number): Game {
  const game = newGame(seed);
  const random = new Random(seed);
  for (let i = 0; i < steps && !game.over; i++) apply(game, random.pick(legalActions(game)));
  return game;
}

/** Plays a game to the end with one bot per seat; returns the winners. */
export function playOut(game: Game, bots: readonly Bot[]): readonly PlayerId[] {
  for (let n = 0; !game.over; n++) {
    if (n > 5000) throw new Error('game did not end');
    apply(game, bots[game.toAct as number].choose(game));
  }
  return game.state.status.winners;
}

/**
 * A copy of `game` in which two cards `viewer` cannot see, owned by the same player and with different
 * identities, have swapped identities: the same game from `viewer`'s side, a different one in truth.
 */
export function swapHidden(game: Game, viewer: PlayerId): Game {
  const copy = clone(game);
  const hidden = copy.state.cards.filter((c) => c.owner !== viewer && !canSee(game, viewer, c.id));
  const a = hidden[0];
  const b = hidden.find((c) => c.def !== a.def);
  if (!b) throw new Error('no two different hidden cards');
  [a.def, b.def] = [b.def, a.def];
  return copy;
}
