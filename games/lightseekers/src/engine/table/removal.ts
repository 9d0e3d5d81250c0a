/**
 * Removing players and scoring (Lightseekers 5, 5.1, L39–L42): the enemy of a removed player scores
 * 1 VP; whoever removes their own target heals 5 and shuffles up to 5 cards of their discard pile back
 * into their deck; the last player standing scores 1 more; most VP wins.
 * @module
 */
import type { Ctx, Game, PlayerId } from '@cardloom/core';
import { Z } from './catalog.js';
import { pickCards } from './choices.js';
import { alive, leftOf, living, rightOf } from './seating.js';

/** Player counters. */
export const HEALTH = 'health';
export const VP = 'vp';
/** Health can never exceed this (2.1). */
export const MAX_HEALTH = 35;

/**
 * The kernel's `onPlayerOut` hook: every removal, however it came about (health, the Empty Deck Check,
 * conceding), gives the removed player's enemy 1 VP (5, L39); when that leaves one player standing,
 * they score 1 more (5, L42).
 */
export function scoreRemoval(ctx: Ctx, removed: PlayerId): void {
  const enemy = rightOf(ctx, removed);
  if (enemy !== removed) ctx.addPlayerCounter(enemy, VP, 1);
  const rest = living(ctx);
  if (rest.length === 1) ctx.addPlayerCounter(rest[0], VP, 1);
}

/**
 * The kernel's `lastStanding` hook: when one player (or none) is left, the winners are the players
 * with the most VP, removed or not; ties win together (5, L42).
 */
export function victoryPointLeaders(ctx: Ctx): PlayerId[] {
  const best = Math.max(...ctx.state.players.map((p) => ctx.playerCounter(p.id, VP)));
  return ctx.state.players.filter((p) => ctx.playerCounter(p.id, VP) === best).map((p) => p.id);
}

/**
 * Removes a player now (5.1): `by`, if the removed player was their target and the removal came from
 * health loss, first heals 5 and returns 5 discarded cards to the deck (5, L40); then the kernel takes
 * the player out, which scores the removal ({@link scoreRemoval}) and, when one player is left, ends
 * the game on VP ({@link victoryPointLeaders}).
 */
export function removePlayer(
  ctx: Ctx,
  p: PlayerId,
  by: PlayerId | null,
  reason: 'health' | 'empty-deck',
): void {
  if (!alive(ctx, p) || ctx.state.status.over) return;
  // The bonus is pointless when this removal ends the game (L40).
  const bonus = reason === 'health' && by !== null && by !== p && alive(ctx, by) && leftOf(ctx, by) === p;
  if (bonus && living(ctx).length > 2) targetBonus(ctx, by);
  ctx.lose(p, reason);
}

/** Heal 5 and shuffle up to 5 chosen discard-pile cards (Burn included) into the deck (5). */
function targetBonus(ctx: Ctx, p: PlayerId): void {
  const health = ctx.playerCounter(p, HEALTH);
  if (health > 0) ctx.setPlayerCounter(p, HEALTH, Math.min(MAX_HEALTH, health + 5));
  const chosen = pickCards(ctx, p, ctx.cards(Z.discard, p), 5, {
    prompt: 'Choose cards to shuffle back into your deck',
    rule: 'Lightseekers 5',
  });
  if (chosen.length === 0) return;
  for (const card of chosen) ctx.move(card, Z.deck, p, { cause: 'eliminate-bonus', by: p });
  ctx.shuffle(Z.deck, p);
}

/** Each seat's victory points (5), for score tables and lead-change counts. */
export function victoryPoints(game: Game): number[] {
  return game.state.players.map((p) => p.counters[VP] ?? 0);
}

/** One line of the final tally. */
export interface Standing {
  readonly player: PlayerId;
  readonly vp: number;
  /** 1 for the winner(s); equal VP share a rank (L42). */
  readonly rank: number;
  readonly health: number;
  readonly out: boolean;
}

/** The VP tally, most VP first (5). */
export function standings(game: Game): Standing[] {
  const rows = game.state.players.map((p) => ({
    player: p.id,
    vp: p.counters[VP] ?? 0,
    health: p.counters[HEALTH] ?? 0,
    out: p.out,
  }));
  rows.sort((a, b) => b.vp - a.vp || a.player - b.player);
  return rows.map((row) => ({ ...row, rank: 1 + rows.filter((r) => r.vp > row.vp).length }));
}
