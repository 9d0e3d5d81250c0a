/**
 * Lorcana's verbs of lore, ink and damage (CR 1.9, 1.11), and of banishing, readying and exerting.
 *
 * @module
 */
import type { CardId } from '@cardloom/core';
import type { Say } from '@cardloom/core/cards';
import {
  amountParts,
  describeAmount,
  describePlayer,
  describeRef,
  numberOf,
} from '../../../cards/describe-nouns.js';
import type { Instead, Target } from '../../../cards/vocabulary-effects.js';
import type { Amount, LorcanaNouns, PlayerRef } from '../../../cards/vocabulary-refs.js';
import { opt } from '../../../rulesets.js';
import { banishCards } from '../../changes/banish.js';
import { dealDamage, otherDamageReplacement, removeDamage } from '../../changes/damage.js';
import { E, gainLore, loseLore, payInk } from '../../changes/moves.js';
import type { Exec } from '../../effects/exec.js';
import { amountOf, playersOf } from '../../effects/match.js';
import { resolveTarget } from '../../effects/targets.js';
import { cardOf, damageOf, isInPlay, readyInk } from '../../state/board.js';
import { hasStat } from '../../state/stats.js';
import { holds } from '../conditions.js';
import { acted, lorcanaVerb, t } from '../kit.js';

/** “(2 instead if …)”: a self-replacement's words (CR 6.5.1.1). */
export function insteadText(instead: Instead | undefined, say: Say<LorcanaNouns>, amount?: string): string {
  return instead ? ` (${amount ?? instead.amount} instead if ${say.condition(instead.if)})` : '';
}

/** Whether a self-replacement applies now. */
export function insteadHolds(x: Exec, instead: Instead | undefined): instead is Instead {
  return instead !== undefined && holds(x.ctx, instead.if, x.source, x.controller, x);
}

/**
 * Removes up to `amount` damage from each card, the controller picking how much (“up to” includes
 * 0, CR 6.1.3; asked only with a choice). How much was removed counts for “for each 1 damage removed
 * this way” (CR 6.1.11); returns the cards damage was removed from.
 */
export function removeUpTo(x: Exec, cards: readonly CardId[], amount: number): CardId[] {
  const { ctx } = x;
  const from: CardId[] = [];
  let removed = 0;
  for (const c of cards) {
    const most = Math.min(amount, damageOf(ctx, c));
    if (most <= 0) continue;
    const n = ctx.chooseNumber(
      x.controller,
      0,
      most,
      `${cardOf(ctx, x.source).name}: remove how much damage from ${cardOf(ctx, c).name}?`,
      '1.9.1.3',
    );
    const r = removeDamage(ctx, c, n, x.controller);
    if (r > 0) from.push(c);
    removed += r;
  }
  x.counted = removed;
  return from;
}

/** Parameters of `dealDamage` and `putDamage`. */
export interface DamageParams {
  readonly target: Target;
  readonly amount: Amount;
  readonly instead?: Instead;
}

function damage(x: Exec, p: DamageParams, put: boolean) {
  const { ctx } = x;
  const cards = resolveTarget(x, p.target, x.prompt());
  x.acting = cards;
  let n = amountOf(x, p.amount);
  let replaced = false;
  if (!put && insteadHolds(x, p.instead)) {
    const single = opt(ctx).singleReplacement;
    // 2024 7.7.5: one replacement only; this effect's controller picks between its own and another.
    const own =
      !single ||
      !cards.some((c) => otherDamageReplacement(ctx, c)) ||
      ctx.chooseOption(x.controller, ['own', 'other'], {
        prompt: 'Which replacement effect applies?',
        labels: [`${cardOf(ctx, x.source).name}: “instead”`, 'the other replacement effect'],
        rule: '2024 7.7.5',
      }) === 'own';
    if (own) {
      n = p.instead.amount;
      replaced = single;
    }
  }
  dealDamage(ctx, cards, n, { source: x.source, by: x.controller, put, replaced });
  return acted(cards);
}

/** The lore, ink and damage verbs. */
export const DAMAGE_VERBS = {
  gainLore: lorcanaVerb({
    run: (x, p: { readonly amount: Amount; readonly instead?: Instead }) => {
      const n = insteadHolds(x, p.instead) ? p.instead.amount : amountOf(x, p.amount);
      gainLore(x.ctx, x.controller, n);
      return true;
    },
    describe: (p, say) =>
      typeof p.amount === 'object' && 'statOf' in p.amount
        ? `gain lore equal to the ${p.amount.stat} of ${p.amount.statOf === 'it' ? 'that card' : describeRef(p.amount.statOf)}`
        : typeof p.amount === 'object' && 'damageOnCard' in p.amount
          ? `gain lore equal to the damage on ${p.amount.damageOnCard === 'it' ? 'that card' : describeRef(p.amount.damageOnCard)}${insteadText(p.instead, say)}`
          : `gain ${amountParts(p.amount).n} lore${amountParts(p.amount).per}${insteadText(p.instead, say)}`,
  }),
  loseLore: lorcanaVerb({
    run: (x, p: { readonly amount: Amount; readonly player: PlayerRef }) => {
      const n = amountOf(x, p.amount);
      // What was actually lost counts for “for each 1 lore lost this way” (CR 6.1.11).
      let lost = 0;
      for (const pl of playersOf(x, p.player)) lost += loseLore(x.ctx, pl, n);
      x.counted = lost;
      return true;
    },
    describe: (p) => `${describePlayer(p.player)} loses ${describeAmount(p.amount)} lore`,
  }),
  /** Pay ink as part of resolving (CR 6.1.5.1). */
  /** Pay ink as part of resolving (CR 6.1.5.1); `player`: another player pays (“unless their player pays 3 {I}”). */
  payInk: lorcanaVerb({
    run: (x, p: { readonly amount: number; readonly player?: PlayerRef }) => {
      const payer = p.player ? playersOf(x, p.player)[0] : x.controller;
      return payer !== undefined && readyInk(x.ctx, payer) >= p.amount && payInk(x.ctx, payer, p.amount);
    },
    describe: (p) => `pay ${p.amount} ink`,
  }),
  dealDamage: lorcanaVerb({
    run: (x, p: DamageParams) => damage(x, p, false),
    describe: (p, say) => {
      const equal = numberOf(p.amount);
      return equal
        ? `deal damage to ${t(p.target)} equal to ${equal}${insteadText(p.instead, say)}`
        : `deal ${describeAmount(p.amount)} damage to ${t(p.target)}${insteadText(p.instead, say)}`;
    },
  }),
  /** Put damage counters (not dealt: Resist doesn't apply, CR 1.9.1.2, 8.8.3). */
  putDamage: lorcanaVerb({
    run: (x, p: { readonly target: Target; readonly amount: Amount }) => damage(x, p, true),
    describe: (p) =>
      `put ${describeAmount(p.amount)} damage ${p.amount === 1 ? 'counter' : 'counters'} on ${t(p.target)}`,
  }),
  /**
   * Move `amount` damage counters (as many as there are, up to it) from one card to another
   * (CR 1.9.1.4): not dealt damage. With `upTo`, the controller picks how many, 0 included (CR 6.1.3).
   */
  moveDamage: lorcanaVerb({
    run: (
      x,
      p: { readonly from: Target; readonly to: Target; readonly amount: number; readonly upTo?: boolean },
    ) => {
      const { ctx } = x;
      const [from] = resolveTarget(x, p.from, x.prompt());
      const [to] = resolveTarget(x, p.to, x.prompt());
      if (from === undefined || to === undefined || !isInPlay(ctx, to)) return false;
      // “Up to” includes 0 (CR 6.1.3): the controller picks how many, asked only with a choice.
      const most = Math.min(p.amount, damageOf(ctx, from));
      const amount =
        p.upTo && most > 0
          ? ctx.chooseNumber(
              x.controller,
              0,
              most,
              `${cardOf(ctx, x.source).name}: move how much damage from ${cardOf(ctx, from).name}?`,
              '1.9.1.4',
            )
          : p.amount;
      const moved = removeDamage(ctx, from, amount);
      // Moved damage is put, not dealt: Resist doesn't reduce it (CR 1.9.1.4, 8.8.3).
      dealDamage(ctx, [to], moved, { source: x.source, by: x.controller, moved: true });
      return moved > 0;
    },
    describe: (p) => `move ${p.upTo ? 'up to ' : ''}${p.amount} damage from ${t(p.from)} to ${t(p.to)}`,
  }),
  /** Remove up to `amount` damage (CR 1.9.1.3). */
  removeDamage: lorcanaVerb({
    run: (x, p: { readonly target: Target; readonly amount: number }) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      removeUpTo(x, cards, p.amount);
      return acted(cards);
    },
    describe: (p) => `remove up to ${p.amount} damage from ${t(p.target)}`,
  }),
  banish: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      return acted(cards, banishCards(x.ctx, cards, { by: x.source }).length > 0);
    },
    describe: (p) => `banish ${t(p.target)}`,
    // “Banish this character or …”: only while it is in play (CR 6.1.5.2).
    possible: (x, p) => p.target !== 'self' || isInPlay(x.ctx, x.source),
  }),
  ready: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => {
      const cards: CardId[] = resolveTarget(x, p.target, x.prompt());
      for (const c of cards) {
        if (!isInPlay(x.ctx, c) || hasStat(x.ctx, c, 'cant.ready')) continue;
        x.ctx.setTapped(c, false);
        // “Whenever you ready this character”: readied by an effect of that player.
        x.ctx.emit({ type: E.readied, card: c, player: x.controller });
      }
      return acted(cards);
    },
    describe: (p) => `ready ${t(p.target)}`,
  }),
  /** Exert cards in play (CR 5.1.1.2): an effect, not a cost. */
  exert: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      for (const c of cards) if (isInPlay(x.ctx, c)) x.ctx.setTapped(c, true);
      return acted(cards);
    },
    describe: (p) => `exert ${t(p.target)}`,
  }),
};
