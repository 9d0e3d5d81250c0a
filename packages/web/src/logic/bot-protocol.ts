/**
 * Messages between the page and the bot worker. The page sends the game's setup and action log (plain
 * JSON); the worker keeps its own copy of the game, catches up, asks the bot, and sends back the action
 * with the time it took. The page never runs a bot itself, so it never freezes.
 * @module
 */
import type { Action, GameSetup } from '@cardloom/core';
import type { SeatKind } from './seats';

/** Page → worker: choose the next action for the seat that must act. */
export interface BotRequest {
  readonly id: number;
  /** Module name or definition id. */
  readonly game: string;
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
  readonly kind: Exclude<SeatKind, 'human'>;
  readonly seed: number;
  /** IS-MCTS iterations (default: the module's `searchIterations`). */
  readonly iterations?: number;
}

/** Worker → page: the chosen action, or why none could be chosen. */
export type BotReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly action: Action;
      /** Thinking time in milliseconds (the bot's `choose` alone). */
      readonly ms: number;
      /** IS-MCTS iterations run, when the bot searched. */
      readonly iterations?: number;
    }
  | { readonly id: number; readonly ok: false; readonly error: string };
