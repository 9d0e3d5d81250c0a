/**
 * Lorcana's verbs that move cards around the deck and into play as an effect resolves: shuffling in,
 * putting on the bottom, looking at the top of the deck (CR 1.2.3, 7.1.4), naming and revealing
 * (CR 5.2.6, 6.1.14), playing a card while resolving (CR 6.7.7) and moving a character to a location.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { namesOf } from '../../../cards/card.js';
import { aOrAn, describeFilter } from '../../../cards/describe-nouns.js';
import type { Effect, LookDestination, LookRest, Target } from '../../../cards/vocabulary-effects.js';
import type { CardFilter, PlayerRef, ZoneName } from '../../../cards/vocabulary-refs.js';
import { selfPlayAllowed } from '../../abilities/enter-rules.js';
import { moveCharacterTo } from '../../changes/locations.js';
import { cardsUnder, moveWithStack, payInk, putIntoInkwell } from '../../changes/moves.js';
import type { Exec } from '../../effects/exec.js';
import { matches, playersOf, turnOrder } from '../../effects/match.js';
import { candidatesFor, exactCount, resolveTarget } from '../../effects/targets.js';
import { CANT_PLAY, canPlayActions, inkCostToPlay } from '../../play/costs.js';
import { playCard } from '../../play/play.js';
import { cardOf, isInPlay, locationOf, readyInk, Z } from '../../state/board.js';
import { CANT_PLAY_ITEMS } from '../../state/play-limits.js';
import { hasStat, playerStatOf } from '../../state/stats.js';
import { acted, lorcanaVerb, t } from '../kit.js';

/** What `lookAtTop` keeps of the looked-at cards. */
export interface LookTake {
  readonly filter?: CardFilter;
  readonly min: number;
  readonly max: number;
  readonly to: LookDestination;
  readonly reveal?: boolean;
  /** “Reveal the top N cards”: every looked-at card is revealed to all players first. */
  readonly revealAll?: boolean;
  /** “Put all revealed character cards into your hand”: every matching card, no choice (`min`/`max` unused). */
  readonly all?: true;
}

/** Parameters of `nameAndRevealTop`. */
export interface NameAndRevealParams {
  readonly onMatch: Effect;
}

/** Parameters of `revealTop`. */
export interface RevealTopParams {
  readonly ifMatches: CardFilter;
  readonly onMatch: Effect;
  /** Where a card that doesn't match goes (default: it stays on top). */
  readonly otherwise?: 'deckBottom';
}

/** Parameters of `playCard`. */
export interface PlayCardParams {
  readonly card: Target;
  /** The “for free” alternate cost (CR 1.5.5.3, 6.1.7); otherwise its cost is paid normally. */
  readonly free?: boolean;
  readonly entersExerted?: boolean;
  /** Where an action played this way goes instead of the discard (a replacement, CR 6.5). */
  readonly afterResolving?: 'deckBottom';
  /** For a referenced card: the zone it must still be in (CR 6.1.11.1). */
  readonly from?: ZoneName;
  readonly player?: PlayerRef;
  /** A second zone a chosen card may come from (“from your hand or discard”). */
  readonly alsoFrom?: ZoneName;
}

/** Puts looked-at cards somewhere; the player orders them when it matters (CR 7.2.3). */
function place(
  ctx: Ctx,
  p: PlayerId,
  cards: CardId[],
  to: Exclude<LookDestination, 'playFree' | 'play'>,
  seen: CardId[],
): void {
  if (cards.length === 0) return;
  if (to === 'hand') {
    for (const c of cards) ctx.move(c, Z.hand, p, { cause: 'to-hand', by: p });
    return;
  }
  if (to === 'inkwellExerted') {
    for (const c of cards) putIntoInkwell(ctx, c, true, p);
    return;
  }
  const ordered =
    cards.length > 1
      ? ctx.order(p, cards, { prompt: 'Order (first is nearest the top)', reveal: seen })
      : cards;
  if (to === 'deckTop') {
    for (let i = ordered.length - 1; i >= 0; i--)
      ctx.move(ordered[i], Z.deck, p, { position: 'top', cause: 'look' });
  } else {
    for (const c of ordered) ctx.move(c, Z.deck, p, { position: 'bottom', cause: 'look' });
  }
}

/** Looks at the top `count` cards, moves the picked ones, and puts the rest where `rest` says (the `lookAtTop` verb). */
export function lookAtTop(x: Exec, count: number, take: LookTake, rest: LookRest): boolean {
  const { ctx } = x;
  const p = x.controller;
  const looked = ctx.cards(Z.deck, p).slice(0, count);
  if (looked.length === 0) return false;
  if (take.revealAll) ctx.reveal(looked);
  const filter = take.filter;
  const matching = filter ? looked.filter((c) => matches(ctx, c, filter, x.source, p)) : looked;
  // Played for free: only cards that can be played now (an action while actions can't be, no);
  // played paying: only cards that can be played now and paid for (CR 6.7.7).
  const candidates =
    take.to === 'playFree'
      ? matching.filter((c) => cardOf(ctx, c).type !== 'action' || canPlayActions(ctx, p))
      : take.to === 'play'
        ? matching.filter((c) => playableNow(ctx, p, c, false))
        : matching;
  const picked = take.all
    ? candidates
    : ctx.chooseCards(p, candidates, {
        min: Math.min(take.min, candidates.length),
        max: take.max,
        prompt: `Choose up to ${take.max}`,
        reveal: looked,
      });
  const others = looked.filter((c) => !picked.includes(c));
  if (take.reveal && picked.length > 0) ctx.reveal(picked);
  if (take.to === 'playFree' || take.to === 'play')
    for (const c of picked) playLooked(x, c, take.to === 'playFree');
  else place(ctx, p, picked, take.to, looked);
  if (rest === 'discard') for (const c of others) ctx.move(c, Z.discard, p, { cause: 'look', by: p });
  else if (rest === 'inkwellExerted') for (const c of others) putIntoInkwell(ctx, c, true, p);
  else place(ctx, p, others, rest, looked);
  return picked.length >= take.min;
}

/**
 * Plays `card` as part of resolving, for free or paying its ink cost; an action resolves once this
 * effect finishes (CR 6.7.7.1).
 */
function playLooked(x: Exec, card: CardId, free: boolean): void {
  playCard(x.ctx, x.controller, card, free ? { kind: 'free' } : { kind: 'ink' }, {
    resolveEffect: x.resolveEffect,
    defer: (resolve) => {
      x.afterwards ??= [];
      x.afterwards.push(resolve);
    },
  });
}

/** Whether `player` may play `card` now as part of an effect, for free or paying its ink cost. */
function playableNow(ctx: Ctx, player: PlayerId, c: CardId, free: boolean): boolean {
  if (cardOf(ctx, c).type === 'action' && !canPlayActions(ctx, player)) return false;
  if (cardOf(ctx, c).type === 'item' && playerStatOf(ctx, player, CANT_PLAY_ITEMS) > 0) return false;
  if (hasStat(ctx, c, CANT_PLAY)) return false;
  if (!selfPlayAllowed(ctx, c, player)) return false;
  return free || readyInk(ctx, player) >= inkCostToPlay(ctx, c, player);
}

function playFromEffect(x: Exec, p: PlayCardParams) {
  const { ctx } = x;
  const [player] = p.player ? playersOf(x, p.player) : [x.controller];
  if (player === undefined) return false;
  const playable = (c: CardId) => playableNow(ctx, player, c, p.free ?? false);
  let card: CardId | undefined;
  const target = p.card;
  if (typeof target === 'object' && 'choose' in target) {
    const zones = p.alsoFrom ? [target, { ...target, zone: p.alsoFrom }] : [target];
    const options = zones.flatMap((z) => candidatesFor(x, z, player)).filter(playable);
    [card] = ctx.chooseCards(player, options, {
      min: Math.min(1, options.length),
      max: 1,
      prompt: x.prompt(),
    });
  } else {
    [card] = resolveTarget(x, target, x.prompt());
  }
  if (card === undefined) return false;
  if (p.from && ctx.zoneOf(card) !== p.from) return false;
  if (isInPlay(ctx, card) || !playable(card)) return false;
  playCard(ctx, player, card, p.free ? { kind: 'free' } : { kind: 'ink' }, {
    resolveEffect: x.resolveEffect,
    entersExerted: p.entersExerted,
    afterResolving: p.afterResolving,
    // An action played now resolves once this effect finishes (CR 6.7.7.1).
    defer: (resolve) => {
      x.afterwards ??= [];
      x.afterwards.push(resolve);
    },
  });
  return acted([card], true);
}

const namesCache = new WeakMap<object, string[]>();
/** Every card name of the game's pool, for “name a card” (CR 5.2.6). */
function allNames(ctx: Ctx): string[] {
  let names = namesCache.get(ctx.def);
  if (!names) {
    const set = new Set<string>();
    for (const def of ctx.def.cards) for (const n of namesOf(def.data as never)) set.add(n);
    names = [...set].sort();
    namesCache.set(ctx.def, names);
  }
  return names;
}

/** Runs `effect` with `top` as “that card”, in the same resolution. */
function withTop(x: Exec, top: CardId, effect: Effect): boolean {
  const steps: Effect = [{ do: 'bindIt', cards: [top] }, ...effect];
  return x.env ? x.env.run(steps) : false;
}

/** The deck and play verbs. */
export const DECK_VERBS = {
  /** Makes `cards` “that card” for the steps after it (a revealed card, a delayed effect's cards). */
  bindIt: lorcanaVerb({
    run: (_x, p: { readonly cards: readonly CardId[] }) => acted(p.cards, true),
    describe: () => 'remember those cards',
  }),
  shuffleIntoDeck: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => {
      const { ctx } = x;
      const cards = resolveTarget(x, p.target, x.prompt());
      const owners = new Set<PlayerId>();
      for (const c of cards) {
        owners.add(ctx.card(c).owner);
        moveWithStack(ctx, c, Z.deck, { cause: 'shuffle-in', by: x.controller });
      }
      for (const o of owners) ctx.shuffle(Z.deck, o);
      return acted(cards);
    },
    describe: (p) => `shuffle ${t(p.target)} into its owner's deck`,
  }),
  /** Put cards on the bottom of their owners' decks, the owner choosing the order (CR 7.2.3). */
  putOnDeckBottom: lorcanaVerb({
    run: (x, p: { readonly target: Target; readonly full?: boolean }) => {
      const { ctx } = x;
      // `full`: the part [A] of “[A]. If you do, [B]” — with fewer cards than it names, none is put
      // (it can't be paid in part, CR 6.1.5.1).
      if (p.full && typeof p.target === 'object' && 'choose' in p.target) {
        if (candidatesFor(x, p.target, x.controller).length < exactCount(p.target)) return false;
      }
      const cards = resolveTarget(x, p.target, x.prompt());
      // Stacks come apart: every card of every stack is ordered freely with the others (CR 7.2.3.1).
      const all = cards.flatMap((c) => [c, ...cardsUnder(ctx, c)]);
      for (const pl of turnOrder(ctx)) {
        const mine = all.filter((c) => ctx.card(c).owner === pl);
        const ordered =
          mine.length > 1
            ? ctx.order(pl, mine, { prompt: 'Order for the bottom of your deck', rule: '7.2.3' })
            : mine;
        for (const c of ordered)
          ctx.move(c, Z.deck, pl, { position: 'bottom', cause: 'to-bottom', by: x.controller });
      }
      // “Put 3 item cards from your discard on the bottom of your deck. If you do, …”: done only with
      // all 3 — with fewer it wasn't completely performed, so what follows doesn't happen (CR 6.1.5.1).
      return acted(cards, cards.length > 0 && cards.length >= exactCount(p.target));
    },
    describe: (p) => `put ${t(p.target)} on the bottom of their owners' decks in any order`,
  }),
  /**
   * Look at the top `count` cards of your deck, move the picked ones, then put the rest back
   * (CR 1.2.3: with fewer cards, look at what is there). Picking from a private zone may fail to
   * find (CR 7.1.4).
   */
  lookAtTop: lorcanaVerb({
    run: (x, p: { readonly count: number; readonly take: LookTake; readonly rest: LookRest }) =>
      lookAtTop(x, p.count, p.take, p.rest),
    describe: (p) => {
      const what = p.take.filter ? describeFilter(p.take.filter) : 'card';
      const n = p.take.min === p.take.max ? `${p.take.max}` : `up to ${p.take.max}`;
      const where = {
        hand: 'into your hand',
        deckTop: 'on top of your deck',
        deckBottom: 'on the bottom of your deck',
        playFree: '',
        play: '',
        inkwellExerted: 'into your inkwell facedown and exerted',
      };
      const rest =
        p.rest === 'discard'
          ? 'the rest into your discard'
          : p.rest === 'inkwellExerted'
            ? 'the rest into your inkwell facedown and exerted'
            : `the rest on the ${p.rest === 'deckTop' ? 'top' : 'bottom'} in any order`;
      // As many as were looked at, none required: “any number of”.
      const picked =
        p.take.min === 0 && p.take.max >= p.count && p.take.filter
          ? `any number of ${describeFilter(p.take.filter, true)}`
          : p.take.min >= p.count && p.take.filter
            ? `every ${describeFilter(p.take.filter)}`
            : `${n} ${what}${p.take.max > 1 ? 's' : ''}`;
      const look = `${p.take.revealAll ? 'reveal' : 'look at'} the top ${p.count} cards of your deck`;
      // All of them back on top: “put them back in any order” (CR 7.2.3).
      if (p.take.to === 'deckTop' && p.take.min >= p.count && !p.take.filter)
        return `${look} and put them back in any order`;
      // “Reveal the top card of your deck. You may play it as if it were in your hand. Otherwise, put it
      // into your discard.”
      if (p.take.to === 'play' && p.count === 1 && p.take.max === 1 && p.rest === 'discard')
        return `reveal the top card of your deck; you may play it as if it were in your hand; otherwise, put it into your discard`;
      if (p.take.to === 'playFree')
        return `${look}; ${p.take.reveal ? 'reveal and ' : ''}play ${n} ${what} for free and ${rest}`;
      return `${look}; ${p.take.reveal ? 'reveal and ' : ''}put ${picked} ${where[p.take.to]} and ${rest}`;
    },
  }),
  /** Name a card, reveal the top card; on a name match run `onMatch` with it as `it` (CR 5.2.6). */
  nameAndRevealTop: lorcanaVerb({
    run: (x, p: NameAndRevealParams): boolean => {
      const { ctx } = x;
      const name = ctx.chooseName(x.controller, allNames(ctx), 'Name a card', '5.2.6');
      const top = ctx.cards(Z.deck, x.controller)[0];
      if (top === undefined) return false;
      ctx.reveal([top]);
      if (!namesOf(cardOf(ctx, top)).includes(name)) return false;
      return withTop(x, top, p.onMatch);
    },
    describe: (p, say): string =>
      `name a card and reveal the top card of your deck; if it has that name, ${say.nested(p.onMatch)}; otherwise it stays on top`,
  }),
  /** Reveal the top card; if it matches run `onMatch` with it as `it`, otherwise it stays on top. */
  revealTop: lorcanaVerb({
    run: (x, p: RevealTopParams): boolean => {
      const { ctx } = x;
      const top = ctx.cards(Z.deck, x.controller)[0];
      if (top === undefined) return false;
      ctx.reveal([top]);
      if (!matches(ctx, top, p.ifMatches, x.source, x.controller)) {
        if (p.otherwise) ctx.move(top, Z.deck, x.controller, { position: 'bottom', cause: 'look' });
        return false;
      }
      return withTop(x, top, p.onMatch);
    },
    describe: (p, say): string =>
      `reveal the top card of your deck; if it is ${aOrAn(describeFilter(p.ifMatches))}, ${say.nested(p.onMatch)}; otherwise ${p.otherwise ? 'put it on the bottom of your deck' : 'it stays on top'}`,
  }),
  /** Play a card as part of resolving (CR 6.7.7). */
  playCard: lorcanaVerb({
    run: (x, p: PlayCardParams) => playFromEffect(x, p),
    describe: (p) =>
      `play ${t(p.card)}${p.from ? ` from your ${p.from}` : ''}${p.alsoFrom ? ` or from your ${p.alsoFrom}` : ''}${p.free ? ' for free' : ''}${p.entersExerted ? ', entering play exerted' : ''}${p.afterResolving ? ' and put it on the bottom of your deck afterwards' : ''}`,
  }),
  /** Move a character to a location (CR 4.7) as part of an effect. */
  moveToLocation: lorcanaVerb({
    run: (x, p: { readonly character: Target; readonly location: Target; readonly free?: boolean }) => {
      const { ctx } = x;
      const [character] = resolveTarget(x, p.character, x.prompt());
      const [location] = resolveTarget(x, p.location, x.prompt());
      if (character === undefined || location === undefined) return false;
      if (!isInPlay(ctx, character) || !isInPlay(ctx, location)) return false;
      if (ctx.card(character).controller !== ctx.card(location).controller) return false;
      if (locationOf(ctx, character) === location || hasStat(ctx, character, 'cant.move')) return false;
      if (!p.free && !payInk(ctx, x.controller, cardOf(ctx, location).moveCost ?? 0)) return false;
      moveCharacterTo(ctx, character, location, x.controller);
      return true;
    },
    describe: (p) => `move ${t(p.character)} to ${t(p.location)}${p.free ? ' for free' : ''}`,
  }),
};
