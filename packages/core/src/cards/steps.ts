/**
 * Telling control steps from verb steps. A verb step's `do` is any of the game's verb names, which
 * TypeScript cannot rule out from the control words inside generic code; this check does it once.
 * @module
 */
import type {
  ChooseOneStep,
  ControlWord,
  ForEachStep,
  IfStep,
  Nouns,
  RepeatStep,
  Step,
  Steps,
} from './types';

/** A step of the language's own control flow. */
export type ControlStep<N extends Nouns, V> =
  | IfStep<N, V>
  | ChooseOneStep<N, V>
  | ForEachStep<N, V>
  | RepeatStep<N, V>;

const CONTROL: ReadonlySet<string> = new Set<ControlWord>(['if', 'chooseOne', 'forEach', 'repeat']);

/** The step as a control step, or `undefined` for a verb step. */
export function controlStep<N extends Nouns, V>(step: Step<N, V>): ControlStep<N, V> | undefined {
  // Verbs may not be named like control words (`VerbsOf`), so `do` alone tells them apart.
  return CONTROL.has(step.do) ? (step as ControlStep<N, V>) : undefined;
}

/** Calls `visit` for every step at any depth (inside if/else, options, for each and repeat), in order. */
export function walkSteps<N extends Nouns, V>(steps: Steps<N, V>, visit: (step: Step<N, V>) => void): void {
  for (const any of steps) {
    visit(any);
    const step = controlStep(any);
    if (step === undefined) continue;
    if (step.do === 'if') {
      walkSteps(step.steps, visit);
      if (step.otherwise) walkSteps(step.otherwise, visit);
    } else if (step.do === 'chooseOne') for (const option of step.options) walkSteps(option, visit);
    else walkSteps(step.steps, visit);
  }
}
