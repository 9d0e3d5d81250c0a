/**
 * A game in progress ({@link Game}), its creation options and setup (copies are in `clone.ts`).
 * @module
 */

import { Ctx } from '../context/ctx';
import type { Action, CardDefinition, CardIdOrder, GameDefinition, GameOptions } from '../rules/definition';
import { type PresentCards, presentFor } from '../rules/slots';
import { newCardRecord } from '../state/card-records';
import { SetupError } from '../state/errors';
import type { GameEvent } from '../state/events';
import { Random, seedRng } from '../state/rng';
import type { CardId, CardState, GameState, PlayerId } from '../state/state';
// Game's convenience methods call the engine's functions (a cycle that only matters at call time).
import { type ApplyOptions, apply } from './apply';
import { legalActions, turnSeats } from './legal';

/** The setup a game was created with: everything a replay needs besides the actions. */
export interface GameSetup {
  readonly players: readonly string[];
  readonly decks: readonly (readonly string[])[];
  readonly seed: string | number;
  readonly ruleset: string;
  readonly teams?: readonly number[];
  readonly firstPlayer?: PlayerId;
  /** How card instance ids were handed out (absent: `deck-order`, as recorded before it existed). */
  readonly cardIds?: CardIdOrder;
}

/** What {@link apply} returns. */
export interface ApplyResult {
  /** Events the action caused, in order (including automatic work that followed it). */
  readonly events: readonly GameEvent[];
}

/**
 * A game in progress: its definition, its live state, and the actions taken so far. Use the free
 * functions ({@link legalActions}, {@link apply}, {@link viewFor}, {@link clone}) or the same-named methods.
 */
export class Game {
  /** The compiled definition. */
  readonly definition: GameDefinition;
  /** What the game was created with. */
  readonly setup: GameSetup;
  /** Events of the game's setup, up to the first decision or action (shuffles, opening hands…). */
  setupEvents: readonly GameEvent[] = [];
  /** Every accepted action, in order (what a replay stores). */
  readonly log: Action[];
  /** @internal */
  readonly ctx: Ctx;
  /**
   * Whether the actions {@link legalActions} lists are frozen (see {@link CloneOptions.freezeActions});
   * true for every game but a copy made to skip it.
   */
  readonly freezesActions: boolean;
  private cacheVersion = -1;
  private cacheList: Action[] = [];

  /** @internal Use {@link createGame} or {@link restoreGame}. */
  constructor(
    definition: GameDefinition,
    state: GameState,
    setup: GameSetup,
    log: Action[] = [],
    present?: PresentCards,
    defCache: CardDefinition[] = [],
    freezesActions = true,
  ) {
    this.definition = definition;
    this.freezesActions = freezesActions;
    this.setup = setup;
    this.log = log;
    this.ctx = new Ctx(definition, state);
    // A game and its copies share card ids, so they share the card-definition cache (clone passes it).
    this.ctx.shareDefCache(defCache);
    this.ctx.presetFirst = setup.firstPlayer ?? null;
    this.ctx.present = present ?? presentFor(setup, state.cards);
  }

  /** The live state (plain JSON). Change it only through {@link apply}. */
  get state(): GameState {
    return this.ctx.state;
  }
  /** Whether the game has ended. */
  get over(): boolean {
    return this.ctx.state.status.over;
  }
  /** The player who must act now, or null when the game is over. */
  get toAct(): PlayerId | null {
    const st = this.ctx.state;
    if (st.status.over) return null;
    if (st.decision) return st.decision.request.player;
    if (st.priority) return st.priority.player;
    return st.turn.active;
  }
  /**
   * Every seat that may act now: the deciding player, the priority holder, or the turn's acting seats
   * (several in simultaneous team turns, see `GameSpec.turnSeats`). Empty once the game is over.
   */
  get actingSeats(): readonly PlayerId[] {
    const st = this.ctx.state;
    if (st.status.over) return [];
    if (st.decision) return [st.decision.request.player];
    if (st.priority) return [st.priority.player];
    const seats = turnSeats(this);
    return seats.length > 0 ? seats : [st.turn.active];
  }
  /** Every legal action of the player who must act. */
  legalActions(): Action[] {
    return legalActions(this);
  }
  /** Performs an action (see {@link apply}). */
  apply(action: Action, options?: ApplyOptions): ApplyResult {
    return apply(this, action, options);
  }

  /**
   * Whether `apply` returns the events each action caused (default true). Simulations and search that
   * never read them set it to false: events nothing watches are then not even built.
   */
  get recordEvents(): boolean {
    return this.ctx.record;
  }
  set recordEvents(on: boolean) {
    this.ctx.record = on;
  }

  /** @internal cached legal actions for the current state version */
  cachedLegal(): Action[] | null {
    return this.cacheVersion === this.ctx.version ? this.cacheList : null;
  }
  /** @internal */
  cacheLegal(list: Action[]): void {
    this.cacheVersion = this.ctx.version;
    this.cacheList = list;
  }
}

/** Builds the initial state: players, deck cards in the deck zone, nothing else. */
export function initialState(def: GameDefinition, setup: GameSetup): GameState {
  const n = setup.players.length;
  const stride = n + 1;
  const zones: CardId[][] = [];
  for (let i = 0; i < def.zones.length * stride; i++) zones.push([]);
  const cards: CardState[] = [];
  const deckIndex = def.compiled.zoneIndex.get(def.deckZone ?? 'deck')!;
  const labels = setup.cardIds === 'shuffled' ? new Random(`card-ids:${setup.seed}`) : null;
  const faceDown = def.zones[deckIndex].faceDown ?? false;
  setup.decks.forEach((deck, p) => {
    const offset = cards.length;
    const slot = deckIndex * stride + p;
    // The id of deck-list position i: a seeded permutation of the player's block of ids, drawn from
    // a generator of its own so the game's random stream (and so its shuffles) stays the same.
    const ids = deck.map((_, i) => offset + i);
    if (labels) labels.shuffle(ids);
    const defs: string[] = [];
    deck.forEach((defId, i) => {
      if (!def.compiled.cardsById.has(defId))
        throw new SetupError(`player ${p + 1}'s deck names an unknown card "${defId}"`, {
          data: { player: p, card: defId },
        });
      defs[ids[i] - offset] = defId;
    });
    // Cards are pushed in id order (a packed array); the deck zone lists them in deck-list order.
    for (let k = 0; k < defs.length; k++) {
      const id = offset + k;
      cards.push(newCardRecord(id, defs[k], p, slot, faceDown, id + 1, 0, false));
    }
    zones[slot].push(...ids);
  });
  const state: GameState = {
    game: def.id,
    ruleset: setup.ruleset,
    rng: seedRng(setup.seed),
    players: setup.players.map((name, id) => ({
      id,
      name,
      team: setup.teams?.[id] ?? id,
      counters: {},
      out: false,
      result: null,
    })),
    cards,
    zones,
    turn: {
      number: 0,
      active: setup.firstPlayer ?? 0,
      first: setup.firstPlayer ?? 0,
      phase: -1,
      step: 0,
      stage: 'enter',
      extra: [],
      skip: [],
    },
    vars: {},
    effects: [],
    pending: [],
    policy: {},
    agenda: [],
    decision: null,
    priority: null,
    turnCounts: {},
    clock: cards.length + 1,
    status: { over: false, winners: [], reason: null },
  };
  if (def.queues?.length) state.queues = Object.fromEntries(def.queues.map((q) => [q.name, []]));
  return state;
}

/** Most cards one deck may hold, and longest player name, checked before anything is allocated. */
export const SETUP_LIMITS = { deckCards: 10_000, nameLength: 200, seedLength: 1_000 } as const;

/**
 * Checks and normalizes creation options. Every field is type-checked before any work: a malformed
 * option (a seat given as text, a fraction or a boolean, teams that are not a list, a deck that is not a
 * list of card ids…) is a {@link SetupError} naming the field.
 */
export function resolveSetup(def: GameDefinition, options: GameOptions): GameSetup {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new SetupError('setup options must be an object');
  const given = options.players as unknown;
  const isNames = Array.isArray(given);
  if (!isNames && !(Number.isInteger(given) && (given as number) >= 1 && (given as number) <= 64))
    throw new SetupError(
      `"players" must be a whole number of players or a list of names, not ${show(given)}`,
    );
  if (
    isNames &&
    !(given as unknown[]).every((n) => typeof n === 'string' && n.length <= SETUP_LIMITS.nameLength)
  )
    throw new SetupError(`"players" names must be strings of at most ${SETUP_LIMITS.nameLength} characters`);
  const players = isNames
    ? [...(given as string[])]
    : Array.from({ length: given as number }, (_, i) => `Player ${i + 1}`);
  const seed = options.seed as unknown;
  if (
    !(typeof seed === 'number' && Number.isFinite(seed)) &&
    !(typeof seed === 'string' && seed.length <= SETUP_LIMITS.seedLength)
  )
    throw new SetupError(
      `"seed" must be a finite number or a string of at most ${SETUP_LIMITS.seedLength} characters`,
    );
  if (options.ruleset !== undefined && typeof options.ruleset !== 'string')
    throw new SetupError(`"ruleset" must be a ruleset name, not ${show(options.ruleset)}`);
  const ruleset = options.ruleset ?? def.rulesets[0].name;
  const spec = def.compiled.rulesets.get(ruleset);
  if (!spec)
    throw new SetupError(
      `unknown ruleset "${ruleset}" for ${def.name}; known: ${def.rulesets.map((r) => r.name).join(', ')}`,
    );
  const allowed = spec.players ?? def.players;
  if (!allowed.includes(players.length))
    throw new SetupError(
      `${def.name} (${ruleset}) is played by ${allowed.join(', ')} players, not ${players.length}`,
    );
  if (!Array.isArray(options.decks) || options.decks.length !== players.length)
    throw new SetupError(
      `expected ${players.length} decks, got ${Array.isArray(options.decks) ? options.decks.length : 'none'}`,
    );
  options.decks.forEach((deck: unknown, seat) => {
    if (
      !Array.isArray(deck) ||
      deck.length > SETUP_LIMITS.deckCards ||
      !deck.every((c) => typeof c === 'string')
    )
      throw new SetupError(
        `deck ${seat + 1} must be a list of at most ${SETUP_LIMITS.deckCards} card ids (strings)`,
      );
  });
  const teams = options.teams as unknown;
  if (
    teams !== undefined &&
    !(
      Array.isArray(teams) &&
      teams.length === players.length &&
      teams.every((t) => Number.isInteger(t) && t >= 0 && t < players.length)
    )
  )
    throw new SetupError(
      `"teams" must list a team number from 0 to ${players.length - 1} for each of the ${players.length} players`,
    );
  const first = options.firstPlayer as unknown;
  if (
    first !== undefined &&
    !(Number.isInteger(first) && (first as number) >= 0 && (first as number) < players.length)
  )
    throw new SetupError(`"firstPlayer" must be a seat from 0 to ${players.length - 1}, not ${show(first)}`);
  const cardIds = (options.cardIds as unknown) ?? 'shuffled';
  if (cardIds !== 'shuffled' && cardIds !== 'deck-order')
    throw new SetupError(`"cardIds" must be "shuffled" or "deck-order", not ${show(cardIds)}`);
  return {
    players,
    decks: options.decks.map((d) => [...d]),
    seed: options.seed,
    ruleset,
    ...(options.teams ? { teams: [...options.teams] } : {}),
    ...(options.firstPlayer !== undefined ? { firstPlayer: options.firstPlayer } : {}),
    cardIds,
  };
}

/** A short, safe rendering of a bad option value for an error message. */
function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
}
