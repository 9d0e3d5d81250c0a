/**
 * Game-state checks, run after every task until nothing changes: deaths at 0 HP, greater and
 * unique duplicates, gods called forth as a special occurrence, and losing (Lore The Basics).
 *
 * @module
 */
import type { CardDefinition, CardId, CheckSpec, Ctx, PlayerId } from '@cardloom/core';
import { effectsOf } from '../../cards/analysis.js';
import { LORE_CARDS } from '../../cards/pool/index.js';
import { cardFacts, cardFactsById } from '../state/card-facts.js';
import { chainIsEmpty } from '../state/chain.js';
import { C, S, V, Z } from '../state/keys.js';
import { destroy, leavePlay } from '../state/moves.js';
import { hasHp, hasKeyword, loreCard, maxHpOf, sanity } from '../state/queries.js';
import { callForth, isDueToCallForth } from '../state/void.js';

/**
 * Whether any card of the pool can lower HP other than by damage and -1 HP counters. When none can
 * (HP changes are all additions, see `abilities/compile.ts` and the `modify` verb), an object's HP is
 * never below its printed HP: the deaths check skips objects with neither damage nor -1 HP counters,
 * and reads the computed HP only when the printed one does not already keep the object alive.
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
const ONE_AT_A_TIME = new Set(LORE_CARDS.filter((c) => cardFactsById(c.id)?.oneAtATime).map((c) => c.id));

/** Whether any card this game can hold is greater or unique (`ctx.presentMemo` builder). */
const holdsOneAtATime = (cards: readonly CardDefinition[]): boolean =>
  cards.some((c) => ONE_AT_A_TIME.has(c.id));

/** Whether an object in play has died: HP at 0, and for Immortal ones only by HP counters, not damage. */
function isDead(ctx: Ctx, card: CardId, counters: Readonly<Record<string, number>>): boolean {
  const damage = counters[C.damage] ?? 0;
  if (!HP_CAN_DROP) {
    // Undamaged objects are skipped at once; printed HP is a lower bound of max HP (see HP_CAN_DROP).
    const minus = counters[C.hpMinus] ?? 0;
    if (damage === 0 && minus === 0) return false;
    const printed = ctx.printed(card, S.hp);
    if (printed <= 0) return false;
    if (damage >= 0 && printed + (counters[C.hpPlus] ?? 0) - minus - damage > 0) return false;
  } else if (!hasHp(ctx, card)) return false;
  const max = maxHpOf(ctx, card);
  // HP left above 0 (with no negative damage) means max HP above 0 too: alive, Immortal or not, so the
  // keyword is read only for objects at 0 (damaged objects stay damaged all turn, and this runs often).
  if (damage >= 0 && max - damage > 0) return false;
  return hasKeyword(ctx, card, 'immortal') ? max <= 0 : max - damage <= 0;
}

/** The check's result for a dead object (made outside the scan loop, which then allocates nothing per object). */
function death(ctx: Ctx, card: CardId): () => void {
  return () => void destroy(ctx, card, true);
}

/**
 * Duplicates among one seat's greater and unique objects (in zone order): the oldest of the first pair
 * sharing a name goes to the aether, or null when all names differ.
 */
function firstDuplicate(ctx: Ctx, ones: readonly CardId[]): (() => void) | null {
  const cards = ctx.state.cards;
  const seen = new Map<string, CardId>();
  for (const card of ones) {
    const name = loreCard(ctx, card).name;
    const other = seen.get(name);
    if (other === undefined) {
      seen.set(name, card);
      continue;
    }
    const oldest = cards[other].stamp < cards[card].stamp ? other : card;
    return () => leavePlay(ctx, oldest, 'aether', 'special-occurrence');
  }
  return null;
}

/**
 * Deaths (Lore Card Types: Creatures; keyword Immortal) and duplicates: a player controlling two copies
 * of a greater or unique card sends the oldest to the aether (Card Types: Greater, Unique). Both run
 * after every change and cost what the scan of the objects in play costs, so they share one pass
 * (reading the card table directly; names are compared only for a seat with two or more greater or
 * unique objects); the results keep the order of two separate checks: every death, then each seat's
 * first duplicate.
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
      // The seat's greater and unique objects, listed only once there are two.
      let firstOne = -1;
      let ones: CardId[] | null = null;
      for (let i = 0; i < zone.length; i++) {
        const card = zone[i];
        // Most objects in play (runes, most relics) have no HP: their counters need not be read.
        const facts = cardFacts(ctx, card);
        if (facts.hasHp && isDead(ctx, card, cards[card].counters)) out.push(death(ctx, card));
        if (!oneAtATime || !facts.oneAtATime) continue;
        if (firstOne < 0) firstOne = card;
        else (ones ??= [firstOne]).push(card);
      }
      const duplicate = ones === null ? null : firstDuplicate(ctx, ones);
      if (duplicate !== null) (duplicates ??= []).push(duplicate);
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
    // Read in place (this runs after every change; a card is rarely due).
    const inVoid = ctx.cards(Z.void, ctx.active);
    for (let i = 0; i < inVoid.length; i++)
      if (isDueToCallForth(ctx, inVoid[i])) out.push(callingForthOf(ctx, inVoid[i], afterCounters));
  },
};

/** The call-forth check's result for a due card (made outside its loop, which then allocates nothing). */
function callingForthOf(ctx: Ctx, card: CardId, afterCounters: boolean): () => void {
  return () => callForth(ctx, card, ctx.active, afterCounters);
}

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
    if (losers.length === seats) out.push(drawOf(ctx, losers[0][1]));
    else for (const [p, reason] of losers) out.push(lossOf(ctx, p, reason));
  },
};

// The losing check's results, made outside it: a closure built in the check itself would make every
// run allocate the variables it captures, found or not.
function drawOf(ctx: Ctx, reason: string): () => void {
  return () => ctx.drawGame(reason);
}

function lossOf(ctx: Ctx, player: PlayerId, reason: string): () => void {
  return () => ctx.lose(player, reason);
}

/** Every check, in the order they look. */
export const LORE_CHECKS: readonly CheckSpec[] = [deathsAndDuplicates, callingForth, losing];
