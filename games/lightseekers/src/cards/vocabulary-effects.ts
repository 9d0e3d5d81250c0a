/**
 * The effect vocabulary: what a card does, as typed data in the shared card language
 * (`@cardloom/core/cards`).
 *
 * A card never carries code. Its effects are steps: Lightseekers verbs (`damage`, `draw`, `rotate`…,
 * each defined once with its rules and its wording in `engine/language/verbs.ts`) and the language's
 * own control flow (`{ do: 'if' }`, `may`, for each…). Passive modifiers, triggers and Abilities are
 * values of the types below. Rule numbers refer to the Lightseekers rules (section 6 for keywords).
 * @module
 */
import type {
  Amount as CoreAmount,
  Condition as CoreCondition,
  Trigger as CoreTrigger,
  Step,
} from '@cardloom/core/cards';
import type { Running } from '../engine/language/frame.js';
import type { LightseekersVerbs } from '../engine/language/verbs.js';
import type { Affinity, Grade } from './vocabulary-elements.js';

/**
 * Who an effect applies to, relative to the card's controller (the player who played it, or the
 * owner of the card in play).
 * - `self`: the controller.
 * - `recipient`: the hero the card was directed at (an Attack's chosen other hero; a Defend's player,
 *   2.5.1–2.5.2; for buffs, items and heroes the controller unless a card says otherwise, 2.5.3).
 * - `target` / `enemy`: the controller's living neighbour to the left / right (3.3).
 * - `actor`: in a reaction trigger, the player whose act set it off (the attacker, 3.3).
 * - `eachOther`: every other hero, clockwise from the acting player (4.3.3).
 */
export type Who = 'self' | 'recipient' | 'target' | 'enemy' | 'actor' | 'eachOther';

/** The four action categories (2.5). */
export type Category = 'attack' | 'defend' | 'buff' | 'item';

/** A filter over cards, used by Discard, Remove, searches and modifiers. All given fields must match. */
export interface CardFilter {
  /** The card's category; `combo` matches combo cards. */
  readonly category?: Category | 'combo';
  /** The card requires (or, for items, grants) an Element satisfying this affinity. */
  readonly affinity?: Affinity;
  /** The card is Unaligned (2.3). */
  readonly unaligned?: true;
}

/** Which buffs a Rotate, Restart or similar effect acts on. */
export type BuffSelector =
  /** Buffs of `of` chosen by the controller (the acting player chooses, 4.3.4). */
  | {
      readonly pick: 'chosen';
      readonly of: Who;
      readonly count: number;
      /** The buffs chosen when the card was played (4.3.3, L43); set by the engine, never on a card. */
      readonly chose?: readonly number[];
    }
  | { readonly pick: 'all'; readonly of: Who }
  /** The controller's buffs played after this one (6.1.5). */
  | { readonly pick: 'rightOfThis' };

/** How long a `lasting` effect applies. */
export type Duration = 'endOfTurn' | 'startOfYourNextTurn' | 'endOfTheirNextTurn';

/** What an Immune hero ignores (6, Immune): a kind of act or effect, or cards of an affinity. */
export type Immunity = 'attacks' | 'damage' | 'discard' | 'remove' | { readonly affinity: Affinity };

/** Which damage a damage-taken change applies to: only Attacks (cards and Attack Abilities), or all else. */
export type DamageFrom = 'attacks' | 'notAttacks';

/**
 * The Lightseekers nouns of the card language: its player references ({@link Who}), condition tests,
 * counted amounts and triggers. Lightseekers cards name no card references and pay no activation
 * costs (an Ability is an action, 4.3.2); durations are the `lasting` verb's own (they name players).
 */
export type LightseekersNouns = {
  /** Cards of the controller's hand, for `{ choose }` / `{ each }` targets. */
  readonly filter: CardFilter;
  readonly refs: never;
  readonly players: Who;
  readonly conditions: {
    /** The hero has at most `amount` health. */
    readonly healthAtMost: { readonly who: Who; readonly amount: number };
    /** The hero has at least `count` buffs in play. */
    readonly buffsAtLeast: { readonly who: Who; readonly count: number };
    /** The hero has at least `count` cards in hand. */
    readonly handAtLeast: { readonly who: Who; readonly count: number };
    /** The hero has at least `count` items equipped. */
    readonly itemsAtLeast: { readonly who: Who; readonly count: number };
    /** The controller has access to the Element or Order (at least at `grade`, 2.3). */
    readonly hasAccess: { readonly affinity: Affinity; readonly grade?: Grade };
    /** Something happened to the controller since the end of their previous turn (6, Since Your Last Turn). */
    readonly sinceYourLastTurn: { readonly event: 'attacked' | 'damaged' };
  };
  readonly counts: {
    /** The value in the buff's current top-left corner (2.6); `times: -1` for "X less". */
    readonly x: {};
    /** Buffs the hero has in play. */
    readonly buffs: { readonly of?: Who };
    /** Items the hero has equipped. */
    readonly items: { readonly of?: Who };
  };
  readonly triggers: {
    /** At the start of the controller's turn (4.1). */
    readonly startOfTurn: {};
    /** Once in each of the controller's buff phases, step 1 (4.2.1): discard pile, hero, items. */
    readonly eachTurn: {};
    /** At the end of the controller's turn (4.5). */
    readonly endOfTurn: {};
    /** When this buff Expires, while it is in transition (4.2.4). */
    readonly expire: {};
    /** When this card leaves play (6.1.3). */
    readonly leavePlay: {};
    /**
     * When someone performs an act. `by`: whose act; `against`: for Attacks, who the recipient is;
     * `timing`: before the card's own effects (default, 4.3.3) or after it resolved (6, After Playing).
     */
    readonly act: {
      readonly act: Act;
      readonly by: 'self' | 'other' | 'any';
      readonly against?: 'self' | 'other';
      readonly affinity?: Affinity;
      readonly timing?: 'before' | 'after';
    };
  };
  readonly statics: {};
  readonly replacements: {};
  readonly costs: {};
  readonly timings: never;
  readonly durations: never;
  /**
   * @internal Each run's source, recipient, actor and buff, and the power modifiers already given (2.6,
   * 4.3.3): the engine's, not a card author's.
   */
  readonly surroundings: Running;
};

/** Things an amount can count besides X. */
export type Countable = Exclude<keyof LightseekersNouns['counts'], 'x'>;

/**
 * A number printed on a card (its power, 2.6): a constant, the value X in the buff's current top-left
 * corner (`{ count: 'x' }`, with `plus`, or `times: -1` for reductions such as "take X less damage"),
 * or a count of things (`{ count: 'buffs', of: 'self', times: 2 }`).
 */
export type Amount = CoreAmount<LightseekersNouns>;

/**
 * A condition: tested when a card is played or an Ability used (4.3.3, L50), when a buff's or item's
 * effect fires, or, for clunky buffs, during buff rotation (2.5.3). `{ test: 'healthAtMost', … }`,
 * `{ not: … }`.
 */
export type Condition = CoreCondition<LightseekersNouns>;

/**
 * A one-off effect step: `{ do: 'damage', amount: 2 }`, `{ do: 'if', if: …, steps: […] }`. Effects on a
 * card resolve in the order written (4.3.3); effects directed at several heroes resolve hero by hero,
 * clockwise from the acting player (4.3.3).
 */
export type Effect = Step<LightseekersNouns, LightseekersVerbs>;

/** The step kinds (verbs and control words). */
export type EffectKind = Effect['do'];

/**
 * A passive (lingering, 4.2.3) modifier. `to` says who bears it (default: the controller).
 * Increases and reductions add up and never take a value below 0 (6.1.2).
 */
export type Modifier = { readonly to?: Who } & (
  | /** Power modifier on damage dealt by the bearer's cards matching `filter` (2.6). */
  { readonly kind: 'damageDealt'; readonly amount: Amount; readonly filter?: CardFilter }
  /** Damage the bearer receives changes by `amount` (negative reduces). */
  | {
      readonly kind: 'damageTaken';
      readonly amount: Amount;
      /** Only this damage; every source's when absent (L72). */
      readonly from?: DamageFrom;
    }
  /** Healing done by the bearer's cards changes by `amount` (2.6). */
  | { readonly kind: 'healingDone'; readonly amount: Amount }
  /** The bearer's combos need `delta` more cards (negative: fewer) as payment (2.4.3). */
  | { readonly kind: 'comboCost'; readonly delta: number }
  /** The bearer has `delta` more actions each turn. */
  | { readonly kind: 'actions'; readonly delta: number }
  /** The bearer may take at most `max` actions per turn (6.1.6). */
  | { readonly kind: 'actionLimit'; readonly max: number }
  | { readonly kind: 'immune'; readonly against: Immunity }
  /** The bearer's items are Dormant (2.5.4, 6 Dormant). */
  | { readonly kind: 'itemsDormant' }
  /** The bearer can't Draw (4.4). */
  | { readonly kind: 'cannotDraw' }
  /** The bearer can't Attack, nor use Attack Abilities (4.3.2). */
  | { readonly kind: 'cannotAttack' }
);

/** An act that reaction triggers listen for (6: Attack, Defend, Buff, Equip, Play, Ability). */
export type Act = 'attack' | 'defend' | 'buff' | 'equip' | 'play' | 'combo' | 'ability';

/** When a trigger fires: `{ on: 'startOfTurn' }`, `{ on: 'act', act: 'attack', by: 'other' }`… */
export type TriggerEvent = CoreTrigger<LightseekersNouns>;

/** A triggered effect. With `next`, it fires once and then the buff Expires (6 Next). */
export interface Trigger {
  readonly when: TriggerEvent;
  readonly effects: readonly Effect[];
  readonly next?: true;
}

/**
 * An Ability: an action that performs its effects (4.3.2). An Attack Ability or Defend Ability counts
 * as an Attack or Defend (6); one Ability per turn.
 */
export interface Ability {
  readonly name: string;
  readonly category?: 'attack' | 'defend';
  readonly effects: readonly Effect[];
  /** Effects used instead when 3 or more players remain (6 Multiplayer). */
  readonly multiplayer?: readonly Effect[];
  /** The Ability may be used only while this holds for its controller (decision L68). */
  readonly usableWhile?: Condition;
}

export { subjectOf } from '../engine/language/words.js';
