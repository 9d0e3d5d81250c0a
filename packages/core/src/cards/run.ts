/**
 * The interpreter of the shared control flow: steps in order ("then"), `may` (declining skips only that
 * step), `if` guards and if/else, choose one, for each, repeat, and the references steps leave ("that
 * card", "that many", `as` slots, "if you do"). Game verbs do the rest.
 * @module
 */
import type { CardId } from '../index';
import type { Resolution } from './env';
import { call, type Erased, wordCall } from './erased';
import { controlStep } from './steps';
import type { ChooseOneStep, ForEachStep, Nouns, Step, Steps } from './types';

/** Runs steps in order; returns whether every step was done. */
export function runSteps<N extends Nouns, V>(
  env: Resolution<N, V>,
  words: Erased<N>,
  steps: Steps<N, V>,
): boolean {
  let all = true;
  for (let i = 0; i < steps.length; i++) {
    const done = runStep(env, words, steps[i]);
    env.done = done;
    if (!done) all = false;
  }
  return all;
}

/** Runs one step; returns whether it was done. */
export function runStep<N extends Nouns, V>(
  env: Resolution<N, V>,
  words: Erased<N>,
  step: Step<N, V>,
): boolean {
  if (step.do !== 'if' && step.if !== undefined && !env.holds(step.if)) return false;
  if (step.may) {
    // A "may" the player could not act on is not asked (accepting it would do nothing).
    if (!canDo(env, words, step)) return false;
    const decider = env.decider(step.may);
    if (decider === undefined || !env.ctx.may(decider, env.mayPrompt(step))) return false;
  }
  const control = controlStep(step);
  if (control === undefined) return runVerb(env, words, step);
  switch (control.do) {
    case 'if':
      if (env.holds(control.if)) return runSteps(env, words, control.steps);
      return control.otherwise ? runSteps(env, words, control.otherwise) : true;
    case 'chooseOne':
      return chooseOne(env, words, control);
    case 'forEach':
      return forEach(env, words, control);
    case 'repeat': {
      let all = true;
      for (let i = env.amount(control.times); i > 0; i--)
        if (!runSteps(env, words, control.steps)) all = false;
      return all;
    }
  }
}

function runVerb<N extends Nouns, V>(env: Resolution<N, V>, words: Erased<N>, step: Step<N, V>): boolean {
  const verb = wordCall(words.verbs[step.do], step.do, 'verb');
  const outer = env.step;
  env.step = step;
  env.clearTouched();
  const bound = env.currentBound();
  const result = call(verb.run, env, step);
  env.step = outer;
  let cards: readonly CardId[] | undefined = env.touched;
  let done = true;
  if (result === false) done = false;
  else if (typeof result === 'object') {
    if (result.done === false) done = false;
    if (result.cards) cards = result.cards;
    if (result.player !== undefined) env.thatPlayer = result.player;
    if (result.count !== undefined) env.thatMany = result.count;
    else if (cards) env.thatMany = cards.length;
  } else if (cards) env.thatMany = cards.length;
  env.follow(bound, cards);
  if (cards) env.it = cards;
  if (step.as !== undefined) env.remember(step.as, cards ?? []);
  return done;
}

function chooseOne<N extends Nouns, V>(
  env: Resolution<N, V>,
  words: Erased<N>,
  step: ChooseOneStep<N, V>,
): boolean {
  const { options } = step;
  const keys: string[] = [];
  options.forEach((option, i) => {
    if (possible(env, words, option)) keys.push(String(i));
  });
  if (keys.length === 0) return false;
  const outer = env.step;
  env.step = step;
  const key = env.ctx.chooseOption(env.controller, keys, { prompt: env.prompt() });
  env.step = outer;
  return runSteps(env, words, options[Number(key)]);
}

/** Whether an option's first step could be done at all (see {@link canDo}). */
function possible<N extends Nouns, V>(env: Resolution<N, V>, words: Erased<N>, option: Steps<N, V>): boolean {
  const first = option[0];
  if (first === undefined) return true;
  if (first.if !== undefined && first.do !== 'if' && !env.holds(first.if)) return false;
  return canDo(env, words, first);
}

/** Whether a step could be done at all: its verb's `possible` (default yes); control steps always. */
function canDo<N extends Nouns, V>(env: Resolution<N, V>, words: Erased<N>, step: Step<N, V>): boolean {
  if (controlStep(step) !== undefined) return true;
  const verb = words.verbs[step.do];
  return verb?.possible === undefined || call(verb.possible, env, step);
}

function forEach<N extends Nouns, V>(
  env: Resolution<N, V>,
  words: Erased<N>,
  step: ForEachStep<N, V>,
): boolean {
  let all = true;
  if ('players' in step.each) {
    const saved = env.thatPlayer;
    for (const p of env.players(step.each.players)) {
      env.thatPlayer = p;
      if (!runSteps(env, words, step.steps)) all = false;
    }
    env.thatPlayer = saved;
    return all;
  }
  const outer = env.step;
  env.step = step;
  const cards = env.targets(step.each.cards);
  env.step = outer;
  for (const card of cards) {
    env.it = [card];
    if (!runSteps(env, words, step.steps)) all = false;
  }
  env.it = cards;
  return all;
}
