/**
 * Singing a song (CR 5.4.4.2): the cost a character counts as for singing (Singer, CR 8.11), whether
 * it can exert to sing, and choosing the singers of a Sing Together song (CR 8.12).
 *
 * @module
 */

import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { cardOf, charactersOf, isDry } from '../state/board.js';
import { SING_BONUS } from '../state/singing.js';
import { hasStat, statOf } from '../state/stats.js';

/**
 * The cost a character counts as for singing: Singer N, else its ink cost (CR 8.11), plus what
 * effects add (“counts as having +2 cost to sing songs”).
 */
export function singValue(ctx: Ctx, character: CardId): number {
  const singer = statOf(ctx, character, 'kw.singer');
  return (singer > 0 ? singer : cardOf(ctx, character).cost) + statOf(ctx, character, SING_BONUS);
}

/** Whether a character can exert to sing: ready, dry, not stopped from singing (CR 5.1.1.11). */
export function canSing(ctx: Ctx, character: CardId): boolean {
  return !ctx.card(character).tapped && isDry(ctx, character) && !hasStat(ctx, character, 'cant.sing');
}

/** Sing Together: exert characters one at a time until their total reaches the song's N (CR 8.12.2). */
export function chooseSingers(ctx: Ctx, player: PlayerId, song: CardId): CardId[] {
  const need = statOf(ctx, song, 'kw.singTogether');
  const chosen: CardId[] = [];
  let total = 0;
  for (;;) {
    const rest = charactersOf(ctx, player).filter((c) => !chosen.includes(c) && canSing(ctx, c));
    if (rest.length === 0) break;
    const [next] = ctx.chooseCards(player, rest, {
      min: total >= need ? 0 : 1,
      max: 1,
      prompt: total >= need ? 'Add another singer?' : `Choose a singer (${total}/${need})`,
    });
    if (next === undefined) break;
    chosen.push(next);
    total += singValue(ctx, next);
  }
  for (const c of chosen) ctx.setTapped(c, true);
  return chosen;
}
