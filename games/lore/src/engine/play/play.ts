/**
 * Steps for Playing Cards and Activating Abilities (a–g): reveal, magick costs, other costs,
 * selections, the requirement check, then "played" — onto the chain in a combat window, otherwise
 * straight into play or resolved.
 *
 * @module
 */
import type { Action, CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Ability } from '../../cards/vocabulary-abilities.js';
import { announce, canAnnounce, resolveEffect, type Selections } from '../language/index.js';
import { addChainItem, type ChainEntry } from '../state/chain.js';
import { cardFacts } from '../state/card-facts.js';
import { C, E, S, Z } from '../state/keys.js';
import { enterPlay } from '../state/moves.js';
import { canActivate, hasKeyword, inPlay, loreCard, mythos } from '../state/queries.js';
import { canPayCosts, costParts } from './costs.js';

/** When something is played: in the main phase (resolves at once) or in a combat window (chain). */
export type Timing = 'main' | 'chain';

/** Whether a card is a subterfuge (supertype or keyword): playable in combat windows. */
export function isSubterfuge(ctx: Ctx, card: CardId): boolean {
  return cardFacts(ctx, card).subterfuge;
}

/** The per-turn count of runes played, by seat (keys built once: a key built per read is hashed per read). */
const RUNES_PLAYED: string[] = [];
const runesPlayedKey = (player: PlayerId) => (RUNES_PLAYED[player] ??= `runes.${player}`);

/** Runes a player may still play this turn (Lore 3.1). */
export function runesLeft(ctx: Ctx, player: PlayerId): number {
  return 1 + ctx.playerStat(player, S.extraRunes) - ctx.countThisTurn(runesPlayedKey(player));
}

/** Whether the player controls a greater card with this name (Lore Card Types: Greater). */
function controlsGreaterCopy(ctx: Ctx, player: PlayerId, card: CardId): boolean {
  const facts = cardFacts(ctx, card);
  return facts.greater && controlsNamed(ctx, player, facts.card.name);
}

/** Whether the player controls an object with this name (kept apart: its closure would make every call allocate). */
function controlsNamed(ctx: Ctx, player: PlayerId, name: string): boolean {
  return ctx.cards(Z.play, player).some((c) => loreCard(ctx, c).name === name);
}

/** Whether a spellcaster host lets `player` play the cards under it (Lore keyword Spellcasting). */
export function validHost(ctx: Ctx, player: PlayerId, host: CardId): boolean {
  return (
    host >= 0 &&
    inPlay(ctx, host) &&
    ctx.card(host).controller === player &&
    hasKeyword(ctx, host, 'spellcasting')
  );
}

/** The requirements of step e that do not depend on costs: timing, mythos, greater, selections. */
function requirementsMet(ctx: Ctx, player: PlayerId, card: CardId, timing: Timing): boolean {
  return timingAllows(ctx, player, card, timing) && selectionsPossible(ctx, player, card);
}

/** Step e's requirements on when and whether the card may be played: timing, mythos, greater. */
function timingAllows(ctx: Ctx, player: PlayerId, card: CardId, timing: Timing): boolean {
  const facts = cardFacts(ctx, card);
  const lore = facts.card;
  if (facts.god) return false; // gods come only from the void
  if (timing === 'chain' && !isSubterfuge(ctx, card)) return false;
  if (lore.type === 'rune' && (timing === 'chain' || runesLeft(ctx, player) <= 0)) return false;
  if (mythos(ctx) < ctx.printed(card, S.requirement)) return false;
  if (controlsGreaterCopy(ctx, player, card)) return false;
  return true;
}

/** Step e's requirement that every mandatory selection of the card's effect has candidates. */
function selectionsPossible(ctx: Ctx, player: PlayerId, card: CardId): boolean {
  const lore = loreCard(ctx, card);
  return !lore.effect || canAnnounce(ctx, lore.effect, { controller: player, card });
}

/**
 * The most magick a player's unevoked sources can make at once: no cost needing more units can be
 * paid (a quick bound, asked before the payment search).
 */
export function sourceUnits(ctx: Ctx, player: PlayerId): number {
  let n = 0;
  for (const c of ctx.cards(Z.play, player)) if (!ctx.card(c).tapped) n += cardFacts(ctx, c).mostMagick;
  return n;
}

/**
 * Whether `player` may play `card` now (from hand, or from under the spellcaster `host`). Every test
 * is a pure query, so they run cheapest and most often failing first: the selection requirement,
 * which lists candidates, comes after the costs that most cards in a hand cannot pay. `units` is
 * {@link sourceUnits} of the player when the caller has it (listing asks for every card in hand).
 */
export function canPlayCard(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  host: CardId,
  timing: Timing,
  units?: number,
): boolean {
  if (host >= 0 ? !validHost(ctx, player, host) : !ctx.isIn(card, Z.hand, player)) return false;
  // In a combat window most cards fail at once (also asked by timingAllows).
  if (timing === 'chain' && !isSubterfuge(ctx, card)) return false;
  const facts = cardFacts(ctx, card);
  if (facts.costSize > 0 && (units ?? sourceUnits(ctx, player)) < facts.costSize) return false;
  if (!timingAllows(ctx, player, card, timing)) return false;
  const lore = facts.card;
  if (!canPayCosts(ctx, player, card, lore.cost, lore.additionalCost)) return false;
  return selectionsPossible(ctx, player, card);
}

/** Adds an item to the chain (Lore 4.4); priority then passes (the kernel's priority window). */
function addToChain(ctx: Ctx, controller: PlayerId, entry: ChainEntry, label: string): void {
  const id = addChainItem(ctx, controller, entry, label);
  ctx.emit({ type: E.chained, item: id, label, controller });
}

/** Plays a card (steps a–g). Call only when {@link canPlayCard} holds. */
export function playCard(ctx: Ctx, player: PlayerId, card: CardId, host: CardId, timing: Timing): void {
  const lore = loreCard(ctx, card);
  ctx.reveal([card]); // a) revealed
  ctx.pay(costParts(lore.cost, lore.additionalCost), player, card, 'Lore Steps b, c'); // b) c)
  const selections = lore.effect ? announce(ctx, lore.effect, { controller: player, card }) : {}; // d)
  if (!requirementsMet(ctx, player, card, timing)) {
    // e) paying its costs broke a requirement: the card stays where it was (hand), revealed.
    ctx.setCounter(card, C.revealed, 1);
    return;
  }
  if (lore.type === 'rune') ctx.bump(runesPlayedKey(player));
  if (lore.type === 'spell') ctx.emit({ type: E.spellPlayed, card, player });
  if (timing === 'chain') {
    ctx.move(card, Z.chain, player, { controller: player, cause: 'play', by: player, faceDown: false });
    addToChain(ctx, player, { kind: 'card', card, ability: -1, host, selections }, lore.name);
    return;
  }
  resolveCard(ctx, player, card, host, selections); // f)
}

/** Resolves a played card: a spell's effect then its grave (or back under its host), else into play. */
export function resolveCard(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  host: CardId,
  selections: Selections,
): void {
  const lore = loreCard(ctx, card);
  if (lore.type !== 'spell') {
    enterPlay(ctx, card, player, 'played');
    return;
  }
  if (!ctx.isIn(card, Z.chain))
    ctx.move(card, Z.chain, player, { controller: player, cause: 'play', by: player });
  resolveEffect(ctx, lore.effect!, { controller: player, card }, selections);
  if (validHost(ctx, player, host)) {
    ctx.move(card, Z.under, player, { cause: 'spellcasting', faceDown: false });
    ctx.setCard(card, 'attachedTo', host);
  } else if (ctx.isIn(card, Z.chain)) {
    ctx.move(card, Z.grave, ctx.card(card).owner, { cause: 'resolved' });
  }
}

/** The once-per-turn key of an activated ability. */
const onceKey = (ctx: Ctx, card: CardId, index: number) => `act.${card}.${index}.${ctx.card(card).stamp}`;

/** Whether `player` may activate ability `index` of `card` now. */
export function canActivateAbility(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  index: number,
  timing: Timing,
): boolean {
  const ability: Ability | undefined = loreCard(ctx, card).abilities[index];
  if (ability?.kind !== 'activated') return false;
  if (!inPlay(ctx, card) || ctx.card(card).controller !== player || !canActivate(ctx, card)) return false;
  if (timing === 'chain' && ability.timing !== 'subterfuge') return false;
  if (ability.oncePerTurn && ctx.countThisTurn(onceKey(ctx, card, index)) > 0) return false;
  if (!canAnnounce(ctx, ability.effect, { controller: player, card })) return false;
  return canPayCosts(ctx, player, card, undefined, ability.cost);
}

/** Appends an action of `type` for every activated ability `player` may activate now. */
export function enumerateActivations(
  ctx: Ctx,
  player: PlayerId,
  out: Action[],
  type: string,
  timing: Timing,
): void {
  for (const card of ctx.cards(Z.play, player)) {
    const abilities = loreCard(ctx, card).abilities;
    for (let index = 0; index < abilities.length; index++) {
      if (abilities[index].kind === 'activated' && canActivateAbility(ctx, player, card, index, timing))
        out.push({ type, player, card, ability: index });
    }
  }
}

/** Activates an ability: costs, selections, then it resolves or goes on the chain. */
export function activateAbility(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  index: number,
  timing: Timing,
): void {
  const ability = loreCard(ctx, card).abilities[index] as Extract<Ability, { kind: 'activated' }>;
  ctx.pay(costParts(undefined, ability.cost), player, card, 'Lore Steps b, c');
  if (ability.oncePerTurn) ctx.bump(onceKey(ctx, card, index));
  const selections = announce(ctx, ability.effect, { controller: player, card });
  if (timing === 'chain') {
    const label = `${loreCard(ctx, card).name} (ability)`;
    addToChain(ctx, player, { kind: 'ability', card, ability: index, host: -1, selections }, label);
    return;
  }
  resolveEffect(ctx, ability.effect, { controller: player, card }, selections);
}

/** Resolves one chain item, the newest (Lore 4.6): the kernel's queue runs it as the item's task. */
export function resolveChainItem(ctx: Ctx, controller: PlayerId, entry: ChainEntry): void {
  if (entry.kind === 'card') {
    if (ctx.isIn(entry.card, Z.chain)) resolveCard(ctx, controller, entry.card, entry.host, entry.selections);
  } else {
    const ability = loreCard(ctx, entry.card).abilities[entry.ability];
    if (ability?.kind === 'activated') {
      resolveEffect(ctx, ability.effect, { controller, card: entry.card }, entry.selections);
    }
  }
}
