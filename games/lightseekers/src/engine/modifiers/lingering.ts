/**
 * Collecting the passive modifiers in force (Lightseekers 2.6, 4.2.3, 6.1.2): lingering effects of
 * heroes, items and active buffs, and lasting effects with a duration. Lasting effects are kernel
 * effects (kind `modifier`, stat `ls.lasting`) so the kernel ends them; their modifier rides in `args`.
 * Which buffs and items count is the caller's: `modifiers.ts` collects every modifier, `dormant.ts`
 * the Dormant pass that Element access depends on.
 * @module
 */
import type { CardId, Ctx, Json, PlayerId } from '@cardloom/core';
import { allCards } from '../../cards/index.js';
import type { Amount, Modifier, Who } from '../../cards/vocabulary-effects.js';
import { cornerValue } from '../buffs/corners.js';
import { cardOf, lingeringOf, Z } from '../table/catalog.js';
import { clockwise, leftOf, living, rightOf } from '../table/seating.js';

/** Stat name of lasting effects in the kernel's effect list. */
export const LASTING = 'ls.lasting';

/** A modifier in force, with where it came from and the X it reads. */
export interface BoundModifier {
  readonly modifier: Modifier;
  /** The card it comes from (-1 for lasting effects). */
  readonly source: CardId;
  /** The player whose card it is. */
  readonly controller: PlayerId;
  /** The source buff's corner value (2.6), 0 otherwise. */
  readonly x: number;
}

/** The heroes a lingering modifier of `controller` applies to. */
export function bearers(ctx: Ctx, controller: PlayerId, to: Who | undefined): PlayerId[] {
  switch (to ?? 'self') {
    case 'target':
      return [leftOf(ctx, controller)];
    case 'enemy':
      return [rightOf(ctx, controller)];
    case 'eachOther':
      return clockwise(ctx, controller).filter((p) => p !== controller);
    default:
      return [controller];
  }
}

/** A modifier's amount as a number. */
export function modifierAmount(amount: Amount, x: number): number {
  if (typeof amount === 'number') return amount;
  if (amount === 'thatMany' || !('count' in amount)) return 0;
  // Passive modifiers read X alone; a count of things in play is 0 for them.
  const base = amount.count === 'x' ? x : 0;
  return base * (amount.times ?? 1) + (amount.plus ?? 0);
}

const NONE = { list: [] as readonly Modifier[], x: 0 };
/** Card ids with lingering modifiers: every other card is skipped without a lookup. */
const LINGERING = new Set(allCards.filter((c) => lingeringOf(c).length > 0).map((c) => c.id));
/** Card ids that can make items Dormant while in play (the Dormant pass looks at these only). */
const DORMANT_MAKERS = new Set(
  allCards.filter((c) => lingeringOf(c).some((m) => m.kind === 'itemsDormant')).map((c) => c.id),
);

/**
 * A card's lingering modifiers in force and its X. The Dormant pass (`dormantOnly`) looks only at
 * cards that can make items Dormant and ignores buffs' access, which itself depends on items.
 */
function lingeringOfCard(ctx: Ctx, card: CardId, pass: Pass): { list: readonly Modifier[]; x: number } {
  if (!(pass.dormantOnly ? DORMANT_MAKERS : LINGERING).has(ctx.card(card).def)) return NONE;
  const def = cardOf(ctx, card);
  if (def.kind === 'hero' || def.category !== 'buff') return { list: lingeringOf(def), x: 0 };
  return pass.buffWorks(ctx, card) ? { list: def.lingering ?? [], x: cornerValue(ctx, card) } : NONE;
}

/**
 * Which cards a collection pass counts: with `dormantOnly`, only `itemsDormant` modifiers, items left
 * out; `buffWorks` says whether a buff in play applies its effects, `itemsWork` whether a player's items
 * count.
 */
export interface Pass {
  readonly dormantOnly: boolean;
  readonly buffWorks: (ctx: Ctx, buff: CardId) => boolean;
  readonly itemsWork: (ctx: Ctx, p: PlayerId) => boolean;
}

/** A lasting effect's arguments as {@link addLasting} wrote them. */
interface LastingArgs {
  readonly modifier: Modifier;
  readonly x: number;
}

/** Adds a card's modifiers to the bearers' lists (`dormantOnly`: `itemsDormant` modifiers only). */
function addFromCards(
  ctx: Ctx,
  table: BoundModifier[][],
  cards: readonly CardId[],
  controller: PlayerId,
  pass: Pass,
): void {
  for (const card of cards) {
    const { list, x } = lingeringOfCard(ctx, card, pass);
    for (const modifier of list) {
      if (pass.dormantOnly && modifier.kind !== 'itemsDormant') continue;
      const bound = { modifier, source: card, controller, x };
      for (const p of bearers(ctx, controller, modifier.to)) table[p].push(bound);
    }
  }
}

/**
 * Every modifier in force, per bearer, in one pass over the cards in play: for each living player
 * clockwise, hero, items (unless Dormant), then buffs; then lasting effects. With `dormantOnly`, only
 * `itemsDormant` modifiers, items left out and buffs' access ignored (access itself depends on items).
 */
export function collectModifiers(ctx: Ctx, pass: Pass): BoundModifier[][] {
  const { dormantOnly } = pass;
  const table = Array.from({ length: ctx.playerCount }, (): BoundModifier[] => []);
  for (const q of living(ctx)) {
    addFromCards(ctx, table, ctx.cards(Z.hero, q), q, pass);
    if (!dormantOnly && pass.itemsWork(ctx, q)) addFromCards(ctx, table, ctx.cards(Z.items, q), q, pass);
    addFromCards(ctx, table, ctx.cards(Z.buffs, q), q, pass);
  }
  for (const e of ctx.state.effects) {
    if (e.kind !== 'modifier' || e.stat !== LASTING || !e.players) continue;
    // The kernel keeps effect arguments as JSON; these were written by `addLasting` from a LastingArgs.
    const args = e.args as unknown as LastingArgs;
    if (dormantOnly && args.modifier.kind !== 'itemsDormant') continue;
    for (const p of e.players)
      table[p].push({ modifier: args.modifier, source: -1, controller: e.controller, x: args.x });
  }
  return table;
}

/** Adds a lasting modifier to `p` with a kernel duration. */
export function addLasting(
  ctx: Ctx,
  p: PlayerId,
  modifier: Modifier,
  x: number,
  duration: Parameters<Ctx['addEffect']>[0]['duration'],
  controller: PlayerId,
): void {
  ctx.addEffect({
    kind: 'modifier',
    stat: LASTING,
    op: 'add',
    amount: 0,
    players: [p],
    // A modifier is plain card data (strings, numbers and objects of them), so it is JSON.
    args: { modifier, x } as unknown as Json,
    duration,
    controller,
    source: -1,
  });
}
