/**
 * Handling a played card or used Ability (Lightseekers 4.3.3, 4.3.4, 6 Cancel, L29): the card waits
 * in limbo while the triggers it caused resolve in fixed order; then, unless Cancelled, its own effects
 * play out; then it goes to the discard pile (or into play), "after" triggers run, and combo payment
 * returns to the deck.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Effect } from '../../cards/vocabulary-effects.js';
import { cornerValue } from '../buffs/corners.js';
import { afterBuffEffect, enterPlay } from '../buffs/lifecycle.js';
import { runEffects } from '../language/index.js';
import { calculateNow } from '../language/plan.js';
import { abilitiesOf, affinitiesOf, cardOf, itemOf, Z } from '../table/catalog.js';
import { EV } from '../table/events.js';
import { RESOLVING, type Resolving, resolving } from '../table/resolving.js';
import { living } from '../table/seating.js';
import { noteSince } from '../table/since.js';
import { type Env, envFor, sourceOf } from '../table/sources.js';
import { returnPayment } from './payment.js';
import { remainingActions } from './turn-state.js';

/** What a played card or used Ability is, before it is handled. */
type Played = Omit<Resolving, 'cancelled' | 'plan'>;

/** Handler keys. */
export const H = { resolve: 'ls.resolve', finish: 'ls.finish' } as const;

/**
 * Starts handling: records it, announces the act (triggers queue in fixed order, 4.3.3) and schedules
 * the card's own effects after them.
 */
export function beginResolution(ctx: Ctx, res: Played): void {
  const own = ownEffects(ctx, res);
  const plan = own && { effects: calculateNow(ctx, own.env, own.effects), x: own.env.x };
  ctx.write(RESOLVING, { ...res, cancelled: false, plan });
  if (res.acts.includes('attack')) noteSince(ctx, res.recipient, 'attacked');
  emitAct(ctx, EV.act, res);
  ctx.after(H.resolve);
}

/** The act event of what is handled: `EV.act` as it is played, `EV.after` once it resolved (4.3.3, 6). */
function emitAct(ctx: Ctx, type: string, res: Played): void {
  ctx.emit({
    type,
    player: res.player,
    acts: [...res.acts],
    recipient: res.acts.includes('attack') ? res.recipient : -1,
    card: res.card,
    affinities: [...affinitiesOf(cardOf(ctx, res.card))],
  });
}

/** Equips an item; over 2 points the player discards items of their choice until within (2.5.4). */
export function equip(ctx: Ctx, item: CardId, p: PlayerId): void {
  ctx.move(item, Z.items, p, { cause: 'equip', by: p, position: 'bottom' });
  const points = () => ctx.cards(Z.items, p).reduce((n, c) => n + (itemOf(ctx, c)?.points ?? 0), 0);
  while (points() > 2) {
    const [drop] = ctx.chooseCards(p, ctx.cards(Z.items, p), {
      prompt: 'Discard an item to stay within 2 points',
      rule: 'Lightseekers 2.5.4',
    });
    ctx.move(drop, Z.discard, p, { cause: 'item-overflow', by: p });
  }
}

/**
 * The own effects of a played Attack or Defend card or a used Ability, with their surroundings (an
 * Ability on a buff in play reads its X); null for buffs and items, which enter play instead.
 */
function ownEffects(ctx: Ctx, res: Played): { env: Env; effects: readonly Effect[] } | null {
  const def = cardOf(ctx, res.card);
  const oneOff = def.kind !== 'hero' && (def.category === 'attack' || def.category === 'defend');
  const body = res.ability >= 0 ? abilitiesOf(def)[res.ability] : oneOff ? def : undefined;
  if (!body) return null;
  // A played card waits in limbo; an Ability of a buff in play reads the buff's X.
  const inPlay = ctx.isIn(res.card, Z.buffs);
  const env = envFor(sourceOf(ctx, res.card, res.player, body.category), res.recipient, {
    buff: inPlay ? res.card : -1,
    x: inPlay ? cornerValue(ctx, res.card) : 0,
  });
  // Multiplayer effects replace the others while 3 or more players remain (6 Multiplayer).
  const multiplayer = body.multiplayer && living(ctx).length >= 3;
  return { env, effects: multiplayer ? body.multiplayer : body.effects };
}

/** Plays out the planned effects, X as it was when played (4.3.3); the recipient may be gone (5.1). */
function runPlan(ctx: Ctx, res: Resolving): void {
  const own = ownEffects(ctx, res);
  if (own && res.plan) runEffects(ctx, res.plan.effects, { ...own.env, x: res.plan.x });
}

/** The card's own effects (4.3.3), unless Cancelled; then it leaves limbo. */
function resolveCard(ctx: Ctx, res: Resolving): void {
  const def = cardOf(ctx, res.card);
  if (def.kind === 'hero') return;
  const p = res.player;
  if (!res.cancelled) {
    if (def.category === 'attack' || def.category === 'defend') runPlan(ctx, res);
    else if (def.category === 'buff') {
      if (ctx.isIn(res.card, Z.limbo)) enterPlay(ctx, res.card, p, 'play', runEffects);
    } else if (ctx.isIn(res.card, Z.limbo)) equip(ctx, res.card, p);
  }
  // A played card reaches the discard pile after anything it moved there (4.3.4).
  if (ctx.isIn(res.card, Z.limbo)) ctx.move(res.card, Z.discard, p, { cause: 'play', by: p });
}

/** An Ability's effects (4.3.2), unless Cancelled; a clunky buff turns after it (2.5.3). */
function resolveAbility(ctx: Ctx, res: Resolving): void {
  if (res.cancelled || !abilitiesOf(cardOf(ctx, res.card))[res.ability]) return;
  runPlan(ctx, res);
  if (ctx.isIn(res.card, Z.buffs)) afterBuffEffect(ctx, res.card, runEffects);
}

/** Handler: the card's or Ability's own effects, then "after" triggers (6, After Playing a Card). */
export function resolveHandler(ctx: Ctx): void {
  const res = resolving(ctx);
  if (!res) return;
  if (res.ability >= 0) resolveAbility(ctx, res);
  else resolveCard(ctx, res);
  // A Cancelled Ability sets nothing else off (6 Ability); a Cancelled card still counts (L29).
  if (!(res.ability >= 0 && resolving(ctx)?.cancelled)) emitAct(ctx, EV.after, res);
  ctx.after(H.finish);
}

/** Handler: payment back to the deck, the record cleared, the action phase ended when no action is left. */
export function finishHandler(ctx: Ctx): void {
  const res = resolving(ctx);
  if (res) returnPayment(ctx, res.player);
  ctx.write(RESOLVING, null);
  if (ctx.step.step === 'actions' && !ctx.state.status.over && remainingActions(ctx, ctx.active) === 0)
    ctx.endStep();
}
