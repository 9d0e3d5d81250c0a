/**
 * Challenge (CR 4.6): the Challenge Declaration step exerts the challenger and lets “challenges” /
 * “is challenged” triggers resolve (CR 4.6.4–4.6.5); the Challenge Damage step follows as a
 * follow-up task, then a game state check, then the challenge ends once the bag is empty (CR 4.6.7).
 * Restrictions: Evasive / Alert (CR 8.6, 8.2), Bodyguard (CR 8.3.3), “can't be challenged”.
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import {
  forbidden,
  mayChallengeReady,
  type Protection,
  protectionsInForce,
  readyPermission,
} from '../abilities/challenge-rules.js';
import { dealDamage } from '../changes/damage.js';
import { E } from '../changes/moves.js';
import { runAfterChallenge } from '../effects/after-challenge.js';
import { endChallengeEffects } from '../effects/lasting.js';
import { challengerLimitReached, recordChallenger } from '../history/challengers.js';
import { historyRead } from '../history/history.js';
import { recordChallenged } from '../history/history-challenged.js';
import { NO_CHALLENGE_DAMAGE } from '../language/stats/watchers-and-spared-damage.js';
import {
  cardOf,
  charactersOf,
  currentChallenge,
  effectiveStrength,
  inPlay,
  isDry,
  isInPlay,
  willpowerOf,
} from '../state/board.js';
import { numberedKey } from '../state/keys.js';
import { hasStat, playerStatOf } from '../state/stats.js';

/** `{ type: 'challenge', player, card, target }` */
export type ChallengeAction = Action & { readonly card: CardId; readonly target: CardId };

/** Handler keys of the challenge's later steps. */
export const CHALLENGE_DAMAGE = 'lorcana/challenge-damage';
export const CHALLENGE_END = 'lorcana/challenge-end';

/** Whether a character can be declared as a challenger (CR 4.6.4.1, 8.9 Rush). */
export function canChallengeWith(ctx: Ctx, card: CardId): boolean {
  if (ctx.card(card).tapped || hasStat(ctx, card, 'cant.challenge')) return false;
  if (challengerLimitReached(ctx, card)) return false;
  return isDry(ctx, card) || hasStat(ctx, card, 'kw.rush');
}

/** An opposing card that could be challenged, with what restricts it. */
interface Defender {
  readonly card: CardId;
  readonly opponent: PlayerId;
  readonly character: boolean;
  readonly evasive: boolean;
  readonly bodyguard: boolean;
  /** A ready character: only challengers allowed to challenge ready characters may (CR 4.6.4.2). */
  readonly ready: boolean;
}

/** Opposing cards open to a challenge, ignoring the challenger (CR 4.6.4.2, 4.6.8). */
function defenders(ctx: Ctx, player: PlayerId): Defender[] {
  const out: Defender[] = [];
  for (const opponent of ctx.opponents(player)) {
    const protectedAll = playerStatOf(ctx, opponent, 'cant.beChallenged.all') > 0;
    for (const c of inPlay(ctx, opponent)) {
      const type = cardOf(ctx, c).type;
      if (type === 'character') {
        if (protectedAll || hasStat(ctx, c, 'cant.beChallenged')) continue;
      } else if (type !== 'location') continue;
      out.push({
        card: c,
        opponent,
        character: type === 'character',
        evasive: hasStat(ctx, c, 'kw.evasive'),
        bodyguard: type === 'character' && hasStat(ctx, c, 'kw.bodyguard'),
        ready: type === 'character' && !ctx.card(c).tapped,
      });
    }
  }
  return out;
}

/** What `attacker` may challenge among `open` defenders: Evasive / Alert, Bodyguard (CR 4.6.4.3, 8.3.3). */
function targetsAmong(
  ctx: Ctx,
  attacker: CardId,
  open: readonly Defender[],
  protections: readonly Protection[],
): CardId[] {
  const reach = hasStat(ctx, attacker, 'kw.evasive') || hasStat(ctx, attacker, 'kw.alert');
  const permission = open.some((d) => d.ready) ? readyPermission(ctx, attacker) : false;
  const legal = open.filter(
    (d) =>
      (reach || !d.evasive) &&
      (!d.ready || mayChallengeReady(ctx, permission, attacker, d.card)) &&
      (protections.length === 0 || !forbidden(ctx, protections, attacker, d.card)),
  );
  const out: CardId[] = [];
  for (const d of legal) {
    const guarded =
      d.character && !d.bodyguard && legal.some((g) => g.bodyguard && g.opponent === d.opponent);
    if (!guarded) out.push(d.card);
  }
  return out;
}

/** What `attacker` may challenge now, Bodyguard included (CR 4.6.4.2–4.6.4.3, 4.6.8). */
export function challengeTargets(ctx: Ctx, attacker: CardId, player: PlayerId): CardId[] {
  return targetsAmong(ctx, attacker, defenders(ctx, player), protectionsInForce(ctx));
}

/** The challenge turn action. */
export const challengeAction: ActionSpec<ChallengeAction> = {
  type: 'challenge',
  rule: '4.6',
  enumerate(ctx, player, out) {
    // The defenders are looked at only once some character can challenge (most states: none can).
    let open: Defender[] | null = null;
    let protections: readonly Protection[] = [];
    for (const card of charactersOf(ctx, player)) {
      if (!canChallengeWith(ctx, card)) continue;
      if (open === null) {
        open = defenders(ctx, player);
        protections = protectionsInForce(ctx);
      }
      if (open.length === 0) return;
      for (const target of targetsAmong(ctx, card, open, protections))
        out.push({ type: 'challenge', player, card, target });
    }
  },
  perform(ctx, action) {
    const { card, target, player } = action;
    ctx.setTapped(card, true);
    ctx.setVar('challenge', {
      attacker: card,
      defender: target,
      attackerStamp: ctx.card(card).stamp,
      defenderStamp: ctx.card(target).stamp,
    });
    if (historyRead(ctx, 'yourCharacterChallenged'))
      ctx.bump(numberedKey('yourCharacterChallenged.', ctx.card(card).controller));
    if (historyRead(ctx, 'challengedThisTurn')) recordChallenged(ctx, target);
    recordChallenger(ctx, card);
    ctx.emit({ type: E.challenged, card, other: target, player });
    ctx.after(CHALLENGE_DAMAGE, null);
  },
};

function stillIn(ctx: Ctx, card: CardId, stamp: number): boolean {
  return isInPlay(ctx, card) && ctx.card(card).stamp === stamp;
}

/** The stat flag of “deal damage with their {W} instead of their {S}” during challenges. */
export const CHALLENGE_WITH_WILLPOWER = 'challengeWithWillpower';

/**
 * The damage a character deals in a challenge: its Strength, or its Willpower where a static says
 * “deal damage with their {W} instead of their {S}” (CR 4.6.6.1).
 */
function challengeDamageOf(ctx: Ctx, card: CardId): number {
  if (hasStat(ctx, card, CHALLENGE_WITH_WILLPOWER)) return Math.max(0, willpowerOf(ctx, card));
  return effectiveStrength(ctx, card);
}

/** The stat of “takes no damage from challenges” as a restriction (`cant.takeChallengeDamage`). */
const CANT_TAKE_CHALLENGE_DAMAGE = 'cant.takeChallengeDamage';

/** Whether `card` takes no challenge damage: spared this challenge, granted it, or restricted. */
function takesNone(ctx: Ctx, card: CardId, spared: readonly number[]): boolean {
  return (
    spared.includes(card) ||
    hasStat(ctx, card, NO_CHALLENGE_DAMAGE) ||
    hasStat(ctx, card, CANT_TAKE_CHALLENGE_DAMAGE)
  );
}

/** The Challenge Damage step (CR 4.6.6): both deal damage at once; locations deal none. */
export function challengeDamage(ctx: Ctx): void {
  const ch = currentChallenge(ctx);
  if (!ch) return;
  ctx.after(CHALLENGE_END, null);
  // A character removed from the challenge ends it without damage (CR 4.6.9).
  if (!stillIn(ctx, ch.attacker, ch.attackerStamp) || !stillIn(ctx, ch.defender, ch.defenderStamp)) return;
  const spared = (ctx.getVar('noChallengeDamage') as number[] | undefined) ?? [];
  const attackerPlayer = ctx.card(ch.attacker).controller;
  const defenderPlayer = ctx.card(ch.defender).controller;
  const toDefender = challengeDamageOf(ctx, ch.attacker);
  const toAttacker = cardOf(ctx, ch.defender).type === 'character' ? challengeDamageOf(ctx, ch.defender) : 0;
  if (!takesNone(ctx, ch.defender, spared)) {
    dealDamage(ctx, [ch.defender], toDefender, { source: ch.attacker, by: attackerPlayer, challenge: true });
  }
  if (!takesNone(ctx, ch.attacker, spared)) {
    dealDamage(ctx, [ch.attacker], toAttacker, { source: ch.defender, by: defenderPlayer, challenge: true });
  }
}

/** The challenge is over: “while challenging” effects end (CR 4.6.7). */
export function challengeEnd(ctx: Ctx): void {
  ctx.setVar('challenge', null);
  if (ctx.getVar('noChallengeDamage')) ctx.setVar('noChallengeDamage', null);
  endChallengeEffects(ctx);
  runAfterChallenge(ctx);
}
