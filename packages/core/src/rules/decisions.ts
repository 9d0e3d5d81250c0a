/**
 * Decisions: how a rule asks a player something. A request lists the legal values; the answer is a list
 * of chosen values. These helpers check answers and list every legal answer for `legalActions`.
 * @module
 */
import { EngineError } from '../state/errors';
import type { Json } from '../state/json';
import type { DecisionRequest } from '../state/state';

/** Most answers one decision may list; beyond this the game should split the question into steps. */
export const MAX_ANSWERS = 20000;

/** The answer action: `choice` is the list of chosen values (a subset of the request's options). */
export interface AnswerAction {
  readonly type: 'answer';
  readonly player: number;
  readonly choice: readonly (number | string)[];
}

/**
 * Checks an answer against its request. Returns the answer in canonical order (options order, unless
 * the request is ordered), or a reason it is wrong.
 */
export function checkAnswer(
  request: DecisionRequest,
  choice: unknown,
): { ok: true; value: (number | string)[] } | { ok: false; reason: string } {
  if (!Array.isArray(choice)) return { ok: false, reason: 'the answer must be a list of chosen values' };
  if (choice.length < request.min || choice.length > request.max) {
    const range = request.min === request.max ? `${request.min}` : `${request.min} to ${request.max}`;
    return { ok: false, reason: `choose ${range} value(s), not ${choice.length}` };
  }
  const positions: number[] = [];
  for (const value of choice) {
    const at = request.options.indexOf(value as number | string);
    if (at < 0) return { ok: false, reason: `${JSON.stringify(value)} is not one of the options` };
    if (positions.includes(at)) return { ok: false, reason: `${JSON.stringify(value)} is chosen twice` };
    positions.push(at);
  }
  if (!request.ordered) positions.sort((a, b) => a - b);
  return { ok: true, value: positions.map((p) => request.options[p]) };
}

/**
 * How many answers a request has (choices of `min`…`max` of `n` options, ordered or not), counted up to
 * just past {@link MAX_ANSWERS}: above it the kernel asks the decision in steps.
 */
export function answerCount(n: number, min: number, max: number, ordered: boolean): number {
  let total = 0;
  let ways = 1; // choices of size k
  for (let k = 0; k <= Math.min(max, n); k++) {
    if (k > 0) ways = ordered ? ways * (n - k + 1) : (ways * (n - k + 1)) / k;
    if (k >= min) total += ways;
    if (total > MAX_ANSWERS) return total;
  }
  return total;
}

/**
 * Frozen one-item answers shared by every listing: most decisions pick one card id or a yes/no, and a
 * listed answer's `choice` must be frozen (see `legalActions`), so each is made and frozen once.
 */
const SINGLE_IDS: (readonly number[])[] = [];
const SINGLE_TEXTS = new Map<string, readonly string[]>();
const MAX_SHARED_ID = 4096;
const MAX_SHARED_TEXTS = 256;
const NO_CHOICE: readonly (number | string)[] = Object.freeze([]);

function single(option: number | string): readonly (number | string)[] {
  if (typeof option === 'number') {
    if (!Number.isInteger(option) || option < 0 || option >= MAX_SHARED_ID) return Object.freeze([option]);
    return (SINGLE_IDS[option] ??= Object.freeze([option]));
  }
  let shared = SINGLE_TEXTS.get(option);
  if (shared === undefined) {
    shared = Object.freeze([option]);
    if (SINGLE_TEXTS.size < MAX_SHARED_TEXTS) SINGLE_TEXTS.set(option, shared);
  }
  return shared;
}

/** Appends every legal answer to `request` to `out`, as answer actions (their `choice` lists frozen). */
export function enumerateAnswers(request: DecisionRequest, out: Json[] | AnswerAction[]): void {
  const { options, min, max, player } = request;
  const n = options.length;
  const sink = out as AnswerAction[];
  if (max === 1 && !request.ordered) {
    // One pick (most decisions): none first when allowed, then each option, as the general walk lists them.
    if (min <= 0) sink.push({ type: 'answer', player, choice: NO_CHOICE });
    for (let i = 0; i < n; i++) sink.push({ type: 'answer', player, choice: single(options[i]) });
    return;
  }
  let count = 0;
  const chosen: (number | string)[] = [];
  const used = new Array<boolean>(n).fill(false);
  const emit = () => {
    if (++count > MAX_ANSWERS)
      throw new EngineError(
        `decision "${request.prompt}" has more than ${MAX_ANSWERS} answers; ask it in smaller steps`,
      );
    sink.push({ type: 'answer', player, choice: Object.freeze(chosen.slice()) });
  };
  if (request.ordered) {
    const permute = () => {
      if (chosen.length >= min) emit();
      if (chosen.length === max) return;
      for (let i = 0; i < n; i++) {
        if (used[i]) continue;
        used[i] = true;
        chosen.push(options[i]);
        permute();
        chosen.pop();
        used[i] = false;
      }
    };
    permute();
    return;
  }
  const combine = (start: number) => {
    if (chosen.length >= min) emit();
    if (chosen.length === max) return;
    for (let i = start; i < n; i++) {
      chosen.push(options[i]);
      combine(i + 1);
      chosen.pop();
    }
  };
  combine(0);
}

/** The single legal answer of a request, when it has exactly one; otherwise `null`. */
export function forcedAnswer(
  options: DecisionRequest['options'],
  min: number,
  max: number,
  ordered: boolean,
): (number | string)[] | null {
  const n = options.length;
  if (max === 0 || n === 0) return [];
  if (min === n && max === n && !(ordered && n > 1)) return options.slice();
  return null;
}
