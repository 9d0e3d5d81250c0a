/**
 * What a game plugs into the kernel: zones, turn structure, actions, trigger policy, checks, rulesets and
 * cards. A definition is data plus small functions; {@link defineGame} checks it and compiles lookup
 * tables once, so the engine never searches by name on the hot path.
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { GameEvent } from '../state/events';
import type { Json } from '../state/json';
import type { ObjectRef } from '../state/objects';
import type { CardId, PlayerId } from '../state/state';
import type { TriggerPolicy } from './policies';

/** Who can see the identity of cards in a zone. */
export type ZoneVisibility =
  /** Everyone sees every card. */
  | 'public'
  /** The owner sees the cards; others see how many. */
  | 'owner'
  /** Nobody sees identities; everyone sees each card's position and public state (ids, tapped…). */
  | 'hidden'
  /** Nobody sees identities or ids, only how many cards there are (a shuffled deck). */
  | 'count';

/** A kind of zone the game has. */
export interface ZoneSpec {
  /** Zone name, e.g. `deck`, `hand`, `play`. */
  readonly name: string;
  /** `player`: one zone per player; `shared`: one zone for the table. */
  readonly owner: 'player' | 'shared';
  /** Whether order matters (decks, discard piles). Unordered zones keep insertion order anyway. */
  readonly ordered: boolean;
  readonly visibility: ZoneVisibility;
  /**
   * The top card (the first in the zone's order) is public knowledge whatever the visibility: a
   * face-up pile whose owner may look through it while others see only what lies on top (with
   * `visibility: 'owner'`). A face-down top card stays hidden. Default false.
   */
  readonly topPublic?: boolean;
  /** Cards enter face down. */
  readonly faceDown?: boolean;
  /** The owner may look at their own face-down cards here (default true). */
  readonly ownerSeesFaceDown?: boolean;
  /** Cards keep counters and tapped state when they enter this zone from another (default false). */
  readonly keepsState?: boolean;
}

/** The kinds of step. */
export type StepMode =
  /** Runs its hooks and moves on. */
  | 'auto'
  /** The active player takes turn actions until one of them ends the step. */
  | 'actions'
  /** Every player in turn order may act; the step ends when all pass in succession with nothing waiting. */
  | 'priority';

/** One step of a phase. */
export interface StepSpec {
  readonly id: string;
  readonly mode: StepMode;
  /** Rule reference for this step. */
  readonly rule?: string;
  /** Runs when the step begins (may ask decisions, emit events). */
  readonly enter?: (ctx: Ctx) => void;
  /** Runs when the step ends. */
  readonly exit?: (ctx: Ctx) => void;
  /** The step is skipped when this returns true (e.g. no draw on the first turn). */
  readonly skip?: (ctx: Ctx) => boolean;
}

/** A phase: a named sequence of steps. */
export interface PhaseSpec {
  readonly id: string;
  readonly rule?: string;
  readonly steps: readonly StepSpec[];
}

/** The turn structure, as data. */
export interface TurnSpec {
  readonly phases: readonly PhaseSpec[];
  /** Who plays after `player` (default: next seat that is still in the game). */
  readonly next?: (ctx: Ctx, player: PlayerId) => PlayerId;
  /** Runs at the very start of each turn, before the first step. */
  readonly start?: (ctx: Ctx) => void;
  /** Runs after the last step, before "this turn" effects expire. */
  readonly end?: (ctx: Ctx) => void;
}

/** A turn action the game offers (play a card, attack, pass…). */
export interface ActionSpec<A extends Action = Action> {
  /** The `type` field of the actions it produces. */
  readonly type: string;
  /** Rule reference. */
  readonly rule?: string;
  /** When it can be taken: in the active player's `actions` steps (`turn`), in priority windows, or both. */
  readonly windows?: readonly ('turn' | 'priority')[];
  /** Can be taken by any player at any time, even out of turn (e.g. concede). Never listed for others. */
  readonly anytime?: boolean;
  /**
   * The fields of its actions that hold card ids (e.g. `['card', 'target']`), which {@link actionsFor}
   * names by view handle where the acting seat may not see the card. Without it, fields whose names
   * match `CARD_FIELDS` are taken to hold cards — declare it when such a field holds something else
   * (a player, an index).
   */
  readonly cardFields?: readonly string[];
  /** Appends every fully specified legal action of this type for `player` to `out`. */
  readonly enumerate: (ctx: Ctx, player: PlayerId, out: Action[]) => void;
  /** Performs the action. May ask decisions, emit events, schedule follow-ups. */
  readonly perform: (ctx: Ctx, action: A) => void;
}

/** An action: a plain object with a `type` and the acting `player`, plus the type's parameters. */
export interface Action {
  readonly type: string;
  readonly player: PlayerId;
  readonly [key: string]: Json | undefined;
}

/** What a triggered ability hands to its effect. */
export interface TriggerInfo {
  /** The card whose ability this is. */
  readonly source: CardId;
  /** The source's stamp when the ability triggered: differs from its stamp now if it changed zone since. */
  readonly sourceStamp?: number;
  /** The player who controls the ability. */
  readonly controller: PlayerId;
  /** The event that triggered it. */
  readonly event: GameEvent;
  /** Arguments (floating triggers). */
  readonly args: Json;
  /**
   * The objects the ability refers to — its source and the cards its event names — bound when the step
   * that triggered it was over (CR 6.1.11.1). A card that changed zones since is a new object: test with
   * `isBoundObject` before acting on "that card".
   */
  readonly objects?: readonly ObjectRef[];
}

/** An ability that waits for an event, then goes to the game's pending container (bag, stack…). */
export interface TriggeredAbility {
  readonly kind: 'triggered';
  readonly name?: string;
  /** Event type(s) it watches. */
  readonly on: string | readonly string[];
  /** Zones the card must be in (default: the definition's `abilityZones`). Leave-zone events look back. */
  readonly zones?: readonly string[];
  /** Extra condition on the event (pure). */
  readonly when?: (ctx: Ctx, event: GameEvent, self: CardId) => boolean;
  /**
   * `'self'`: it only ever fires for events whose `card` is this card ("whenever this character
   * quests"). A promise that lets the kernel skip it for every other card on such an event, instead of
   * asking its `when`; which triggers fire, and their order, do not change.
   */
  readonly about?: 'self';
  /** Triggers at most this many times per turn per card instance ("once per turn"). */
  readonly perTurn?: number;
  /** Controller of the triggered instance (default: the card's controller). */
  readonly controller?: (ctx: Ctx, event: GameEvent, self: CardId) => PlayerId;
  /** The effect, run when it resolves. */
  readonly effect: (ctx: Ctx, info: TriggerInfo) => void;
}

/** A characteristic-changing ability that applies while its card is in one of its zones. */
export interface StaticAbility {
  readonly kind: 'static';
  readonly name?: string;
  readonly zones?: readonly string[];
  /** The characteristic it changes (e.g. `strength`, `kw.Evasive`, `cant.quest`). */
  readonly stat: string;
  readonly op: 'add' | 'set' | 'min' | 'max';
  readonly amount: number | ((ctx: Ctx, self: CardId, target: CardId) => number);
  /** Which cards it affects (default: itself only). */
  readonly affects?: (ctx: Ctx, self: CardId, target: CardId) => boolean;
  /** Condition for it to apply ("while…", "if…"). */
  readonly condition?: (ctx: Ctx, self: CardId) => boolean;
  /** When set, it changes a player-level characteristic of the players this returns true for. */
  readonly affectsPlayer?: (ctx: Ctx, self: CardId, player: PlayerId) => boolean;
}

/** A replacement ("instead") ability that modifies events before they happen. */
export interface ReplacementAbility {
  readonly kind: 'replacement';
  readonly name?: string;
  readonly zones?: readonly string[];
  /** Event type(s) it can replace. */
  readonly on: string | readonly string[];
  /** Whether it applies to this proposed event. */
  readonly applies: (ctx: Ctx, event: GameEvent, self: CardId) => boolean;
  /** Returns the modified event, or `null` to prevent it. */
  readonly replace: (ctx: Ctx, event: GameEvent, self: CardId) => GameEvent | null;
  /** A self-replacement (modifies its own card's event) applies before the others. */
  readonly self?: boolean;
}

/** An ability the game activates through its own actions (the kernel stores it for the game). */
export interface ActivatedAbility {
  readonly kind: 'activated';
  readonly name?: string;
  readonly zones?: readonly string[];
  /** Anything the game needs: cost description, timing… */
  readonly data?: Json;
  /** Whether it may be activated now (besides its cost). */
  readonly can?: (ctx: Ctx, self: CardId, player: PlayerId) => boolean;
  readonly effect: (ctx: Ctx, self: CardId, player: PlayerId, args: Json) => void;
}

/** Any ability a card definition can carry. */
export type Ability = TriggeredAbility | StaticAbility | ReplacementAbility | ActivatedAbility;

/** A card as printed: characteristics plus abilities. */
export interface CardDefinition {
  /** Unique id within the game, e.g. `TFC-001` or `lore/ash-maw`. */
  readonly id: string;
  /** Full name as printed (for display and name checks). */
  readonly name: string;
  /** Card types (e.g. `character`, `action`, `song`). */
  readonly types: readonly string[];
  /** Traits / classifications / subtypes. */
  readonly traits?: readonly string[];
  /** Numeric characteristics: cost, strength, keyword values (`kw.Evasive: 1`)… */
  readonly stats: Readonly<Record<string, number>>;
  readonly abilities?: readonly Ability[];
  /** Handlers only this card uses (delayed triggers, follow-ups), addressed as `<card id>/<name>`. */
  readonly handlers?: Readonly<Record<string, Handler>>;
  /** Anything else the game keeps about the printed card (inks, set, rarity…). */
  readonly data?: Json;
}

/** A function the engine can call later by name, with JSON arguments. */
export type Handler = (ctx: Ctx, args: Json) => void;
/** A named condition over an event for floating triggers and replacements. */
export type EventCondition = (ctx: Ctx, event: GameEvent, args: Json) => boolean;
/** A named replacement function for effect-created replacements. */
export type EventReplacer = (ctx: Ctx, event: GameEvent, args: Json) => GameEvent | null;

/** A game-state check: finds conditions and returns results to apply all at once (CR 1.8-style). */
export interface CheckSpec {
  readonly id: string;
  readonly rule?: string;
  /** Pushes one function per result found; the engine runs them all after every check has looked. */
  readonly find: (ctx: Ctx, out: (() => void)[]) => void;
}

/** A named option set over one definition (e.g. an edition of the rules). */
export interface RulesetSpec {
  readonly name: string;
  readonly description?: string;
  /** Option values the rules read with `ctx.option(name)`. */
  readonly options: Readonly<Record<string, Json>>;
  /** Allowed player counts for this ruleset (default: the definition's). */
  readonly players?: readonly number[];
  /**
   * The version of these rules. Raise it when a rules change alters what recorded actions mean: replays
   * record it, and a replay recorded under another version is refused with a `ReplayError` that names
   * both versions (instead of failing at the first action the new rules do not allow). Replays recorded
   * without a version count as version 1.
   */
  readonly version?: number;
}

/** Options passed to {@link createGame}. */
export interface GameOptions {
  /** Number of players, or their names. */
  readonly players: number | readonly string[];
  /** One deck per player: card definition ids. */
  readonly decks: readonly (readonly string[])[];
  /** Seed for the random generator. */
  readonly seed: string | number;
  /** Ruleset name (default: the definition's first). */
  readonly ruleset?: string;
  /** Team of each seat (default: every player alone). */
  readonly teams?: readonly number[];
  /** The player who takes the first turn; otherwise the game's setup decides. */
  readonly firstPlayer?: PlayerId;
  /**
   * How card instance ids are handed out. `shuffled` (the default): each player's ids are a seeded
   * permutation of their deck list, so an id seen on a hidden card does not tell which card of the list
   * it is. `deck-order`: ids follow the deck lists — what games recorded before 0.2 used; replays and
   * saves without this field replay that way.
   */
  readonly cardIds?: CardIdOrder;
}

/** How card instance ids are handed out (see {@link GameOptions.cardIds}). */
export type CardIdOrder = 'shuffled' | 'deck-order';

/** A game as written by its author, before {@link defineGame} compiles it. */
export interface GameSpec {
  /** Definition id, e.g. `lorcana`. */
  readonly id: string;
  readonly name: string;
  /** Allowed player counts. */
  readonly players: readonly number[];
  readonly zones: readonly ZoneSpec[];
  /** Zone the decks start in (default `deck`). */
  readonly deckZone?: string;
  /** Zones where abilities function by default (default: `['play']` when the game has a `play` zone). */
  readonly abilityZones?: readonly string[];
  readonly turn: TurnSpec;
  readonly actions: readonly ActionSpec<any>[];
  readonly policy: TriggerPolicy;
  readonly checks?: readonly CheckSpec[];
  readonly rulesets: readonly RulesetSpec[];
  readonly cards: readonly CardDefinition[];
  /** Game-level handlers by name (follow-up tasks, floating trigger effects). */
  readonly handlers?: Readonly<Record<string, Handler>>;
  /** Named event conditions for floating triggers and replacements. */
  readonly conditions?: Readonly<Record<string, EventCondition>>;
  /** Named replacement functions for effect-created replacements. */
  readonly replacers?: Readonly<Record<string, EventReplacer>>;
  /** Runs once at creation, after decks are placed: shuffles, first player, opening hands, mulligans. */
  readonly setup: (ctx: Ctx) => void;
  /**
   * Decides the winners when only one team is left in the game (default: the players left). Games won
   * on points rather than by surviving return their points leaders.
   */
  readonly lastStanding?: (ctx: Ctx, left: readonly PlayerId[]) => readonly PlayerId[];
  /** Runs when a player leaves the game (loses, concedes), before the game checks for a winner. */
  readonly onPlayerOut?: (ctx: Ctx, player: PlayerId) => void;
  /** Offer the built-in `concede` action (default true). */
  readonly concede?: boolean;
  /**
   * The seats that may take turn actions during an actions step of `active`'s turn, `active` first —
   * simultaneous team turns, where every player of the team acts in the team's turn (Lorcana CR 9.3.1).
   * Each seat's actions are listed with its own `player`, and are performed as that player. Default: the
   * active player alone. Priority windows and decisions are not affected.
   */
  readonly turnSeats?: (ctx: Ctx, active: PlayerId) => readonly PlayerId[];
  /**
   * Queues of items besides the triggered abilities' pending container — e.g. Lore's chain, where
   * players put cards and abilities that resolve later, newest first, each with the triggers it causes
   * before the next. Rules code adds items with `ctx.addToQueue`; the engine resolves them one at a time
   * whenever the queue's `resolves` holds and nothing else waits (no decision, priority window, pending
   * trigger or follow-up), inside a step: after the step has started and before it ends.
   */
  readonly queues?: readonly QueueSpec[];
  /**
   * How modifiers combine into a characteristic: `layers` (default) — `set` (newest wins), then every
   * `add`, then floors and caps; `timestamp` — every modification in the order it began, each applying
   * to the result of the earlier ones (rules that say abilities apply in chronological order).
   */
  readonly characteristicOrder?: 'layers' | 'timestamp';
  /**
   * In a priority window, pass automatically for a player whose only legal action is to pass
   * (default false: every pass is an explicit action).
   */
  readonly autoPass?: boolean;
  /** Answer decisions that have exactly one legal answer without asking (default true). */
  readonly autoAnswerForced?: boolean;
  /** Player who is affected by an event, who orders its replacement effects (default: its card's controller). */
  readonly affectedPlayer?: (ctx: Ctx, event: GameEvent) => PlayerId;
  /** Hides game-specific values from a player's view (default: all vars are public). */
  readonly redactVars?: (vars: Record<string, Json>, viewer: PlayerId) => Record<string, Json>;
  /**
   * For search bots' sampled worlds ({@link determinize}): which unseen cards may swap identities. Cards
   * swap only within the same group; `null` keeps a card's identity (default group: its owner).
   */
  readonly determinizeGroup?: (ctx: Ctx, card: CardId) => string | null;
  /** A one-line readable description of a card (for logs and tools). */
  readonly describeCard?: (card: CardDefinition) => string;
}

/** A queue of items other than triggered abilities ({@link GameSpec.queues}). */
export interface QueueSpec {
  /** Its name, unique in the game (`ctx.addToQueue(name, …)`). */
  readonly name: string;
  /** Which item resolves next: the newest (a LIFO chain or stack) or the oldest. */
  readonly order: 'newest-first' | 'oldest-first';
  /** Whether the queue resolves now (e.g. in its own step); it waits otherwise. */
  readonly resolves: (ctx: Ctx) => boolean;
  /** Rule reference for its resolution. */
  readonly rule?: string;
}

/** A compiled game definition, ready for {@link createGame}. */
export interface GameDefinition extends GameSpec {
  /** @internal compiled tables */
  readonly compiled: CompiledTables;
}

/** @internal Lookup tables built once by {@link defineGame}. */
export interface CompiledTables {
  readonly zoneIndex: ReadonlyMap<string, number>;
  readonly cardsById: ReadonlyMap<string, CardDefinition>;
  readonly actionsByType: ReadonlyMap<string, ActionSpec<any>>;
  /** The listed (not any-time) actions offered in each kind of window, in declaration order. */
  readonly actionsByWindow: {
    readonly turn: readonly ActionSpec<any>[];
    readonly priority: readonly ActionSpec<any>[];
  };
  /** Card def id → event type → triggered abilities with their index. */
  readonly triggers: ReadonlyMap<string, ReadonlyMap<string, readonly IndexedAbility<TriggeredAbility>[]>>;
  /** Event type → card def id → triggered abilities watching it (the same entries as `triggers`). */
  readonly triggersByEvent: ReadonlyMap<
    string,
    ReadonlyMap<string, readonly IndexedAbility<TriggeredAbility>[]>
  >;
  /**
   * Event type → card def id → the entries of `triggersByEvent` that may fire for other cards' events
   * (all but those `about: 'self'`); absent when the def has none.
   */
  readonly othersByEvent: ReadonlyMap<
    string,
    ReadonlyMap<string, readonly IndexedAbility<TriggeredAbility>[]>
  >;
  /** Event types any card trigger or replacement watches. */
  readonly watchedEvents: ReadonlySet<string>;
  /** Card def id → stat → static abilities. */
  readonly statics: ReadonlyMap<string, readonly IndexedAbility<StaticAbility>[]>;
  /** Card def id → replacement abilities. */
  readonly replacements: ReadonlyMap<string, readonly IndexedAbility<ReplacementAbility>[]>;
  /** Card defs with at least one static ability. */
  readonly hasStatics: ReadonlySet<string>;
  readonly handlers: ReadonlyMap<string, Handler>;
  readonly conditions: ReadonlyMap<string, EventCondition>;
  readonly replacers: ReadonlyMap<string, EventReplacer>;
  readonly abilityZones: readonly number[];
  readonly rulesets: ReadonlyMap<string, RulesetSpec>;
  /** Phase index → step index → the ids `ctx.step` returns (shared and frozen: a read allocates nothing). */
  readonly stepNames: readonly (readonly StepName[])[];
}

/** The ids of a turn step, as `ctx.step` reads them (both empty between turns). */
export interface StepName {
  readonly phase: string;
  readonly step: string;
}

/** An ability and its index on its card. */
export interface IndexedAbility<A> {
  readonly ability: A;
  readonly index: number;
  /** Zone indexes where it functions. */
  readonly zones: readonly number[];
}
