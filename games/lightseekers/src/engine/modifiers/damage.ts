/**
 * Damage and healing (Lightseekers 2.6, 5.1, 6 Immune, 6.1.2, L31, L32, L41, L52, L59): printed power, then
 * the source's power modifiers (once per hero per card, L52), then the recipient's damage-taken changes, never below 0.
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import type { CardFilter, DamageFrom, Immunity } from '../../cards/vocabulary-effects.js';
import { affinityMatches } from '../elements/card-filters.js';
import { HEALTH, MAX_HEALTH, removePlayer } from '../table/removal.js';
import { alive } from '../table/seating.js';
import { noteSince } from '../table/since.js';
import type { Env, Source } from '../table/sources.js';
import { modifierAmount } from './lingering.js';
import { modifiersOn } from './modifiers.js';
import { waning } from './waning.js';

/** Whether a source matches a card filter (category, affinity, Unaligned). */
export function sourceMatches(source: Source, filter: CardFilter | undefined): boolean {
  if (!filter) return true;
  const { category } = filter;
  if (category && (category === 'combo' ? !source.combo : source.category !== category)) return false;
  if (filter.unaligned && source.affinities.length > 0) return false;
  return !filter.affinity || affinityMatches(source.affinities, filter.affinity);
}

/** Whether `p` is Immune to this kind of thing, or to cards of the source's affinity (6 Immune). */
export function isImmune(
  ctx: Ctx,
  p: PlayerId,
  against: Exclude<Immunity, object>,
  source?: Source,
): boolean {
  return modifiersOn(ctx, p).some(
    ({ modifier: m }) =>
      m.kind === 'immune' &&
      (m.against === against ||
        (typeof m.against === 'object' && !!source && sourceMatches(source, m.against))),
  );
}

/** The power modifier on damage (or healing) from a source (2.6). */
function powerBonus(ctx: Ctx, source: Source, kind: 'damageDealt' | 'healingDone'): number {
  if (!source.powered) return 0;
  let bonus = 0;
  for (const { modifier, x } of modifiersOn(ctx, source.controller)) {
    if (modifier.kind !== kind) continue;
    if (modifier.kind === 'healingDone' || sourceMatches(source, modifier.filter))
      bonus += modifierAmount(modifier.amount, x);
  }
  return bonus;
}

/**
 * The damage `amount` would do to `p` from `source` after every modifier (6.1.2); the source's power
 * modifier only when `power` (once per hero per card, 2.6, L52).
 */
export function finalDamage(ctx: Ctx, source: Source, p: PlayerId, amount: number, power = true): number {
  if (
    isImmune(ctx, p, 'damage', source) ||
    (isImmune(ctx, p, 'attacks', source) && source.category === 'attack')
  )
    return 0;
  let total = amount + (power ? powerBonus(ctx, source, 'damageDealt') : 0);
  for (const { modifier, x } of modifiersOn(ctx, p)) {
    if (modifier.kind === 'damageTaken' && takenFrom(modifier.from, source))
      total += modifierAmount(modifier.amount, x);
  }
  return Math.max(0, total);
}

/** Whether a damage-taken change applies to damage from this source (Attacks or anything else). */
export function takenFrom(from: DamageFrom | undefined, source: Source): boolean {
  return from === undefined || (source.category === 'attack') === (from === 'attacks');
}

/** The player whose played card is being handled (5.1's exception), or -1. */
export function resolvingPlayer(ctx: Ctx): PlayerId {
  const res = ctx.getVar<{ player: PlayerId } | null>('ls.res');
  return res ? res.player : -1;
}

/**
 * Deals damage to `p` (with the source's power modifier when `power`, 2.6); at 0 health they are
 * removed at once, unless their own card is being handled.
 */
export function dealDamage(ctx: Ctx, env: Env, p: PlayerId, amount: number, power = true): void {
  if (!alive(ctx, p) || ctx.state.status.over) return;
  const dealt = finalDamage(ctx, env.source, p, amount, power);
  if (dealt <= 0) return;
  const health = ctx.playerCounter(p, HEALTH);
  const next = Math.max(0, health - dealt);
  ctx.setPlayerCounter(p, HEALTH, next);
  ctx.setVar(`ls.lastHit.${p}`, env.source.controller);
  noteSince(ctx, p, 'damaged');
  ctx.emit({
    type: 'ls.damaged',
    player: p,
    amount: dealt,
    by: env.source.controller,
    card: env.source.card,
  });
  if (next === 0 && resolvingPlayer(ctx) !== p) removePlayer(ctx, p, env.source.controller, 'health');
}

/**
 * Heals `p` (with the source's power modifier when `power`, 2.6), less the turn's waning (L59), up to 35;
 * not a hero on 0 (5.1, L32).
 */
export function healPlayer(ctx: Ctx, env: Env, p: PlayerId, amount: number, power = true): void {
  if (!alive(ctx, p)) return;
  const health = ctx.playerCounter(p, HEALTH);
  if (health <= 0) return;
  const healed = Math.max(0, amount + (power ? powerBonus(ctx, env.source, 'healingDone') : 0) - waning(ctx));
  if (healed <= 0) return;
  ctx.setPlayerCounter(p, HEALTH, Math.min(MAX_HEALTH, health + healed));
}
