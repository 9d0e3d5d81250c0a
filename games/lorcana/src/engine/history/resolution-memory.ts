/**
 * What a resolving effect knows about its source beyond the board: how many
 * cards were under a card as it left play (CR 6.7.6: last known information), which characters
 * sang the song being resolved (CR 5.4.4, Sing Together 8.12) and which card was banished to pay an
 * activated ability's cost (“the banished character”, CR 6.3).
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import type { CardRef } from '../../cards/vocabulary-refs.js';
import { cardsUnder } from '../changes/moves.js';
import type { Exec } from '../effects/exec.js';
import { isInPlay } from '../state/board.js';

const SINGERS = 'sang.';
const PAID = 'paid.banish.';
const NONE: readonly CardId[] = [];

/** Cards under the card (the source itself once it left play) as it last was in play (CR 6.7.6). */
export function lastKnownUnder(x: Exec, ref: CardRef): number {
  const card =
    ref === 'self'
      ? x.source
      : ref === 'it'
        ? x.it[0]
        : ref === 'eventCard' && typeof x.event?.card === 'number'
          ? x.event.card
          : undefined;
  if (card === undefined || card < 0) return 0;
  if (isInPlay(x.ctx, card)) return cardsUnder(x.ctx, card).length;
  return (x.ctx.getVar(`lk.${card}`) as { under?: number } | undefined)?.under ?? 0;
}

/** Remembers who sang a song as it is played (none: played with ink or for free). */
export function rememberSingers(ctx: Ctx, song: CardId, singers: readonly CardId[]): void {
  if (singers.length > 0 || ctx.getVar(`${SINGERS}${song}`) !== undefined)
    ctx.setVar(`${SINGERS}${song}`, [...singers]);
}

/** The characters that sang the song `song` as it was last played. */
export function singersOf(ctx: Ctx, song: CardId): readonly CardId[] {
  return (ctx.getVar(`${SINGERS}${song}`) as readonly CardId[] | undefined) ?? NONE;
}

/** Remembers the card banished to pay a cost of `source`'s activated ability (CR 6.3). */
export function rememberBanishedForCost(ctx: Ctx, source: CardId, card: CardId): void {
  ctx.setVar(`${PAID}${source}`, card);
}

/** The card last banished to pay a cost of `source`'s activated ability, if any. */
export function banishedForCost(ctx: Ctx, source: CardId): CardId | undefined {
  return ctx.getVar(`${PAID}${source}`) as CardId | undefined;
}
