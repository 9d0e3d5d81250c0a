/**
 * The shape of a game's state: plain JSON, flat tables keyed by number. Everything that influences
 * the future of a game lives here (including the random generator), so `JSON.parse(JSON.stringify(state))`
 * is a perfect save.
 * @module
 */
import type { Json } from './json';
import type { RngState } from './rng';

/** A seat index, `0 … players-1`; turn order is seat order unless the game says otherwise. */
export type PlayerId = number;
/** A card instance id: its index in {@link GameState.cards}. Stable for the whole game. */
export type CardId = number;

/**
 * A zone kind's handle (see `ctx.zone`): what a hot loop keeps instead of the zone's name, so it reads
 * a zone's cards without looking the name up each time.
 */
export type ZoneHandle = number & { readonly __zoneHandle: true };

/** One card instance in the game. */
export interface CardState {
  /** Index in `state.cards`. */
  readonly id: CardId;
  /** Card definition id. */
  def: string;
  /** The player who owns the card. */
  owner: PlayerId;
  /** The player who currently controls it. */
  controller: PlayerId;
  /** Zone slot index (see `Ctx.slot`): the card's zone. */
  zone: number;
  /** Face down in its zone. */
  faceDown: boolean;
  /** Turned sideways (exerted, exhausted, tapped — the game names it). */
  tapped: boolean;
  /** Numeric marks on the card: damage, counters… Reset when it changes zone (unless kept). */
  counters: Record<string, number>;
  /** The card this one is attached to, under or stacked with; -1 if none. */
  attachedTo: CardId;
  /** Timestamp of entering its current zone: a card that changes zone is a new object (new stamp). */
  stamp: number;
  /** Turn number when it entered its current zone. */
  enteredTurn: number;
  /** Token cards cease to exist when they leave the zones the game allows them in. */
  token: boolean;
  /** Revealed to everyone where it is (e.g. a card that "remains revealed" in hand); cleared when it moves. */
  shown: boolean;
}

/** One player. */
export interface PlayerState {
  readonly id: PlayerId;
  /** Display name. */
  name: string;
  /** Team number (players on one team win together). Defaults to the seat. */
  team: number;
  /** Numeric player values the game keeps: score, life, resources… */
  counters: Record<string, number>;
  /** Out of the game (lost, conceded, left). */
  out: boolean;
  /** Final result, once known. */
  result: 'won' | 'lost' | 'draw' | null;
}

/** Where the turn is: whose turn, which phase and step, and the step's stage. */
export interface TurnState {
  /** 1-based turn number (turn 1 is the first turn of the game). */
  number: number;
  /** The active player. */
  active: PlayerId;
  /** The player who took the first turn. */
  first: PlayerId;
  /** Index into the definition's phases; -1 before the first turn starts. */
  phase: number;
  /** Index into the phase's steps. */
  step: number;
  /** `enter` → hooks to run; `open` → waiting for actions/priority; `exit` → leaving. */
  stage: 'enter' | 'open' | 'exit';
  /** Players who get extra turns next, in order. */
  extra: PlayerId[];
  /** Step ids to skip, as `player:stepId` keys, consumed when skipped. */
  skip: string[];
}

/** A unit of work the engine runs: a handler key and its JSON arguments. */
export interface Task {
  /** Handler key: a built-in (`#…`) or one of the definition's handlers. */
  readonly h: string;
  /** Arguments for the handler. */
  readonly a: Json;
  /** The player it acts for (default: the active player). */
  readonly p?: PlayerId;
  /** The card it runs for (default: none). */
  readonly s?: CardId;
}

/** A triggered ability or stack item waiting to resolve. */
export interface PendingItem {
  /** Unique id within the game. */
  readonly id: number;
  /** Player who controls it (adds, orders and resolves it). */
  readonly controller: PlayerId;
  /** Card that generated it, or -1. */
  readonly source: CardId;
  /** Source's stamp when it triggered (to tell if the source is still the same object). */
  readonly sourceStamp: number;
  /** What to run when it resolves. */
  readonly task: Task;
  /** Short label for logs and decisions. */
  readonly label: string;
  /** Timestamp it was added. */
  readonly time: number;
}

/** When a continuous effect, floating trigger or replacement stops. */
export type Duration =
  | { readonly until: 'end-of-turn' }
  | { readonly until: 'start-of-turn'; readonly player: PlayerId }
  | { readonly until: 'end-of-turn-of'; readonly player: PlayerId }
  | { readonly until: 'source-leaves' }
  | { readonly until: 'used' }
  | { readonly until: 'permanent' };

/** A modifier, replacement or floating trigger created by an effect. */
export interface EffectState {
  readonly id: number;
  readonly kind: 'modifier' | 'replacement' | 'trigger';
  /** Card that created it, or -1. */
  readonly source: CardId;
  readonly sourceStamp: number;
  readonly controller: PlayerId;
  /** Modifier: the characteristic it changes. */
  readonly stat?: string;
  /** Modifier: how. */
  readonly op?: 'add' | 'set' | 'min' | 'max';
  /** Modifier: by how much. */
  readonly amount?: number;
  /** Cards it applies to, each with the stamp it had (a card that changed zone is a new object). */
  readonly cards?: readonly { readonly id: CardId; readonly stamp: number }[];
  /** Players it applies to (player-level characteristics). */
  readonly players?: readonly PlayerId[];
  /** Trigger / replacement: event type(s) it watches. */
  readonly on?: readonly string[];
  /** Modifier: applies only while this named condition (definition `conditions`, called with a null event) holds. */
  readonly while?: string;
  /** Handler keys: `when` (condition), `run` (trigger effect or replacement). */
  readonly when?: string;
  readonly run?: string;
  /** Arguments for the handlers. */
  readonly args?: Json;
  readonly duration: Duration;
  readonly time: number;
}

/** A question the rules are waiting for a player to answer. */
export interface DecisionRequest {
  /** Who answers. */
  readonly player: PlayerId;
  /** What kind of thing is chosen (for user interfaces). */
  readonly kind: 'cards' | 'players' | 'options' | 'yes-no' | 'number' | 'name' | 'order';
  /** Short readable prompt. */
  readonly prompt: string;
  /** Legal values to choose among: card ids, player ids, option keys, numbers, names. */
  readonly options: readonly (number | string)[];
  /** Readable labels for `options`, same length (optional). */
  readonly labels?: readonly string[];
  /** Fewest values to choose. */
  readonly min: number;
  /** Most values to choose. */
  readonly max: number;
  /** When true the order of the chosen values matters (an ordering decision). */
  readonly ordered?: boolean;
  /** Cards whose identity the chooser may see while deciding (e.g. looked-at cards). */
  readonly reveal?: readonly CardId[];
  /** Rule reference. */
  readonly rule?: string;
}

/** A task stopped at a decision: the answers so far and the open question. */
export interface Suspension {
  /** The task to run again, with its player and card. */
  readonly task: Task;
  /** Answers given so far, in order. */
  readonly answers: readonly Json[];
  readonly request: DecisionRequest;
}

/** Who may act in an open priority window. */
export interface PriorityState {
  /** Player holding priority. */
  player: PlayerId;
  /** Consecutive passes so far. */
  passes: number;
  /** `stack`: items are waiting; `step`: a step's window with nothing waiting. */
  window: 'stack' | 'step';
}

/** How the game ended. */
export interface GameStatus {
  over: boolean;
  winners: PlayerId[];
  /** Why it ended (e.g. `lore`, `deck-out`, `concede`). */
  reason: string | null;
}

/** The whole state of a game. Plain JSON. */
export interface GameState {
  /** Definition id. */
  readonly game: string;
  /** Chosen ruleset name. */
  readonly ruleset: string;
  /** The random generator's state. */
  rng: RngState;
  players: PlayerState[];
  cards: CardState[];
  /** Zone slots, each an ordered list of card ids (index 0 = top / first). */
  zones: CardId[][];
  turn: TurnState;
  /** Game-specific values (public unless the definition redacts them in views). */
  vars: Record<string, Json>;
  /** Active modifiers, replacements and floating triggers. */
  effects: EffectState[];
  /** Triggered abilities / stack items waiting to resolve, in the order added. */
  pending: PendingItem[];
  /** The items of the definition's `queues`, by queue name, in the order added (absent without queues). */
  queues?: Record<string, PendingItem[]>;
  /** Policy bookkeeping (e.g. whose turn it is to resolve from the bag). */
  policy: Record<string, Json>;
  /** Follow-up work scheduled by tasks, run after triggers they caused. */
  agenda: Task[];
  /** The open decision, if any. */
  decision: Suspension | null;
  /** The open priority window, if any. */
  priority: PriorityState | null;
  /** Per-turn counts ("once per turn", "the second time…"), cleared each turn. */
  turnCounts: Record<string, number>;
  /** Monotonic clock for timestamps and ids. */
  clock: number;
  status: GameStatus;
}

/**
 * @internal The counters of a card that has none, shared by the copies `clone` makes (most cards carry
 * no counters, and a copy per card per clone is garbage that search pays for). Frozen: the context
 * swaps in a card's own object before the first counter is set.
 */
export const NO_COUNTERS: Record<string, number> = Object.freeze({}) as Record<string, number>;
