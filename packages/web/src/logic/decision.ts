/**
 * The open decision as a dialog: its prompt, options with readable labels, how many to pick; and the
 * `answer` action a set of picks makes, taken from the legal list so the game always accepts it.
 * @module
 */
import { type Action, checkAnswer, type Game, optionLabel, type PlayerId } from '@cardloom/core';

/** One option of a decision, as the dialog shows it. */
export interface DecisionOption {
  readonly value: number | string;
  readonly label: string;
}

/** What the decision dialog shows. */
export interface DecisionModel {
  readonly player: PlayerId;
  readonly prompt: string;
  readonly rule?: string;
  readonly kind: string;
  readonly options: readonly DecisionOption[];
  readonly min: number;
  readonly max: number;
  /** Whether the order of the picks matters (ordering triggers, blockers…). */
  readonly ordered: boolean;
}

/** The decision `seat` must answer now, or `null` when it has none. */
export function decisionFor(game: Game, seat: PlayerId): DecisionModel | null {
  const request = game.state.decision?.request;
  if (!request || request.player !== seat) return null;
  return {
    player: seat,
    prompt: request.prompt,
    ...(request.rule ? { rule: request.rule } : {}),
    kind: request.kind,
    options: request.options.map((value) => ({ value, label: optionLabel(game, request, value, seat) })),
    min: request.min,
    max: request.max,
    ordered: request.ordered === true,
  };
}

/** The answer picks make: the legal action's index, or why the picks are not an answer. */
export type AnswerResult =
  | { readonly ok: true; readonly index: number }
  | { readonly ok: false; readonly reason: string };

/**
 * Finds the legal `answer` action for `picks` (option values, in the order picked). Bad picks change
 * nothing and say what is wrong (`choose 1 to 2 value(s), not 3`).
 */
export function answerFor(
  game: Game,
  legal: readonly Action[],
  picks: readonly (number | string)[],
): AnswerResult {
  const request = game.state.decision?.request;
  if (!request) return { ok: false, reason: 'no decision is open' };
  const checked = checkAnswer(request, picks);
  if (!checked.ok) return checked;
  const wanted = JSON.stringify(checked.value);
  const index = legal.findIndex(
    (a) => a.type === 'answer' && a.player === request.player && JSON.stringify(a.choice) === wanted,
  );
  return index >= 0 ? { ok: true, index } : { ok: false, reason: 'that combination is not allowed here' };
}
