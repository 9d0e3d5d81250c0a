/**
 * Step d of playing a card or activating an ability: every selection an effect needs is made up
 * front and stored by its path in the effect tree, so an effect that waits on the chain resolves
 * with the selections made when it was added (README A19).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { describeFilter } from '../cards/describe-parts.js';
import type { Effect, PlayerRef, Target } from '../cards/vocabulary-effects.js';
import { chainItems } from './chain-state.js';
import { type EffectEnv, encodePlayer, type Selections, selectable, selectionCandidates } from './filters.js';
import { hasHp, objectsInPlay } from './queries.js';

type Env = Pick<EffectEnv, 'controller' | 'self'>;

/** Children of an effect node with their path suffixes. */
function children(effect: Effect): [string, Effect][] {
  switch (effect.do) {
    case 'sequence':
      return effect.steps.map((s, i) => [`${i}`, s]);
    case 'may':
      return [['m', effect.effect]];
    case 'if':
      return effect.otherwise
        ? [
            ['t', effect.effect],
            ['e', effect.otherwise],
          ]
        : [['t', effect.effect]];
    case 'roll':
      return effect.outcomes.map((o, i) => [`r${i}`, o.effect]);
    default:
      return [];
  }
}

/** The object target of a node, if it has one. */
function targetOf(effect: Effect): Target | null {
  switch (effect.do) {
    case 'modify':
    case 'setStr':
    case 'counters':
    case 'grant':
    case 'kill':
    case 'aetherize':
    case 'consume':
    case 'returnToHand':
    case 'evoke':
    case 'reset':
      return effect.target;
    case 'inscribe':
      return effect.onto;
    default:
      return null;
  }
}

/** The player reference of a node, if it has one. */
function playerRefOf(effect: Effect): PlayerRef | null {
  switch (effect.do) {
    case 'loseSanity':
    case 'gainSanity':
    case 'draw':
    case 'discard':
    case 'pilfer':
      return effect.player;
    default:
      return null;
  }
}

/**
 * Asks for one of these objects or any player, as options `c<card>` / `p<seat>` with readable labels.
 * Returns a card id, or a player encoded as `-(seat + 1)`.
 */
export function chooseObjectOrPlayer(
  ctx: Ctx,
  chooser: PlayerId,
  objects: readonly CardId[],
  prompt: string,
  rule?: string,
): number {
  const players = ctx.playersInOrder(-1);
  const key = ctx.chooseOption(chooser, [...objects.map((c) => `c${c}`), ...players.map((p) => `p${p}`)], {
    prompt,
    labels: [...objects.map((c) => ctx.cardDef(c).name), ...players.map((p) => `player ${p + 1}`)],
    rule,
  });
  return key.startsWith('c') ? Number(key.slice(1)) : encodePlayer(Number(key.slice(1)));
}

/** Whether every mandatory selection of the effect has enough candidates (step e's requirement). */
export function canMakeSelections(ctx: Ctx, effect: Effect, env: Env): boolean {
  if (effect.do === 'chooseOne') return effect.options.some((o) => canMakeSelections(ctx, o, env));
  if (effect.do === 'cancel') return chainItems(ctx).length > 0;
  const target =
    targetOf(effect) ?? (effect.do === 'damage' && effect.to.kind === 'select' ? effect.to : null);
  if (target?.kind === 'select' && !target.upTo) {
    if (selectionCandidates(ctx, target.filter, env).length < (target.count ?? 1)) return false;
  }
  // Children inside may / if / roll never block playing the card: they are optional or conditional.
  if (effect.do === 'sequence') return effect.steps.every((s) => canMakeSelections(ctx, s, env));
  return true;
}

/**
 * Asks the controller for every selection in the effect and returns them by path. Call only when
 * {@link canMakeSelections} holds.
 */
export function makeSelections(ctx: Ctx, effect: Effect, env: Env, path = 'e'): Selections {
  const out: Record<string, number[]> = {};
  visit(ctx, effect, env, path, out);
  return out;
}

function visit(ctx: Ctx, effect: Effect, env: Env, path: string, out: Record<string, number[]>): void {
  const chooser: PlayerId = env.controller;
  if (effect.do === 'chooseOne') {
    const usable = effect.options
      .map((o, i) => [o, i] as const)
      .filter(([o]) => canMakeSelections(ctx, o, env));
    const key = ctx.chooseOption(
      chooser,
      usable.map(([, i]) => `o${i}`),
      { prompt: 'Choose one' },
    );
    const index = Number(key.slice(1));
    out[path] = [index];
    visit(ctx, effect.options[index], env, `${path}.o${index}`, out);
    return;
  }
  if (effect.do === 'cancel') {
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
    out[path] = [Number(key)];
    return;
  }
  const target = targetOf(effect) ?? (effect.do === 'damage' ? effect.to : null);
  if (target?.kind === 'select') {
    const candidates = selectionCandidates(ctx, target.filter, env);
    const count = target.count ?? 1;
    out[path] = ctx.chooseCards(chooser, candidates, {
      min: target.upTo ? 0 : Math.min(count, candidates.length),
      max: Math.min(count, candidates.length),
      prompt: `Select ${describeFilter(target.filter, count === 1 ? 'a' : count)}`,
    });
  } else if (target?.kind === 'any') {
    const objects = selectionCandidates(ctx, target.filter, env).filter((c) => hasHp(ctx, c));
    out[path] = [chooseObjectOrPlayer(ctx, chooser, objects, 'Select an object or a player')];
  }
  if (playerRefOf(effect) === 'selected') {
    out[path] = ctx
      .choosePlayers(chooser, ctx.playersInOrder(-1), { prompt: 'Select a player' })
      .map(encodePlayer);
  }
  for (const [suffix, child] of children(effect)) visit(ctx, child, env, `${path}.${suffix}`, out);
}

/** Objects a player may select among all objects in play (used by Festering's damage). */
export function damageableObjects(ctx: Ctx, chooser: PlayerId): CardId[] {
  return objectsInPlay(ctx).filter((c) => hasHp(ctx, c) && selectable(ctx, c, chooser));
}
