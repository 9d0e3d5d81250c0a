/**
 * The card language's types. A game describes its nouns once (a {@link Nouns} type: its card filter,
 * named card references, condition tests, counted amounts, triggers, static modifiers, replacements,
 * cost parts, timings and durations) and its verbs once (each a {@link Verb}); every card of the game is
 * then written in {@link Step}s of the shared control flow, checked by TypeScript.
 * @module
 */
import type { CardId, PlayerId } from '../index';

/** A record of words to their parameter objects, e.g. `{ behind: {}; handSize: { atLeast: number } }`. */
export type Words = { readonly [word: string]: object };

/**
 * The nouns of one game. Write it as a `type` alias (not an `interface`) so its records fit
 * {@link Words}. Fields the game does not use can be `{}` (or `never` for `refs`, `timings`, `durations`).
 */
export type Nouns = {
  /** The card filter of `{ choose }` and `{ each }` targets. */
  readonly filter: unknown;
  /** Names of card references the game resolves itself (`'self'`, `'host'`…). */
  readonly refs: string;
  /** Names of player references the game resolves itself (`'ownerOfIt'`…); `never` if none. */
  readonly players: string;
  /** Condition tests: `{ test: name, ...params }`. */
  readonly conditions: Words;
  /** Counted amounts: `{ count: name, ...params }`. */
  readonly counts: Words;
  /** Trigger events: `{ on: name, ...params }`. */
  readonly triggers: Words;
  /** Static modifiers: `{ mod: name, ...params }`. */
  readonly statics: Words;
  /** Replacement effects: `{ replace: name, ...params }`. */
  readonly replacements: Words;
  /** Cost parts of activated abilities: `{ [part]: value }`. */
  readonly costs: { readonly [part: string]: unknown };
  /** When activated abilities may be used. */
  readonly timings: string;
  /** How long a lasting change lasts. */
  readonly durations: string;
  /**
   * What the game's words also need to know while an effect resolves, beyond the shared resolution
   * (an effect's recipient, the buff it belongs to, what it chose so far…): the type of
   * `env.surroundings`. Left out, a resolution has none.
   */
  readonly surroundings?: unknown;
};

/** The type of a resolution's `env.surroundings` for nouns `N` (`undefined` where `N` declares none). */
export type SurroundingsOf<N extends Nouns> = N extends { readonly surroundings: infer S } ? S : undefined;

/** The players the language itself names, relative to the controller (and the player a `forEach` is at). */
export type CorePlayerRef = 'you' | 'eachOpponent' | 'eachPlayer' | 'thatPlayer';

/** The players a step can name: the language's own references and the game's. */
export type PlayerRef<N extends Nouns> = CorePlayerRef | N['players'];

/**
 * Which cards a step acts on.
 * - a reference name of the game (`'self'`, `'host'`…), or `'it'`: the cards the last step acted on
 *   ("that card", "those cards");
 * - `{ slot }`: the cards a step remembered with `as`;
 * - `{ choose }`: cards the controller chooses on resolution, exactly `count` (default 1) or up to it;
 * - `{ each }`: every card matching the filter.
 */
export type Target<N extends Nouns> =
  | N['refs']
  | 'it'
  | { readonly slot: string }
  | {
      readonly choose: N['filter'];
      readonly count?: number;
      readonly upTo?: boolean;
      /** Who chooses (the first player the reference names); the controller when left out. */
      readonly by?: PlayerRef<N>;
    }
  | { readonly each: N['filter'] };

/** A game test with its parameters: `{ test: 'handSize', atLeast: 3 }`. */
export type GameCondition<N extends Nouns> = {
  [K in keyof N['conditions'] & string]: { readonly test: K } & N['conditions'][K];
}[keyof N['conditions'] & string];

/**
 * A test on the game. Game tests, plus the shared ones: `{ not }`, `{ all }`, `{ any }`,
 * `{ compare, atLeast?, atMost? }` (an amount within bounds) and `'youDid'` (the previous step was done:
 * "if you do").
 */
export type Condition<N extends Nouns> =
  | GameCondition<N>
  | 'youDid'
  | { readonly not: Condition<N> }
  | { readonly all: readonly Condition<N>[] }
  | { readonly any: readonly Condition<N>[] }
  | { readonly compare: Amount<N>; readonly atLeast?: number; readonly atMost?: number };

/** A counted amount of the game: `{ count: 'handSize', who: 'you' }`. */
export type GameCount<N extends Nouns> = {
  [K in keyof N['counts'] & string]: { readonly count: K } & N['counts'][K];
}[keyof N['counts'] & string];

/**
 * How many: a fixed number, `'thatMany'` (what the last step counted: cards it acted on, or the number
 * it reported), a count of the game, or the number of cards a target names (`{ cards: target }`);
 * counted forms may be scaled with `times` and shifted with `plus`.
 */
export type Amount<N extends Nouns> =
  | number
  | 'thatMany'
  | (({ readonly cards: Target<N> } | GameCount<N>) & { readonly times?: number; readonly plus?: number });

/** The words a verb's parameters may not use: they belong to every step. */
export type FlagKey = 'do' | 'may' | 'if' | 'as';

/** The step words owned by the language: a game may not name a verb so. */
export type ControlWord = 'if' | 'chooseOne' | 'forEach' | 'repeat';

/**
 * Flags every step may carry.
 * - `may`: its controller (or the first player a reference names: "that player may") may decline it;
 *   declining skips only this step (CR-style "you may").
 * - `if`: it happens only if the condition holds when it is reached (`'youDid'`: "if you do").
 * - `as`: the cards it acted on are remembered under this name (`{ slot: name }`).
 */
export interface StepFlags<N extends Nouns> {
  readonly may?: true | PlayerRef<N>;
  readonly if?: Condition<N>;
  readonly as?: string;
}

/**
 * What a verb's `run` may report: nothing (done), whether it was done, or what it did — the cards it
 * acted on ("that card"), a count ("that many") and a player ("that player", e.g. a chosen opponent).
 */
export type StepResult =
  // biome-ignore lint/suspicious/noConfusingVoidType: a verb that reports nothing is done; its run returns void.
  | void
  | boolean
  | {
      readonly done?: boolean;
      readonly cards?: readonly CardId[];
      readonly count?: number;
      readonly player?: PlayerId;
    };

/** The parameters of a verb. */
export type ParamsOf<T> = T extends { readonly run: (env: never, params: infer P) => StepResult } ? P : never;

/** One game verb as a step: `{ do: 'draw', who: 'you', count: 2 }`. */
export type VerbStep<N extends Nouns, V> = {
  [K in keyof V & string]: StepFlags<N> & { readonly do: K } & ParamsOf<V[K]>;
}[keyof V & string];

/** If the condition holds, `steps`; otherwise `otherwise` (no `then` key: objects with one are thenables). */
export interface IfStep<N extends Nouns, V> extends StepFlags<N> {
  readonly do: 'if';
  readonly if: Condition<N>;
  readonly steps: Steps<N, V>;
  readonly otherwise?: Steps<N, V>;
}

/** The controller chooses one of the options (those whose first step could be done). */
export interface ChooseOneStep<N extends Nouns, V> extends StepFlags<N> {
  readonly do: 'chooseOne';
  readonly options: readonly Steps<N, V>[];
}

/**
 * The steps once per card the target names (`'it'` is that card inside) or per player
 * (`'thatPlayer'` is that player inside).
 */
export interface ForEachStep<N extends Nouns, V> extends StepFlags<N> {
  readonly do: 'forEach';
  readonly each: { readonly cards: Target<N> } | { readonly players: PlayerRef<N> };
  readonly steps: Steps<N, V>;
}

/** The steps a number of times. */
export interface RepeatStep<N extends Nouns, V> extends StepFlags<N> {
  readonly do: 'repeat';
  readonly times: Amount<N>;
  readonly steps: Steps<N, V>;
}

/** One step of an effect: a game verb or a control word. */
export type Step<N extends Nouns, V> =
  | VerbStep<N, V>
  | IfStep<N, V>
  | ChooseOneStep<N, V>
  | ForEachStep<N, V>
  | RepeatStep<N, V>;

/** An effect: steps in order ("then"). */
export type Steps<N extends Nouns, V> = readonly Step<N, V>[];

/**
 * Steps carried inside a verb's parameters (a die roll's outcomes, a delayed effect), as the verb's
 * `run` and `describe` see them: they pass them back to `env.run` and `say.steps`. Declare such a
 * parameter in an interface as `Steps<MyNouns, MyVerbs>` so cards are still checked; see
 * `ParamsOf`.
 */
export type NestedSteps = readonly { readonly do: string }[];

/** A trigger of the game with its parameters: `{ on: 'attacks' }`. */
export type Trigger<N extends Nouns> = {
  [K in keyof N['triggers'] & string]: { readonly on: K } & N['triggers'][K];
}[keyof N['triggers'] & string];

/** A static modifier of the game with its parameters: `{ mod: 'stats', attack: 1, … }`. */
export type StaticModifier<N extends Nouns> = {
  [K in keyof N['statics'] & string]: { readonly mod: K } & N['statics'][K];
}[keyof N['statics'] & string];

/** A replacement of the game with its parameters: `{ replace: 'damage', by: 1 }`. */
export type Replacement<N extends Nouns> = {
  [K in keyof N['replacements'] & string]: { readonly replace: K } & N['replacements'][K];
}[keyof N['replacements'] & string];

/** An activation cost: any of the game's cost parts, paid in the order the game lists them. */
export type Cost<N extends Nouns> = { readonly [K in keyof N['costs']]?: N['costs'][K] };

/** A triggered ability: when the trigger happens (and the condition holds), its effects resolve. */
export interface TriggeredAbilityText<N extends Nouns, V> {
  readonly kind: 'triggered';
  readonly name: string;
  /** The event it waits for, or several events sharing one effect (“when … and whenever …”). */
  readonly trigger: Trigger<N> | readonly Trigger<N>[];
  /** Checked when the event happens; false means it does not trigger. */
  readonly condition?: Condition<N>;
  /**
   * Checked when it resolves; false means it resolves with no effect (Lorcana CR 6.2.4's secondary
   * “if”). Give the same condition as `condition` too for an intervening “if” checked both times (MTG
   * 603.4).
   */
  readonly resolveIf?: Condition<N>;
  /** Zones its card must be in for it to trigger (default: the language's zones, else the game's). */
  readonly zones?: readonly string[];
  /** Triggers only the first time its event happens each turn (per card instance). */
  readonly firstTimeEachTurn?: boolean;
  /** Resolves at most once per turn (per card instance): a later resolution that turn does nothing. */
  readonly oncePerTurn?: boolean;
  readonly effects: Steps<N, V>;
}

/** An activated ability: its controller pays the cost to resolve its effects. */
export interface ActivatedAbilityText<N extends Nouns, V> {
  readonly kind: 'activated';
  readonly name: string;
  readonly cost: Cost<N>;
  /** When it may be used (the game's first timing when left out). */
  readonly timing?: N['timings'];
  /** It may be used only while this holds (checked for its controller as it is offered). */
  readonly condition?: Condition<N>;
  /** At most once per turn. */
  readonly oncePerTurn?: boolean;
  readonly effects: Steps<N, V>;
}

/** A static ability: changes the game while its card is active (and the condition holds). */
export interface StaticAbilityText<N extends Nouns> {
  readonly kind: 'static';
  readonly name: string;
  readonly condition?: Condition<N>;
  readonly modifier: StaticModifier<N>;
}

/** A replacement ability: an event that would happen happens differently instead. */
export interface ReplacementAbilityText<N extends Nouns> {
  readonly kind: 'replacement';
  readonly name: string;
  readonly condition?: Condition<N>;
  readonly replacement: Replacement<N>;
}

/** Any ability of a card, written in the language. */
export type AbilityText<N extends Nouns, V> =
  | TriggeredAbilityText<N, V>
  | ActivatedAbilityText<N, V>
  | StaticAbilityText<N>
  | ReplacementAbilityText<N>;
