/**
 * Static abilities that change who may challenge whom (CR 4.6.4.2): “This character can challenge
 * ready characters” lifts the exerted requirement; “Characters with cost 2 or less can't challenge
 * your characters” forbids some challengers. Cards with such abilities are found once per set of
 * cards a game holds, so games without them pay nothing.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Affected, StaticAbility } from '../../cards/vocabulary-abilities.js';
import type { CardFilter } from '../../cards/vocabulary-refs.js';
import { matches } from '../effects/match.js';
import { holds } from '../language/conditions.js';
import { CHALLENGE_READY } from '../language/stats/trigger-grants.js';
import { cardOf, inPlay } from '../state/board.js';
import { idsWithAbility } from '../state/present-cards.js';
import { hasStat } from '../state/stats.js';

/** One “can't challenge” protection in force: its source and what it says. */
export interface Protection {
  readonly source: CardId;
  readonly controller: PlayerId;
  readonly from: CardFilter;
  readonly to: Affected;
}

/** The key of the protecting cards among the game's present-card memos. */
const PROTECTORS = {};
const protectingCards = idsWithAbility(isProtection);

function isProtection(a: { kind: string }): a is StaticAbility {
  return a.kind === 'static' && 'cantBeChallengedBy' in (a as StaticAbility).effect;
}

/** The game's cards with a “can't challenge” protection (usually none). */
function protectorDefs(ctx: Ctx): ReadonlySet<string> {
  return ctx.presentMemo(PROTECTORS, protectingCards);
}

/** The protections in force now (their conditions hold). */
export function protectionsInForce(ctx: Ctx): Protection[] {
  const defs = protectorDefs(ctx);
  if (defs.size === 0) return [];
  const out: Protection[] = [];
  for (let p = 0; p < ctx.playerCount; p++) {
    for (const c of inPlay(ctx, p)) {
      if (!defs.has(ctx.card(c).def)) continue;
      const controller = ctx.card(c).controller;
      for (const a of cardOf(ctx, c).abilities ?? []) {
        if (!isProtection(a) || !('cantBeChallengedBy' in a.effect)) continue;
        if (a.condition && !holds(ctx, a.condition, c, controller)) continue;
        out.push({ source: c, controller, from: a.effect.cantBeChallengedBy, to: a.effect.to });
      }
    }
  }
  return out;
}

/** Whether a protection forbids `attacker` to challenge `defender`. */
export function forbidden(
  ctx: Ctx,
  protections: readonly Protection[],
  attacker: CardId,
  defender: CardId,
): boolean {
  return protections.some(
    (p) =>
      (p.to === 'self' ? defender === p.source : matches(ctx, defender, p.to, p.source, p.controller)) &&
      matches(ctx, attacker, p.from, p.source, p.controller),
  );
}

/**
 * Which ready characters `attacker` may challenge: none (`false`), any (`true`), or those matching
 * one of its own filtered permissions (CR 4.6.4.2 lifted by a printed or granted ability).
 */
export function readyPermission(ctx: Ctx, attacker: CardId): boolean | CardFilter[] {
  if (hasStat(ctx, attacker, CHALLENGE_READY)) return true;
  let filters: CardFilter[] | undefined;
  const abilities = cardOf(ctx, attacker).abilities;
  if (!abilities) return false;
  for (const a of abilities) {
    if (a.kind !== 'static' || !('challengeReady' in a.effect)) continue;
    const only = a.effect.challengeReady;
    if (only === true) continue;
    if (a.condition && !holds(ctx, a.condition, attacker, ctx.card(attacker).controller)) continue;
    (filters ??= []).push(only);
  }
  return filters ?? false;
}

/** Whether a {@link readyPermission} of `attacker` covers the ready character `defender`. */
export function mayChallengeReady(
  ctx: Ctx,
  permission: boolean | readonly CardFilter[],
  attacker: CardId,
  defender: CardId,
): boolean {
  if (typeof permission === 'boolean') return permission;
  const controller = ctx.card(attacker).controller;
  return permission.some((f) => matches(ctx, defender, f, attacker, controller));
}
