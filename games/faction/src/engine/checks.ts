/**
 * Game-state checks after every action and resolution (F7.5): damage at or above defense (F6.6), cards in
 * illegal zones (F5.3, F5.5), and the win conditions of the ruleset (D30–D31).
 * @module
 */
import type { CheckSpec, Ctx } from '@cardloom/core';
import { inPlay, isDefeated, leavePlay, mainOf, scoreOf } from './board';
import { PLAY_ZONES, Z } from './keys';

// The checks run after every change, so they walk the zones in place instead of building card lists.

/** Characters fight from the main character slot and the character slots. */
const FIGHT_ZONES = [Z.main, Z.characters] as const;

/** F6.6 / F7.5: a card with damage counters at or above its defense is discarded. */
const defeated: CheckSpec = {
  id: 'defeated',
  rule: 'F6.6',
  find(ctx, out) {
    for (let p = 0; p < ctx.playerCount; p++)
      for (const zone of FIGHT_ZONES)
        for (const card of ctx.cards(zone, p))
          if (isDefeated(ctx, card)) out.push(() => leavePlay(ctx, card, 'discard', 'defeated'));
  },
};

/** An item in play must sit on a host in play, in its host's zone (F5.5); only items have hosts. */
function illegalItem(ctx: Ctx, card: number): boolean {
  const c = ctx.card(card);
  if (c.attachedTo < 0) return ctx.isType(card, 'item');
  return !inPlay(ctx, c.attachedTo) || ctx.card(c.attachedTo).zone !== c.zone;
}

/** F7.5: cards in illegal zones — items without a host (F5.5), a second location (F5.3: the newest stays). */
const illegalZones: CheckSpec = {
  id: 'illegal-zones',
  rule: 'F7.5',
  find(ctx, out) {
    for (let p = 0; p < ctx.playerCount; p++)
      for (const zone of PLAY_ZONES)
        for (const card of ctx.cards(zone, p))
          if (illegalItem(ctx, card)) out.push(() => leavePlay(ctx, card, 'discard', 'illegal-zone'));
    for (const player of ctx.playersInOrder()) {
      if (ctx.cards(Z.location, player).length < 2) continue; // one location, or none
      const locations = ctx.cards(Z.location, player).filter((c) => ctx.isType(c, 'location'));
      if (locations.length < 2) continue;
      const newest = locations.reduce((a, b) => (ctx.card(a).stamp > ctx.card(b).stamp ? a : b));
      for (const old of locations)
        if (old !== newest) out.push(() => leavePlay(ctx, old, 'discard', 'replaced'));
    }
  },
};

/** D30: a player whose main character left play is out of the game. */
const mainCharacter: CheckSpec = {
  id: 'main-character',
  rule: 'D30',
  find(ctx, out) {
    for (const player of ctx.playersInOrder()) {
      if (mainOf(ctx, player) < 0) out.push(() => ctx.lose(player, 'main-character'));
    }
  },
};

/** D30: reaching the ruleset's victory token target wins (ties: the earliest in turn order from the active player). */
const victory: CheckSpec = {
  id: 'victory',
  rule: 'D30',
  find(ctx, out) {
    const target = ctx.option<number>('victoryTarget');
    if (!target) return;
    let best = -1;
    let bestScore = target - 1;
    for (const player of [ctx.active, ...ctx.playersInOrder(ctx.active)]) {
      if (ctx.player(player).out) continue;
      const score = scoreOf(ctx, player);
      if (score > bestScore) {
        best = player;
        bestScore = score;
      }
    }
    if (best >= 0) out.push(() => ctx.win([best], 'victory-tokens'));
  },
};

/** Every game-state check, in the order they look. */
export const CHECKS: readonly CheckSpec[] = [defeated, illegalZones, mainCharacter, victory];
