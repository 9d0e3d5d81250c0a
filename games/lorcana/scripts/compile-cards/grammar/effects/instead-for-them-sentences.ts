/**
 * A self-replacement on the card a trigger is about (“remove up to 2 damage from them. If they're a
 * Hero character, remove up to 4 damage instead.”): one amount or the other, by what that card is
 * (CR 6.5.1.1). The step before is rewritten into an “if … otherwise …” on the same card. `grammar/effects.ts`
 * asks {@link insteadForThemSentence} for each sentence of an effect.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseFilter } from '../phrases.js';

/**
 * Whether the sentence was “if they're a [kind], remove up to N damage instead” after a removal from
 * “them”; if so the last step of `out` is replaced.
 */
export function insteadForThemSentence(sentence: string, out: Step[]): boolean {
  const m = /^if they're (?:a|an) (.+?), remove up to (\d+) damage instead$/.exec(sentence);
  const last = out[out.length - 1];
  if (!m || last?.do !== 'removeDamage' || last.target !== 'it') return false;
  out[out.length - 1] = {
    do: 'if',
    cond: { refIs: 'it', filter: parseFilter(m[1]) },
    steps: [{ ...last, amount: Number(m[2]) }],
    otherwise: [last],
  };
  return true;
}

type IfStep = Extract<Step, { do: 'if' }>;

/** Whether an “if” asks about “them” and each branch acts on “them” only (what this family builds). */
export function aboutThem(step: IfStep): boolean {
  const onThem = (steps: readonly Step[]) => steps.every((x) => 'target' in x && x.target === 'it');
  return (
    'refIs' in step.cond &&
    step.cond.refIs === 'it' &&
    step.otherwise !== undefined &&
    onThem(step.steps) &&
    onThem(step.otherwise)
  );
}

/** Such an “if” with “them” read as the card the pronoun stands for. */
export function aboutThemAs(step: IfStep, card: 'eventCard' | 'self'): Step {
  const as = (steps: readonly Step[]) => steps.map((x) => ({ ...x, target: card }) as Step);
  return {
    ...step,
    cond: { ...(step.cond as { refIs: 'it'; filter: object }), refIs: card } as IfStep['cond'],
    steps: as(step.steps),
    otherwise: as(step.otherwise ?? []),
  };
}
