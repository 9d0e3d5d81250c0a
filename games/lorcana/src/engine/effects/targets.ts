/**
 * Finding the cards a step acts on: references, “each …” and “chosen …” (CR 6.1.3). Choosing obeys
 * Ward (CR 8.15) and can't pick cards under others (CR 5.1.1.5) nor Pack Rush marketing cards
 * (CR 10.2.2.2); a choice an opponent makes as part of an action's effect is announced for Vanish
 * (CR 8.14).
 *
 * @module
 */
import type { CardId, PlayerId } from '@cardloom/core';
import type { Target } from '../../cards/vocabulary-effects.js';
import type { CardFilter } from '../../cards/vocabulary-refs.js';
import { E } from '../changes/moves.js';
import { inPlay, isInPlay, Z } from '../state/board.js';
import { hasStat, mayHave } from '../state/stats.js';
import { MARKETING_CARD } from '../turn/setup.js';
import type { Exec } from './exec.js';
import { matches, playersOf, refCards, turnOrder } from './match.js';
import { bindFilter } from './relative-filters.js';

/** Whether `chooser` may choose `card` with an effect (Ward, CR 8.15.1). */
export function canChoose(x: Exec, card: CardId, chooser: PlayerId): boolean {
  const { ctx } = x;
  const controller = ctx.card(card).controller;
  if (controller === chooser || ctx.player(controller).team === ctx.player(chooser).team) return true;
  // Ward, or “Opponents can't choose your items for abilities or effects”.
  return !hasStat(ctx, card, 'kw.ward') && !hasStat(ctx, card, 'cant.beChosenByOpponents');
}

/** Every card in play matching a filter, in turn order. */
export function cardsInPlay(x: Exec, unbound: CardFilter): CardId[] {
  const { ctx } = x;
  const filter = bindFilter(x, unbound);
  const out: CardId[] = [];
  for (const p of turnOrder(ctx)) {
    for (const c of inPlay(ctx, p)) {
      if (isInPlay(ctx, c) && matches(ctx, c, filter, x.source, x.controller, x.chosen)) out.push(c);
    }
  }
  return out;
}

/** The stat of “opponents must choose this character for actions and abilities if able”. */
export const MUST_BE_CHOSEN = 'mustBeChosen';

/**
 * For an effect choosing one card in play: the candidates an opponent of the effect's controller
 * must choose among (“… must choose this character … if able”), or all of them when there are none.
 * A choice of several cards is left free (the chooser may still pick the forced card).
 */
function mustChoose(
  x: Exec,
  target: Extract<Target, { choose: CardFilter }>,
  candidates: CardId[],
): CardId[] {
  if ((target.count ?? 1) !== 1 || target.anyNumber) return candidates;
  // In most games no card can ever have it: skip the per-candidate stat reads.
  if (!mayHave(x.ctx, MUST_BE_CHOSEN)) return candidates;
  const forced = candidates.filter(
    (c) => x.ctx.has(c, MUST_BE_CHOSEN) && x.ctx.isOpponent(x.ctx.card(c).controller, x.controller),
  );
  return forced.length > 0 ? forced : candidates;
}

/** Candidates a `choose` target offers right now. */
export function candidatesFor(
  x: Exec,
  target: Extract<Target, { choose: CardFilter }>,
  chooser: PlayerId,
): CardId[] {
  const { ctx } = x;
  const zone = target.zone ?? Z.play;
  if (zone === Z.play) {
    const candidates = mustChoose(
      x,
      target,
      cardsInPlay(x, target.choose).filter((c) => canChoose(x, c, chooser)),
    );
    if (!target.player) return candidates;
    // “a character of theirs”: only the cards in play of the named players (CR 1.3.5).
    const owners = new Set(playersOf(x, target.player));
    return candidates.filter((c) => owners.has(ctx.card(c).owner));
  }
  const out: CardId[] = [];
  const filter = bindFilter(x, target.choose);
  const owners = target.player ? playersOf(x, target.player) : [chooser];
  for (const p of owners) {
    for (const c of ctx.cards(zone, p)) {
      // Pack Rush marketing cards are never chosen and never leave the inkwell (CR 10.2.2.1–10.2.2.2).
      if (ctx.card(c).def === MARKETING_CARD) continue;
      if (c !== x.source || zone !== Z.hand) {
        if (matches(ctx, c, filter, x.source, x.controller, x.chosen)) out.push(c);
      }
    }
  }
  return out;
}

/**
 * The cards a target names. A `choose` asks `chooser` (default: the controller); the verb reports
 * the picks, which become “that card” for later steps.
 */
export function resolveTarget(
  x: Exec,
  target: Target,
  prompt: string,
  chooser: PlayerId = x.controller,
): CardId[] {
  if (typeof target === 'string' || 'slot' in target) return refCards(x, target);
  if ('each' in target) return cardsInPlay(x, target.each);
  const candidates = candidatesFor(x, target, chooser);
  const count = target.anyNumber ? candidates.length : (target.count ?? 1);
  const picked = x.ctx.chooseCards(chooser, candidates, {
    min: target.upTo || target.anyNumber ? 0 : Math.min(count, candidates.length),
    max: count,
    prompt,
  });
  x.chosen.push(...picked);
  announceChosen(x, picked, chooser);
  return picked;
}

/**
 * Tells triggered abilities a card was chosen: Vanish watches opponents' action effects, “whenever an
 * opponent chooses this character for an action or ability” abilities' effects too.
 */
function announceChosen(x: Exec, picked: readonly CardId[], chooser: PlayerId): void {
  if (!x.fromAction && !x.ctx.wants(E.chosen)) return;
  for (const card of picked) {
    if (isInPlay(x.ctx, card)) {
      x.ctx.emit({ type: E.chosen, card, chooser, fromAction: x.fromAction, stamp: x.ctx.card(card).stamp });
    }
  }
}

/**
 * How many cards a target must act on to be completely performed (CR 6.1.5.1): the count of a
 * `choose` without “up to” / “any number”; otherwise 1.
 */
export function exactCount(target: Target): number {
  if (typeof target === 'string' || !('choose' in target)) return 1;
  return target.upTo || target.anyNumber ? 1 : (target.count ?? 1);
}
