/**
 * Trust-boundary checks every game's property tests run during random play (issue 13): hidden
 * identities stay hidden in views and events, listed actions cannot be edited, and an action changed by
 * a caller is refused by value with the state byte-identical, and a save made at any point restores to
 * the very same state.
 * @module
 */

import { apply, createGame, type Game, legalActions } from '../engine/engine';
import { canSee, viewFor } from '../io/view';
import { restoreGame, saveGame } from '../io/replay';
import { eventsFor } from '../io/view-events';
import type { GameModule } from '../module/types';
import type { Action } from '../rules/definition';
import { CardloomError } from '../state/errors';
import { CARD_FIELDS, type GameEvent } from '../state/events';
import { jsonEqual } from '../state/json';
import { Random } from '../state/rng';
import { viewHidesIdentities } from './hidden';

/** A copy of `action` with one field changed to another plausible value (a card, a seat, a number, a type). */
export function mutateAction(game: Game, action: Action, random: Random): Action {
  const keys = Object.keys(action);
  const key = random.pick(keys);
  const cards = game.state.cards.length;
  const seats = game.state.players.length;
  const old = action[key];
  let value: unknown;
  if (key === 'type') value = random.pick(['end-turn', 'play', 'answer', 'pass', `${old}x`]);
  else if (key === 'player') value = (Number(old) + 1 + random.int(seats - 1)) % seats;
  else if (Array.isArray(old))
    value = old.length > 0 && random.int(2) === 0 ? old.slice(1) : [...old, random.int(cards)];
  else if (typeof old === 'number') value = random.int(2) === 0 ? random.int(cards) : old + 1;
  else if (typeof old === 'string') value = `${old}?`;
  else value = random.int(cards);
  return { ...action, [key]: value } as Action;
}

/** Throws when an event `viewer` receives names a card it cannot see by id, or carries its definition. */
function checkEvents(game: Game, events: readonly GameEvent[]): void {
  for (let viewer = 0; viewer < game.state.players.length; viewer++) {
    for (const e of eventsFor(game, events, viewer)) {
      for (const key in e) {
        if (key === 'type' || !CARD_FIELDS.test(key)) continue;
        const refs = Array.isArray(e[key]) ? (e[key] as unknown[]) : [e[key]];
        for (const ref of refs)
          if (
            typeof ref === 'number' &&
            ref >= 0 &&
            ref < game.state.cards.length &&
            !canSee(game, viewer, ref)
          )
            throw new Error(`event ${e.type} names hidden card ${ref} to player ${viewer + 1} by id`);
      }
    }
  }
}

/**
 * The cheap check for every state: each seat's view lists no card by instance id that the seat may not
 * see, and no definition of such a card. Returns how many views it checked; throws on a leak.
 */
export function checkViewsNameNoHidden(game: Game): number {
  const seats = game.state.players.length;
  for (let viewer = 0; viewer < seats; viewer++) {
    for (const zone of viewFor(game, viewer).zones) {
      for (const card of [...(zone.cards ?? []), ...(zone.shown ?? []), ...(zone.top ? [zone.top] : [])]) {
        if (card.id !== undefined && !canSee(game, viewer, card.id))
          throw new Error(`player ${viewer + 1}'s view names hidden card ${card.id} in ${zone.zone}`);
        if (card.id === undefined && (card.def !== undefined || card.handle === undefined))
          throw new Error(
            `player ${viewer + 1}'s view shows a hidden card in ${zone.zone} with a definition or no handle`,
          );
      }
    }
  }
  return seats;
}

/**
 * Checks the trust boundary at the game's current state, then performs one random listed action (and
 * checks its per-viewer events). Throws an `Error` describing the first broken property.
 */
export function checkBoundaryAndStep(game: Game, random: Random): void {
  for (let viewer = 0; viewer < game.state.players.length; viewer++) {
    const leak = viewHidesIdentities(game, viewer, random);
    if (leak) throw new Error(`player ${viewer + 1}'s view depends on hidden identities: ${leak}`);
  }
  const legal = legalActions(game);
  if (legal.length === 0) return;
  if (!Object.isFrozen(legal) || !legal.every((a) => Object.isFrozen(a)))
    throw new Error('legalActions handed out an editable list or action');
  const chosen = random.pick(legal);
  const edited = mutateAction(game, chosen, random);
  if (!legal.some((a) => jsonEqual(a, edited))) {
    const before = JSON.stringify(game.state);
    const logged = game.log.length;
    try {
      apply(game, edited);
      throw new Error(`an edited action was performed: ${JSON.stringify(edited)}`);
    } catch (e) {
      if (!(e instanceof CardloomError)) throw e;
    }
    if (JSON.stringify(game.state) !== before || game.log.length !== logged)
      throw new Error(`a refused action changed the state: ${JSON.stringify(edited)}`);
  }
  const record = game.recordEvents;
  game.recordEvents = true;
  const { events } = apply(game, chosen);
  game.recordEvents = record;
  checkEvents(game, events);
}

/**
 * Checks that a save of the game as it stands restores to the same state with the same listed actions
 * (issue 13.6: a save is rebuilt from its setup and log and must reach its saved state). Throws an
 * `Error` naming the difference.
 */
export function checkSaveRestores(game: Game): void {
  let restored: Game;
  try {
    restored = restoreGame(game.definition, saveGame(game));
  } catch (e) {
    throw new Error(`a save after ${game.log.length} actions was refused: ${(e as Error).message}`);
  }
  if (JSON.stringify(restored.state) !== JSON.stringify(game.state))
    throw new Error(`a save after ${game.log.length} actions restored to another state`);
  if (!jsonEqual(legalActions(restored), legalActions(game)))
    throw new Error(`a save after ${game.log.length} actions restored with other legal actions`);
}

/** Options of {@link checkBoundaryOverRandomGames}. */
export interface RandomGamesOptions {
  /** Games to play (seeds `1…games`; seat counts cycle through the module's range). Default 6. */
  readonly games?: number;
  /** Actions per game at most. Default 400. */
  readonly actions?: number;
  /** Check every this many states in full (a view permutation per seat costs a copy). Default 5. */
  readonly every?: number;
  /** Also save and restore the game at every this many states ({@link checkSaveRestores}). Default 40. */
  readonly saveEvery?: number;
}

/** The seat count and ready decks a module's random game `seed` is played with. */
function randomSetup(module: GameModule, seed: number) {
  const span = module.players.max - module.players.min + 1;
  const players = module.players.min + (seed % span);
  const decks = Array.from(
    { length: players },
    (_, seat) => module.decks[(seat + seed) % module.decks.length].cards,
  );
  return { players, decks, seed };
}

/**
 * Plays random games of a module with its ready decks and runs {@link checkBoundaryAndStep} on every
 * `every`-th state (random listed actions in between) and {@link checkSaveRestores} on every
 * `saveEvery`-th and the last. Returns how many states were checked in full; throws on the first broken
 * property.
 */
export function checkBoundaryOverRandomGames(module: GameModule, options: RandomGamesOptions = {}): number {
  const { games = 6, actions = 400, every = 5, saveEvery = 40 } = options;
  let checked = 0;
  for (let seed = 1; seed <= games; seed++) {
    const game = createGame(module.definition, randomSetup(module, seed));
    game.recordEvents = false;
    const random = new Random(seed * 7919);
    for (let i = 0; i < actions && !game.over; i++) {
      if (i % saveEvery === 0) checkSaveRestores(game);
      if (i % every === 0) {
        checkBoundaryAndStep(game, random);
        checked++;
      } else apply(game, random.pick(legalActions(game)));
    }
    checkSaveRestores(game);
  }
  return checked;
}

/**
 * Plays random games of a module until at least `views` seat views have been checked with
 * {@link checkViewsNameNoHidden} (every state, every seat). Returns the number of views checked.
 */
export function checkViewsOverRandomGames(module: GameModule, views: number): number {
  let seen = 0;
  for (let seed = 100; seen < views && seed < 100_000; seed++) {
    const game = createGame(module.definition, randomSetup(module, seed));
    game.recordEvents = false;
    const random = new Random(seed);
    for (let i = 0; i < 2_000 && !game.over; i++) {
      seen += checkViewsNameNoHidden(game);
      apply(game, random.pick(legalActions(game)));
    }
  }
  return seen;
}
