/**
 * `@cardloom/core` — the cardloom rules kernel. Game-agnostic: zones, card instances, events, triggered
 * abilities with pluggable ordering policies, costs, continuous and replacement effects, game-state
 * checks, turn structure as data, player decisions, seeded randomness, hidden information and replays.
 *
 * @example
 * ```ts
 * import { createGame, legalActions, apply } from '@cardloom/core';
 * const game = createGame(myGame, { players: 2, decks: [deckA, deckB], seed: 42 });
 * while (!game.over) apply(game, legalActions(game)[0]);
 * ```
 * @packageDocumentation
 */

export type { ChooseOptions, MoveOptions, NewEffect, Position } from './context';
export { Ctx, Suspend } from './context';
export type { CardChanges } from './context-cards';
export type { FlowChanges } from './context-flow';
export type { ContextReader } from './context-read';
export type { CardCostOptions, CostPart, MatchCardsOptions, PoolCostOptions } from './costs';
export {
  canPayCost,
  matchCards,
  moveCards,
  payCost,
  payCounter,
  payFromPool,
  paymentOptions,
  tapCards,
  tapSelf,
} from './costs';
export type { AnswerAction } from './decisions';
export { checkAnswer, enumerateAnswers, MAX_ANSWERS } from './decisions';
export { defineGame, LIMBO_ZONE, RESERVED_ACTIONS } from './define';
export type * from './definition';
export type { ApplyOptions, ApplyResult, GameSetup } from './engine';
export {
  apply,
  clone,
  cloneState,
  createGame,
  Game,
  legalActions,
  resolveSetup,
  setupScenario,
} from './engine';
export type { ErrorDetails, IllegalReason } from './errors';
export {
  CardloomError,
  DefinitionError,
  EngineError,
  IllegalActionError,
  ReplayError,
  SetupError,
} from './errors';
export type { GameEvent, MovedEvent } from './events';
export { CARD_FIELDS, KernelEvents } from './events';
export type { Json } from './json';
export { deepFreeze, isJson, jsonClone, jsonEqual } from './json';
export * from './module/index';
export type { ObjectRef } from './objects';
export { isBoundObject } from './objects';
export type { BagOptions, FixedOptions, StackOptions, TriggerPolicy } from './policies';
export { bagPolicy, fixedPolicy, orderNewStackItems, stackPolicy } from './policies';
export type { Replay, ReplayIntegrity, ReplayOptions } from './replay';
export { parseReplay, REPLAY_VERSION, replay, replayStates, restoreGame, saveGame, toReplay } from './replay';
export type { RngState } from './rng';
export { nextInt, nextUint32, Random, seedRng, shuffleInPlace } from './rng';
export type * from './state';
export type { CardHandle, CardRef, CardView, PlayerView, ZoneView } from './view';
export { canSee, decisionView, determinize, handleOf, refFor, SPECTATOR, viewFor } from './view';
export { eventFor, eventsFor } from './view-events';
