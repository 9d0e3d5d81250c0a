/**
 * Damage (CR 1.9): dealt damage goes through damage reductions (Resist, CR 8.8) and replacement
 * effects (CR 6.5, 6.7.2.2); put damage ignores them. Dealt damage remembers its source so a banish
 * at the next game state check is attributed to it (CR 1.8.1.4).
 *
 * @module
 */
import type { CardId, Ctx, GameEvent, PlayerId } from '@cardloom/core';
import { opt } from '../../rulesets.js';
import { matches } from '../effects/match.js';
import { historyRead } from '../history/history.js';
import { C, cardOf, currentChallenge, damageOf, inPlay, isInPlay } from '../state/board.js';
import { numberedKey } from '../state/keys.js';
import { hasStat, statOf } from '../state/stats.js';
import { E } from './moves.js';

/** The stat of “can't be dealt damage” (a restriction, `cant.beDealtDamage`). */
const CANT_BE_DEALT = 'cant.beDealtDamage';
/** The stat of “can't be dealt damage unless being challenged” (`cant.beDealtDamageUnlessChallenged`). */
const CANT_UNLESS_CHALLENGED = 'cant.beDealtDamageUnlessChallenged';

/** Counters remembering who last dealt damage to a card since the last check. */
export const DMG = { by: 'dmgBy', inChallenge: 'dmgCh' } as const;

/** A proposed damage event, as replacement effects see it. */
export interface DamageEvent extends GameEvent {
  readonly type: 'damage';
  readonly card: CardId;
  readonly amount: number;
  /** `deal` (reduced by Resist, replaceable) or `put` (CR 1.9.1.2). */
  readonly kind: 'deal' | 'put';
  readonly source: CardId;
  readonly challenge: boolean;
  /** Player whose effect or character deals it (chooses among replacements under 2024, CR 2024 7.7.5). */
  readonly by: PlayerId;
  /** Set once a replacement applied (the 2024 edition allows only one, 2024 7.7.5). */
  readonly replaced?: boolean;
}

/** Options for {@link dealDamage}. */
export interface DamageOptions {
  readonly source: CardId;
  readonly by: PlayerId;
  readonly challenge?: boolean;
  /** Put rather than deal (CR 1.9.1.2). */
  readonly put?: boolean;
  /** Moved from another card (CR 1.9.1.4): put, and reported as `move`. */
  readonly moved?: boolean;
  /** A self-replacement already changed this event (2024 7.7.5: no other may apply). */
  readonly replaced?: boolean;
}

/**
 * Deals (or puts, or moves) `amount` damage to each target. Returns the cards that took damage.
 * Resist reduces dealt damage; reduced to 0 means none was dealt (CR 8.8.2). Each card that takes
 * damage gets one `damaged` event with the amount and how it landed (`deal`, `put` or `move`):
 * that is when it “takes damage” (CR 1.9.1.5, 1.9.2).
 */
export function dealDamage(
  ctx: Ctx,
  targets: readonly CardId[],
  amount: number,
  options: DamageOptions,
): CardId[] {
  const took: CardId[] = [];
  for (const target of targets) {
    if (!isInPlay(ctx, target)) continue;
    const kind = options.put || options.moved ? 'put' : 'deal';
    // “can't be dealt damage”: dealt damage only; put or moved damage is not dealt (CR 1.9.1.2).
    if (kind === 'deal' && statOf(ctx, target, CANT_BE_DEALT) > 0) continue;
    // “… unless being challenged”: dealt only to the challenged character of the current challenge.
    if (
      kind === 'deal' &&
      statOf(ctx, target, CANT_UNLESS_CHALLENGED) > 0 &&
      currentChallenge(ctx)?.defender !== target
    )
      continue;
    // A challenge works out final damage, reductions included, before it is dealt (CR 4.6.6.1);
    // an effect meets replacement effects first, then damage modifiers (CR 6.7.2.2–6.7.2.3).
    const challenge = options.challenge ?? false;
    const proposedAmount = challenge && kind === 'deal' ? amount - resistOf(ctx, target) : amount;
    if (proposedAmount <= 0) continue;
    const proposed: { -readonly [K in keyof DamageEvent]: DamageEvent[K] } = {
      type: 'damage',
      card: target,
      amount: proposedAmount,
      kind,
      source: options.source,
      challenge,
      by: options.by,
    };
    if (options.replaced) proposed.replaced = true;
    const replaced = ctx.replace(proposed);
    if (!replaced) continue;
    const event =
      !challenge && replaced.kind === 'deal'
        ? Object.assign({}, replaced, { amount: replaced.amount - resistOf(ctx, replaced.card) })
        : replaced;
    if (event.amount <= 0) continue;
    placeDamage(ctx, event, options);
    took.push(event.card);
  }
  return took;
}

function resistOf(ctx: Ctx, card: CardId): number {
  return Math.max(0, statOf(ctx, card, 'kw.resist'));
}

function placeDamage(ctx: Ctx, event: DamageEvent, options: DamageOptions): void {
  const card = event.card;
  ctx.addCounter(card, C.damage, event.amount);
  if (event.kind === 'deal' && options.source >= 0 && attributable(ctx, options)) {
    ctx.setCounter(card, DMG.by, options.source + 1);
    ctx.setCounter(card, DMG.inChallenge, options.challenge ? 1 : 0);
  }
  const how = options.moved ? 'move' : event.kind;
  ctx.emit({
    type: E.damaged,
    card,
    amount: event.amount,
    source: options.source,
    kind: how,
    challenge: options.challenge === true,
  });
  if (ctx.cardDef(card).types[0] === 'character') {
    const controller = ctx.card(card).controller;
    if (historyRead(ctx, 'yourCharacterDamaged')) ctx.bump(numberedKey('yourCharacterDamaged.', controller));
    if (historyRead(ctx, 'opposingCharacterDamaged'))
      for (const p of ctx.opponents(controller)) ctx.bump(numberedKey('opposingCharacterDamaged.', p));
  }
}

/**
 * Whether a banish from this damage counts as “banished by” its source: challenge damage always;
 * a character's ability only under CR 2.0.0 (1.8.1.4).
 */
function attributable(ctx: Ctx, options: DamageOptions): boolean {
  if (options.challenge) return true;
  return opt(ctx).abilityBanishAttribution && cardOf(ctx, options.source).type === 'character';
}

/** The restriction stat of “damage counters can't be removed”. */
export const CANT_LOSE_DAMAGE = 'cant.loseDamage';

/** Removes up to `amount` damage (CR 1.9.1.3); returns how much was removed. */
export function removeDamage(ctx: Ctx, card: CardId, amount: number, by?: PlayerId): number {
  // “Damage counters can't be removed” (CR 1.2.2: “can't” wins).
  if (hasStat(ctx, card, CANT_LOSE_DAMAGE)) return 0;
  const removed = Math.min(damageOf(ctx, card), Math.max(0, amount));
  if (removed > 0) {
    ctx.addCounter(card, C.damage, -removed);
    const remover = by ?? ctx.card(card).controller;
    if (historyRead(ctx, 'youRemovedDamage')) ctx.bump(numberedKey('youRemovedDamage.', remover));
    if (remover === ctx.card(card).controller && historyRead(ctx, 'youRemovedDamageFromYours'))
      ctx.bump(numberedKey('youRemovedDamageFromYours.', remover));
    // “Whenever you remove damage from …” (CR 1.9.1.3): who removed it, and how much.
    ctx.emit({ type: E.damageRemoved, card, amount: removed, player: by ?? ctx.card(card).controller });
  }
  return removed;
}

/**
 * Whether a replacement effect other than the resolving ability's own “instead” could apply to
 * damage dealt to `target` (a redirect like Shield Another, or a prevention). Used for the 2024
 * edition's one-replacement rule (2024 7.7.5).
 */
export function otherDamageReplacement(ctx: Ctx, target: CardId): boolean {
  const stamp = ctx.card(target).stamp;
  for (const e of ctx.state.effects) {
    const a = e.args as { card?: number; stamp?: number } | null | undefined;
    if (e.kind === 'replacement' && e.on?.includes('damage') && a?.card === target && a.stamp === stamp)
      return true;
  }
  for (let p = 0; p < ctx.playerCount; p++) {
    for (const c of inPlay(ctx, p)) {
      if (c === target) continue;
      for (const ability of cardOf(ctx, c).abilities ?? []) {
        if (ability.kind !== 'static' || !('redirectDamageFrom' in ability.effect)) continue;
        if (matches(ctx, target, ability.effect.redirectDamageFrom, c, ctx.card(c).controller)) return true;
      }
    }
  }
  return false;
}
