/**
 * What a game gives the card language: each of its words defined once, with what it does (`run`,
 * `holds`, `count`, `parts`…) and how it reads (`describe`/`text`) side by side, so an interpreter and
 * its describer cannot drift apart.
 * @module
 */
import type { CardId, CostPart, Ctx, Duration, GameEvent, PlayerId } from '../index';
import type { Chosen, Source } from './env';
import type {
  AbilityText,
  ActivatedAbilityText,
  Amount,
  Condition,
  ControlWord,
  Cost,
  FlagKey,
  NestedSteps,
  Nouns,
  PlayerRef,
  StepResult,
  Steps,
  SurroundingsOf,
  Target,
  Words,
} from './types';

/**
 * A resolution in progress, as a verb sees it: who controls it, which card it comes from, the event
 * that triggered it, and the references earlier steps left ("that card", "that many", "that player").
 */
export interface Env<N extends Nouns> {
  readonly ctx: Ctx;
  /** The ability's controller. */
  readonly controller: PlayerId;
  /** The ability's card (it may have left play). */
  readonly card: CardId;
  /** The event that triggered the ability, if any. */
  readonly event: GameEvent | undefined;
  /** The cards the last step acted on ("that card", "those cards"). */
  readonly it: readonly CardId[];
  /**
   * Whether `card` is still the object a triggered ability refers to (its source, its event's cards):
   * false once it changed zones after the ability was added to the bag or stack (CR 6.1.11.1). A game's
   * "this card" and "that card" references filter with it.
   */
  isBound(card: CardId): boolean;
  /** What the last step counted ("that many"). */
  readonly thatMany: number;
  /** The player a `forEach` over players is at ("that player"); the controller outside one. */
  readonly thatPlayer: PlayerId;
  /**
   * The cards a target names now; `{ choose }` asks the controller (with the step's description as the
   * prompt) and yields nothing when nothing matches. The cards become the step's "that card".
   */
  targets(target: Target<N>): CardId[];
  /** The value of an amount now. */
  amount(amount: Amount<N>): number;
  /** Whether a condition holds now. */
  holds(condition: Condition<N>): boolean;
  /** The players a reference names, the controller first, then in turn order. */
  players(who: PlayerRef<N>): PlayerId[];
  /** The kernel duration of a duration word. */
  duration(word: N['durations']): Duration;
  /** The generated text of the step being resolved (for prompts). */
  prompt(): string;
  /** Runs steps a verb carries in its parameters, in this resolution; returns whether all were done. */
  run(steps: NestedSteps): boolean;
  /** Choices made before resolution, if the game made any (`Source.chosen`); a verb may read its own. */
  readonly chosen?: Chosen;
  /**
   * The game's own surroundings of this resolution (see `Nouns.surroundings`): made on first use by the
   * source's `surroundings`, else by the language's, once per resolution, so nested steps share them
   * and a resolution started inside another gets its own.
   */
  readonly surroundings: SurroundingsOf<N>;
}

/** The describer kit a `describe` gets: phrases for the shared nouns. */
export interface Say<N extends Nouns> {
  /** "a chosen opposing character", "each character you control", "that card". */
  target(target: Target<N>): string;
  /** The filter as a noun phrase for `count` cards: "opposing character(s)". */
  filter(filter: N['filter'], count?: number): string;
  /** "2", "that many", "the number of cards in your hand". */
  amount(amount: Amount<N>): string;
  /** "you control at least 3 characters". */
  condition(condition: Condition<N>): string;
  /** `you` for the controller, `each opponent ${they}`… for others. */
  players(who: PlayerRef<N>, you: string, they: string): string;
  /** " until end of turn" (with its leading space), or "" for a duration that needs no words. */
  until(word: N['durations']): string;
  /** Steps a verb carries in its parameters, joined by "then". */
  nested(steps: NestedSteps): string;
}

/**
 * One game verb: its `run` and its `describe`, both over the same parameter type `P`.
 * `run` returns nothing (done), whether it was done in full, or the cards it acted on and a count.
 */
export interface Verb<N extends Nouns, P> {
  readonly run: (env: Env<N>, params: P) => StepResult;
  /** The verb as a clause without final period: "deal 2 damage to a chosen opposing character". */
  readonly describe: (params: P, say: Say<N>) => string;
  /** Whether it could be done at all now (for choosing among options); default: yes. */
  readonly possible?: (env: Env<N>, params: P) => boolean;
}

/** Parameter objects of verbs may not use the step flags' names. */
export type VerbParams = object & { readonly [K in FlagKey]?: never };

/** A game's condition test. */
export interface ConditionDef<N extends Nouns, P> {
  readonly holds: (env: Env<N>, params: P) => boolean;
  /** "you control at least 3 characters". */
  readonly describe: (params: P, say: Say<N>) => string;
}

/** A game's counted amount. */
export interface CountDef<N extends Nouns, P> {
  readonly count: (env: Env<N>, params: P) => number;
  /** "the number of cards in your hand". */
  readonly describe: (params: P, say: Say<N>) => string;
}

/** A game's named card reference. */
export interface RefDef<N extends Nouns> {
  readonly cards: (env: Env<N>) => CardId[];
  /** "this card", "the card this is attached to". */
  readonly text: string;
}

/** A game's named player reference. */
export interface PlayerRefDef<N extends Nouns> {
  /** The players it names now, in turn order. */
  readonly players: (env: Env<N>) => PlayerId[];
  /** "the owner of that card". */
  readonly text: string;
}

/** A game's card filter: which cards match it, and how it reads. */
export interface FilterDef<N extends Nouns> {
  /** The cards a `{ choose }` or `{ each }` target may name, in a fixed order. */
  readonly candidates: (env: Env<N>, filter: N['filter']) => CardId[];
  readonly describe: (filter: N['filter'], count: number) => string;
}

/** A game's trigger: the kernel event it waits for and whether an event concerns the card. */
export interface TriggerDef<P> {
  /** Kernel event type(s). */
  readonly on: string | readonly string[];
  readonly when: (ctx: Ctx, event: GameEvent, self: CardId, params: P) => boolean;
  /**
   * Fires for a card that already left (e.g. "when this leaves play"): the card's `active` test is
   * skipped and `controller` names who controls the ability.
   */
  readonly lastKnown?: { readonly controller: (ctx: Ctx, event: GameEvent, self: CardId) => PlayerId };
  /** "When this card attacks". */
  readonly describe: (params: P) => string;
}

/** One kernel stat change of a static modifier. */
export interface StaticPart {
  readonly stat: string;
  readonly op?: 'add' | 'set' | 'min' | 'max';
  /** A number, or counted continuously (“+1 for each card in your hand”) for the card it changes. */
  readonly amount: number | ((ctx: Ctx, self: CardId, target: CardId) => number);
  /** The cards whose stat it changes. */
  readonly affects?: (ctx: Ctx, self: CardId, target: CardId) => boolean;
  /** The players whose stat it changes (a player-level characteristic: hand size, extra runes…). */
  readonly affectsPlayer?: (ctx: Ctx, self: CardId, player: PlayerId) => boolean;
}

/** A game's static modifier: the stat changes it makes. */
export interface StaticDef<N extends Nouns, P> {
  readonly parts: (params: P) => readonly StaticPart[];
  /** "each other Ember character you control gets +1 attack" (capitalized by the language). */
  readonly describe: (params: P, say: Say<N>) => string;
}

/** A game's replacement: which events it applies to and what happens instead (`null`: nothing). */
export interface ReplacementDef<N extends Nouns, P> {
  readonly on: string | readonly string[];
  readonly applies: (ctx: Ctx, event: GameEvent, self: CardId, params: P) => boolean;
  readonly replace: (ctx: Ctx, event: GameEvent, self: CardId, params: P) => GameEvent | null;
  readonly describe: (params: P, say: Say<N>) => string;
}

/**
 * A cost word paid with cards its payer chooses (“discard 2 cards”, “exhaust another unit you
 * control”): the language asks the payer with the kernel's card choice as the part is paid, among the
 * candidates less the cards other parts of the same payment took. Each part is checked on its own
 * before anything is paid (at least `count` candidates).
 */
export interface CardCostDef<V, C = unknown> {
  /** The cards that could pay it now, in a fixed order; `cost` is the whole cost it belongs to. */
  readonly candidates: (ctx: Ctx, payer: PlayerId, source: CardId, value: V, cost: C) => readonly CardId[];
  /** How many cards pay it (1 when left out). */
  readonly count?: (value: V) => number;
  /** The prompt of the choice (“Choose to pay: ” and the word's text when left out). */
  readonly prompt?: string;
  /** The rule the choice cites. */
  readonly rule?: string;
  /** Pays it with the chosen cards. */
  readonly pay: (ctx: Ctx, payer: PlayerId, source: CardId, cards: readonly CardId[], value: V) => void;
}

/**
 * A game's cost word: either the kernel cost parts for its value (`parts`, which sees the whole cost
 * `C` the word belongs to, so a part can depend on its siblings: “banish another card” leaves out the
 * card a “banish this card” part of the same cost pays with), or a part paid with chosen cards
 * (`choose`).
 */
export interface CostDef<V, C = unknown> {
  readonly parts?: (value: V, cost: C) => readonly CostPart[];
  readonly choose?: CardCostDef<V, C>;
  /** "exhaust this card", "pay 2 resources" (also the label of a `choose` word's kernel part). */
  readonly describe: (value: V) => string;
}

/** A game's cost words, in the order their parts are paid and written. */
export type CostWords<N extends Nouns> = {
  readonly [K in keyof N['costs']]-?: CostDef<NonNullable<N['costs'][K]>, Cost<N>>;
};

/** A timing of activated abilities: when it allows activation, and its note in the text. */
export interface TimingDef {
  readonly allows: (ctx: Ctx, player: PlayerId) => boolean;
  /** "Response." or "" for the usual timing. */
  readonly text: string;
}

/** A duration word: its kernel duration and its words. */
export interface DurationDef {
  /**
   * The kernel duration, or a function of the ability's controller for durations that name a player
   * ("until the start of your next turn": `(you) => ({ until: 'start-of-turn', player: you })`).
   */
  readonly kernel: Duration | ((controller: PlayerId) => Duration);
  /** " until end of turn" (with its leading space) or "". */
  readonly text: string;
}

/** The verbs a language may be given: any record of verbs, none named like a control word. */
export type VerbsOf<N extends Nouns> = { readonly [name: string]: Verb<N, never> } & {
  readonly [K in ControlWord]?: never;
};

/** An activated ability another card gives a card (“your characters gain …”). */
export interface GrantedActivation<N extends Nouns, V> {
  /** The card whose ability gives it. */
  readonly source: CardId;
  /** Its number among the abilities `source` gives; with `source`, it names the ability in an activation. */
  readonly index: number;
  readonly ability: ActivatedAbilityText<N, V>;
}

/** Using an activated ability for free, where an effect allows it. */
export interface FreeUse<N extends Nouns, V> {
  /** Whether an effect lets `card`'s ability be used for free now (and that saves anything). */
  readonly allows: (ctx: Ctx, card: CardId, ability: ActivatedAbilityText<N, V>) => boolean;
  /**
   * What is still paid when it is used for free (e.g. Lorcana keeps the exert symbol): a cost of the same
   * words. Return the same object for the same kind of cost, so its kernel parts are built once.
   */
  readonly cost: (cost: Cost<N>) => Cost<N>;
}

/** The activated-ability runner's view of the game (see `Language.activations`). */
export interface ActivationHooks<N extends Nouns, V> {
  /** The abilities printed on a card, in order. */
  readonly abilitiesOf: (ctx: Ctx, card: CardId) => readonly AbilityText<N, V>[];
  /**
   * The per-turn key that limits a once-per-turn ability (counted with `ctx.countThisTurn`): `index` as
   * in an activation (negative for keyword abilities), `grantedBy` for an ability another card gives.
   */
  readonly onceKey: (ctx: Ctx, card: CardId, index: number, grantedBy?: CardId) => string;
  /** Whether the ability's effects could do anything now; default: yes. */
  readonly useful?: (ctx: Ctx, ability: ActivatedAbilityText<N, V>) => boolean;
  /** The activated abilities other cards give `card` now, in a fixed order. */
  readonly granted?: (ctx: Ctx, card: CardId) => readonly GrantedActivation<N, V>[];
  /** The activated abilities `card`'s keywords stand for now (activation indices -1, -2…). */
  readonly keywords?: (ctx: Ctx, card: CardId) => readonly ActivatedAbilityText<N, V>[];
  /** Use for free: left out, no ability is ever used for free. */
  readonly free?: FreeUse<N, V>;
}

/**
 * Everything a game defines to get its card language. A table of words whose nouns the game does not
 * have (no statics, no durations…) may be left out; {@link LanguageWords} makes the others required.
 */
export interface LanguageSpec<N extends Nouns, V extends VerbsOf<N>> {
  readonly verbs: V;
  readonly filter: FilterDef<N>;
  /** The game's card references (`'self'`, `'host'`…). */
  readonly refs?: { readonly [K in N['refs']]: RefDef<N> };
  /** The game's player references (`'ownerOfIt'`…). */
  readonly players?: { readonly [K in N['players']]: PlayerRefDef<N> };
  readonly conditions?: { readonly [K in keyof N['conditions']]: ConditionDef<N, N['conditions'][K]> };
  readonly counts?: { readonly [K in keyof N['counts']]: CountDef<N, N['counts'][K]> };
  readonly triggers?: { readonly [K in keyof N['triggers']]: TriggerDef<N['triggers'][K]> };
  readonly statics?: { readonly [K in keyof N['statics']]: StaticDef<N, N['statics'][K]> };
  readonly replacements?: {
    readonly [K in keyof N['replacements']]: ReplacementDef<N, N['replacements'][K]>;
  };
  /** Cost parts, in the order they are paid and written. */
  readonly costs?: CostWords<N>;
  /** Timings; the first is the default of an ability that names none. */
  readonly timings?: { readonly [K in N['timings']]: TimingDef };
  readonly durations?: { readonly [K in N['durations']]: DurationDef };
  /** Whether a card's abilities work now (triggered, static and replacement abilities check it). */
  readonly active?: (ctx: Ctx, card: CardId) => boolean;
  /**
   * The prompt of a decision a step asks (a choice of cards, a `may`, a choice of options) from the
   * step's generated text, e.g. to name the card first; the text itself when left out.
   */
  readonly prompt?: (ctx: Ctx, card: CardId, text: string) => string;
  /** The zones whose cards' abilities work (the game's `abilityZones` when left out). */
  readonly zones?: readonly string[];
  /** The activated-ability runner's hooks (needed only by games with activated abilities). */
  readonly activation?: ActivationHooks<N, V>;
  /**
   * How the game resolves the steps of a triggered ability the language compiled (e.g. inside its own
   * execution context, with what it tracks while an effect resolves). Left out: the language runs them.
   */
  readonly resolve?: (ctx: Ctx, steps: Steps<N, V>, source: Source) => boolean;
  /**
   * How the game checks a compiled ability's condition (trigger gates, `resolveIf`, static and
   * replacement conditions) without a resolution of its own. Left out: the language builds a resolution
   * for each check.
   */
  readonly check?: (ctx: Ctx, condition: Condition<N>, source: Source) => boolean;
  /**
   * The surroundings of a resolution whose source brings none (abilities the language compiled, a
   * condition checked alone); required where the nouns declare `surroundings`.
   */
  readonly surroundings?: (env: Env<N>) => SurroundingsOf<N>;
}

/** The names each table of words of a language is keyed by (`never` for a table the nouns leave empty). */
export type LanguageTableKeys<N extends Nouns> = {
  readonly refs: N['refs'];
  readonly players: N['players'];
  readonly conditions: keyof N['conditions'];
  readonly counts: keyof N['counts'];
  readonly triggers: keyof N['triggers'];
  readonly statics: keyof N['statics'];
  readonly replacements: keyof N['replacements'];
  readonly costs: keyof N['costs'];
  readonly timings: N['timings'];
  readonly durations: N['durations'];
};

/**
 * The tables of words a language must define: those whose nouns name at least one word. A game without
 * statics leaves `statics` out; one that declares a static and forgets its table fails to compile.
 */
export type LanguageWords<N extends Nouns, V extends VerbsOf<N>> = {
  readonly [K in keyof LanguageTableKeys<N> as [LanguageTableKeys<N>[K]] extends [never]
    ? never
    : K]-?: NonNullable<LanguageSpec<N, V>[K]>;
} & ([SurroundingsOf<N>] extends [undefined]
  ? unknown
  : { readonly surroundings: NonNullable<LanguageSpec<N, V>['surroundings']> });

/** The erased shape of the words, for the interpreter (each word is looked up by its name). */
export type AnyWords = { readonly [name: string]: unknown };

export type { Words };
