/**
 * Main phase actions (Lore 3.1–3.3): play a card or rune, bring a god forth, put a void card with a
 * magick cost into play, activate abilities, equip weapons, evoke two runes and pay 5 sanity to draw,
 * and end the main phase.
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import type { EquipKeyword } from '../../cards/vocabulary-abilities.js';
import { changeSanity } from '../state/damage.js';
import { selectable } from '../state/filters.js';
import { cardFacts } from '../state/card-facts.js';
import { C, Z } from '../state/keys.js';
import { drawCards } from '../state/moves.js';
import { hasCreatureType, inPlay, isCreature, loreCard, sanity } from '../state/queries.js';
import { bringForth, callForth, canBringForth, readyToCallForth } from '../state/void.js';
import { canPayCosts, costParts } from './costs.js';
import {
  activateAbility,
  canPlayCard,
  enumerateActivations,
  playCard,
  sourceUnits,
  type Timing,
  validHost,
} from './play.js';

const inMain = (ctx: Ctx) => ctx.step.step === 'main';

type CardAction = Action & { card: CardId };

const NO_CARDS_UNDER: readonly { card: CardId; host: CardId }[] = [];

/** Cards under the player's spellcasters, with their host (every seat's under zone, in seat order). */
export function underCards(ctx: Ctx, player: PlayerId): readonly { card: CardId; host: CardId }[] {
  // Read in place: listing plays asks this for every state, and there is rarely anything under.
  let out: { card: CardId; host: CardId }[] | null = null;
  for (let seat = 0; seat < ctx.playerCount; seat++) {
    const under = ctx.cards(Z.under, seat);
    for (let i = 0; i < under.length; i++) {
      const card = under[i];
      const host = ctx.card(card).attachedTo;
      if (validHost(ctx, player, host) && loreCard(ctx, card).type === 'spell')
        (out ??= []).push({ card, host });
    }
  }
  return out ?? NO_CARDS_UNDER;
}

/**
 * Appends an action of `type` for each card `player` may play now with this timing: one per card
 * definition in hand (copies are interchangeable), then one per definition and host under their
 * spellcasters.
 */
export function offerPlays(ctx: Ctx, player: PlayerId, out: Action[], type: string, timing: Timing): void {
  const seen = new Set<string>();
  // In the main phase most cards get as far as the source bound: count the sources once.
  const units = timing === 'main' ? sourceUnits(ctx, player) : undefined;
  for (const card of ctx.cards(Z.hand, player)) {
    const def = ctx.card(card).def;
    if (seen.has(def)) continue;
    seen.add(def);
    if (canPlayCard(ctx, player, card, -1, timing, units)) out.push({ type, player, card, host: -1 });
  }
  for (const { card, host } of underCards(ctx, player)) {
    const key = `${ctx.card(card).def}@${host}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (canPlayCard(ctx, player, card, host, timing, units)) out.push({ type, player, card, host });
  }
}

/** Lore 3.1/3.2: play a card from hand or from under a spellcaster. */
export const playAction: ActionSpec<CardAction & { host: CardId }> = {
  type: 'play',
  rule: 'Lore 3.2',
  enumerate(ctx, player, out) {
    if (inMain(ctx)) offerPlays(ctx, player, out, 'play', 'main');
  },
  perform: (ctx, a) => playCard(ctx, a.player, a.card, a.host, 'main'),
};

/** Lore Card Types: Gods — bring a god forth from hand into the void (README A33). */
export const bringForthAction: ActionSpec<CardAction> = {
  type: 'bring-forth',
  rule: 'Lore Other Terminology: Bring forth',
  enumerate(ctx, player, out) {
    if (!inMain(ctx)) return;
    for (const card of ctx.cards(Z.hand, player)) {
      const facts = cardFacts(ctx, card);
      if (facts.god && canBringForth(ctx, player, facts.card))
        out.push({ type: 'bring-forth', player, card });
    }
  },
  perform: (ctx, a) => bringForth(ctx, a.card, a.player),
};

/** Lore Mythos: a void card with a magick cost is put into play in the main phase by paying it. */
export const callForthAction: ActionSpec<CardAction> = {
  type: 'call-forth',
  rule: 'Lore Mythos',
  enumerate(ctx, player, out) {
    if (!inMain(ctx)) return;
    for (const card of ctx.cards(Z.void, player)) {
      const lore = loreCard(ctx, card);
      if (!lore.cost || !readyToCallForth(ctx, card)) continue;
      if (canPayCosts(ctx, player, card, lore.cost, undefined))
        out.push({ type: 'call-forth', player, card });
    }
  },
  perform(ctx, a) {
    ctx.pay(costParts(loreCard(ctx, a.card).cost, undefined), a.player, a.card, 'Lore Mythos');
    callForth(ctx, a.card, a.player, true);
  },
};

/** Activate an ability of an object in play (Lore Other Terminology: Activated ability). */
export const activateAction: ActionSpec<CardAction & { ability: number }> = {
  type: 'activate',
  rule: 'Lore 3.2',
  enumerate(ctx, player, out) {
    if (inMain(ctx)) enumerateActivations(ctx, player, out, 'activate', 'main');
  },
  perform: (ctx, a) => activateAbility(ctx, a.player, a.card, a.ability, 'main'),
};

/** The equip cost of a weapon, if it has Equip. */
function equipOf(ctx: Ctx, card: CardId): EquipKeyword | undefined {
  return cardFacts(ctx, card).equip;
}

/** Whether a weapon may equip a creature: typed weapons need a shared creature type (Lore keyword Equip). */
export function canEquip(ctx: Ctx, weapon: CardId, creature: CardId): boolean {
  return fitsWeapon(ctx, weaponTypes(ctx, weapon), creature);
}

/** The creature types a weapon asks for (none: any creature). */
function weaponTypes(ctx: Ctx, weapon: CardId): readonly string[] {
  return cardFacts(ctx, weapon).weaponTypes;
}

/** {@link canEquip} with the weapon's wanted types already read (listing equips asks per creature). */
function fitsWeapon(ctx: Ctx, wanted: readonly string[], creature: CardId): boolean {
  if (!inPlay(ctx, creature) || !isCreature(ctx, creature)) return false;
  return wanted.length === 0 || wanted.some((t) => hasCreatureType(ctx, creature, t));
}

/**
 * Lore keyword Equip: pay the equip cost to equip a selected creature — any creature in play the
 * player may select, an opponent's included (README A43) — move the weapon, or unequip it.
 */
export const equipAction: ActionSpec<CardAction & { target: CardId }> = {
  type: 'equip',
  rule: 'Lore keyword Equip',
  enumerate(ctx, player, out) {
    if (!inMain(ctx)) return;
    for (const weapon of ctx.cards(Z.play, player)) {
      const equip = equipOf(ctx, weapon);
      if (!equip || !canPayCosts(ctx, player, weapon, undefined, equip.cost)) continue;
      const host = ctx.card(weapon).attachedTo;
      const wanted = weaponTypes(ctx, weapon);
      for (const creature of ctx.allCards(Z.play)) {
        if (creature !== host && selectable(ctx, creature, player) && fitsWeapon(ctx, wanted, creature))
          out.push({ type: 'equip', player, card: weapon, target: creature });
      }
      if (host >= 0) out.push({ type: 'equip', player, card: weapon, target: -1 });
    }
  },
  perform(ctx, a) {
    ctx.pay(costParts(undefined, equipOf(ctx, a.card)!.cost), a.player, a.card, 'Lore keyword Equip');
    ctx.setCard(a.card, 'attachedTo', a.target);
    ctx.setCounter(a.card, C.equipStamp, a.target >= 0 ? ctx.card(a.target).stamp : 0);
  },
};

/** Unevoked runes a player controls. */
function readyRunes(ctx: Ctx, player: PlayerId): CardId[] {
  return ctx.cards(Z.play, player).filter((c) => isReadyRune(ctx, c));
}

function isReadyRune(ctx: Ctx, card: CardId): boolean {
  return loreCard(ctx, card).type === 'rune' && !ctx.card(card).tapped;
}

/** `readyRunes(ctx, player).length >= count`, without listing them (asked whenever main-phase actions are listed). */
function hasReadyRunes(ctx: Ctx, player: PlayerId, count: number): boolean {
  const play = ctx.cards(Z.play, player);
  let found = 0;
  for (let i = 0; i < play.length; i++) if (isReadyRune(ctx, play[i]) && ++found >= count) return true;
  return false;
}

/** The per-turn count of 3.3 draws, by seat (keys built once: a key built per read is hashed per read). */
const SANITY_DRAWS: string[] = [];
const sanityDrawsKey = (player: PlayerId) => (SANITY_DRAWS[player] ??= `draw33.${player}`);

/** Lore 3.3: once per turn, evoke two runes and pay 5 sanity to draw a card. */
export const sanityDrawAction: ActionSpec = {
  type: 'evoke-draw',
  rule: 'Lore 3.3',
  enumerate(ctx, player, out) {
    if (!inMain(ctx) || ctx.countThisTurn(sanityDrawsKey(player)) > 0) return;
    if (hasReadyRunes(ctx, player, 2) && sanity(ctx, player) >= 5) out.push({ type: 'evoke-draw', player });
  },
  perform(ctx, a) {
    ctx.bump(sanityDrawsKey(a.player));
    const runes = ctx.chooseCards(a.player, readyRunes(ctx, a.player), {
      min: 2,
      max: 2,
      prompt: 'Evoke two runes',
      rule: 'Lore 3.3',
    });
    for (const r of runes) ctx.setTapped(r, true);
    changeSanity(ctx, a.player, -5);
    drawCards(ctx, a.player, 1);
  },
};

/** End the main phase; combat comes next (Lore 4). */
export const endMainAction: ActionSpec = {
  type: 'end-main',
  rule: 'Lore 3',
  enumerate(ctx, player, out) {
    if (inMain(ctx)) out.push({ type: 'end-main', player });
  },
  perform: (ctx) => ctx.endStep(),
};
