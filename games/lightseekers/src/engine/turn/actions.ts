/**
 * The action phase's turn actions (Lightseekers 4.3, 4.3.1, 4.3.2): play an action card, play a combo,
 * use an Ability, or stop. Every listed action is fully specified (card, Ability, recipient); combo
 * payment is a decision asked when the combo is played.
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Ability } from '../../cards/vocabulary-effects.js';
import type { Element } from '../../cards/vocabulary-elements.js';
import { isActiveBuff } from '../buffs/state.js';
import { elementUses, hasAccess, heroCard } from '../elements/access.js';
import { testCondition } from '../language/index.js';
import { isImmune } from '../modifiers/damage.js';
import { bears, itemWorks } from '../modifiers/modifiers.js';
import { abilitiesOf, affinitiesOf, cardOf, Z } from '../table/catalog.js';
import { clockwise } from '../table/seating.js';
import { envFor, sourceOf } from '../table/sources.js';
import { noteHandLeft, type TurnInfo, turnInfo, updateTurn } from '../table/turn-record.js';
import { comboPaymentPart, comboPayments } from './payment.js';
import { beginResolution } from './resolve.js';
import { remainingActions, totalActions } from './turn-state.js';

/** A turn action with its card and optional recipient. */
type CardAction = Action & { readonly card: CardId; readonly target?: PlayerId };
/** An Ability action. */
type AbilityAction = CardAction & { readonly ability: number };

/** Other heroes an Attack by `p` may be aimed at (2.5.1; not one Immune to Attacks, L9). */
function attackTargets(ctx: Ctx, p: PlayerId): PlayerId[] {
  if (bears(ctx, p, 'cannotAttack')) return [];
  // Immunity to an Element still lets the Attack be aimed (its effects then miss, L9).
  return clockwise(ctx, p).filter((q) => q !== p && !isImmune(ctx, q, 'attacks'));
}

/** Lists `base`; an Attack once per hero its player may aim it at (2.5.1). */
function offer(ctx: Ctx, out: Action[], base: CardAction, attack: boolean): void {
  if (!attack) out.push(base);
  else for (const target of attackTargets(ctx, base.player)) out.push({ ...base, target });
}

/** Starts handling the card or Ability of `action` (4.3.3); its recipient is the hero aimed at, else its player. */
function handle(ctx: Ctx, action: CardAction, ability: number, acts: readonly string[]): void {
  const { player, card } = action;
  beginResolution(ctx, { player, card, ability, acts, recipient: action.target ?? player });
}

/**
 * Records an action spent on `card` (4.3): its name is used up this turn (4.3.1, L8), and so are the
 * basic Elements it uses (L5); `more` changes the record further.
 */
function spendOn(
  ctx: Ctx,
  card: CardId,
  uses: readonly Element[] | null,
  more: Partial<TurnInfo> = {},
): void {
  const info = turnInfo(ctx);
  const names = [...info.names, cardOf(ctx, card).name];
  updateTurn(ctx, { spent: info.spent + 1, ...more, names, used: [...info.used, ...(uses ?? [])] });
}

/** Distinct cards of a zone, one per card name (copies give the same actions). */
function distinctByName(ctx: Ctx, cards: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const def = ctx.card(c).def;
    if (seen.has(def)) return false;
    seen.add(def);
    return true;
  });
}

/** The Elements playing an action card would use, or null if it can't be played now (4.3, L5). */
function playUses(ctx: Ctx, p: PlayerId, card: CardId): Element[] | null {
  const def = cardOf(ctx, card);
  if (def.kind !== 'action') return null;
  if (def.category === 'item') {
    // A hero can't wield two of the same item (2.5.4).
    return ctx.cards(Z.items, p).some((c) => ctx.card(c).def === def.id) ? null : [];
  }
  return elementUses(ctx, p, def.requires, turnInfo(ctx).used);
}

/** Play an action card (4.3.1). */
export const playCard: ActionSpec<CardAction> = {
  type: 'play',
  // `target` names a player (the recipient), not a card.
  cardFields: ['card'],
  rule: 'Lightseekers 4.3.1',
  enumerate(ctx, p, out) {
    if (remainingActions(ctx, p) <= 0) return;
    const names = turnInfo(ctx).names;
    for (const card of distinctByName(ctx, ctx.cards(Z.hand, p))) {
      const def = cardOf(ctx, card);
      if (def.kind !== 'action' || names.includes(def.name) || playUses(ctx, p, card) === null) continue;
      offer(ctx, out, { type: 'play', player: p, card }, def.category === 'attack');
    }
  },
  perform(ctx, action) {
    const p = action.player;
    const def = cardOf(ctx, action.card);
    if (def.kind !== 'action') return;
    spendOn(ctx, action.card, playUses(ctx, p, action.card));
    noteHandLeft(ctx, p);
    ctx.move(action.card, Z.limbo, p, { cause: 'play', by: p });
    const act = { attack: 'attack', defend: 'defend', buff: 'buff', item: 'equip' }[def.category];
    handle(ctx, action, -1, ['play', act]);
  },
};

/** Play a combo: needs every action and access to its Elements, paid with hand cards (2.4.3, 4.3.1). */
export const playCombo: ActionSpec<CardAction> = {
  type: 'combo',
  // `target` names a player (the recipient), not a card.
  cardFields: ['card'],
  rule: 'Lightseekers 4.3.1',
  enumerate(ctx, p, out) {
    const info = turnInfo(ctx);
    if (info.combo || info.spent > 0 || remainingActions(ctx, p) <= 0) return;
    for (const card of distinctByName(ctx, ctx.cards(Z.hand, p))) {
      const def = cardOf(ctx, card);
      if (def.kind !== 'combo' || info.names.includes(def.name)) continue;
      if (!def.cost.every((a) => hasAccess(ctx, p, a))) continue;
      if (comboPayments(ctx, p, card, 1).length === 0) continue;
      offer(ctx, out, { type: 'combo', player: p, card }, def.category === 'attack');
    }
  },
  perform(ctx, action) {
    const p = action.player;
    const def = cardOf(ctx, action.card);
    if (def.kind !== 'combo') return;
    // A combo spends every action (4.3.1).
    spendOn(ctx, action.card, [], { spent: totalActions(ctx, p), combo: true });
    ctx.pay([comboPaymentPart()], p, action.card, 'Lightseekers 2.4.3');
    noteHandLeft(ctx, p);
    ctx.move(action.card, Z.limbo, p, { cause: 'play', by: p });
    handle(ctx, action, -1, ['play', 'combo', def.category]);
  },
};

/** The Abilities of the hero, an active buff or a working item that may be used now (4.3.2). */
function usableAbilities(ctx: Ctx, card: CardId): readonly Ability[] {
  const def = cardOf(ctx, card);
  const works =
    def.kind === 'hero' ||
    (def.category === 'buff' && isActiveBuff(ctx, card)) ||
    (def.category === 'item' && itemWorks(ctx, card));
  return works ? abilitiesOf(def) : [];
}

/** Elements an Ability uses: a buff's or an item's Element; never a hero's or a combo's (4.3.2, L6). */
function abilityUses(ctx: Ctx, p: PlayerId, card: CardId): Element[] | null {
  const def = cardOf(ctx, card);
  return def.kind === 'action' ? elementUses(ctx, p, affinitiesOf(def), turnInfo(ctx).used) : [];
}

/** Whether an Ability's own condition for use holds for its controller now (decision L68). */
function usableNow(ctx: Ctx, p: PlayerId, card: CardId, ability: Ability): boolean {
  return !ability.usableWhile || testCondition(ctx, envFor(sourceOf(ctx, card, p)), ability.usableWhile);
}

/** Use an Ability (4.3.2): one per turn, an action each; some only while a condition holds (L68). */
export const useAbility: ActionSpec<AbilityAction> = {
  type: 'ability',
  // `target` names a player (the recipient), not a card.
  cardFields: ['card'],
  rule: 'Lightseekers 4.3.2',
  enumerate(ctx, p, out) {
    const info = turnInfo(ctx);
    if (info.ability || remainingActions(ctx, p) <= 0) return;
    const sources = [heroCard(ctx, p), ...ctx.cards(Z.items, p), ...ctx.cards(Z.buffs, p)];
    for (const card of distinctByName(ctx, sources)) {
      const abilities = usableAbilities(ctx, card);
      if (abilities.length === 0 || info.names.includes(cardOf(ctx, card).name)) continue;
      if (abilityUses(ctx, p, card) === null) continue;
      abilities.forEach((ability, index) => {
        if (!usableNow(ctx, p, card, ability)) return;
        const base = { type: 'ability', player: p, card, ability: index } as AbilityAction;
        offer(ctx, out, base, ability.category === 'attack');
      });
    }
  },
  perform(ctx, action) {
    const ability = usableAbilities(ctx, action.card)[action.ability];
    spendOn(ctx, action.card, abilityUses(ctx, action.player, action.card), { ability: true });
    handle(ctx, action, action.ability, ability.category ? ['ability', ability.category] : ['ability']);
  },
};

/** Stop taking actions; unspent ones become draws (4.4). */
export const endActions: ActionSpec = {
  type: 'end-actions',
  rule: 'Lightseekers 4.4',
  enumerate(_ctx, p, out) {
    out.push({ type: 'end-actions', player: p });
  },
  perform(ctx) {
    ctx.endStep();
  },
};

/** Every turn action of the game. */
export const ACTIONS = [playCard, playCombo, useAbility, endActions] as const;
