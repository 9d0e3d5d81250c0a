/**
 * The engine: {@link createGame}, {@link legalActions}, {@link apply}. A game is a resumable state
 * machine: after every accepted action the engine runs automatic work (checks, pending items, follow-ups,
 * automatic steps) until a player must act, a decision is open, or the game is over.
 * @module
 */
import { type Ctx, Suspend } from '../context/ctx';
import type { GameDefinition, GameOptions } from '../rules/definition';
import { EngineError } from '../state/errors';
import { Game, initialState, resolveSetup } from './game';
import { advance, runTask } from './run';
import { T } from './tasks';

export type { ApplyOptions } from './apply';
export { apply } from './apply';
export type { CloneOptions } from './clone';
export { clone, cloneState } from './clone';
export type { ApplyResult, GameSetup } from './game';
export { Game, resolveSetup } from './game';
export { legalActions } from './legal';

/**
 * Creates a game: places the decks, runs the game's setup (shuffles, opening hands, mulligans) and
 * runs until the first player must act. Throws {@link SetupError} on bad options.
 */
export function createGame(def: GameDefinition, options: GameOptions): Game {
  const setup = resolveSetup(def, options);
  const game = new Game(def, initialState(def, setup), setup);
  const ctx = game.ctx;
  try {
    // Setup runs before anything else looks at the state (checks would see a half-built game).
    runTask(game, { h: T.setup, a: null });
    advance(game);
    game.setupEvents = ctx.events;
  } finally {
    ctx.journal.commit();
    ctx.events = [];
  }
  return game;
}

/**
 * Runs rules code against a game outside the normal flow, as one atomic change: scenario setup in
 * tests and tools ("put these cards in play"). Nothing triggers while it runs; afterwards game-state
 * checks and automatic work run as usual. The function must not ask decisions.
 */
export function setupScenario(game: Game, build: (ctx: Ctx) => void): void {
  const ctx = game.ctx;
  ctx.actor = game.state.turn.active;
  ctx.self = -1;
  ctx.answers = [];
  ctx.cursor = 0;
  try {
    // Building a board is not playing it: nothing triggers while the scenario is set up.
    ctx.quiet = true;
    try {
      build(ctx);
    } finally {
      ctx.quiet = false;
    }
    ctx.version++;
    advance(game);
  } catch (e) {
    ctx.journal.rollback(0);
    ctx.version++;
    if (e instanceof Suspend) throw new EngineError('a scenario setup may not ask decisions');
    throw e;
  } finally {
    ctx.events = [];
  }
  ctx.journal.commit();
}

export { advance as runAutomatic };
