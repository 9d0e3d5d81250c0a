/**
 * Step d of playing a card or activating an ability: every selection its effect needs is made up front
 * and kept (on the chain, for a subterfuge) by the step's place in the effect, so an effect that waits on
 * the chain resolves with the selections made when it was added (README A19). On resolution the shared
 * card language reads them back through `Source.chosen`.
 *
 * Which steps are announced: the effect's own steps and those inside `if` blocks (both branches, as a
 * card is played before anything is checked). Steps inside choose one, for each, repeat and a die
 * roll's outcomes select when they resolve, with the same candidates and prompt.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { type Chosen, controlStep, type Source } from '@cardloom/core/cards';
import { describeFilter } from '../../cards/describe-parts.js';
import type { Effect, Effects, SelectTarget } from '../../cards/vocabulary-effects.js';
import { chainIsEmpty, chainItems, type Selections } from '../state/chain.js';
import { selectionCandidates } from '../state/filters.js';

/** The announced steps of an effect, each with its key (its order among them), built once per effect. */
const KEYS = new WeakMap<Effects, Map<Effect, string>>();

function keysOf(effects: Effects): Map<Effect, string> {
  let keys = KEYS.get(effects);
  if (!keys) {
    const found = new Map<Effect, string>();
    collect(effects, found);
    KEYS.set(effects, (keys = found));
  }
  return keys;
}

function collect(steps: Effects, out: Map<Effect, string>): void {
  for (const step of steps) {
    const control = controlStep(step);
    if (control === undefined) out.set(step, String(out.size));
    else if (control.do === 'if') {
      collect(control.steps, out);
      if (control.otherwise) collect(control.otherwise, out);
    }
  }
}

/** The `{ choose }` target of a step, if it has one. */
function selectTargetOf(step: Effect): SelectTarget | undefined {
  if (!('target' in step)) return undefined;
  const target = step.target;
  return typeof target === 'object' && 'choose' in target ? target : undefined;
}

/** Asks the controller for the objects of a selection (Beneath notice objects of others cannot be selected). */
function select(ctx: Ctx, source: Source, target: SelectTarget): CardId[] {
  const candidates = selectionCandidates(ctx, target.choose, {
    controller: source.controller,
    self: source.card,
  });
  const count = target.count ?? 1;
  return ctx.chooseCards(source.controller, candidates, {
    min: target.upTo ? 0 : Math.min(count, candidates.length),
    max: Math.min(count, candidates.length),
    prompt: `Select ${describeFilter(target.choose, count === 1 ? 'a' : count)}`,
  });
}

/** Asks which card or ability on the chain to cancel. */
function selectChainItem(ctx: Ctx, chooser: PlayerId): number {
  const items = chainItems(ctx);
  const key = ctx.chooseOption(
    chooser,
    items.map((i) => String(i.id)),
    {
      prompt: 'Cancel which card or ability on the chain?',
      labels: items.map((i) => i.label),
      rule: 'Lore Zones: The chain',
    },
  );
  return Number(key);
}

/** Whether a step's mandatory selection has enough candidates now (step e's requirement). */
function canSelect(ctx: Ctx, step: Effect, source: Source): boolean {
  if (step.may || step.if !== undefined) return true; // optional or conditional: never blocks
  const control = controlStep(step);
  if (control?.do === 'chooseOne') return control.options.some((o) => canAnnounce(ctx, o, source));
  if (control !== undefined) return true;
  if (step.do === 'cancel') return !chainIsEmpty(ctx);
  const target = selectTargetOf(step);
  if (target === undefined || target.upTo) return true;
  const candidates = selectionCandidates(ctx, target.choose, {
    controller: source.controller,
    self: source.card,
  });
  return candidates.length >= (target.count ?? 1);
}

/** Whether every mandatory selection of the effect's own steps has enough candidates (step e). */
export function canAnnounce(ctx: Ctx, effects: Effects, source: Source): boolean {
  return effects.every((step) => canSelect(ctx, step, source));
}

/** Asks for every selection of the effect's announced steps, in order. Call when {@link canAnnounce} holds. */
export function announce(ctx: Ctx, effects: Effects, source: Source): Selections {
  const out: Record<string, number[]> = {};
  for (const [step, key] of keysOf(effects)) {
    if (step.do === 'cancel') out[key] = [selectChainItem(ctx, source.controller)];
    else {
      const target = selectTargetOf(step);
      if (target) out[key] = select(ctx, source, target);
    }
  }
  return out;
}

/**
 * The language's view of the selections on resolution: an announced step's selection, or a selection
 * made now for a step that was not announced.
 */
export function chosenFrom(ctx: Ctx, effects: Effects, source: Source, selections: Selections): Chosen {
  const keys = keysOf(effects);
  return (step, target) => {
    const key = keys.get(step as Effect);
    const made = key === undefined ? undefined : selections[key];
    if (made !== undefined) return made;
    return 'choose' in target ? select(ctx, source, target as SelectTarget) : undefined;
  };
}
