/**
 * How a played card enters play (CR 4.3.3): on top of a character when shifted, taking over its state
 * and the effects on it (CR 8.10), and exerted where a static, a choice or Bodyguard says so
 * (CR 6.7.8, 8.3.2); then the `played` event.
 *
 * @module
 */

import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Ability, StaticEffect } from '../../cards/vocabulary-abilities.js';
import { entersExertedByOthers } from '../abilities/enter-rules.js';
import { cardsUnder, E, putUnder, setLocation } from '../changes/moves.js';
import { holds } from '../language/conditions.js';
import { C, cardOf, damageOf, locationOf, Z } from '../state/board.js';
import { hasStat } from '../state/stats.js';
import type { PlayMode } from './costs.js';

/** What entering play needs to know of how the card was played. */
export interface EnterOptions {
  readonly entersExerted?: boolean;
  /** Ink paid to play it, carried by the `played` event. */
  readonly paid?: number;
}

export function enterPlay(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  mode: PlayMode,
  options: EnterOptions,
): void {
  const data = cardOf(ctx, card);
  if (mode.kind === 'shift') {
    shiftOnto(ctx, player, card, mode.onto);
  } else {
    ctx.move(card, Z.play, player, { cause: 'play', by: player });
  }
  for (const ability of data.abilities ?? []) {
    if (ability.kind === 'static' && 'entersWithDamage' in ability.effect) {
      ctx.addCounter(card, C.damage, ability.effect.entersWithDamage);
    }
    if (
      ability.kind === 'static' &&
      entersExertedItself(ability.effect) &&
      (!ability.condition || holds(ctx, ability.condition, card, player))
    )
      ctx.setTapped(card, true);
    if (ability.kind === 'static' && 'mayEnterExerted' in ability.effect && !ctx.card(card).tapped) {
      if (ctx.may(player, `${data.name}: enter play exerted?`, '6.7.8')) ctx.setTapped(card, true);
    }
    if (isEnterExertedChoice(ability) && !ctx.card(card).tapped) {
      if (ctx.may(player, `${data.name}: enter play exerted (${ability.name})?`, '6.7.8')) {
        ctx.setTapped(card, true);
        ctx.emit({ type: E.enteredExerted, card, player });
      }
    }
  }
  if (entersExertedByOthers(ctx, card)) ctx.setTapped(card, true);
  if (options.entersExerted) ctx.setTapped(card, true);
  else if (data.type === 'character' && !ctx.card(card).tapped && hasStat(ctx, card, 'kw.bodyguard')) {
    if (ctx.may(player, 'Bodyguard: enter play exerted?', '8.3.2')) ctx.setTapped(card, true);
  }
  ctx.emit({ type: E.played, card, player, shifted: mode.kind === 'shift', sung: false, paid: options.paid });
}

/** Puts a shifted character on top of `onto`, taking over its state (CR 8.10.2–8.10.6, 5.1.3). */
function shiftOnto(ctx: Ctx, player: PlayerId, card: CardId, onto: CardId): void {
  const base = ctx.card(onto);
  const tapped = base.tapped;
  const damage = damageOf(ctx, onto);
  const since = ctx.counter(onto, C.since) || base.enteredTurn;
  const location = locationOf(ctx, onto);
  const baseRef = { id: onto, stamp: base.stamp };
  const stack = cardsUnder(ctx, onto);
  ctx.move(card, Z.play, player, { cause: 'play', by: player });
  const newRef = { id: card, stamp: ctx.card(card).stamp };
  putUnder(ctx, onto, card, false);
  for (const u of stack) ctx.setCard(u, 'attachedTo', card);
  if (tapped) ctx.setTapped(card, true);
  if (damage > 0) ctx.setCounter(card, C.damage, damage);
  ctx.setCounter(card, C.since, since);
  if (location >= 0) setLocation(ctx, card, location);
  keepEffects(ctx, baseRef, newRef);
  ctx.setVar(`shifted.${card}`, newRef.stamp);
}

/** Effects that applied to the base character keep applying to the shifted one (CR 8.10.5). */
function keepEffects(ctx: Ctx, from: { id: CardId; stamp: number }, to: { id: CardId; stamp: number }): void {
  const touched = ctx.state.effects.filter((e) =>
    e.cards?.some((r) => r.id === from.id && r.stamp === from.stamp),
  );
  for (const e of touched) {
    ctx.removeEffects((x) => x.id === e.id);
    const { id: _id, time: _time, sourceStamp: _s, ...rest } = e;
    ctx.addEffect(Object.assign({}, rest, { cards: [...(e.cards ?? []), to] }));
  }
}

/** “This character enters play exerted”, alone or beside another effect of the same static (CR 6.7.8). */
function entersExertedItself(e: StaticEffect): boolean {
  return ('entersExerted' in e && !e.to) || ('both' in e && e.both.some(entersExertedItself));
}

/** “This character may enter play exerted to [effect]”: a triggered ability on that choice (CR 6.7.8). */
function isEnterExertedChoice(ability: Ability): boolean {
  if (ability.kind !== 'triggered') return false;
  const t = ability.trigger;
  return 'on' in t && t.on === 'entersExertedByChoice';
}
