/**
 * Lore costs as kernel cost parts (Steps for Playing Cards b and c): magick first — paid by evoking
 * sources, Elder and Formless as wildcards — then evoking the card itself, sanity, sacrifices and
 * discards. Each part lists its distinct payments; the kernel asks only when they really differ.
 *
 * @module
 */
import {
  type CardId,
  type CostPart,
  type Ctx,
  moveCards,
  type PlayerId,
  payCounter,
  tapSelf,
} from '@cardloom/core';
import { MAGICK_NAMES, type MagickCost, type MagickType } from '../../cards/vocabulary.js';
import type { ActivationCost } from '../../cards/vocabulary-abilities.js';
import { costSize } from '../../rules/magick.js';
import { planPayments, type SourceUse } from '../../rules/magick-plans.js';
import {
  canPlanPayment,
  type MagickOffer,
  type OfferSummary,
  summarizeOffers,
} from '../../rules/magick-sources.js';
import { matchesObject } from '../state/filters.js';
import { cardFacts } from '../state/card-facts.js';
import { C, Z } from '../state/keys.js';
import { destroy } from '../state/moves.js';
import { canActivate, hasKeyword, loreCard, sanity } from '../state/queries.js';

/** The magick offers of a player's sources: unevoked objects in play with magick abilities. */
export function magickOffers(ctx: Ctx, payer: PlayerId, exclude: CardId): MagickOffer[] {
  const offers: MagickOffer[] = [];
  for (const card of ctx.cards(Z.play, payer)) {
    if (card === exclude || ctx.card(card).tapped) continue;
    const facts = cardFacts(ctx, card);
    // Most objects in play make no magick: skip them before asking whether they may activate.
    if (!facts.makesMagick || !canActivate(ctx, card)) continue;
    const abilities = facts.card.abilities;
    for (let index = 0; index < abilities.length; index++) {
      const ability = abilities[index];
      if (ability.kind !== 'magick') continue;
      const extra = ability.cost.sanity ?? 0;
      if (extra > 0 && sanity(ctx, payer) < extra) continue;
      offers.push({
        source: String(card),
        ability: index,
        oneOf: ability.oneOf,
        amount: ability.amount,
        costKey: extra ? `sanity:${extra}` : '',
      });
    }
  }
  return offers;
}

/** A player's sources now: their offers, and the summary every payability question starts from. */
interface SourcesNow {
  readonly offers: readonly MagickOffer[];
  readonly summary: OfferSummary;
}

function findSources(ctx: Ctx, payer: PlayerId, exclude: CardId): SourcesNow {
  const offers = magickOffers(ctx, payer, exclude);
  return { offers, summary: summarizeOffers(offers) };
}

/** A fresh per-state table of each seat's sources with none excluded, filled as they are asked for. */
const newSourcesBySeat = (): (SourcesNow | undefined)[] => [];

/**
 * The sources of a player now, once per state (listing legal actions asks about every card in hand).
 * The usual case, no source excluded, builds neither a memo key nor a closure per question.
 */
function sourcesNow(ctx: Ctx, payer: PlayerId, exclude: CardId): SourcesNow {
  if (exclude >= 0) return sourcesExcluding(ctx, payer, exclude);
  const bySeat = ctx.memo('lore.offers', newSourcesBySeat);
  return (bySeat[payer] ??= findSources(ctx, payer, -1));
}

function sourcesExcluding(ctx: Ctx, payer: PlayerId, exclude: CardId): SourcesNow {
  return ctx.memo(`lore.offers/${payer}/${exclude}`, () => findSources(ctx, payer, exclude));
}

/** A magick cost part, with the cost it pays. */
interface MagickPart extends CostPart {
  readonly kind: 'magick';
  readonly cost: MagickCost;
  /** The card paying is not one of its own sources (its cost also evokes it). */
  readonly excludeSource: boolean;
}

/** A magick cost paid by evoking sources (Lore Magick Types). */
export function magickPart(cost: MagickCost, excludeSource: boolean): MagickPart {
  const key = Object.entries(cost)
    .map(([t, n]) => `${t}${n}`)
    .join(',');
  return {
    kind: 'magick',
    cost,
    excludeSource,
    label: `pay ${Object.entries(cost)
      .map(([t, n]) => `${n} ${MAGICK_NAMES[t as MagickType]}`)
      .join(' + ')}`,
    options(ctx, payer, source) {
      // Listing legal actions asks this for many cards with the same cost: plan once per state.
      const exclude = excludeSource ? source : -1;
      return ctx.memo(`lore.magick/${payer}/${exclude}/${key}`, () => {
        const { offers, summary } = sourcesNow(ctx, payer, exclude);
        return planPayments(offers, cost, 16, summary).map((p) => p.uses);
      });
    },
    pay(ctx, payer, _source, payment) {
      for (const use of payment as readonly SourceUse[]) {
        const card = Number(use.source);
        const ability = loreCard(ctx, card).abilities[use.ability];
        ctx.setTapped(card, true);
        if (ability.kind === 'magick' && ability.cost.sanity)
          ctx.addPlayerCounter(payer, C.sanity, -ability.cost.sanity);
      }
    },
    describePayment(ctx, payment) {
      return (payment as readonly SourceUse[])
        .map((u) => `${ctx.cardDef(Number(u.source)).name} for ${u.amount} ${MAGICK_NAMES[u.type]}`)
        .join(', ');
    },
  };
}

/**
 * Sacrifice another object the payer controls matching a filter: it dies. An Immortal object can't be
 * sacrificed — sacrificing kills it, and Immortal allows only counters and HP effects to (README A42).
 */
function sacrificePart(filter: NonNullable<ActivationCost['sacrifice']>): CostPart {
  return {
    kind: 'sacrifice',
    label: 'sacrifice an object',
    options(ctx, payer, source) {
      return ctx
        .cards(Z.play, payer)
        .filter(
          (c) =>
            c !== source && !hasKeyword(ctx, c, 'immortal') && matchesObject(ctx, c, filter, payer, source),
        )
        .slice(0, 32);
    },
    pay(ctx, _payer, _source, payment) {
      destroy(ctx, payment as number);
    },
    describePayment: (ctx, payment) => `sacrifice ${ctx.cardDef(payment as number).name}`,
  };
}

/** Sacrifice the card itself (not when it is Immortal, README A42). */
const sacrificeSelf: CostPart = {
  kind: 'sacrifice-self',
  label: 'sacrifice this',
  options: (ctx, _payer, source) =>
    source >= 0 && ctx.isIn(source, Z.play) && !hasKeyword(ctx, source, 'immortal') ? [null] : [],
  pay: (ctx, _payer, source) => void destroy(ctx, source),
};

const NONE = {};
/** Built parts by magick cost, then by other cost (both are card data, so their identities are stable). */
const built = new WeakMap<object, WeakMap<object, readonly CostPart[]>>();

/**
 * The kernel cost parts of a Lore cost, magick first (step b), then the rest (step c). A cost that
 * also evokes the card keeps the card from paying its own magick. Built once per cost.
 */
export function costParts(
  magick: MagickCost | undefined,
  other: ActivationCost | undefined,
): readonly CostPart[] {
  let byOther = built.get(magick ?? NONE);
  if (!byOther) built.set(magick ?? NONE, (byOther = new WeakMap()));
  let parts = byOther.get(other ?? NONE);
  if (!parts) byOther.set(other ?? NONE, (parts = buildParts(magick, other)));
  return parts;
}

function buildParts(magick: MagickCost | undefined, other: ActivationCost | undefined): CostPart[] {
  const parts: CostPart[] = [];
  const allMagick: Record<string, number> = { ...(magick ?? {}) };
  for (const [t, n] of Object.entries(other?.magick ?? {})) allMagick[t] = (allMagick[t] ?? 0) + (n ?? 0);
  if (costSize(allMagick) > 0) parts.push(magickPart(allMagick, other?.evoke === true));
  if (other?.evoke) parts.push(tapSelf('evoke this'));
  if (other?.sanity) parts.push(payCounter(C.sanity, other.sanity, 0, `pay ${other.sanity} sanity`));
  if (other?.sacrificeSelf) parts.push(sacrificeSelf);
  if (other?.sacrifice) parts.push(sacrificePart(other.sacrifice));
  if (other?.discard) {
    parts.push(
      moveCards({
        zone: Z.hand,
        count: other.discard,
        to: Z.grave,
        cause: 'discard',
        filter: (_ctx, card, source) => card !== source,
        label: `discard ${other.discard}`,
      }),
    );
  }
  return parts;
}

/**
 * Whether a Lore cost can be paid now: the answer of `ctx.canPay(costParts(magick, other), …)`, found
 * without listing every payment plan (listing legal actions asks this for every card in hand).
 */
export function canPayCosts(
  ctx: Ctx,
  payer: PlayerId,
  source: CardId,
  magick: MagickCost | undefined,
  other: ActivationCost | undefined,
): boolean {
  for (const part of costParts(magick, other)) {
    if (part.kind === 'magick') {
      if (!canPayMagick(ctx, payer, source, part as MagickPart)) return false;
    } else if (part.options(ctx, payer, source).length === 0) return false;
  }
  return true;
}

/** Whether some plan pays a magick part (without listing plans where that can be avoided). */
function canPayMagick(ctx: Ctx, payer: PlayerId, source: CardId, part: MagickPart): boolean {
  const exclude = part.excludeSource ? source : -1;
  const { offers, summary } = sourcesNow(ctx, payer, exclude);
  return canPlanPayment(offers, part.cost, summary);
}
