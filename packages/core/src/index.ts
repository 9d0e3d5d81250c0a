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
 * @mergeModuleWith <project>
 */

export type { CardChanges } from './context/card-changes';
export { type ContextCache, contextCache } from './context/context-cache';
export type { ChooseOptions, DecisionAsk, DecisionLabels, MoveOptions, NewEffect, Position } from './context/ctx';
export { Ctx, Suspend } from './context/ctx';
export type { FlowChanges } from './context/flow-changes';
export type { ContextReader } from './context/reader';
export type { ApplyOptions, ApplyResult, CloneOptions, GameSetup } from './engine/engine';
export {
  apply,
  clone,
  cloneState,
  createGame,
  Game,
  legalActions,
  resolveSetup,
  setupScenario,
} from './engine/engine';
export type { Replay, ReplayIntegrity, ReplayOptions } from './io/replay';
export {
  parseReplay,
  REPLAY_VERSION,
  replay,
  replayStates,
  restoreGame,
  rulesVersionOf,
  saveGame,
  toReplay,
} from './io/replay';
export { actionAs, actionCardFields, actionFrom, actionsFor } from './io/seat-actions';
export type { CardHandle, CardRef, CardView, PlayerView, QueuedView, ZoneView } from './io/view';
export { canSee, decisionView, determinize, handleOf, refFor, SPECTATOR, viewFor } from './io/view';
export { eventFor, eventsFor } from './io/view-events';
export * from './module/index';
export type { CardDataReader } from './rules/card-data';
export { cardData } from './rules/card-data';
export type { CardCostOptions, CostPart, MatchCardsOptions, PoolCostOptions } from './rules/costs';
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
} from './rules/costs';
export { checkAnswer, MAX_ANSWERS } from './rules/decisions';
export { defineGame, LIMBO_ZONE, RESERVED_ACTIONS } from './rules/define';
export type * from './rules/definition';
export type { HandlerRef } from './rules/handlers';
export { defineHandler, handlerTable } from './rules/handlers';
export type { BagOptions, FixedOptions, StackOptions, TriggerPolicy } from './rules/policies';
export { bagPolicy, fixedPolicy, stackPolicy } from './rules/policies';
export type { ErrorDetails, IllegalReason } from './state/errors';
export {
  CardloomError,
  DefinitionError,
  EngineError,
  IllegalActionError,
  ReplayError,
  SetupError,
} from './state/errors';
export type { GameEvent, MovedEvent } from './state/events';
export { CARD_FIELDS, KernelEvents } from './state/events';
export type { Json } from './state/json';
export { deepFreeze, isJson, jsonClone, jsonEqual } from './state/json';
export type { ObjectRef } from './state/objects';
export { isBoundObject } from './state/objects';
export type { RngState } from './state/rng';
export { nextInt, nextUint32, Random, seedRng, shuffleInPlace } from './state/rng';
export type * from './state/state';
export type { GameVar } from './state/vars';
export { gameVar, readVar, varFamily } from './state/vars';
