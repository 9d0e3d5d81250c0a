/**
 * Effect rules of issue 16's coverage family A–C (triggers, conditions, activated abilities, quoted
 * abilities, replacements): self-replacements printed as a sentence of their own — “If [condition],
 * they get +3 {S} instead.”, “If [condition], deal 3 damage instead.” (CR 6.5.1.1, 6.5.6). The
 * sentence changes only the number of the step before it, so it becomes that step's `instead`.
 *
 * @module
 */
import type { ParsedCondition as Condition, ParsedStep as Step } from './parsed.js';
import { parseDuration, parseTarget, STAT_SYMBOL } from './phrases.js';

type Replace = (step: Step, cond: Condition) => Step | undefined;

/** “they get +3 {S} instead” → the amount of a `modify` of that stat on the same card. */
function modifyInstead(m: RegExpExecArray): Replace {
  return (step, cond) => {
    if (step.do !== 'modify' || step.instead || typeof step.amount !== 'number') return undefined;
    if (STAT_SYMBOL[m[3]] !== step.stat) return undefined;
    // “chosen character gets -2 {S} this turn instead” repeats the target and the duration.
    if (m[1] && !/^(?:they|he|she|it)$/.test(m[1])) {
      if (JSON.stringify(parseTarget(m[1])) !== JSON.stringify(step.target)) return undefined;
    }
    if (m[4] && parseDuration(m[4]) !== step.duration) return undefined;
    return { ...step, instead: { if: cond, amount: Number(m[2]) } };
  };
}

/** The replacing clauses: each reads the new number for one verb. */
const INSTEAD: readonly (readonly [RegExp, (m: RegExpExecArray) => Replace])[] = [
  [/^(they|he|she|it|chosen [\w ]+?) gets? ([+-]\d+) (\{[SWL]\})(?: (this turn))? instead$/, modifyInstead],
  [
    /^deal (\d+) damage instead$/,
    (m) => (step, cond) =>
      step.do === 'dealDamage' && !step.instead && typeof step.amount === 'number'
        ? { ...step, instead: { if: cond, amount: Number(m[1]) } }
        : undefined,
  ],
  [
    /^gain (\d+) lore instead$/,
    (m) => (step, cond) =>
      step.do === 'gainLore' && !step.instead && typeof step.amount === 'number'
        ? { ...step, instead: { if: cond, amount: Number(m[1]) } }
        : undefined,
  ],
];

/** Applies a replacement to the step, or to the one step inside a “may” / “if” (CR 6.5.1.1). */
function applyTo(step: Step, replace: (s: Step) => Step | undefined): Step | undefined {
  if ((step.do === 'may' || step.do === 'if') && step.steps.length === 1) {
    const inner = applyTo(step.steps[0], replace);
    return inner ? { ...step, steps: [inner] } : undefined;
  }
  return replace(step);
}

/**
 * “if [condition], [the same verb with another number] instead” (a sentence, first letter lower
 * case) applied to the step before it; undefined when the sentence is not one or does not fit
 * that step (the sentence then stays unparsed).
 */
export function insteadSentence(
  sentence: string,
  previous: Step | undefined,
  condition: (phrase: string) => Condition,
): Step | undefined {
  const m = /^if (.+?), (.+ instead)$/.exec(sentence);
  if (!m || !previous) return undefined;
  for (const [re, build] of INSTEAD) {
    const clause = re.exec(m[2]);
    if (!clause) continue;
    const cond = condition(m[1]);
    return applyTo(previous, (s) => build(clause)(s, cond));
  }
  return undefined;
}
