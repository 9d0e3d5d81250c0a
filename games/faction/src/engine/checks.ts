/**
 * Game-state checks after every action and resolution (F7.5): damage at or above defense (F6.6), cards in
 * illegal zones (F5.3, F5.5), and the win conditions of the ruleset (D30–D31).
 * @module
 */
import type { CardId, CheckSpec, Ctx, PlayerId } from '@cardloom/core';
import { announceTargets } from './announce';
import { defeat, inPlay, isDefeated, leavePlay } from './board';
import { C, PLAY_ZONES, Z } from './keys';

/** What the checks look for, gathered in one pass over every board. */
interface BoardScan {
  /** Characters with damage at or above their defense (F6.6). */
  readonly defeated: CardId[];
  /** Items in play without a host in play beside them (F5.5). */
  readonly loose: CardId[];
  /** Every location but the newest, for players with more than one (F5.3). */
  readonly replaced: CardId[];
  /** Players in the game without a main character (D30). */
  readonly mainless: PlayerId[];
  /** Victory tokens per seat (D13). */
  readonly scores: number[];
}

/** An item in play must sit on a host in play, in its host's zone (F5.5); only items have hosts. */
function illegalItem(ctx: Ctx, card: CardId): boolean {
  const c = ctx.card(card);
  if (c.attachedTo < 0) return ctx.isType(card, 'item');
  return !inPlay(ctx, c.attachedTo) || ctx.card(c.attachedTo).zone !== c.zone;
}

function scanBoards(ctx: Ctx): BoardScan {
  const scan: BoardScan = { defeated: [], loose: [], replaced: [], mainless: [], scores: [] };
  for (let p = 0; p < ctx.playerCount; p++) {
    let score = 0;
    let main = false;
    for (const zone of PLAY_ZONES) {
      const cards = ctx.cards(zone, p);
      for (const card of cards) {
        const { counters } = ctx.card(card);
        score += counters[C.victory] ?? 0;
        if (!main && zone === Z.main && ctx.isType(card, 'character')) main = true;
        if (counters[C.damage] && zone !== Z.location && isDefeated(ctx, card)) scan.defeated.push(card);
        if (illegalItem(ctx, card)) scan.loose.push(card);
      }
      if (zone === Z.location && cards.length > 1) {
        const locations = cards.filter((c) => ctx.isType(c, 'location'));
        if (locations.length > 1) {
          const newest = locations.reduce((a, b) => (ctx.card(a).stamp > ctx.card(b).stamp ? a : b));
          for (const old of locations) if (old !== newest) scan.replaced.push(old);
        }
      }
    }
    scan.scores.push(score);
    if (!main && !ctx.player(p).out) scan.mainless.push(p);
  }
  return scan;
}

/**
 * The scan of the current state: the checks of one round share it (they all run before any of their
 * results apply), and it is made again only after the state changed.
 */
function boards(ctx: Ctx): BoardScan {
  return ctx.memo('faction/board-scan', () => scanBoards(ctx));
}

/** F6.6 / F7.5: a card with damage counters at or above its defense is discarded (D35: bounty). */
const defeated: CheckSpec = {
  id: 'defeated',
  rule: 'F6.6',
  find(ctx, out) {
    for (const card of boards(ctx).defeated) out.push(() => defeat(ctx, card));
  },
};

/** F7.5: cards in illegal zones — items without a host (F5.5), a second location (F5.3: the newest stays). */
const illegalZones: CheckSpec = {
  id: 'illegal-zones',
  rule: 'F7.5',
  find(ctx, out) {
    const scan = boards(ctx);
    for (const card of scan.loose) out.push(() => leavePlay(ctx, card, 'discard', 'illegal-zone'));
    for (const card of scan.replaced) out.push(() => leavePlay(ctx, card, 'discard', 'replaced'));
  },
};

/** D30: a player whose main character left play is out of the game. */
const mainCharacter: CheckSpec = {
  id: 'main-character',
  rule: 'D30',
  find(ctx, out) {
    for (const player of boards(ctx).mainless) out.push(() => ctx.lose(player, 'main-character'));
  },
};

/** D30: reaching the ruleset's victory token target wins (ties: the earliest in turn order from the active player). */
const victory: CheckSpec = {
  id: 'victory',
  rule: 'D30',
  find(ctx, out) {
    const target = ctx.option<number>('victoryTarget');
    if (!target) return;
    const { scores } = boards(ctx);
    let best = -1;
    let bestScore = target - 1;
    for (let i = 0; i < ctx.playerCount; i++) {
      const player = (ctx.active + i) % ctx.playerCount;
      if (ctx.player(player).out || scores[player] <= bestScore) continue;
      best = player;
      bestScore = scores[player];
    }
    if (best >= 0) out.push(() => ctx.win([best], 'victory-tokens'));
  },
};

/** Every game-state check, in the order they look; declaring triggered targets (D21) comes last. */
export const CHECKS: readonly CheckSpec[] = [defeated, illegalZones, mainCharacter, victory, announceTargets];
