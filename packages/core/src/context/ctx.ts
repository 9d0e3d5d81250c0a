/**
 * The rules context: the one object rules code talks to. It reads the state, changes it through the
 * undo journal, emits events, asks decisions and schedules work. Rules code is straight-line: a
 * decision returns its answer; when no answer is known yet the task stops here and is run again from
 * its start, with the recorded answers, once the player answers. Hence rules code must read and write
 * the game only through this object, and must not catch exceptions it did not throw.
 *
 * The class is built in layers, one file each: reading (reader.ts), changing cards and values
 * (card-changes.ts), events/effects/turn/game end (flow-changes.ts), and here deciding and costs.
 * @module
 */

import { type CostPart, canPayCost, payCost } from '../rules/costs';
import { answerCount, forcedAnswer, MAX_ANSWERS } from '../rules/decisions';
import type { Handler } from '../rules/definition';
import { EngineError, IllegalActionError } from '../state/errors';
import type { Json } from '../state/json';
import type { CardId, DecisionRequest, PlayerId } from '../state/state';
import { FlowChanges } from './flow-changes';

export type { MoveOptions, Position } from './card-changes';
export type { NewEffect } from './flow-changes';

/** Thrown (and caught by the engine) when a task must wait for an answer. Never catch it in rules code. */
export class Suspend {
  constructor(readonly request: DecisionRequest) {}
}

/**
 * Readable labels of a decision's options, or a function that makes them. A function is called only when
 * the decision is really put to the player: not when a task re-runs with a recorded answer (most calls of
 * a task that asks), nor when the answer is forced — so labels that cost work to write are written once.
 */
export type DecisionLabels = readonly string[] | (() => readonly string[]);

/** A decision as rules code asks it: a {@link DecisionRequest} whose labels may be made lazily. */
export type DecisionAsk = Omit<DecisionRequest, 'labels'> & { readonly labels?: DecisionLabels };

/** The labels themselves (calls a label function). */
function labelsOf(labels: DecisionLabels): readonly string[] {
  return typeof labels === 'function' ? labels() : labels;
}

/** Options for the choose helpers. */
export interface ChooseOptions {
  readonly min?: number;
  readonly max?: number;
  readonly prompt?: string;
  readonly rule?: string;
  /** Readable labels of the options, in their order (see {@link DecisionLabels}). */
  readonly labels?: DecisionLabels;
  readonly reveal?: readonly CardId[];
}

/** The rules context. One per game; rules code receives it as `ctx`. */
export class Ctx extends FlowChanges {
  // ── Deciding ────────────────────────────────────────────────────────────

  /** Asks a decision and returns the chosen values (stops the task until the player answers). */
  decide(request: DecisionAsk): (number | string)[] {
    const n = request.options.length;
    // The bounds as they apply: no more than there are options (an ordering may ask for them all).
    const min = Math.min(request.min, n);
    const max = request.max > n && !request.ordered ? n : request.max;
    // Forced answers are never recorded: on a re-run they are forced again, so recorded answers stay aligned.
    if (this.def.autoAnswerForced !== false) {
      const forced = forcedAnswer(request.options, min, max, request.ordered === true);
      if (forced) return forced;
    }
    // Too many possible answers to list: ask for one pick at a time instead (issue 13.8).
    if (answerCount(n, min, max, request.ordered === true) > MAX_ANSWERS)
      return this.decideInSteps(request, min, max);
    // A re-run with recorded answers (most calls) needs no copy of the request.
    if (this.cursor < this.answers.length) return this.answers[this.cursor++] as (number | string)[];
    // Copy the lists: callers often pass live zone lists, which later changes (or a rewind) would alter.
    // Object.assign, not spreads: a spread followed by more keys is ~10× slower on Node 20's V8.
    // (A label function is copied here too, and replaced by its labels below.)
    const asked: { -readonly [K in keyof DecisionRequest]: DecisionRequest[K] } = Object.assign(
      {},
      request as Omit<DecisionAsk, 'labels'>,
      {
        min,
        max,
        options: request.options.slice(),
      },
    );
    if (request.reveal) asked.reveal = request.reveal.slice();
    if (request.labels) asked.labels = labelsOf(request.labels).slice();
    throw new Suspend(asked);
  }
  /**
   * A decision with more answers than `legalActions` may list, asked as a run of single picks: each step
   * offers the options still open (for an unordered choice, only those after the last pick, so every set
   * is reached one way, and only those that can still reach `min`) and, once `min` are chosen, an empty
   * answer that stops. The rules code gets the whole choice at once, as for any decision.
   */
  private decideInSteps(request: DecisionAsk, min: number, max: number): (number | string)[] {
    const { options } = request;
    const given = request.labels;
    let all: readonly string[] | undefined;
    const labelOf = (i: number): string => {
      all ??= given ? labelsOf(given) : [];
      return all[i] ?? String(options[i]);
    };
    const ordered = request.ordered === true;
    const picked: (number | string)[] = [];
    let from = 0;
    while (picked.length < max) {
      const open: number[] = [];
      for (let i = ordered ? 0 : from; i < options.length; i++) {
        if (ordered ? picked.includes(options[i]) : options.length - i < min - picked.length) continue;
        open.push(i);
      }
      if (open.length === 0) break;
      const [next] = this.decide({
        ...request,
        prompt: `${request.prompt} (${picked.length} of ${min === max ? max : `${min}–${max}`} chosen${picked.length >= min ? '; choose none to stop' : ''})`,
        options: open.map((i) => options[i]),
        ...(given ? { labels: () => open.map(labelOf) } : {}),
        min: picked.length >= min ? 0 : 1,
        max: 1,
        ordered: false,
      });
      if (next === undefined) break;
      picked.push(next);
      if (!ordered) from = options.indexOf(next) + 1;
    }
    return picked;
  }
  /** Asks `player` to choose cards among `candidates` (default exactly one). */
  chooseCards(player: PlayerId, candidates: readonly CardId[], options: ChooseOptions = {}): CardId[] {
    return this.decide({
      player,
      kind: 'cards',
      prompt: options.prompt ?? 'Choose a card',
      options: candidates,
      min: options.min ?? 1,
      max: options.max ?? options.min ?? 1,
      labels: options.labels,
      reveal: options.reveal,
      rule: options.rule,
    }) as CardId[];
  }
  /** Asks `player` to choose one card, or returns null when there is none to choose. */
  chooseCard(player: PlayerId, candidates: readonly CardId[], options: ChooseOptions = {}): CardId | null {
    const picked = this.chooseCards(
      player,
      candidates,
      Object.assign({}, options, { min: options.min ?? 1, max: 1 }),
    );
    return picked.length ? picked[0] : null;
  }
  /** Asks `player` to choose one of `keys` (with readable labels); returns the key. */
  chooseOption<K extends string>(player: PlayerId, keys: readonly K[], options: ChooseOptions = {}): K {
    return this.decide({
      player,
      kind: 'options',
      prompt: options.prompt ?? 'Choose one',
      options: keys,
      labels: options.labels,
      reveal: options.reveal,
      min: 1,
      max: 1,
      rule: options.rule,
    })[0] as K;
  }
  /** Asks `player` a yes/no question ("you may…"). */
  may(player: PlayerId, prompt: string, rule?: string): boolean {
    return (
      this.decide({ player, kind: 'yes-no', prompt, options: ['yes', 'no'], min: 1, max: 1, rule })[0] ===
      'yes'
    );
  }
  /** Asks `player` for a number between `min` and `max`. */
  chooseNumber(player: PlayerId, min: number, max: number, prompt: string, rule?: string): number {
    const options: number[] = [];
    for (let i = min; i <= max; i++) options.push(i);
    return this.decide({ player, kind: 'number', prompt, options, min: 1, max: 1, rule })[0] as number;
  }
  /** Asks `player` to name a card: one of `names` (e.g. every card name of the game). */
  chooseName(player: PlayerId, names: readonly string[], prompt = 'Name a card', rule?: string): string {
    return this.decide({ player, kind: 'name', prompt, options: names, min: 1, max: 1, rule })[0] as string;
  }
  /** Asks `player` to choose players among `candidates`. */
  choosePlayers(player: PlayerId, candidates: readonly PlayerId[], options: ChooseOptions = {}): PlayerId[] {
    return this.decide({
      player,
      kind: 'players',
      prompt: options.prompt ?? 'Choose a player',
      options: candidates,
      min: options.min ?? 1,
      max: options.max ?? options.min ?? 1,
      rule: options.rule,
    }) as PlayerId[];
  }
  /** Asks `player` to put `items` in order, one pick at a time; returns them in the chosen order. */
  order<T extends number | string>(player: PlayerId, items: readonly T[], options: ChooseOptions = {}): T[] {
    const rest = items.slice();
    const out: T[] = [];
    // Each remaining item keeps its own label; a label function is called once, when first asked.
    const given = options.labels;
    let all: readonly string[] | undefined;
    while (rest.length > 1) {
      const [next] = this.decide({
        player,
        kind: 'order',
        prompt: options.prompt ?? 'Choose what comes next',
        options: rest,
        min: 1,
        max: 1,
        rule: options.rule,
        reveal: options.reveal,
        labels: given ? () => rest.map((item) => (all ??= labelsOf(given))[items.indexOf(item)]) : undefined,
      }) as T[];
      out.push(next);
      rest.splice(rest.indexOf(next), 1);
    }
    return out.concat(rest);
  }

  // ── Costs ───────────────────────────────────────────────────────────────

  /** Whether `payer` can pay every part of `cost` for `source`. */
  canPay(cost: readonly CostPart[], payer: PlayerId, source: CardId = this.self): boolean {
    return canPayCost(this, cost, payer, source);
  }
  /** Pays `cost`; where parts can be paid in really different ways, the payer chooses. */
  pay(cost: readonly CostPart[], payer: PlayerId, source: CardId = this.self, rule?: string): void {
    if (!canPayCost(this, cost, payer, source))
      throw new IllegalActionError('rules', 'the cost cannot be paid', { rule });
    payCost(this, cost, payer, source);
  }

  /** Runs a handler by key now (inside the current task). */
  run(handler: string, args: Json = null): void {
    const fn: Handler | undefined = this.def.compiled.handlers.get(handler);
    if (!fn) throw new EngineError(`unknown handler "${handler}"`);
    fn(this, args);
  }
}
