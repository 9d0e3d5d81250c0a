/**
 * Banishing (CR 1.8.1.4, 7.4.3): every card leaving play together first shows the `banished`
 * event to the triggered abilities of all of them, then they move to their owners' discards with
 * their stacks (CR 8.10.7).
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import { BANISHED, historyRead } from '../history/history.js';
import {
  currentChallenge,
  effectiveStrength,
  isInPlay,
  loreValueOf,
  willpowerOf,
  Z,
} from '../state/board.js';
import { numberedKey } from '../state/keys.js';
import { DMG } from './damage.js';
import { cardsUnder, E, moveWithStack } from './moves.js';

/** What caused a banish. */
export interface BanishCause {
  /** The card whose effect banished it (or -1). */
  readonly by?: CardId;
  /** Banished by a game state check for damage (CR 1.8.1.4): attribution comes from the damage. */
  readonly fromDamage?: boolean;
}

/** Banishes the cards together. Returns those that left play. */
export function banishCards(ctx: Ctx, cards: readonly CardId[], cause: BanishCause = {}): CardId[] {
  const leaving = cards.filter((c, i) => isInPlay(ctx, c) && cards.indexOf(c) === i);
  if (leaving.length === 0) return leaving;
  const challenge = currentChallenge(ctx);
  const recordBanished = historyRead(ctx, 'banishedThisTurn');
  for (const card of leaving) {
    // Turn history: “if one of your Toy characters was banished this turn”.
    if (recordBanished) ctx.bump(`${BANISHED}${ctx.card(card).owner}.${card}`);
    const c = ctx.card(card);
    const isAttacker =
      challenge !== null && challenge.attacker === card && c.stamp === challenge.attackerStamp;
    const isDefender =
      challenge !== null && challenge.defender === card && c.stamp === challenge.defenderStamp;
    const inChallenge = isAttacker || isDefender;
    const damageBy = ctx.counter(card, DMG.by) - 1;
    const viaChallengeDamage =
      Boolean(cause.fromDamage) && damageBy >= 0 && ctx.counter(card, DMG.inChallenge) > 0;
    const by = cause.fromDamage ? damageBy : (cause.by ?? -1);
    // Cards under it, for “if he had a card under him” (CR 6.7.6: last known information).
    const under = cardsUnder(ctx, card).length;
    const known: { strength: number; willpower: number; lore: number; under?: number } = {
      strength: effectiveStrength(ctx, card),
      willpower: willpowerOf(ctx, card),
      lore: loreValueOf(ctx, card),
    };
    if (under > 0) known.under = under;
    ctx.setVar(numberedKey('lk.', card), known);
    const character = ctx.cardDef(card).types.includes('character');
    if (historyRead(ctx, 'characterBanished') && character) {
      for (let p = 0; p < ctx.playerCount; p++) ctx.bump(numberedKey('characterBanished.', p));
    }
    if (inChallenge && historyRead(ctx, 'opposingCharacterBanishedInChallenge') && character) {
      for (const p of ctx.opponents(c.controller))
        ctx.bump(numberedKey('opposingCharacterBanishedInChallenge.', p));
    }
    if (inChallenge && historyRead(ctx, 'characterBanishedInChallenge') && character)
      for (let p = 0; p < ctx.playerCount; p++) ctx.bump(numberedKey('characterBanishedInChallenge.', p));
    ctx.emit({
      type: E.banished,
      card,
      owner: c.owner,
      controller: c.controller,
      by,
      inChallenge,
      challenged: isDefender,
      other: inChallenge ? (isAttacker ? challenge!.defender : challenge!.attacker) : -1,
      viaChallengeDamage,
    });
  }
  for (const card of leaving) moveWithStack(ctx, card, Z.discard, { cause: 'banish' });
  return leaving;
}
