/**
 * The effect vocabulary: Lore's nouns (which objects, which players, how much, under what condition, for
 * how long) and the shape of an effect. Effects are steps of the shared card language
 * (`@cardloom/core/cards`), which owns their control flow (steps in order, `may`, `if`, choose one, for
 * each, repeat, "that card"); Lore's verbs are defined once, with what they do and how they read, in
 * `engine/language/verbs.ts`.
 *
 * @module
 */
import type {
  Amount as CoreAmount,
  Condition as CoreCondition,
  PlayerRef as CorePlayerRef,
  Target as CoreTarget,
  Step,
  Steps,
} from '@cardloom/core/cards';
import type { LoreVerbs } from '../engine/language/verbs.js';
import type { CardType, ObjectKeyword, Subtype, Supertype } from './vocabulary.js';

/** Which cards match: the printed characteristics part of a filter. */
export interface CardFilter {
  /** Any of these card types (default: any). */
  readonly types?: readonly CardType[];
  /** Must have this supertype. */
  readonly supertype?: Supertype;
  /** Must not have this supertype. */
  readonly notSupertype?: Supertype;
  /** Must have this subtype (creature type or Weapon). */
  readonly subtype?: Subtype;
}

/** Which objects in play match: characteristics plus the state of the object now. */
export interface ObjectFilter extends CardFilter {
  /** Controlled by the effect's controller or by an opponent (default: anyone). */
  readonly controller?: 'you' | 'opponent';
  /** Excludes the card the ability is on. */
  readonly other?: boolean;
  /** Must have this keyword. */
  readonly keyword?: ObjectKeyword;
  /** STR at most this. */
  readonly maxStr?: number;
  /** Current HP (printed HP and counters, minus damage) at most this. */
  readonly maxHp?: number;
  /** Must be attacking / blocking in the current combat. */
  readonly combat?: 'attacking' | 'blocking';
  /** Must (or must not) be a token. */
  readonly token?: boolean;
}

/** How long a temporary change lasts: until the end of this turn (Lore 5.1), or until the start of the controller's next turn (Lore 2.3). */
export type Duration = 'thisTurn' | 'untilYourNextTurn';

/**
 * Lore's nouns for the shared card language.
 * - `refs`: `'self'` (the card the ability is on), `'equipped'` (the creature this weapon is equipped
 *   to, Lore keyword Equip), `'event'` (the card a triggered ability's event is about: the creature that
 *   died, the attacker…); the language adds `'it'` ("that card": what the previous step acted on).
 * - `players`: `'opponent'` (the single opponent), `'each'` (every player, the active player first),
 *   `'itsController'` (the controller of "that card"); the language adds `'you'`.
 * - selections (`{ choose: filter }`) are made when the card is played or the ability activated (step
 *   d) and respect Beneath notice; `{ each: filter }` names every matching object.
 */
export type LoreNouns = {
  readonly filter: ObjectFilter;
  readonly refs: 'self' | 'equipped' | 'event';
  readonly players: 'opponent' | 'each' | 'itsController';
  readonly conditions: {
    readonly mythosAtLeast: { readonly amount: number };
    readonly turnCountersAtLeast: { readonly amount: number };
    readonly control: { readonly filter: ObjectFilter; readonly atLeast: number };
    readonly sanityAtMost: { readonly player: 'you' | 'opponent'; readonly amount: number };
    readonly yourTurn: {};
  };
  readonly counts: {
    /** The mythos in the shared pool (Lore Mythos). */
    readonly mythos: {};
    /** Turn counters on this card (Lore 2.5). */
    readonly turnCounters: {};
    /** The current STR of this card or of "that card". */
    readonly str: { readonly of: 'self' | 'it' };
    /** Cards in a player's hand. */
    readonly handSize: { readonly player: 'you' | 'opponent' | 'each' };
  };
  readonly triggers: {
    /** This comes into play (played or called forth). */
    readonly entersPlay: {};
    /** This is killed or destroyed. */
    readonly dies: {};
    /** This is announced as an attacker (Lore 4.1). */
    readonly attacks: {};
    /** This is declared as a blocker (Lore 4.3). */
    readonly blocks: {};
    /** This deals damage to a player's sanity (Lore 4.9). */
    readonly damagesPlayer: {};
    /** The beginning of a turn (Lore 2.3). */
    readonly turnStart: { readonly whose: 'your' | 'each' };
    /** The end of a turn (Lore 5.1). */
    readonly turnEnd: { readonly whose: 'your' | 'each' };
    /** Another creature matching the filter dies. */
    readonly creatureDies: { readonly filter: ObjectFilter };
    /** A spell is played by the given players. */
    readonly spellPlayed: { readonly by: 'you' | 'opponent' | 'any' };
    /** A turn counter is added to this card (Lore 2.5: what a turn ability waits for). */
    readonly turnCounter: {};
  };
  readonly statics: {};
  readonly replacements: {};
  readonly costs: {};
  /** Activated abilities: main phase, or also in combat windows (Subterfuge, Lore 4.4). */
  readonly timings: 'main' | 'subterfuge';
  readonly durations: Duration;
};

/** A player relative to the controller of the effect. */
export type PlayerRef = CorePlayerRef<LoreNouns>;

/** What an effect acts on: `'self'`, `'it'`, `'equipped'`, `'event'`, `{ choose: filter, count?, upTo? }`, `{ each: filter }`. */
export type Target = CoreTarget<LoreNouns>;

/** A `{ choose }` target: objects the controller selects (Lore Other Terminology: Select). */
export type SelectTarget = Extract<Target, { readonly choose: unknown }>;

/** Something that can be dealt damage: an object target, or a player. */
export type Recipient = Target | { readonly player: PlayerRef };

/** A number an effect uses: a constant, a count of objects (`{ cards: { each: filter } }`) or a Lore count. */
export type Amount = CoreAmount<LoreNouns>;

/** A condition checked when an ability would trigger or resolve: Lore's tests plus `not`/`all`/`any`. */
export type Condition = CoreCondition<LoreNouns>;

/** Permanent counters (Lore Other Terminology: Counter). HP-minus counters are how Rot deals damage. */
export type CounterKind = 'strPlus' | 'strMinus' | 'hpPlus' | 'hpMinus';

/** One outcome of a die roll. */
export interface RollOutcome {
  /** The faces that lead here. */
  readonly on: readonly number[];
  readonly steps: Effects;
}

/** One step of what a spell or ability does: a Lore verb or a control step of the shared language. */
export type Effect = Step<LoreNouns, LoreVerbs>;

/** What a spell or ability does: steps in order. */
export type Effects = Steps<LoreNouns, LoreVerbs>;
