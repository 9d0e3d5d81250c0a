/**
 * Targets declared when an effect is announced (put on a stack), not when it resolves: the `{ choose }`
 * targets of its steps are asked for at once, in order, and kept as JSON beside the effect; on
 * resolution each declared card is used only while it is still a legal target (the same card in play,
 * still matching the filter), and no one is asked again. A target inside a `chooseOne` option, a
 * `forEach` body or a `repeat` body is still chosen on resolution (its choice depends on the mode, the
 * card or the pass). Opt-in: an effect resolved without declared targets behaves as before.
 * @module
 */
import type { CardId } from '../index';
import { controlStep } from './steps';
import type { Nouns, Step, Steps, Target } from './types';

/**
 * One declared card: its id and its stamp then (a card that left and came back is another object).
 * A type, not an interface, so it is JSON a stack item can carry.
 */
export type DeclaredCard = {
  readonly card: CardId;
  readonly stamp: number;
};

/**
 * The targets declared for an effect: for each of its declarable targets (see {@link declarableTargets}),
 * in order, the cards chosen on announcement. A JSON value, so a stack item can carry it.
 */
export type DeclaredTargets = readonly (readonly DeclaredCard[])[];

/** A `{ choose }` target of a step, with the step that names it (for the prompt). */
export interface DeclarableTarget<N extends Nouns, V> {
  readonly step: Step<N, V>;
  readonly target: Extract<Target<N>, { readonly choose: unknown }>;
}

function isChoose<N extends Nouns>(
  value: unknown,
): value is Extract<Target<N>, { readonly choose: unknown }> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'choose' in value;
}

function collect<N extends Nouns, V>(steps: Steps<N, V>, out: DeclarableTarget<N, V>[]): void {
  for (const step of steps) {
    const control = controlStep(step);
    if (control === undefined) {
      // A verb step: any parameter that is a `{ choose }` target (verbs name their targets freely).
      for (const value of Object.values(step)) if (isChoose<N>(value)) out.push({ step, target: value });
    } else if (control.do === 'if') {
      collect(control.steps, out);
      if (control.otherwise) collect(control.otherwise, out);
    } else if (control.do === 'forEach' && 'cards' in control.each && isChoose<N>(control.each.cards))
      out.push({ step, target: control.each.cards });
  }
}

/**
 * The `{ choose }` targets declared on announcement, in order: those of verb steps at the top level and
 * inside `if`/otherwise blocks, and a `forEach` over chosen cards; each target object once.
 */
export function declarableTargets<N extends Nouns, V>(steps: Steps<N, V>): readonly DeclarableTarget<N, V>[] {
  const all: DeclarableTarget<N, V>[] = [];
  collect(steps, all);
  const seen = new Set<object>();
  return all.filter(({ target }) => !seen.has(target) && seen.add(target) !== undefined);
}

/** Whether any card was declared at all. */
export function declaredAny(declared: DeclaredTargets): boolean {
  return declared.some((cards) => cards.length > 0);
}
