/**
 * Steps that move cards around as an effect resolves: shuffling in, putting on the bottom, looking
 * at the top of the deck (CR 1.2.3, 7.1.4), naming and revealing (CR 5.2.6, 6.1.14), playing a card
 * while resolving (CR 6.7.7) and moving a character to a location.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { namesOf } from '../../cards/card.js';
import type { Step } from '../../cards/vocabulary-effects.js';
import { cardOf, isInPlay, readyInk, Z } from '../board.js';
import type { Exec } from '../exec.js';
import { moveCharacterTo } from '../locations.js';
import { matches, playersOf, turnOrder } from '../match.js';
import { cardsUnder, moveWithStack, payInk } from '../moves.js';
import { canPlayActions, inkCostToPlay, playCard } from '../play.js';
import { promptFor, runEffect } from './run.js';
import { candidatesFor, resolveTarget } from './targets.js';

/** Resolves a card-moving step, or returns undefined if `step` is not one. */
export function runCardStep(x: Exec, step: Step): boolean | undefined {
  const { ctx } = x;
  switch (step.do) {
    case 'shuffleIntoDeck': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      const owners = new Set<PlayerId>();
      for (const c of cards) {
        owners.add(ctx.card(c).owner);
        moveWithStack(ctx, c, Z.deck, { cause: 'shuffle-in', by: x.controller });
      }
      for (const p of owners) ctx.shuffle(Z.deck, p);
      return cards.length > 0;
    }
    case 'putOnDeckBottom': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      // Stacks come apart: every card of every stack is ordered freely with the others (CR 7.2.3.1).
      const all = cards.flatMap((c) => [c, ...cardsUnder(ctx, c)]);
      for (const p of turnOrder(ctx)) {
        const mine = all.filter((c) => ctx.card(c).owner === p);
        const ordered =
          mine.length > 1
            ? ctx.order(p, mine, { prompt: 'Order for the bottom of your deck', rule: '7.2.3' })
            : mine;
        for (const c of ordered)
          ctx.move(c, Z.deck, p, { position: 'bottom', cause: 'to-bottom', by: x.controller });
      }
      return cards.length > 0;
    }
    case 'lookAtTop':
      return lookAtTop(x, step);
    case 'nameAndRevealTop': {
      const name = ctx.chooseName(x.controller, allNames(ctx), 'Name a card', '5.2.6');
      const top = ctx.cards(Z.deck, x.controller)[0];
      if (top === undefined) return false;
      ctx.reveal([top]);
      if (!namesOf(cardOf(ctx, top)).includes(name)) return false;
      x.it = [top];
      return runEffect(x, step.onMatch);
    }
    case 'revealTop': {
      const top = ctx.cards(Z.deck, x.controller)[0];
      if (top === undefined) return false;
      ctx.reveal([top]);
      if (!matches(ctx, top, step.ifMatches, x.source, x.controller)) return false;
      x.it = [top];
      return runEffect(x, step.onMatch);
    }
    case 'playCard':
      return playFromEffect(x, step);
    case 'moveToLocation': {
      const [character] = resolveTarget(x, step.character, promptFor(x, step));
      const [location] = resolveTarget(x, step.location, promptFor(x, step));
      if (character === undefined || location === undefined) return false;
      if (!isInPlay(ctx, character) || !isInPlay(ctx, location)) return false;
      if (ctx.card(character).controller !== ctx.card(location).controller) return false;
      if (!step.free && !payInk(ctx, x.controller, cardOf(ctx, location).moveCost ?? 0)) return false;
      moveCharacterTo(ctx, character, location, x.controller);
      return true;
    }
    default:
      return undefined;
  }
}

function lookAtTop(x: Exec, step: Extract<Step, { do: 'lookAtTop' }>): boolean {
  const { ctx } = x;
  const p = x.controller;
  const looked = ctx.cards(Z.deck, p).slice(0, step.count);
  if (looked.length === 0) return false;
  const take = step.take;
  const candidates = take.filter ? looked.filter((c) => matches(ctx, c, take.filter!, x.source, p)) : looked;
  const picked = ctx.chooseCards(p, candidates, {
    min: Math.min(take.min, candidates.length),
    max: take.max,
    prompt: `Choose up to ${take.max}`,
    reveal: looked,
  });
  const rest = looked.filter((c) => !picked.includes(c));
  if (take.reveal && picked.length > 0) ctx.reveal(picked);
  place(ctx, p, picked, take.to, looked);
  place(ctx, p, rest, step.rest, looked);
  return picked.length >= take.min;
}

/** Puts looked-at cards somewhere; the player orders them when it matters (CR 7.2.3). */
function place(
  ctx: Ctx,
  p: PlayerId,
  cards: CardId[],
  to: 'hand' | 'deckTop' | 'deckBottom',
  seen: CardId[],
): void {
  if (cards.length === 0) return;
  if (to === 'hand') {
    for (const c of cards) ctx.move(c, Z.hand, p, { cause: 'to-hand', by: p });
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

function playFromEffect(x: Exec, step: Extract<Step, { do: 'playCard' }>): boolean {
  const { ctx } = x;
  const [player] = step.player ? playersOf(x, step.player) : [x.controller];
  if (player === undefined) return false;
  const playable = (c: CardId) => {
    if (cardOf(ctx, c).type === 'action' && !canPlayActions(ctx, player)) return false;
    return step.free || readyInk(ctx, player) >= inkCostToPlay(ctx, c, player);
  };
  let card: CardId | undefined;
  const target = step.card;
  if (typeof target === 'object' && 'choose' in target) {
    const options = candidatesFor(x, target, player).filter(playable);
    [card] = ctx.chooseCards(player, options, {
      min: Math.min(1, options.length),
      max: 1,
      prompt: promptFor(x, step),
    });
  } else {
    [card] = resolveTarget(x, target, promptFor(x, step));
  }
  if (card === undefined) return false;
  if (step.from && ctx.zoneOf(card) !== step.from) return false;
  if (isInPlay(ctx, card) || !playable(card)) return false;
  x.it = [card];
  playCard(ctx, player, card, step.free ? { kind: 'free' } : { kind: 'ink' }, {
    entersExerted: step.entersExerted,
    afterResolving: step.afterResolving,
    // An action played now resolves once this effect finishes (CR 6.7.7.1).
    defer: (resolve) => {
      x.afterwards ??= [];
      x.afterwards.push(resolve);
    },
  });
  return true;
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
