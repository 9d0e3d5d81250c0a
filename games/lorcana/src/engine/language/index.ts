/**
 * Lorcana's card language: its nouns and verbs given to the shared card language
 * (`@cardloom/core/cards`), which resolves and describes every effect with them. The control flow —
 * steps in order (CR 6.1.2), “may” (CR 6.1.4), “if you do” (CR 6.1.5.1), “choose one” (CR 6.1.5.2),
 * “for each player” (CR 6.7.5) and “that card” — is the shared language's, and so are the ability
 * machinery (triggers watching events, statics as kernel statics, the damage replacement) and the
 * activated-ability runner (what can be used now, paying its cost, once per turn; hooks in
 * `activations.ts`).
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import { defineLanguage } from '@cardloom/core/cards';
import { fullName } from '../../cards/card.js';
import { SELF } from '../../cards/describe-nouns.js';
import type { Effect } from '../../cards/vocabulary-effects.js';
import type { LorcanaNouns } from '../../cards/vocabulary-refs.js';
import { type EffectSource, Exec, newExec } from '../effects/exec.js';
import { cardOf } from '../state/board.js';
import { REPLACEMENTS, STATICS, TIMINGS, TRIGGERS } from './abilities.js';
import { ACTIVATION } from './activations.js';
import { COSTS } from './costs.js';
import { CONDITIONS, holds } from './conditions.js';
import { FILTER, PLAYERS, REFS } from './nouns.js';
import { VERBS } from './verbs.js';

/** “Moana - Of Motunui: you may ready …”: the card's name, then the step with the card's own noun. */
function prompt(ctx: Ctx, card: CardId, text: string): string {
  const data = cardOf(ctx, card);
  const body = text.startsWith('You may: ') ? `you may ${text.slice(9)}` : text;
  return `${fullName(data)}: ${body.includes(SELF) ? body.split(SELF).join(`this ${data.type}`) : body}`;
}

/** The Lorcana card language. */
export const LORCANA = defineLanguage<LorcanaNouns>()({
  verbs: VERBS,
  filter: FILTER,
  refs: REFS,
  players: PLAYERS,
  conditions: CONDITIONS,
  triggers: TRIGGERS,
  statics: STATICS,
  replacements: REPLACEMENTS,
  costs: COSTS,
  timings: TIMINGS,
  prompt,
  activation: ACTIVATION,
  // Triggered abilities resolve in Lorcana's execution context (actions played meanwhile wait, CR
  // 6.7.7.1) and check their conditions with it, so “that character” names the event's card.
  resolve: (ctx, steps, source) =>
    resolveEffect(ctx, steps, {
      source: source.card,
      controller: source.controller,
      event: source.event,
      objects: source.objects,
    }),
  check: (ctx, condition, source) =>
    holds(
      ctx,
      condition,
      source.card,
      source.controller,
      source.event ? newExec(ctx, source.card, source.controller, source.event) : undefined,
    ),
  // Resolutions the language starts itself (activated abilities) get a plain record of their effect.
  surroundings: (env) => new Exec(env.ctx, env.card, env.controller, env.event ?? null, false, env),
});

/**
 * Resolves the whole effect of an ability or action, then the effects of actions it played along
 * the way, in the order played (CR 6.7.7.1): after it finishes, before the bag is looked at.
 * Returns whether every step was done.
 */
export function resolveEffect(ctx: Ctx, effect: Effect, from: EffectSource): boolean {
  const env = LORCANA.env(ctx, {
    controller: from.controller,
    card: from.source,
    event: from.event ?? undefined,
    objects: from.objects,
    surroundings: (resolving) =>
      new Exec(
        ctx,
        from.source,
        from.controller,
        from.event ?? null,
        from.fromAction ?? false,
        resolving,
        resolveEffect,
      ),
  });
  const steps: Effect = from.it ? [{ do: 'bindIt', cards: from.it }, ...effect] : effect;
  const done = env.run(steps);
  const waiting = env.surroundings.afterwards;
  if (waiting) for (let next = waiting.shift(); next; next = waiting.shift()) next();
  return done;
}
