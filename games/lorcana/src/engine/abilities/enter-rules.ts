/**
 * “Opposing items enter play exerted”: static abilities of cards in play that replace how other
 * cards enter play (CR 6.7.8), found once per set of cards a game holds; and a card's own “you can't play
 * this character unless …” (CR 1.2.2).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Ability } from '../../cards/vocabulary-abilities.js';
import { matches } from '../effects/match.js';
import { holds } from '../language/conditions.js';
import { cardOf, inPlay } from '../state/board.js';
import { idsWithAbility } from '../state/present-cards.js';

/** The key of the cards with such statics among the game's present-card memos. */
const EXERTING = {};
const exertingCards = idsWithAbility(exertsOthers);

function exertsOthers(a: Ability): boolean {
  return a.kind === 'static' && 'entersExerted' in a.effect && a.effect.to !== undefined;
}

/** The game's cards with a static that makes other cards enter exerted (usually none). */
function sources(ctx: Ctx): ReadonlySet<string> {
  return ctx.presentMemo(EXERTING, exertingCards);
}

/** Whether a static ability of another card in play makes `card`, entering play now, enter exerted. */
export function entersExertedByOthers(ctx: Ctx, card: CardId): boolean {
  const defs = sources(ctx);
  if (defs.size === 0) return false;
  for (let p = 0; p < ctx.playerCount; p++) {
    for (const c of inPlay(ctx, p)) {
      if (c === card || !defs.has(ctx.card(c).def)) continue;
      const controller = ctx.card(c).controller;
      for (const a of cardOf(ctx, c).abilities ?? []) {
        if (a.kind !== 'static' || !('entersExerted' in a.effect) || !a.effect.to) continue;
        if (a.condition && !holds(ctx, a.condition, c, controller)) continue;
        if (matches(ctx, card, a.effect.to, c, controller)) return true;
      }
    }
  }
  return false;
}

/** Whether `player` may play `card`: no “you can't play this …” of its own applies now (CR 1.2.2). */
export function selfPlayAllowed(ctx: Ctx, card: CardId, player: PlayerId): boolean {
  for (const a of cardOf(ctx, card).abilities ?? []) {
    if (a.kind !== 'static' || !('cantPlaySelf' in a.effect)) continue;
    if (!a.condition || holds(ctx, a.condition, card, player)) return false;
  }
  return true;
}
