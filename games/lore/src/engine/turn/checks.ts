/**
 * Game-state checks, run after every task until nothing changes: deaths at 0 HP, greater and
 * unique duplicates, gods called forth as a special occurrence, and losing (Lore The Basics).
 *
 * @module
 */
import type { CardDefinition, CardId, CheckSpec, Ctx, PlayerId } from '@cardloom/core';
import { effectsOf } from '../../cards/analysis.js';
import { hasSupertype } from '../../cards/card.js';
import { LORE_CARDS } from '../../cards/pool/index.js';
import { chainIsEmpty } from '../state/chain.js';
import { C, V, Z } from '../state/keys.js';
import { destroy, leavePlay } from '../state/moves.js';
import { hasHp, hasKeyword, loreCard, maxHpOf, sanity } from '../state/queries.js';
import { callForth, dueToCallForth } from '../state/void.js';

/**
 * Whether any card of the pool can lower HP other than by damage and -1 HP counters. When none can,
 * an object with neither cannot be at 0 HP, and the deaths check skips it (a hot path).
 */
const HP_CAN_DROP = LORE_CARDS.some(
  (card) =>
    card.abilities.some(
      (a) =>
        a.kind === 'static' &&
        (a.modifier.kind === 'stats' || a.modifier.kind === 'equipped') &&
        (a.modifier.hp ?? 0) < 0,
    ) || [...effectsOf(card)].some((e) => e.do === 'modify' && (e.hp ?? 0) < 0),
);

/** Steps of Phase I at or before 2.4: calling forth then is 2.4's job. */
const EARLY_STEPS = new Set(['reset', 'undaze', 'begin', 'call-forth']);

/** Cards of the pool a player may control only one of (greater and unique). */
const ONE_AT_A_TIME = new Set(
  LORE_CARDS.filter((c) => hasSupertype(c, 'greater') || hasSupertype(c, 'unique')).map((c) => c.id),
);

/** Whether any card this game can hold is greater or unique (`ctx.presentMemo` builder). */
const holdsOneAtATime = (cards: readonly CardDefinition[]): boolean =>
  cards.some((c) => ONE_AT_A_TIME.has(c.id));

/** Whether an object in play has died: HP at 0, and for Immortal ones only by HP counters, not damage. */
function isDead(ctx: Ctx, card: CardId, counters: Readonly<Record<string, number>>): boolean {
  // Undamaged objects are skipped at once (see HP_CAN_DROP).
  if (!HP_CAN_DROP && !counters[C.damage] && !counters[C.hpMinus]) return false;
  if (!hasHp(ctx, card)) return false;
  const max = maxHpOf(ctx, card);
  const damage = counters[C.damage] ?? 0;
  // HP left above 0 (with no negative damage) means max HP above 0 too: alive, Immortal or not, so the
  // keyword is read only for objects at 0 (damaged objects stay damaged all turn, and this runs often).
  if (damage >= 0 && max - damage > 0) return false;
  return hasKeyword(ctx, card, 'immortal') ? max <= 0 : max - damage <= 0;
}

/**
 * Deaths (Lore Card Types: Creatures; keyword Immortal) and duplicates: a player controlling two copies
 * of a greater or unique card sends the oldest to the aether (Card Types: Greater, Unique). Both run
 * after every change and cost what the scan of the objects in play costs, so they share one pass
 * (reading the card table directly); the results keep the order of two separate checks: every death,
 * then each seat's first duplicate.
 */
const deathsAndDuplicates: CheckSpec = {
  id: 'deaths-and-duplicates',
  rule: 'Lore Card Types: Creatures, Greater, Unique; keyword Immortal',
  find(ctx, out) {
    const cards = ctx.state.cards;
    // A game whose decks hold no greater or unique card never looks for duplicates.
    const oneAtATime = ctx.presentMemo(ONE_AT_A_TIME, holdsOneAtATime);
    let duplicates: (() => void)[] | null = null;
    for (let p = 0; p < ctx.state.players.length; p++) {
      const zone = ctx.cards(Z.play, p);
      let seen: Map<string, CardId> | null = null;
      let duplicateFound = !oneAtATime;
      for (let i = 0; i < zone.length; i++) {
        const card = zone[i];
        const state = cards[card];
        if (isDead(ctx, card, state.counters)) out.push(() => void destroy(ctx, card, true));
        if (duplicateFound || !ONE_AT_A_TIME.has(state.def)) continue;
        const name = loreCard(ctx, card).name;
        const other = seen?.get(name);
        if (other === undefined) {
          (seen ??= new Map()).set(name, card);
          continue;
        }
        const oldest = cards[other].stamp < state.stamp ? other : card;
        (duplicates ??= []).push(() => leavePlay(ctx, oldest, 'aether', 'special-occurrence'));
        duplicateFound = true;
      }
    }
    if (duplicates) for (const found of duplicates) out.push(found);
  },
};

/** A void card whose requirement is reached during its controller's turn is called forth at once (README A32). */
const callingForth: CheckSpec = {
  id: 'call-forth',
  rule: 'Lore Mythos',
  find(ctx, out) {
    if (ctx.count(Z.void, ctx.active) === 0) return;
    const step = ctx.step;
    if (step.phase === '' || (step.phase === 'beginning' && EARLY_STEPS.has(step.step))) return;
    const afterCounters = !(step.phase === 'beginning' && step.step === 'turn-counters');
    for (const card of dueToCallForth(ctx, ctx.active))
      out.push(() => callForth(ctx, card, ctx.active, afterCounters));
  },
};

/** Why a player has lost, if they have (0 sanity, an empty-lexicon draw, a card). */
function lossReason(ctx: Ctx, p: PlayerId): string | null {
  if (sanity(ctx, p) <= 0) return 'sanity';
  if (ctx.getVar(V.decked(p))) return 'empty-lexicon';
  const card = ctx.getVar(V.lost(p));
  return card ? String(card) : null;
}

/** Players at 0 sanity lose, but not until a chain has fully resolved; all at once is a draw (README A4). */
const losing: CheckSpec = {
  id: 'losing',
  rule: 'Lore The Basics',
  find(ctx, out) {
    if (ctx.getVar(V.chainResolving) || !chainIsEmpty(ctx)) return;
    let losers: [PlayerId, string][] | null = null;
    const seats = ctx.state.players.length;
    for (let p = 0; p < seats; p++) {
      const reason = lossReason(ctx, p);
      if (reason !== null) (losers ??= []).push([p, reason]);
    }
    if (losers === null) return;
    if (losers.length === seats) out.push(() => ctx.drawGame(losers[0][1]));
    else for (const [p, reason] of losers) out.push(() => ctx.lose(p, reason));
  },
};

/** Every check, in the order they look. */
export const LORE_CHECKS: readonly CheckSpec[] = [deathsAndDuplicates, callingForth, losing];
