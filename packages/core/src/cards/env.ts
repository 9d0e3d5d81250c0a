/**
 * A resolution in progress: the {@link Env} verbs see. It resolves the shared nouns (targets, amounts,
 * conditions, players, durations) and keeps the references steps leave for later steps.
 * @module
 */
import type { CardId, Ctx, Duration, GameEvent, ObjectRef, PlayerId } from '../index';
import { isBoundObject } from '../state/objects';
import type { DeclaredCard, DeclaredTargets } from './declare';
import { declarableTargets } from './declare';
import type { Describer } from './describe';
import { call, type Erased, wordCall } from './erased';
import type { Env } from './spec';
import type {
  Amount,
  Condition,
  NestedSteps,
  Nouns,
  PlayerRef,
  Step,
  Steps,
  SurroundingsOf,
  Target,
} from './types';

/** Who an ability acts for and where it comes from. */
export interface Source {
  /** The ability's controller. */
  readonly controller: PlayerId;
  /** Choices made before it resolves (see {@link Chosen}); everything is asked on resolution without. */
  readonly chosen?: Chosen;
  /** The ability's card (it may have left play). */
  readonly card: CardId;
  /** The event that triggered it, if any. */
  readonly event?: GameEvent;
  /** The objects a triggered ability bound (its source and its event's cards; CR 6.1.11.1). */
  readonly objects?: readonly ObjectRef[];
  /**
   * Targets declared when the effect was announced (see `Language.announce`): its `{ choose }` targets
   * use these cards, those still legal, instead of asking.
   */
  readonly declared?: DeclaredTargets;
}

/**
 * A {@link Source} that may bring the game's surroundings for the resolution it starts (see
 * `Nouns.surroundings`): made from the resolution on first use, e.g. to link the game's record of the
 * effect to it.
 */
export type SourceWith<N extends Nouns> = Source & {
  readonly surroundings?: (env: Env<N>) => SurroundingsOf<N>;
};

/**
 * Choices made before resolution — e.g. targets chosen when a card is played and kept while it waits on
 * a stack. Called with the step being resolved and its `{ choose }` target (or, for a verb's own choice,
 * any key the verb passes): an answer is used instead of asking; `undefined` asks as usual.
 */
export type Chosen = (step: object, target: object) => readonly number[] | undefined;

const NONE: readonly CardId[] = [];

/** The state of one resolution. Built by the language; verbs see it as {@link Env}. */
export class Resolution<N extends Nouns, V> implements Env<N> {
  readonly controller: PlayerId;
  readonly card: CardId;
  readonly event: GameEvent | undefined;
  private objects: readonly ObjectRef[] | undefined;
  it: readonly CardId[] = NONE;
  thatMany = 0;
  thatPlayer: PlayerId;
  /** Whether the previous step was done ("if you do"). */
  done = true;
  /** The step being resolved (for prompts). */
  step: Step<N, V> | undefined = undefined;
  /** The cards the current step's targets named, if it resolved any. */
  touched: readonly CardId[] | undefined = undefined;
  private slots: Map<string, readonly CardId[]> | undefined = undefined;
  readonly chosen: Chosen | undefined;
  /** Declared cards by target object, when the effect was announced with its targets. */
  private declared: Map<object, readonly DeclaredCard[]> | undefined = undefined;
  /** What makes the game's surroundings, until they are made on first use. */
  private makeSurroundings: ((env: Env<N>) => SurroundingsOf<N>) | undefined;
  private made: SurroundingsOf<N> | undefined = undefined;

  constructor(
    readonly ctx: Ctx,
    source: SourceWith<N>,
    private readonly words: Erased<N>,
    private readonly say: Describer<N, V>,
    private readonly prompts: WeakMap<object, string>,
    private readonly runner: (env: Resolution<N, V>, steps: Steps<N, V>) => boolean,
  ) {
    this.chosen = source.chosen;
    this.controller = source.controller;
    this.card = source.card;
    this.event = source.event;
    this.objects = source.objects;
    this.thatPlayer = source.controller;
    this.makeSurroundings = source.surroundings ?? words.surroundings;
  }

  get surroundings(): SurroundingsOf<N> {
    const make = this.makeSurroundings;
    if (make !== undefined) {
      this.makeSurroundings = undefined;
      this.made = make(this);
    }
    // Without a maker the nouns declare none (`LanguageWords` requires one where they do).
    return this.made as SurroundingsOf<N>;
  }

  /**
   * Whether `card` is still the object the triggered ability refers to: false once it changed zones after
   * the ability was added to the bag or stack (CR 6.1.11.1) — the part acting on "that card" then does
   * nothing. Cards the ability did not bind (and abilities that are not triggered) are not judged.
   */
  isBound(card: CardId): boolean {
    return isBoundObject(this.ctx.state, this.objects, card);
  }

  /** The bound cards that are still their bound objects (before a step runs; see {@link follow}). */
  currentBound(): readonly CardId[] | undefined {
    const objects = this.objects;
    if (objects === undefined) return undefined;
    const cards = this.ctx.state.cards;
    return objects.filter((o) => cards[o.id].stamp === o.stamp).map((o) => o.id);
  }

  /**
   * After a step: the bound cards it acted on that were current before it keep being "that card" in
   * their new zones — the effect that moved a card can find it (MTG 400.7's exception); a card moved by
   * anything else stays a new object.
   */
  follow(before: readonly CardId[] | undefined, acted: readonly CardId[] | undefined): void {
    if (before === undefined || acted === undefined || before.length === 0) return;
    const cards = this.ctx.state.cards;
    this.objects = this.objects!.map((o) =>
      before.includes(o.id) && acted.includes(o.id) && cards[o.id].stamp !== o.stamp
        ? { id: o.id, stamp: cards[o.id].stamp }
        : o,
    );
  }

  /** Forgets the cards the previous step's targets named (a new step begins). */
  clearTouched(): void {
    this.touched = undefined;
  }

  /** Remembers cards under a slot name (`as`). */
  remember(slot: string, cards: readonly CardId[]): void {
    this.slots ??= new Map();
    this.slots.set(slot, cards);
  }

  targets(target: Target<N>): CardId[] {
    const cards = this.resolve(target);
    this.touched = cards;
    return cards;
  }

  private resolve(target: Target<N>): CardId[] {
    if (typeof target === 'string') {
      if (target === 'it') return [...this.it];
      return wordCall(this.words.refs[target], target, 'reference').cards(this);
    }
    if ('slot' in target) return [...(this.slots?.get(target.slot) ?? NONE)];
    if ('each' in target) return this.words.filter.candidates(this, target.each);
    const declared = this.declared?.get(target);
    if (declared !== undefined) return this.legal(target, declared).map((d) => d.card);
    const made = this.chosen && this.step ? this.chosen(this.step, target) : undefined;
    if (made !== undefined) return [...made];
    const candidates = this.words.filter.candidates(this, target.choose);
    if (candidates.length === 0) return [];
    const n = Math.min(target.count ?? 1, candidates.length);
    const chooser = this.decider(target.by);
    if (chooser === undefined) return [];
    return this.ctx.chooseCards(chooser, candidates, {
      min: target.upTo ? 0 : n,
      max: n,
      prompt: this.prompt(),
    });
  }

  /** Uses targets declared on announcement for the `{ choose }` targets of `steps` (see `declare`). */
  useDeclared(steps: Steps<N, V>, declared: DeclaredTargets): void {
    const map = new Map<object, readonly DeclaredCard[]>();
    declarableTargets(steps).forEach(({ target }, i) => {
      map.set(target, declared[i] ?? []);
    });
    this.declared = map;
  }

  /** Asks now for every declarable target of `steps`, in order (the step's text as the prompt). */
  declare(steps: Steps<N, V>): DeclaredTargets {
    const outer = this.step;
    const out = declarableTargets(steps).map(({ step, target }) => {
      this.step = step;
      return this.resolve(target).map((card) => ({ card, stamp: this.ctx.card(card).stamp }));
    });
    this.step = outer;
    return out;
  }

  /** The declared cards of `steps` that are still legal targets now. */
  stillLegal(steps: Steps<N, V>, declared: DeclaredTargets): DeclaredTargets {
    return declarableTargets(steps).map(({ target }, i) => this.legal(target, declared[i] ?? []));
  }

  /** The declared cards still legal for a `{ choose }` target: the same object, still matching. */
  private legal(target: Target<N>, declared: readonly DeclaredCard[]): readonly DeclaredCard[] {
    if (declared.length === 0 || typeof target !== 'object' || !('choose' in target)) return [];
    const now = this.words.filter.candidates(this, target.choose);
    return declared.filter((d) => now.includes(d.card) && this.ctx.card(d.card).stamp === d.stamp);
  }

  amount(amount: Amount<N>): number {
    if (typeof amount === 'number') return amount;
    if (amount === 'thatMany') return this.thatMany;
    const base =
      'cards' in amount
        ? this.resolve(amount.cards).length
        : call(wordCall(this.words.counts[amount.count], amount.count, 'count').count, this, amount);
    return base * (amount.times ?? 1) + (amount.plus ?? 0);
  }

  holds(condition: Condition<N>): boolean {
    if (condition === 'youDid') return this.done;
    if ('not' in condition) return !this.holds(condition.not);
    if ('all' in condition) return condition.all.every((c) => this.holds(c));
    if ('any' in condition) return condition.any.some((c) => this.holds(c));
    if ('compare' in condition) {
      const n = this.amount(condition.compare);
      return (
        (condition.atLeast === undefined || n >= condition.atLeast) &&
        (condition.atMost === undefined || n <= condition.atMost)
      );
    }
    return call(
      wordCall(this.words.conditions[condition.test], condition.test, 'condition').holds,
      this,
      condition,
    );
  }

  players(who: PlayerRef<N>): PlayerId[] {
    if (who === 'you') return [this.controller];
    if (who === 'thatPlayer') return [this.thatPlayer];
    if (who === 'eachOpponent') return this.ctx.opponents(this.controller);
    if (who === 'eachPlayer') return [this.controller, ...this.ctx.opponents(this.controller)];
    return wordCall(this.words.players[who], who, 'player reference').players(this);
  }

  /** Who decides a `may` step or a `{ choose, by }` target: the first player the reference names. */
  decider(who: true | PlayerRef<N> | undefined): PlayerId | undefined {
    return who === undefined || who === true ? this.controller : this.players(who)[0];
  }

  duration(word: N['durations']): Duration {
    const kernel = wordCall(this.words.durations[word], word, 'duration').kernel;
    return typeof kernel === 'function' ? kernel(this.controller) : kernel;
  }

  run(steps: NestedSteps): boolean {
    // Nested steps were checked as `Steps<N, V>` where the verb's parameters declared them.
    return this.runner(this, steps as Steps<N, V>);
  }

  /** The question of a `may` step: "You may: draw 2 cards". */
  mayPrompt(step: Step<N, V>): string {
    return this.framed(`You may: ${this.say.body(step)}`);
  }

  /** The game's frame around a prompt (e.g. the card's name first). */
  private framed(text: string): string {
    const frame = this.words.prompt;
    return frame ? frame(this.ctx, this.card, text) : text;
  }

  prompt(): string {
    const step = this.step;
    if (step === undefined) return 'Choose';
    let text = this.prompts.get(step);
    if (text === undefined) {
      text = this.say.step(step);
      this.prompts.set(step, text);
    }
    return this.framed(text);
  }
}
