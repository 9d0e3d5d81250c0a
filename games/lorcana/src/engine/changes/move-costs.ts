/**
 * What moving a character to a location costs (CR 4.7.3.2): the location's move cost, less the
 * payment modifiers of its player's cards in play (CR 1.5.4) — “you pay N {I} less to move …” —
 * or nothing where a static lets the character move there for free.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { StaticAbility } from '../../cards/vocabulary-abilities.js';
import { matches } from '../effects/match.js';
import { holds } from '../language/conditions.js';
import { onceReductionKey } from '../play/played.js';
import { cardOf, inPlay } from '../state/board.js';

/** The static abilities about moving of `player`'s cards in play, with their source, whose condition holds. */
function moveStatics(ctx: Ctx, player: PlayerId): { source: CardId; ability: StaticAbility }[] {
  const out: { source: CardId; ability: StaticAbility }[] = [];
  for (const source of inPlay(ctx, player)) {
    for (const ability of cardOf(ctx, source).abilities ?? []) {
      if (ability.kind !== 'static') continue;
      const e = ability.effect;
      if (!('moveHereForFree' in e) && !('moveCostReduction' in e)) continue;
      if (ability.condition && !holds(ctx, ability.condition, source, player)) continue;
      out.push({ source, ability });
    }
  }
  return out;
}

type Reduction = Extract<StaticAbility['effect'], { moveCostReduction: number }>;

/** Whether a move payment modifier lowers this move now (its place, its mover, not yet spent). */
function lowers(ctx: Ctx, e: Reduction, name: string, source: CardId, character: CardId, location: CardId) {
  if (e.self ? character !== source : e.at === 'here' && source !== location) return false;
  return !e.oncePerTurn || ctx.countThisTurn(onceReductionKey(ctx, source, name)) === 0;
}

/** The ink `player` pays to move `character` to `location` now. */
export function moveCost(ctx: Ctx, player: PlayerId, character: CardId, location: CardId): number {
  const printed = cardOf(ctx, location).moveCost ?? 0;
  if (printed === 0) return 0;
  let reduction = 0;
  for (const { source, ability } of moveStatics(ctx, player)) {
    const e = ability.effect;
    if ('moveHereForFree' in e) {
      if (source === location && matches(ctx, character, e.moveHereForFree, source, player)) return 0;
    } else if ('moveCostReduction' in e && lowers(ctx, e, ability.name, source, character, location)) {
      reduction += e.moveCostReduction;
    }
  }
  return Math.max(0, printed - reduction);
}

/** Spends the once-per-turn move payment modifiers that lowered this move (call before moving). */
export function spendMoveReductions(ctx: Ctx, player: PlayerId, character: CardId, location: CardId): void {
  if ((cardOf(ctx, location).moveCost ?? 0) === 0) return;
  for (const { source, ability } of moveStatics(ctx, player)) {
    const e = ability.effect;
    if (!('moveCostReduction' in e) || !e.oncePerTurn) continue;
    if (lowers(ctx, e, ability.name, source, character, location))
      ctx.bump(onceReductionKey(ctx, source, ability.name));
  }
}
